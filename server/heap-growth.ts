import { setFlagsFromString } from 'node:v8';

/**
 * How far the old generation may grow past what the last full garbage collection kept before V8
 * collects it again, in percent: up to twice as big. Left to itself V8 allows up to four times
 * for a process that spends little of its time collecting, as this one does.
 *
 * Under the form post load the server keeps ~30 MB, but the objects of a post that waits for its
 * commit outlive two scavenges and move to the old generation, which filled to ~145 MB between
 * full collections: 266-302 MB resident at the peak, against issue 24's 250 MB. At 100% the
 * peak was 172 MB on PostgreSQL and 197 MB on SQLite. Paired on SQLite, 8.8% more posts a second
 * (6 of 6) at 4.3% less CPU a post, a smaller heap being quicker to work in; on PostgreSQL −1.9%
 * and −2.5%, within that engine's spread. At 50%: +1.8% on SQLite, at 5.1% more CPU
 * (docs/BENCHMARKS.md).
 */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Sets it for this process. V8 reads the setting at every full collection, so it holds from the
 * first one after start; set here, in main(), `npm start` and `node dist-node/index.js` (the
 * benchmarks') run the same heap, with no flag to remember on a command line.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
