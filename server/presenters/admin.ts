import type { StoredSubmission } from '../db/submissions-repository';
import type { StoredPayment } from '../db/payments-repository';
import type { LoginActivity } from '../db/login-activities-repository';
import type { StaffExpert } from '../../src/domain/content';
import { showingInvisibleControls } from '../../src/domain/invisible-characters';
import { VISITOR_LANGUAGE_NAMES, type SubmissionSummary } from '../../src/domain/staff';
import { isSubmissionKind, SUBMISSION_KINDS } from '../../src/domain/submission-kinds';
import { fieldLabel, SUBMISSION_COLUMN_LABELS } from '../../src/domain/submission-labels';
import { presentExpert } from './content';

// What staff screens receive about a submission. Lists get the columns of spec §2's
// cards; a detail gets the stored record. Nothing else about the row goes out.


export function summaryFieldNames(kind: string): readonly string[] {
  return isSubmissionKind(kind) ? SUBMISSION_KINDS[kind].listColumns : [];
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
    language: submission.language,
  };
}

export function presentSubmissionDetail(submission: StoredSubmission) {
  return { ...presentSubmissionSummary(submission), record: submission.payload };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: quoted, a leading formula character defused so spreadsheets show it as text,
 * and invisible controls (a record stored before the forms removed them) written out as
 * `<U+202E>` rather than reordering or cutting the cell.
 */
export function csvCell(value: unknown): string {
  const raw = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const text = showingInvisibleControls(raw);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

// A CSV export is headed with the labels the staff screens show; its cells stay as stored
// (ISO times, amounts as numbers, option values) so a spreadsheet sorts and sums them, and
// none of the exported columns holds a code that would need its label instead.

const COLUMNS = ['id', 'createdAt', 'name', 'email', 'phone', 'status', 'language'] as const;

export function submissionsCsv(kind: string, submissions: StoredSubmission[]): string {
  return submissionsCsvHeader(kind) + submissionsCsvRows(kind, submissions);
}

/** The CSV's header line, ended: a streamed export writes it first, then its rows a page at a time. */
export function submissionsCsvHeader(kind: string): string {
  const extraLabels = isSubmissionKind(kind) ? summaryFieldNames(kind).map((name) => fieldLabel(kind, name)) : [];
  const header = [...COLUMNS.map((name) => SUBMISSION_COLUMN_LABELS[name]), ...extraLabels];
  return `${header.map(csvCell).join(',')}\r\n`;
}

/** The CSV's lines of `submissions`, each ended. */
export function submissionsCsvRows(kind: string, submissions: StoredSubmission[]): string {
  const extra = summaryFieldNames(kind);
  let lines = '';
  for (const s of submissions) {
    const cells = [s.id, s.createdAt, s.name, s.email, s.phone, s.status, VISITOR_LANGUAGE_NAMES[s.language], ...extra.map((name) => s.payload[name])];
    lines += `${cells.map(csvCell).join(',')}\r\n`;
  }
  return lines;
}

// Payments (spec §3 "Payment record"): the record's fields, exactly, then the three the
// spec's payment e-mail data adds (merchantTransactionId, transactionId, ifsc). `number`
// is the payer's phone; `amount` is in rupees; `submitted_date` is the IST day the payment
// started and `date` when it was settled. The state is the summary's `status`.

export const PAYMENT_RECORD_FIELDS = [
  'id',
  'name',
  'email',
  'number',
  'amount',
  'type',
  'submitted_date',
  'date',
  'createdAt',
  'utr',
  'upiTransactionId',
  'comments',
  'merchantTransactionId',
  'transactionId',
  'ifsc',
] as const;

const PAYMENT_SUMMARY_FIELDS = ['amount', 'type', 'merchantTransactionId'] as const;

function istDay(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export function paymentRecord(payment: StoredPayment): Record<(typeof PAYMENT_RECORD_FIELDS)[number], unknown> {
  return {
    id: payment.id,
    name: payment.name,
    email: payment.email,
    number: payment.phone,
    amount: payment.amountPaise / 100,
    type: payment.type,
    submitted_date: istDay(payment.createdAt),
    date: payment.completedAt,
    createdAt: payment.createdAt,
    utr: payment.utr,
    upiTransactionId: payment.upiTransactionId,
    comments: payment.comments,
    merchantTransactionId: payment.merchantTransactionId,
    transactionId: payment.transactionId,
    ifsc: payment.ifsc,
  };
}

export function presentPaymentSummary(payment: StoredPayment): SubmissionSummary {
  const record = paymentRecord(payment);
  return {
    id: payment.id,
    kind: 'payments',
    name: payment.name,
    email: payment.email,
    phone: payment.phone,
    status: payment.state,
    createdAt: payment.createdAt,
    fields: Object.fromEntries(PAYMENT_SUMMARY_FIELDS.map((name) => [name, record[name]])),
  };
}

export function presentPaymentDetail(payment: StoredPayment) {
  return { ...presentPaymentSummary(payment), record: paymentRecord(payment) };
}

export function paymentsCsv(payments: StoredPayment[]): string {
  const header = [...PAYMENT_RECORD_FIELDS, 'status'].map((name) => fieldLabel('payments', name));
  const lines = [header.map(csvCell).join(',')];
  for (const payment of payments) {
    const record = paymentRecord(payment);
    lines.push([...PAYMENT_RECORD_FIELDS.map((name) => record[name]), payment.state].map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * A sign-in, sign-out or failed attempt as staff see it. The username of a failed attempt is
 * whatever was typed, checked by no form schema: invisible controls in it (and in an address
 * taken from X-Forwarded-For) are written out as `<U+202E>`, so staff see that they were there.
 */
export function presentLoginActivity(activity: LoginActivity): LoginActivity {
  return {
    ...activity,
    username: showingInvisibleControls(activity.username),
    ip: activity.ip === null ? null : showingInvisibleControls(activity.ip),
  };
}

/** An expert as the staff screens edit it: the public profile, the calendar and whether it is shown. */
export function presentStaffExpert(expert: StaffExpert): StaffExpert {
  return {
    ...presentExpert(expert),
    hours: expert.hours.map(({ day, from, to }) => ({ day, from, to })),
    timeOff: expert.timeOff.map(({ from, to }) => ({ from, to })),
    active: expert.active,
    email: expert.email,
  };
}
