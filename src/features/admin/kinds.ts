import { ADMIN_DETAIL_PATHS } from '../../domain/admin-paths';
import type { AssessmentId } from '../../domain/assessments/assessment';

// Each staff list of spec §2: its path, the API kind behind it and its messages (spec §8).

export type AdminListKind = {
  /** The API's kind: /api/admin/{kind} */
  kind: string;
  /** The list's path under /admin/responses/ */
  listPath: string;
  /** The detail's path under /admin/responses/ (the spec spells some differently from the list). */
  detailPath: string;
  title: string;
  fetchError: string;
  detailFetchError: string;
  notFound: string;
  deleteConfirm: string;
  deleteFailure: string;
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

export const ADMIN_LISTS: readonly AdminListKind[] = [
  { kind: 'individual', listPath: 'individual-responses', detailPath: ADMIN_DETAIL_PATHS['individual'], title: 'Individual Consultations', ...consultation },
  { kind: 'couple', listPath: 'couple-responses', detailPath: ADMIN_DETAIL_PATHS['couple'], title: 'Couple Consultations', ...consultation },
  { kind: 'family-friends', listPath: 'family-friends-responses', detailPath: ADMIN_DETAIL_PATHS['family-friends'], title: 'Family & Friends Consultations', ...consultation },
  {
    kind: 'depression',
    listPath: 'depression-test',
    detailPath: ADMIN_DETAIL_PATHS['depression'],
    title: 'Depression Tests',
    fetchError: 'Failed to fetch depression tests',
    detailFetchError: 'Failed to fetch depression test details',
    notFound: 'Depression test submission not found',
    deleteConfirm: 'Are you sure you want to delete this depression test?',
    deleteFailure: 'Failed to delete depression test.',
    assessment: 'depression',
  },
  {
    kind: 'anxiety',
    listPath: 'AnxietyTest',
    detailPath: ADMIN_DETAIL_PATHS['anxiety'],
    title: 'Anxiety Tests',
    fetchError: 'Failed to fetch anxiety tests',
    detailFetchError: 'Failed to fetch anxiety test details',
    notFound: 'Depression test submission not found',
    deleteConfirm: 'Are you sure you want to delete this anxiety test?',
    deleteFailure: 'Failed to delete anxiety test.',
    assessment: 'anxiety',
  },
  {
    kind: 'general-health',
    listPath: 'GeneralHealthTest',
    detailPath: ADMIN_DETAIL_PATHS['general-health'],
    title: 'General Health Tests',
    fetchError: 'Failed to fetch general health tests',
    detailFetchError: 'Failed to fetch generalHealth test details',
    notFound: 'Depression test submission not found',
    deleteConfirm: 'Are you sure you want to delete this general health test?',
    deleteFailure: 'Failed to delete general health test.',
    assessment: 'general-health',
  },
  {
    kind: 'contact',
    listPath: 'contact-form-responses',
    detailPath: ADMIN_DETAIL_PATHS['contact'],
    title: 'Contact Form Responses',
    fetchError: 'Failed to fetch contact forms',
    detailFetchError: 'Failed to fetch contact form details',
    notFound: 'Contact form submission not found',
    deleteConfirm: 'Are you sure you want to delete this contact form?',
    deleteFailure: 'Failed to delete contact form.',
  },
  {
    kind: 'workshop-registrations',
    listPath: 'workshop-registrations',
    detailPath: ADMIN_DETAIL_PATHS['workshop-registrations'],
    title: 'Workshop Registrations',
    fetchError: 'Failed to fetch workshop registrations',
    detailFetchError: 'Failed to fetch workshop registration details',
    notFound: 'Workshop registration not found',
    deleteConfirm: 'Are you sure you want to delete this workshop registration?',
    deleteFailure: 'Failed to delete workshop registration.',
  },
  {
    kind: 'payments',
    listPath: 'payment',
    detailPath: ADMIN_DETAIL_PATHS['payments'],
    title: 'Payments',
    fetchError: 'Failed to fetch Payment tests',
    detailFetchError: 'Failed to fetch Payment test details',
    notFound: 'Payment test submission not found',
    deleteConfirm: 'Are you sure you want to delete this payment?',
    deleteFailure: 'Failed to delete Payment test.',
  },
];

/** Phone numbers as spec §9 shows them: 4-3-3. */
export function groupPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}` : phone;
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
