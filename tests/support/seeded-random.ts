// A seeded source of randomness for tests: the same seed gives the same run, so a failure
// printed with its seed reproduces.

export type Rng = () => number;

/** mulberry32: tiny, fast, good enough to spread test inputs; never for secrets. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
