// The rule for moving and cancelling a paid session, stated once: the server applies it, the
// manage page and the terms and FAQ say it in words, all from the same two settings
// (CHANGE_WINDOW_HOURS, LATE_CANCEL_REFUND_PERCENT; site settings `changePolicy`). The words
// are in ./change-policy-words, which the home page's FAQ reads without the rule's code.

export { changePolicyWords } from './change-policy-words';

export type ChangePolicy = {
  /** Until this many hours before the start a session can be moved, or cancelled for a full refund. */
  windowHours: number;
  /** The share refunded for a cancellation inside that window (0: none). */
  lateRefundPercent: number;
};

/**
 * Where a session stands: `open` before the deadline, `late` between the deadline and the start,
 * `started` from the start on (nothing can change then).
 */
export type ChangePhase = 'open' | 'late' | 'started';

export type ChangeRule = {
  phase: ChangePhase;
  canReschedule: boolean;
  canCancel: boolean;
  /** Of the amount paid, what a cancellation now gives back. */
  refundPercent: number;
  /** The last moment a session can be moved or cancelled for a full refund. */
  deadline: Date;
};

const HOUR_MS = 60 * 60_000;

export function changeRuleAt(policy: ChangePolicy, startsAt: Date, now: Date): ChangeRule {
  const deadline = new Date(startsAt.getTime() - policy.windowHours * HOUR_MS);
  if (now.getTime() >= startsAt.getTime()) {
    return { phase: 'started', canReschedule: false, canCancel: false, refundPercent: 0, deadline };
  }
  if (now.getTime() > deadline.getTime()) {
    return { phase: 'late', canReschedule: false, canCancel: true, refundPercent: policy.lateRefundPercent, deadline };
  }
  return { phase: 'open', canReschedule: true, canCancel: true, refundPercent: 100, deadline };
}

/** What a refund of `percent` of `amountPaise` comes to, in whole paise (rounded down). */
export function refundPaiseFor(amountPaise: number, percent: number): number {
  return Math.floor((amountPaise * percent) / 100);
}
