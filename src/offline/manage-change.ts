// The two changes a visitor makes on a booking's manage page, as the device outbox carries
// them: where each posts, and which one a queued item holds. Apart from ./manage-kind, which the
// header's waiting badge reads on every page, so that only the manage page loads these.

export type ManageAction = 'reschedule' | 'cancel';

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
