// A change to a booking made on its manage page (/manage/<token>) travels through the same
// outbox as a form: its own Idempotency-Key, the same engine, triggers and Background Sync.
// Its kind names the booking (one kind per manage link), so the page finds its own change by
// the outbox's kind index, the header's badge links back to that page, and "one waiting change
// per booking" is one query. Plain strings only: the service worker's engine reads this too.
// Where a change posts and which one an item carries are in ./manage-change: the header's
// badge reads this module on every page, and those only the manage page and its tests need.

const PREFIX = 'manage:';

/** The outbox kind of the changes made through the manage link `token`. */
export function manageKind(token: string): string {
  return `${PREFIX}${token}`;
}

/** The manage link's token of a change's kind; null for every other kind. */
export function manageTokenOf(kind: string): string | null {
  return kind.startsWith(PREFIX) && kind.length > PREFIX.length ? kind.slice(PREFIX.length) : null;
}
