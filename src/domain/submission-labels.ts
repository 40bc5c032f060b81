// What staff read for every field a kind of record stores (spec §3): one map per kind of the
// registry (submission-kinds.ts) and for payments, read by the staff lists and details and
// by the server's CSV headers alike. Labels follow the form's own wording, with "Your name"
// and the like said of the visitor ("Name"). Stored values never change: where a stored
// value is a code (a catalogue id, an amount in paise), `formatField` shows what it stands for.

import type { AdminRecordKind } from './admin-paths';
import { formatIndianCalendarDate } from './ist';
import { groupPhone } from './phone';
import { catalogueItem, formatRupees, isCatalogueId } from './pricing';

/**
 * How a value is shown: `phone` 4-3-3, `when` an ISO instant in IST, `day` a stored
 * 'YYYY-MM-DD' written out ("Thursday, 26 November 2026"), `catalogue` a price
 * catalogue id as its option label, `paise` / `rupees` an amount as "₹999"; plain text,
 * lists and Yes/No otherwise.
 */
export type FieldFormat = 'phone' | 'when' | 'day' | 'catalogue' | 'paise' | 'rupees';

export type FieldSpec = { label: string; format?: FieldFormat };

type FieldMap = Readonly<Record<string, FieldSpec>>;

const text = (label: string): FieldSpec => ({ label });
const phone = (label: string): FieldSpec => ({ label, format: 'phone' });
const when = (label: string): FieldSpec => ({ label, format: 'when' });

/** What the server adds to every stored submission (submission-service.ts). */
const received = { submittedAt: when('Submitted at') } satisfies FieldMap;

/** What every booking stores beside its form, and fields that records from before this app carry (spec §3). */
const bookingAdditions = {
  ...received,
  submitted_date: when('Submission date'),
  paymentstatus: text('Payment status'),
  meetLink: text('Video link'),
  htmlLink: text('Calendar event'),
  paymentMethod: text('Payment method'),
  createdAt: when('Created at'),
  timestamp: when('Timestamp'),
} satisfies FieldMap;

/** Fields the booking forms share, worded as they ask them. */
const bookingShared = {
  name: text('Name'),
  email: text('Email'),
  contactNo: phone('Contact number'),
  city: text('City'),
  profession: text('Profession'),
  preferredLanguage: text('Preferred language'),
  otherLanguage: text('Other language'),
  referralSource: text('How did you hear about us?'),
  sessionDate: { label: 'Session date', format: 'day' },
  sessionTime: text('Session time (IST)'),
  sessionDuration: { label: 'Session duration', format: 'catalogue' },
  termsAgreed: text('Agreed to the terms'),
  PaymentsAgreed: text('Agreed to the payment terms'),
  ...bookingAdditions,
} satisfies FieldMap;

const assessment = {
  fullName: text('Full name'),
  contactNumber: phone('Contact number'),
  email: text('E-mail'),
  answers: text('Answers'),
  submissionDate: when('Submission date'),
  score: text('Score'),
  responses: text('Responses'),
  comments: text('Additional comments'),
  detailedAssessment: text('Detailed assessment'),
  ...received,
} satisfies FieldMap;

export const RECORD_FIELDS = {
  individual: {
    ...bookingShared,
    gender: text('Gender'),
    age: text('Age'),
    guardianContactNo: phone('Guardian contact number'),
    guardianConsent: text('Parent or guardian agrees'),
    supportReason: text('What would you like support with?'),
    otherSupportReason: text('Other support reason'),
    feelingsReason: text('What do you think is behind how you are feeling?'),
    previousConsultation: text('Consulted a counsellor or therapist before?'),
    counselorGenderPreference: text('Counsellor gender preference'),
    medicalConditions: text('Medical conditions we should know about?'),
  },
  couple: {
    ...bookingShared,
    partnerName: text("Partner's name"),
    partnerProfession: text("Partner's profession"),
    relationshipStatus: text('Relationship status'),
    otherRelationshipStatus: text('Other relationship status'),
    primaryConcern: text('Primary concern'),
    therapyGoals: text('What would you like to achieve together?'),
    otherTherapyGoal: text('Other therapy goal'),
    previousTherapy: text('Had couples therapy before?'),
    medicalConditions: text('Medical conditions we should know about?'),
  },
  'family-friends': {
    ...bookingShared,
    // Records from before this app stored the number as `phone` (spec §3).
    phone: phone('Phone number'),
    participantsNames: text("Other participants' names"),
    relationshipType: text('Relationship with the participants'),
    otherRelationshipType: text('Other relationship'),
    primaryConcern: text('Primary concern'),
    otherPrimaryConcern: text('Other primary concern'),
    therapyGoals: text('Therapy goal'),
    otherTherapyGoal: text('Other therapy goal'),
    previousTherapy: text('Had therapy together before?'),
    medicalConditions: text('Medical conditions we should know about?'),
  },
  depression: assessment,
  anxiety: assessment,
  'general-health': assessment,
  contact: {
    fullName: text('Full name'),
    email: text('E-mail'),
    phoneNumber: phone('Phone number'),
    subject: text('Subject'),
    message: text('Message'),
    ...received,
  },
  'workshop-registration': {
    name: text('Name'),
    phone: phone('Phone number'),
    email: text('Email'),
    eventSlug: text('Event page'),
    eventTitle: text('Event'),
    pass: { label: 'Pass', format: 'catalogue' },
    amount: { label: 'Amount paid', format: 'paise' },
    paymentStatus: text('Payment status'),
    ...received,
  },
  // The staff payment record (server/presenters/admin.ts): `amount` there is in rupees.
  payments: {
    id: text('Payment ID'),
    name: text('Name'),
    email: text('Email'),
    number: phone('Phone number'),
    amount: { label: 'Amount', format: 'rupees' },
    type: text('Paid for'),
    submitted_date: text('Day started (IST)'),
    date: when('Settled at'),
    createdAt: when('Started at'),
    utr: text('UTR'),
    upiTransactionId: text('UPI transaction ID'),
    comments: text('Comments'),
    merchantTransactionId: text('Merchant transaction ID'),
    transactionId: text('Transaction ID'),
    ifsc: text('IFSC'),
    status: text('Status'),
  },
} as const satisfies Record<AdminRecordKind, FieldMap>;

/** The columns every stored submission has beside its record, as the staff list cards name them. */
export const SUBMISSION_COLUMN_LABELS = {
  id: 'ID',
  createdAt: 'Submitted',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  status: 'Status',
  language: 'Language',
} as const;

function specOf(kind: AdminRecordKind, name: string): FieldSpec | undefined {
  const fields: FieldMap = RECORD_FIELDS[kind];
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}

export function hasFieldLabel(kind: AdminRecordKind, name: string): boolean {
  return specOf(kind, name) !== undefined;
}

/**
 * The label staff read for a field. A field no map names (an old record's extra) is still
 * shown in words: "someFieldName" and "some_field" read "Some field name", "Some field".
 */
export function fieldLabel(kind: AdminRecordKind, name: string): string {
  const known = specOf(kind, name);
  if (known) return known.label;
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(displayValue).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A stored value as staff read it; one the format does not fit (an old record's) is shown as stored. */
export function formatField(kind: AdminRecordKind, name: string, value: unknown): string {
  const format = specOf(kind, name)?.format;
  if (value === null || value === undefined || value === '') return displayValue(value);
  switch (format) {
    case 'phone':
      return typeof value === 'string' ? groupPhone(value) : displayValue(value);
    case 'when':
      return formatWhen(String(value));
    case 'day':
      return (typeof value === 'string' && formatIndianCalendarDate(value)) || displayValue(value);
    case 'catalogue':
      return isCatalogueId(value) ? catalogueItem(value).label : displayValue(value);
    case 'paise':
      return typeof value === 'number' && Number.isSafeInteger(value) ? formatRupees(value) : displayValue(value);
    case 'rupees':
      return typeof value === 'number' && Number.isFinite(value) ? formatRupees(Math.round(value * 100)) : displayValue(value);
    default:
      return displayValue(value);
  }
}
