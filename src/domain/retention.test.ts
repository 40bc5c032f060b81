import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION, monthsBefore, retentionCutoffs } from './retention';

describe('retention periods', () => {
  it('keeps contact messages a year, reports two years and unpaid bookings 90 days by default', () => {
    expect(DEFAULT_RETENTION).toEqual({ contactMonths: 12, assessmentMonths: 24, unpaidBookingDays: 90 });
  });

  it('counts months on the UTC calendar, keeping the time of day', () => {
    expect(monthsBefore(new Date('2026-11-25T11:00:00.000Z'), 12).toISOString()).toBe('2025-11-25T11:00:00.000Z');
    expect(monthsBefore(new Date('2026-11-25T11:00:00.000Z'), 18).toISOString()).toBe('2025-05-25T11:00:00.000Z');
    expect(monthsBefore(new Date('2026-01-10T00:00:00.000Z'), 1).toISOString()).toBe('2025-12-10T00:00:00.000Z');
  });

  it('takes the last day of a shorter month', () => {
    expect(monthsBefore(new Date('2026-03-31T08:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(monthsBefore(new Date('2028-03-31T08:00:00.000Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(monthsBefore(new Date('2028-02-29T08:00:00.000Z'), 12).toISOString()).toBe('2027-02-28T08:00:00.000Z');
  });

  it('gives each kind its cutoff', () => {
    const cutoffs = retentionCutoffs(DEFAULT_RETENTION, new Date('2026-11-25T11:00:00.000Z'));
    expect(cutoffs.contact.toISOString()).toBe('2025-11-25T11:00:00.000Z');
    expect(cutoffs.assessment.toISOString()).toBe('2024-11-25T11:00:00.000Z');
    expect(cutoffs.unpaidBooking.toISOString()).toBe('2026-08-27T11:00:00.000Z');
  });
});
