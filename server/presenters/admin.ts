import type { StoredSubmission } from '../db/submissions-repository';

// What staff screens receive about a submission. Lists get the columns of spec §2's
// cards; a detail gets the stored record. Nothing else about the row goes out.

const SUMMARY_FIELDS: Record<string, readonly string[]> = {
  individual: ['age', 'city', 'supportReason', 'sessionDate', 'sessionTime'],
  couple: ['partnerName', 'city', 'sessionDate', 'sessionTime'],
  'family-friends': ['city', 'participantsNames', 'sessionDate', 'sessionTime'],
  contact: ['subject'],
  depression: ['score'],
  anxiety: ['score'],
  'general-health': ['score'],
};

export type SubmissionSummary = {
  id: number;
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  status: string | null;
  createdAt: string;
  fields: Record<string, unknown>;
};

export function summaryFieldNames(kind: string): readonly string[] {
  return SUMMARY_FIELDS[kind] ?? [];
}

export function presentSubmissionSummary(submission: StoredSubmission): SubmissionSummary {
  const fields: Record<string, unknown> = {};
  for (const name of summaryFieldNames(submission.kind)) {
    if (submission.payload[name] !== undefined) fields[name] = submission.payload[name];
  }
  return {
    id: submission.id,
    kind: submission.kind,
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    status: submission.status,
    createdAt: submission.createdAt,
    fields,
  };
}

export function presentSubmissionDetail(submission: StoredSubmission) {
  return { ...presentSubmissionSummary(submission), record: submission.payload };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: quoted, and a leading formula character defused so spreadsheets show it as text. */
export function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function submissionsCsv(kind: string, submissions: StoredSubmission[]): string {
  const extra = summaryFieldNames(kind);
  const header = ['id', 'createdAt', 'name', 'email', 'phone', 'status', ...extra];
  const lines = [header.map(csvCell).join(',')];
  for (const s of submissions) {
    lines.push([s.id, s.createdAt, s.name, s.email, s.phone, s.status, ...extra.map((name) => s.payload[name])].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
