// Seeded generators of hostile requests. The same seed gives the same requests, so a
// failure printed with its seed reproduces.

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

const int = (rng: Rng, max: number) => Math.floor(rng() * max);
const pick = <T>(rng: Rng, items: readonly T[]): T => items[int(rng, items.length)]!;

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eمرحبا بالعالم\u202C',
  'שלום',
  'नमस्ते दुनिया',
  '👩🏽‍⚕️🧠💬',
  '\u200B\u200D\uFEFF',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1e308',
  '9007199254740993',
  '0x10',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  "'; DROP TABLE submissions; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '%00%0d%0a',
  '../../etc/passwd',
  '2026-02-30',
  '99:99 AM',
  'individual-60',
  'workshop-single',
  'booking',
  '9876543210',
  'a@b.c',
];

const NASTY_NUMBERS = [0, -0, -1, 1, 1.5, 120, 121, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, 1e-320];
const POISON_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];

function hugeString(rng: Rng): string {
  // Within and beyond the 100 kB body limit.
  const length = pick(rng, [1_000, 10_000, 60_000, 99_000, 101_000, 150_000]);
  return pick(rng, ['a', 'अ', '😀', '\u0000']).repeat(Math.ceil(length / 2));
}

function deep(rng: Rng, depth: number): unknown {
  let value: unknown = pick(rng, ['x', 1, null, true]);
  for (let i = 0; i < depth; i++) value = rng() < 0.5 ? [value] : { [pick(rng, ['a', '__proto__', 'constructor'])]: value };
  return value;
}

export function randomValue(rng: Rng, depth = 0): unknown {
  const roll = int(rng, depth > 2 ? 7 : 10);
  switch (roll) {
    case 0:
      return pick(rng, NASTY_STRINGS);
    case 1:
      return pick(rng, NASTY_NUMBERS);
    case 2:
      return rng() < 0.5;
    case 3:
      return null;
    case 4:
      return pick(rng, NASTY_STRINGS) + pick(rng, NASTY_STRINGS);
    case 5:
      return rng() < 0.1 ? hugeString(rng) : 'x'.repeat(int(rng, 3000));
    case 6:
      return String(pick(rng, NASTY_NUMBERS));
    case 7:
      return Array.from({ length: int(rng, 5) }, () => randomValue(rng, depth + 1));
    case 8: {
      const object: Record<string, unknown> = {};
      for (let i = int(rng, 4); i > 0; i--) object[pick(rng, [...POISON_KEYS, ...NASTY_STRINGS])] = randomValue(rng, depth + 1);
      return object;
    }
    default:
      return deep(rng, 1 + int(rng, 200));
  }
}

/** JSON text, with `__proto__` kept as an own key the way a hostile client would send it. */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v, '__proto__')) {
      const copy: Record<string, unknown> = {};
      for (const [k, inner] of Object.entries(v)) copy[k === '__proto__' ? '\u0000proto-marker' : k] = inner;
      return copy;
    }
    return v;
  }).replaceAll('"\\u0000proto-marker"', '"__proto__"');
}

function withOwnProto(target: Record<string, unknown>, value: unknown): void {
  Object.defineProperty(target, '__proto__', { value, enumerable: true, configurable: true, writable: true });
}

/** The valid body with one to three things broken (a field dropped, retyped, or extra). */
function mutated(rng: Rng, base: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base };
  const keys = Object.keys(base);
  for (let n = 1 + int(rng, 3); n > 0; n--) {
    const roll = int(rng, 6);
    const key = pick(rng, keys);
    if (roll === 0) delete body[key];
    else if (roll <= 3) body[key] = randomValue(rng);
    else if (roll === 4) withOwnProto(body, { polluted: true, isAdmin: true });
    else body[pick(rng, [...POISON_KEYS, 'extra', 'id', 'amount', 'status', 'role'])] = randomValue(rng);
  }
  return body;
}

const INVALID_JSON = [
  '',
  '{',
  '}',
  '{"a":}',
  "{'a': 1}",
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": -0x10}',
  '{"a": 1,}',
  '[1, 2',
  'undefined',
  '\u0000',
  '{"a": "\u0000"}',
  '{"a": "\\ud800"}',
  '{"a": "\\uZZZZ"}',
  '\uFEFF{"a": 1}',
  '{"a": 1} {"b": 2}',
  '<?xml version="1.0"?><a/>',
  'fullName=a&email=b',
];

export type Variant = {
  label: string;
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string | undefined;
  key: string | undefined;
  headers?: Record<string, string>;
};

function idempotencyKey(rng: Rng, idempotent: boolean): string | undefined {
  if (!idempotent) return rng() < 0.9 ? undefined : crypto.randomUUID();
  const roll = rng();
  if (roll < 0.8) return crypto.randomUUID();
  return pick(rng, [
    '',
    ' ',
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000',
    '00000000-0000-0000-0000-0000000000000',
    `${crypto.randomUUID()}, ${crypto.randomUUID()}`,
    'x'.repeat(4000),
    '../../../',
    '%00',
    undefined,
  ]);
}

function contentType(rng: Rng): string | undefined {
  const roll = rng();
  if (roll < 0.8) return 'application/json';
  return pick(rng, [
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/json; charset=nonsense',
    'application/merge-patch+json',
    'application/xml',
    '*/*',
    'garbage',
  ]);
}

/** One generated request for an endpoint whose valid body is `base`. */
export function bodyVariant(rng: Rng, base: unknown, idempotent: boolean): Variant {
  const key = idempotencyKey(rng, idempotent);
  const type = contentType(rng);
  const roll = rng();
  let label: string;
  let text: string;
  if (roll < 0.55 && base && typeof base === 'object') {
    label = 'mutated form';
    text = toJson(mutated(rng, base as Record<string, unknown>));
  } else if (roll < 0.75) {
    label = 'random value';
    text = toJson(randomValue(rng));
  } else if (roll < 0.87) {
    label = 'invalid JSON';
    text = pick(rng, INVALID_JSON);
  } else if (roll < 0.93) {
    label = 'deeply nested';
    const depth = pick(rng, [1_000, 10_000, 40_000]);
    text = rng() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth / 10)}1${'}'.repeat(depth / 10)}`;
  } else if (roll < 0.97) {
    label = 'huge';
    const huge = hugeString(rng);
    text = base && typeof base === 'object' ? toJson({ ...(base as Record<string, unknown>), [pick(rng, Object.keys(base))]: huge }) : toJson(huge);
  } else {
    label = 'form-encoded';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((base as Record<string, unknown>) ?? {})) form.set(k, String(v));
    text = rng() < 0.5 ? form.toString() : `${form.toString()}&__proto__[polluted]=1&constructor[prototype][polluted]=1`;
  }
  // Sometimes the bytes themselves are not UTF-8 at all.
  const notUtf8 = rng() < 0.03;
  const body = notUtf8 ? Uint8Array.from([0xff, 0xfe, 0xc3, 0x28, ...Buffer.from(text.slice(0, 200))]) : type === undefined ? new Uint8Array(Buffer.from(text)) : text;
  return { label, body, contentType: type, key };
}
