import { describe, expect, it } from 'vitest';
import { isBookingKind, isSubmissionKind, SUBMISSION_KIND_NAMES, SUBMISSION_KINDS, sessionTypeOf } from './submission-kinds';

describe('the submission kinds', () => {
  it('names the three therapy bookings as bookings, and nothing else', () => {
    expect(SUBMISSION_KIND_NAMES.filter(isBookingKind)).toEqual(['individual', 'couple', 'family-friends']);
    expect(isBookingKind('contact')).toBe(false);
    expect(isBookingKind('toString')).toBe(false);
    expect(isSubmissionKind('constructor')).toBe(false);
    expect(sessionTypeOf('family-friends')).toBe('Family & Friends Therapy');
  });

  it('gives every kind its own page, API path and staff paths', () => {
    for (const key of ['page', 'apiPath', 'staffKind', 'staffListPath', 'staffDetailPath'] as const) {
      const values = SUBMISSION_KIND_NAMES.map((name) => SUBMISSION_KINDS[name][key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    expect(SUBMISSION_KINDS['workshop-registration'].apiPath).toBe('/api/events/art-therapy-workshop/registrations');
    expect(SUBMISSION_KINDS.couple.apiPath).toBe('/api/submissions/couple');
  });

});
