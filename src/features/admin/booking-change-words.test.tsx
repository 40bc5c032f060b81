import { describe, expect, it } from 'vitest';
import { recordedStart, refundOutcome, refundStatement } from './booking-change-words';

// What staff read before cancelling, worked out from the record and the site's rule. The
// session starts Friday 27 November 2026, 10:30 AM IST (05:00 UTC).

const START = new Date('2026-11-27T05:00:00.000Z');
const HOUR = 3_600_000;
const before = (hours: number) => new Date(START.getTime() - hours * HOUR);
const policy = { windowHours: 24, lateRefundPercent: 0 };

describe('recordedStart', () => {
  it('reads an individual range, a couple window and a single time; null for anything else', () => {
    expect(recordedStart({ sessionDate: '2026-11-27', sessionTime: '10:30 AM - 11:30 AM' })).toEqual(START);
    expect(recordedStart({ sessionDate: '2026-11-27', sessionTime: '6 PM to 9 PM' })).toEqual(new Date('2026-11-27T12:30:00.000Z'));
    expect(recordedStart({ sessionDate: '2026-11-27', sessionTime: '10:30 AM' })).toEqual(START);
    expect(recordedStart({ sessionDate: '2026-11-27', sessionTime: 'soon' })).toBeNull();
    expect(recordedStart({ sessionDate: '27/11/2026', sessionTime: '10:30 AM' })).toBeNull();
    expect(recordedStart({})).toBeNull();
  });
});

describe('refundStatement', () => {
  it('follows the rule: in full before the deadline, the late share after it, nothing once started', () => {
    expect(refundStatement(policy, START, before(48), false)).toBe(
      'Cancelled now (before 10:30 AM IST on Thursday, 26 November 2026), the visitor gets a full refund of what they paid.',
    );
    expect(refundStatement(policy, START, before(5), false)).toBe(
      'It is past 10:30 AM IST on Thursday, 26 November 2026, so under the rule the visitor gets nothing back.',
    );
    expect(refundStatement({ ...policy, lateRefundPercent: 50 }, START, before(5), false)).toMatch(/the visitor gets 50% of what they paid back\.$/);
    expect(refundStatement(policy, START, before(-1), false)).toMatch(/^The session has started/);
  });

  it('refunds in full with the override, and states the rule when the start is unknown', () => {
    expect(refundStatement(policy, START, before(5), true)).toBe('The visitor gets a full refund of what they paid, whatever the time.');
    expect(refundStatement(policy, null, before(5), false)).toMatch(/rule decides: You can move your session, or cancel it for a full refund, until 24 hours before it starts\./);
  });
});

describe('refundOutcome', () => {
  it('names the amount and where the refund stands', () => {
    expect(refundOutcome({ amountPaise: 150_000, refund: { state: 'PENDING', amountPaise: 75_000 } })).toBe('A refund of ₹750 is under way.');
    expect(refundOutcome({ amountPaise: 150_000, refund: { state: 'FAILED', amountPaise: 150_000 } })).toBe('The refund of ₹1,500 failed: pay it back by hand.');
    expect(refundOutcome({ amountPaise: 150_000, refund: null })).toBe('No refund is due under the rule.');
    expect(refundOutcome(null)).toBe('No payment is on record, so nothing is refunded.');
  });
});
