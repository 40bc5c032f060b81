// The staff area's shared words: who may sign in, and what the staff API answers about a
// submission. The server presents records this way and the staff screens read them so.

// An expert signs in to see their own sessions and set their own hours: nothing else.
export const STAFF_ROLES = ['admin', 'editor', 'support', 'expert'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** What every stored submission has beside its record: its id, kind, status and the columns staff search. */
export type SubmissionColumns = {
  id: number;
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: string | null;
};

/** A submission in a staff list: its columns, when it came, and its kind's list columns (`fields`). */
export type SubmissionSummary = SubmissionColumns & {
  createdAt: string;
  fields: Record<string, unknown>;
};

/** A submission on its staff detail page: the summary and the whole stored record. */
export type SubmissionDetail = SubmissionSummary & { record: Record<string, unknown> };
