// Every kind of submission a visitor can send, defined once. The device (src/offline/kinds.ts:
// how to validate before queueing), the server (server/services/submissions/kinds.ts: schema,
// record and mails) and the staff area (src/features/admin/kinds.ts: titles and messages)
// each extend this list with `satisfies Record<SubmissionKindName, ...>`, so a kind added
// here does not compile until every side knows how to handle it.
//
// Plain data only: the header's waiting badge reads it on every page, so no schema (and no
// validation library) is imported here.

import type { AssessmentId } from './assessments/assessment';
import { WORKSHOP_EVENT_SLUG } from './events';

export type SubmissionKindDefinition = {
  /** The page where the visitor can see and act on it. */
  page: string;
  /** Where the device posts it (the same idempotent route, Idempotency-Key and `{id, token}` answer everywhere). */
  apiPath: string;
  /** Its name in the staff API (/api/admin/{staffKind}) and dashboard. */
  staffKind: string;
  /** The staff list's path under /admin/responses/. */
  staffListPath: string;
  /** The staff detail's path under /admin/responses/ (spec §2 spells some differently from the list). */
  staffDetailPath: string;
  /** The record's fields copied into their own columns so staff can search by them. */
  searchFields: { name: string; email: string; phone: string };
  /** The record's fields a staff list and its CSV export show after id, date, name, e-mail, phone and status. */
  listColumns: readonly string[];
  /** Set for a therapy booking: what mails and payments call the session. */
  booking?: { sessionType: string };
  /** Set for a self-assessment report: the test it reports on. */
  assessment?: AssessmentId;
};

const submissionsPath = <K extends string>(kind: K) => `/api/submissions/${kind}` as const;
const bookingSearch = { name: 'name', email: 'email', phone: 'contactNo' } as const;
const reportSearch = { name: 'fullName', email: 'email', phone: 'contactNumber' } as const;

/** In the order the staff area lists them (spec §2). */
export const SUBMISSION_KINDS = {
  individual: {
    page: '/individual_therapy',
    apiPath: submissionsPath('individual'),
    staffKind: 'individual',
    staffListPath: 'individual-responses',
    staffDetailPath: 'individual-responses',
    searchFields: bookingSearch,
    listColumns: ['age', 'city', 'supportReason', 'sessionDate', 'sessionTime'],
    booking: { sessionType: 'Individual Therapy' },
  },
  couple: {
    page: '/couple_therapy',
    apiPath: submissionsPath('couple'),
    staffKind: 'couple',
    staffListPath: 'couple-responses',
    staffDetailPath: 'couple-responses',
    searchFields: bookingSearch,
    listColumns: ['partnerName', 'city', 'sessionDate', 'sessionTime'],
    booking: { sessionType: 'Couples Therapy' },
  },
  'family-friends': {
    page: '/familyFriends_therapy',
    apiPath: submissionsPath('family-friends'),
    staffKind: 'family-friends',
    staffListPath: 'family-friends-responses',
    staffDetailPath: 'family-friends-responses',
    searchFields: bookingSearch,
    listColumns: ['city', 'participantsNames', 'sessionDate', 'sessionTime'],
    booking: { sessionType: 'Family & Friends Therapy' },
  },
  depression: {
    page: '/Depression-Tool',
    apiPath: submissionsPath('depression'),
    staffKind: 'depression',
    staffListPath: 'depression-test',
    staffDetailPath: 'depression-test',
    searchFields: reportSearch,
    listColumns: ['score'],
    assessment: 'depression',
  },
  anxiety: {
    page: '/Anxiety-Disorder-Tool',
    apiPath: submissionsPath('anxiety'),
    staffKind: 'anxiety',
    staffListPath: 'AnxietyTest',
    staffDetailPath: 'anxiety-test',
    searchFields: reportSearch,
    listColumns: ['score'],
    assessment: 'anxiety',
  },
  'general-health': {
    page: '/General-Health-Tool',
    apiPath: submissionsPath('general-health'),
    staffKind: 'general-health',
    staffListPath: 'GeneralHealthTest',
    staffDetailPath: 'generalHealthTest',
    searchFields: reportSearch,
    listColumns: ['score'],
    assessment: 'general-health',
  },
  contact: {
    page: '/contact',
    apiPath: submissionsPath('contact'),
    staffKind: 'contact',
    staffListPath: 'contact-form-responses',
    staffDetailPath: 'contact-form-responses',
    searchFields: { name: 'fullName', email: 'email', phone: 'phoneNumber' },
    listColumns: ['subject'],
  },
  'workshop-registration': {
    page: `/events/${WORKSHOP_EVENT_SLUG}`,
    // Registrations live under their event: the server prices the pass from it.
    apiPath: `/api/events/${WORKSHOP_EVENT_SLUG}/registrations`,
    staffKind: 'workshop-registrations',
    staffListPath: 'workshop-registrations',
    staffDetailPath: 'workshop-registrations',
    searchFields: { name: 'name', email: 'email', phone: 'phone' },
    listColumns: [],
  },
} as const satisfies Record<string, SubmissionKindDefinition>;

type Kinds = typeof SUBMISSION_KINDS;
export type SubmissionKindName = keyof Kinds;
/** The kinds that book a therapy session. */
export type BookingKind = { [K in SubmissionKindName]: Kinds[K] extends { booking: object } ? K : never }[SubmissionKindName];
/** The kinds posted to POST /api/submissions/:kind (the rest live under their own resource). */
export type PostedSubmissionKind = { [K in SubmissionKindName]: Kinds[K]['apiPath'] extends `/api/submissions/${string}` ? K : never }[SubmissionKindName];

export const SUBMISSION_KIND_NAMES = Object.keys(SUBMISSION_KINDS) as SubmissionKindName[];

export function isSubmissionKind(value: unknown): value is SubmissionKindName {
  return typeof value === 'string' && Object.hasOwn(SUBMISSION_KINDS, value);
}

export function isBookingKind(value: unknown): value is BookingKind {
  return isSubmissionKind(value) && 'booking' in SUBMISSION_KINDS[value];
}

/** What mails, payments and staff call a booking's session ("Couples Therapy"). */
export function sessionTypeOf(kind: BookingKind): string {
  return SUBMISSION_KINDS[kind].booking.sessionType;
}
