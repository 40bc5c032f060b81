import { describe, expect, it } from 'vitest';
import { changePolicyWords, changeRuleAt, refundPaiseFor } from './change-policy';

const policy = { windowHours: 24, lateRefundPercent: 0 };
const start = new Date('2026-12-02T13:30:00Z');
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe('changeRuleAt', () => {
  it('lets a session be moved or cancelled for a full refund until the deadline itself', () => {
    expect(changeRuleAt(policy, start, hoursBefore(48))).toMatchObject({ phase: 'open', canReschedule: true, canCancel: true, refundPercent: 100 });
    expect(changeRuleAt(policy, start, hoursBefore(24))).toMatchObject({ phase: 'open', canReschedule: true });
    expect(changeRuleAt(policy, start, hoursBefore(24)).deadline.toISOString()).toBe('2026-12-01T13:30:00.000Z');
  });

  it('after the deadline allows only a cancellation, refunded by the late rule', () => {
    const late = new Date(hoursBefore(24).getTime() + 1);
    expect(changeRuleAt(policy, start, late)).toMatchObject({ phase: 'late', canReschedule: false, canCancel: true, refundPercent: 0 });
    expect(changeRuleAt({ windowHours: 24, lateRefundPercent: 50 }, start, hoursBefore(2)).refundPercent).toBe(50);
  });

  it('changes nothing once the session has started', () => {
    expect(changeRuleAt(policy, start, start)).toMatchObject({ phase: 'started', canReschedule: false, canCancel: false });
  });

  it('with no window keeps everything open until the start', () => {
    expect(changeRuleAt({ windowHours: 0, lateRefundPercent: 0 }, start, hoursBefore(0.1))).toMatchObject({ phase: 'open', refundPercent: 100 });
  });
});

describe('refundPaiseFor', () => {
  it('rounds down to whole paise', () => {
    expect(refundPaiseFor(99_900, 100)).toBe(99_900);
    expect(refundPaiseFor(99_901, 50)).toBe(49_950);
    expect(refundPaiseFor(99_900, 0)).toBe(0);
  });
});

describe('changePolicyWords', () => {
  it('states the default rule plainly', () => {
    expect(changePolicyWords(policy)).toBe(
      'You can move your session, or cancel it for a full refund, until 24 hours before it starts. After that, you can still cancel, but the session is not refunded.',
    );
  });

  it('follows the settings', () => {
    expect(changePolicyWords({ windowHours: 1, lateRefundPercent: 50 })).toContain('until 1 hour before it starts. After that, you can still cancel and get 50% of the amount back.');
    expect(changePolicyWords({ windowHours: 0, lateRefundPercent: 0 })).toBe('You can move your session, or cancel it for a full refund, until it starts.');
  });
});
