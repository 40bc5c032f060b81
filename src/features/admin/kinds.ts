import { PAYMENTS_DETAIL_PATH, PAYMENTS_LIST_PATH, type AdminRecordKind } from '../../domain/admin-paths';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { SUBMISSION_KIND_NAMES, SUBMISSION_KINDS, type SubmissionKindName } from '../../domain/submission-kinds';

// Each staff list of spec §2: the kind behind it (src/domain/submission-kinds.ts) and its
// title and messages (spec §8), in the staff area's order.

/** A titled group of a record's fields on its detail page; fields beyond them show under "Other details". */
export type DetailSection = { title: string; fields: readonly string[] };

type StaffView = {
  /** The detail page's sections (spec §2). */
  sections?: readonly DetailSection[];
  title: string;
  fetchError: string;
  detailFetchError: string;
  notFound: string;
  deleteConfirm: string;
  deleteFailure: string;
};

export type AdminListKind = StaffView & {
  /** The kind of record it lists, whose field labels (src/domain/submission-labels.ts) its screens show. */
  recordKind: AdminRecordKind;
  /** The API's kind: /api/admin/{kind} */
  kind: string;
  /** The list's path under /admin/responses/ */
  listPath: string;
  /** The detail's path under /admin/responses/ (the spec spells some differently from the list). */
  detailPath: string;
  /** The band function's test, for severity colours. */
  assessment?: AssessmentId;
};

const consultation = {
  fetchError: 'Failed to fetch consultations',
  detailFetchError: 'Failed to fetch consultation details',
  notFound: 'Consultation not found',
  deleteConfirm: 'Are you sure you want to delete this consultation?',
  deleteFailure: 'Failed to delete consultation.',
};

const testInfo: readonly DetailSection[] = [{ title: 'Submission Information', fields: ['fullName', 'contactNumber', 'email', 'submissionDate', 'score'] }];

const STAFF_VIEWS = {
  individual: {
    title: 'Individual Consultations',
    ...consultation,
    sections: [
      { title: 'Personal Information', fields: ['name', 'email', 'contactNo', 'guardianContactNo', 'gender', 'age', 'city', 'profession'] },
      { title: 'Support', fields: ['supportReason', 'otherSupportReason', 'feelingsReason', 'previousConsultation', 'medicalConditions'] },
      { title: 'Session Information', fields: ['sessionDate', 'sessionTime', 'sessionDuration', 'preferredLanguage', 'otherLanguage', 'counselorGenderPreference', 'referralSource', 'paymentstatus'] },
    ],
  },
  couple: {
    title: 'Couple Consultations',
    ...consultation,
    sections: [
      { title: 'Personal Information', fields: ['name', 'partnerName', 'email', 'contactNo', 'city', 'profession', 'partnerProfession', 'relationshipStatus', 'otherRelationshipStatus'] },
      { title: 'Therapy Goals', fields: ['primaryConcern', 'therapyGoals', 'otherTherapyGoal'] },
      { title: 'Additional Information', fields: ['previousTherapy', 'medicalConditions', 'referralSource', 'preferredLanguage', 'otherLanguage'] },
      { title: 'Session Information', fields: ['sessionDate', 'sessionTime', 'sessionDuration', 'paymentMethod', 'paymentstatus'] },
    ],
  },
  'family-friends': {
    title: 'Family & Friends Consultations',
    ...consultation,
    sections: [
      { title: 'Participant Information', fields: ['name', 'email', 'contactNo', 'phone', 'city', 'participantsNames', 'profession', 'relationshipType', 'otherRelationshipType'] },
      { title: 'Therapy Goals', fields: ['primaryConcern', 'otherPrimaryConcern', 'therapyGoals', 'otherTherapyGoal', 'previousTherapy', 'medicalConditions'] },
      { title: 'Session Preferences', fields: ['sessionDate', 'sessionTime', 'preferredLanguage', 'otherLanguage', 'referralSource'] },
      { title: 'Payment Information', fields: ['sessionDuration', 'paymentMethod', 'paymentstatus'] },
    ],
  },
  depression: {
    title: 'Depression Tests',
    sections: testInfo,
    fetchError: 'Failed to fetch depression tests',
    detailFetchError: 'Failed to fetch depression test details',
    notFound: 'Depression test submission not found',
    deleteConfirm: 'Are you sure you want to delete this depression test?',
    deleteFailure: 'Failed to delete depression test.',
  },
  anxiety: {
    title: 'Anxiety Tests',
    sections: testInfo,
    fetchError: 'Failed to fetch anxiety tests',
    detailFetchError: 'Failed to fetch anxiety test details',
    notFound: 'Depression test submission not found',
    deleteConfirm: 'Are you sure you want to delete this anxiety test?',
    deleteFailure: 'Failed to delete anxiety test.',
  },
  'general-health': {
    title: 'General Health Tests',
    sections: testInfo,
    fetchError: 'Failed to fetch general health tests',
    detailFetchError: 'Failed to fetch generalHealth test details',
    notFound: 'Depression test submission not found',
    deleteConfirm: 'Are you sure you want to delete this general health test?',
    deleteFailure: 'Failed to delete general health test.',
  },
  contact: {
    title: 'Contact Form Responses',
    sections: [
      { title: 'Submission Information', fields: ['fullName', 'email', 'phoneNumber', 'submittedAt'] },
      { title: 'Message Details', fields: ['subject', 'message'] },
    ],
    fetchError: 'Failed to fetch contact forms',
    detailFetchError: 'Failed to fetch contact form details',
    notFound: 'Contact form submission not found',
    deleteConfirm: 'Are you sure you want to delete this contact form?',
    deleteFailure: 'Failed to delete contact form.',
  },
  'workshop-registration': {
    title: 'Workshop Registrations',
    fetchError: 'Failed to fetch workshop registrations',
    detailFetchError: 'Failed to fetch workshop registration details',
    notFound: 'Workshop registration not found',
    deleteConfirm: 'Are you sure you want to delete this workshop registration?',
    deleteFailure: 'Failed to delete workshop registration.',
  },
} satisfies Record<SubmissionKindName, StaffView>;

function submissionList(name: SubmissionKindName): AdminListKind {
  const kind: { staffKind: string; staffListPath: string; staffDetailPath: string; assessment?: AssessmentId } = SUBMISSION_KINDS[name];
  return {
    recordKind: name,
    kind: kind.staffKind,
    listPath: kind.staffListPath,
    detailPath: kind.staffDetailPath,
    ...STAFF_VIEWS[name],
    ...(kind.assessment ? { assessment: kind.assessment } : {}),
  };
}

export const ADMIN_LISTS: readonly AdminListKind[] = [
  ...SUBMISSION_KIND_NAMES.map(submissionList),
  {
    recordKind: 'payments',
    kind: 'payments',
    listPath: PAYMENTS_LIST_PATH,
    detailPath: PAYMENTS_DETAIL_PATH,
    title: 'Payments',
    fetchError: 'Failed to fetch Payment tests',
    detailFetchError: 'Failed to fetch Payment test details',
    notFound: 'Payment test submission not found',
    deleteConfirm: 'Are you sure you want to delete this payment?',
    deleteFailure: 'Failed to delete Payment test.',
  },
];
