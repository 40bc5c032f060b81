import { describe, expect, it } from 'vitest';
import type { AdminRecordKind } from './admin-paths';
import { assessmentSubmissionSchema } from './schemas/assessment-report';
import { contactSchema } from './schemas/contact';
import { coupleBookingSchema } from './schemas/couple';
import { familyBookingSchema } from './schemas/family-friends';
import { individualBookingSchema } from './schemas/individual';
import { workshopRegistrationSchema } from './schemas/workshop';
import { fieldLabel, formatField, hasFieldLabel, RECORD_FIELDS } from './submission-labels';

// What the server adds to each kind's form before storing it (submission-service.ts, the
// booking, assessment and workshop records, payment settlement).
const SERVER_ADDS = ['submittedAt'];
const BOOKING_ADDS = [...SERVER_ADDS, 'submitted_date', 'paymentstatus', 'meetLink', 'htmlLink'];
const ASSESSMENT_ADDS = [...SERVER_ADDS, 'submissionDate', 'score', 'responses', 'comments', 'detailedAssessment'];

const STORED_FIELDS: Record<Exclude<AdminRecordKind, 'payments'>, readonly string[]> = {
  individual: [...Object.keys(individualBookingSchema.shape), ...BOOKING_ADDS],
  couple: [...Object.keys(coupleBookingSchema.shape), ...BOOKING_ADDS],
  'family-friends': [...Object.keys(familyBookingSchema.shape), ...BOOKING_ADDS],
  depression: [...Object.keys(assessmentSubmissionSchema('depression').shape), ...ASSESSMENT_ADDS],
  anxiety: [...Object.keys(assessmentSubmissionSchema('anxiety').shape), ...ASSESSMENT_ADDS],
  'general-health': [...Object.keys(assessmentSubmissionSchema('general-health').shape), ...ASSESSMENT_ADDS],
  contact: [...Object.keys(contactSchema.shape), ...SERVER_ADDS],
  'workshop-registration': [
    ...Object.keys(workshopRegistrationSchema.shape),
    ...SERVER_ADDS,
    'eventSlug',
    'eventTitle',
    'pass',
    'amount',
    'paymentStatus',
  ],
};

describe('the field labels of every kind', () => {
  it('label every field each kind stores', () => {
    for (const [kind, fields] of Object.entries(STORED_FIELDS) as Array<[keyof typeof STORED_FIELDS, readonly string[]]>) {
      const missing = fields.filter((name) => !hasFieldLabel(kind, name));
      expect(missing, kind).toEqual([]);
    }
  });

  it('give no two fields of a kind the same label, and no label in code spelling', () => {
    for (const [kind, fields] of Object.entries(RECORD_FIELDS)) {
      const labels = Object.values(fields).map((spec) => spec.label);
      expect(new Set(labels).size, kind).toBe(labels.length);
      for (const label of labels) expect(label, kind).not.toMatch(/[a-z][A-Z]|_/);
    }
  });

  it('read a field no map names in words', () => {
    expect(fieldLabel('couple', 'someLegacyField')).toBe('Some legacy field');
    expect(fieldLabel('payments', 'payment_instrument')).toBe('Payment instrument');
    expect(fieldLabel('individual', 'preferredLanguage')).toBe('Preferred language');
  });
});

describe('formatField', () => {
  it('shows a catalogue id as its option and an amount as rupees', () => {
    expect(formatField('individual', 'sessionDuration', 'individual-40')).toBe('40 minutes');
    expect(formatField('individual', 'sessionDate', '2025-06-10')).toBe('Tuesday, 10 June 2025');
    expect(formatField('couple', 'sessionDate', 'next week')).toBe('next week');
    expect(formatField('workshop-registration', 'pass', 'workshop-couple')).toBe('Couple pass');
    expect(formatField('workshop-registration', 'amount', 99_900)).toBe('₹999');
    expect(formatField('payments', 'amount', 999)).toBe('₹999');
    expect(formatField('payments', 'amount', 1)).toBe('₹1');
  });

  it('shows phones 4-3-3, instants in IST, booleans as Yes/No and lists joined', () => {
    expect(formatField('contact', 'phoneNumber', '9876543210')).toBe('9876 543 210');
    expect(formatField('contact', 'submittedAt', '2025-06-01T10:00:00.000Z')).toMatch(/1 Jun 2025.*3:30/);
    expect(formatField('individual', 'termsAgreed', true)).toBe('Yes');
    expect(formatField('individual', 'supportReason', ['Depression', 'Other'])).toBe('Depression, Other');
    expect(formatField('individual', 'otherSupportReason', '')).toBe('—');
  });

  it('shows a value its format does not fit as stored', () => {
    expect(formatField('couple', 'sessionDuration', '₹1499')).toBe('₹1499');
    expect(formatField('workshop-registration', 'amount', 'unknown')).toBe('unknown');
  });
});
