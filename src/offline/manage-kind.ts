// A change to a booking made on its manage page (/manage/<token>) travels through the same
// outbox as a form: its own Idempotency-Key, the same engine, triggers and Background Sync.
// Its kind names the booking (one kind per manage link), so the page finds its own change by
// the outbox's kind index, the header's badge links back to that page, and "one waiting change
// per booking" is one query. Plain strings only: the service worker's engine reads this too.

export type ManageAction = 'reschedule' | 'cancel';

const PREFIX = 'manage:';

/** The outbox kind of the changes made through the manage link `token`. */
export function manageKind(token: string): string {
  return `${PREFIX}${token}`;
}

/** The manage link's token of a change's kind; null for every other kind. */
export function manageTokenOf(kind: string): string | null {
  return kind.startsWith(PREFIX) && kind.length > PREFIX.length ? kind.slice(PREFIX.length) : null;
}

/** GET /api/manage/:token; the changes post under it. */
export function manageApiPath(token: string): string {
  return `/api/manage/${encodeURIComponent(token)}`;
}

export function manageChangePath(token: string, action: ManageAction): string {
  return `${manageApiPath(token)}/${action}`;
}

/** Which change an item of a manage kind carries, read from where it posts (its payload is emptied once sent). */
export function manageActionOf(item: { path?: string | undefined }): ManageAction | null {
  if (item.path?.endsWith('/cancel')) return 'cancel';
  if (item.path?.endsWith('/reschedule')) return 'reschedule';
  return null;
}
