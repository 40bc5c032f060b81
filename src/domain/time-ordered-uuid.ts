/**
 * A UUID version 7 (RFC 9562): the time in milliseconds, then 74 random bits. Ids made close
 * in time sort close together, so a unique index over them grows at its end, one page for the
 * rows of a whole group commit, instead of at a random page per row. Two such indexes sit on
 * the form post's path, and their ids are made this way for that reason alone:
 *
 * - the mail outbox's message_id (server/services/mail/outbox.ts). With random (version 4) ids,
 *   paired runs served 13% fewer form posts a second at 18% more CPU per post;
 * - idempotency_keys' key, which the device makes: each outbox item's id
 *   (src/offline/outbox.ts), sent as its Idempotency-Key. With random ones, 9% fewer
 *   (docs/BENCHMARKS.md, "Speed-up code kept" and "The device's keys in time order").
 *
 * The 74 random bits keep a key as hard to guess as a version 4 one (122 bits would be more, but
 * a key only ever answers the exact request that was sent with it).
 */
export function timeOrderedUuid(at: number): string {
  const time = Math.max(0, Math.trunc(at)).toString(16).padStart(12, '0');
  // A version 4 UUID has the same layout and variant: keep its random bits after the version digit.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${crypto.randomUUID().slice(15)}`;
}
