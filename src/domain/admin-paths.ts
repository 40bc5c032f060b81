// Where staff read each kind of record (spec §2 "Protected admin routes"). The staff area
// routes these paths, and every team e-mail links to them.

import { SUBMISSION_KINDS, type SubmissionKindName } from './submission-kinds';

/** Payments are no submission kind, but staff read them beside the submissions. */
export const PAYMENTS_LIST_PATH = 'payment';
export const PAYMENTS_DETAIL_PATH = 'payment';

export type AdminRecordKind = SubmissionKindName | 'payments';

/** Where one record's staff page is, from the site's root. */
export function adminRecordPath(kind: AdminRecordKind, id: number | string): string {
  const path = kind === 'payments' ? PAYMENTS_DETAIL_PATH : SUBMISSION_KINDS[kind].staffDetailPath;
  return `/admin/responses/${path}/${encodeURIComponent(String(id))}`;
}

/** The absolute address of one record's staff page. */
export function adminRecordUrl(publicUrl: string, kind: AdminRecordKind, id: number | string): string {
  return `${publicUrl}${adminRecordPath(kind, id)}`;
}

/** The crisis follow-up queue's screen, and one item on it. */
export const FOLLOW_UPS_PATH = '/admin/follow-ups';
export const followUpPath = (id: number) => `${FOLLOW_UPS_PATH}/${id}`;

/** The absolute address of a follow-up item's staff page (the team's notice links to it). */
export function adminFollowUpUrl(publicUrl: string, id: number): string {
  return `${publicUrl}${followUpPath(id)}`;
}

// The staff area's own routes (App.tsx). Their first state depends on the staff member's
// sign-in, which only the browser knows, so the server sends them as the plain app shell.
const STAFF_ROUTES = /^\/(?:admin(?:\/|$)|login-saathi\/?$|logout\/?$|test\/form\/?$)/i;

/** Whether `pathname` is a staff page (matched case-insensitively, as the router does). */
export function isStaffPath(pathname: string): boolean {
  return STAFF_ROUTES.test(pathname);
}
