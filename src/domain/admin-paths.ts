// Where staff read each kind of record (spec §2 "Protected admin routes"). The staff area
// routes these paths, and every team e-mail links to them.

export const ADMIN_DETAIL_PATHS = {
  individual: 'individual-responses',
  couple: 'couple-responses',
  'family-friends': 'family-friends-responses',
  contact: 'contact-form-responses',
  depression: 'depression-test',
  anxiety: 'anxiety-test',
  'general-health': 'generalHealthTest',
  'workshop-registrations': 'workshop-registrations',
  payments: 'payment',
} as const;

export type AdminRecordKind = keyof typeof ADMIN_DETAIL_PATHS;

/** The absolute address of one record's staff page. */
export function adminRecordUrl(publicUrl: string, kind: AdminRecordKind, id: number | string): string {
  return `${publicUrl}/admin/responses/${ADMIN_DETAIL_PATHS[kind]}/${encodeURIComponent(String(id))}`;
}

// The staff area's own routes (App.tsx). Their first state depends on the staff member's
// sign-in, which only the browser knows, so the server sends them as the plain app shell.
const STAFF_ROUTES = /^\/(?:admin(?:\/|$)|login-saathi\/?$|logout\/?$|test\/form\/?$)/i;

/** Whether `pathname` is a staff page (matched case-insensitively, as the router does). */
export function isStaffPath(pathname: string): boolean {
  return STAFF_ROUTES.test(pathname);
}
