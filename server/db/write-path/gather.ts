// Which writes share a batch (group commit, on either engine): those of the turn of the event
// loop in which the first arrives, and of the turns after it, for as long as each turn brings
// more (at most GATHER_TURNS more). Posts come in bursts: clients that were answered together
// send their next posts together, and a burst rarely reaches the server within one turn. A
// batch closed after the first turn left the rest of the burst to wait for its commit, and then
// for a batch of their own: those posts were the slowest percent. Gathering them cut the 99th
// percentile at 50 connections on SQLite by 1-6 ms in paired runs here (e.g. 28.5 -> 22.5 ms),
// throughput within the noise; at 10 and at 200 connections too (10.5 -> 9.5 ms, 82.5 -> 73 ms).
// A turn that brings nothing closes the batch, so a lone post waits one idle turn of the loop
// more: a poll of the sockets, tens of microseconds (one client posting in a loop: within the
// noise, ~0.7 ms a post).

/** At most this many turns of the event loop after the first one a batch waits for more writes. */
export const GATHER_TURNS = 4;

/**
 * Returns `add`: the items added close together (see above) are handed to `flush` as one batch,
 * in the order they came. `flush` is called once per batch and must not throw.
 */
export function gatherer<Item>(flush: (batch: Item[]) => void): (item: Item) => void {
  let queue: Item[] = [];

  /**
   * Closes the batch once a turn of the event loop has brought no more items, or after
   * GATHER_TURNS more turns. setImmediate runs after the poll phase, in which the requests
   * that reached the server during the turn are read, so each check sees every item of its turn.
   */
  function gatherThenFlush(): void {
    let seen = 0;
    let turns = 0;
    const check = () => {
      if (queue.length > seen && turns < GATHER_TURNS) {
        seen = queue.length;
        turns += 1;
        setImmediate(check);
      } else {
        const batch = queue;
        queue = [];
        flush(batch);
      }
    };
    setImmediate(check);
  }

  return (item) => {
    if (queue.length === 0) gatherThenFlush();
    queue.push(item);
  };
}
