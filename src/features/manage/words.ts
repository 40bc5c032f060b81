// What the manage page says about times and money. Times are stated in IST, as every mail
// states them, and also in the device's own zone when that reads differently: a visitor abroad
// should not have to do the arithmetic to join on time.

import { refundPaiseFor } from '../../domain/change-policy';
import { formatIndianCalendarDate } from '../../domain/ist';
import { formatRupees } from '../../domain/pricing';
import { istClock, todayInIndia } from '../../domain/slots';
import type { ManageAnswer } from './api';

export const IST_ZONE = 'Asia/Kolkata';

/** The time zone the device is set to; IST when the runtime cannot say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || IST_ZONE;
  } catch {
    return IST_ZONE;
  }
}

/** '7:00 PM' in `zone`, built from parts: newer ICU puts a narrow no-break space before 'PM'. */
function clockIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: zone }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** 'Monday 30 November' in `zone`. */
function dayIn(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * '7:00 PM - 8:00 PM IST', and when the device's clock reads differently at that moment,
 * '1:30 PM - 2:30 PM your time' (with the day, when that differs too). Compared by the clock,
 * not the zone's name: Asia/Calcutta is IST as well.
 */
export function sessionTimeWords(session: ManageAnswer['session'], zone: string): { ist: string; device: string | null } {
  const ist = `${session.time} IST`;
  const start = new Date(session.startsAt);
  const end = new Date(session.endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return { ist, device: null };
  try {
    const deviceDay = dayIn(start, zone);
    if (clockIn(start, zone) === clockIn(start, IST_ZONE) && deviceDay === dayIn(start, IST_ZONE)) return { ist, device: null };
    const range = `${clockIn(start, zone)}${session.window ? ' to ' : ' - '}${clockIn(end, zone)}`;
    return { ist, device: deviceDay === dayIn(start, IST_ZONE) ? `${range} your time` : `${range} your time, ${deviceDay}` };
  } catch {
    // A zone this runtime does not know: IST alone is still right.
    return { ist, device: null };
  }
}

/** 'Tuesday, 1 December 2026' for a session's 'YYYY-MM-DD'. */
export const sessionDateWords = formatIndianCalendarDate;

/** '7:00 PM IST on Tuesday, 1 December': an instant as India reads it. */
export function istMomentWords(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const day = formatIndianCalendarDate(todayInIndia(instant)).replace(/ \d+$/, '');
  return `${istClock(instant)} IST on ${day}`;
}

/** The rule's deadline for this session, as a sentence. */
export function deadlineWords(rule: ManageAnswer['rule']): string {
  switch (rule.phase) {
    case 'open':
      return `You can change this session until ${istMomentWords(rule.deadline)}.`;
    case 'late':
      return `The time to move this session ended at ${istMomentWords(rule.deadline)}.`;
    case 'started':
      return 'This session has started, so it can no longer be changed.';
  }
}

const hoursWords = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** What a cancellation now does with the money: said before the visitor confirms it. */
export function cancelMoneyWords(answer: ManageAnswer, windowHours: number): string {
  const paid = answer.payment?.amountPaise ?? 0;
  if (paid === 0) return 'Nothing was paid for this session, so there is nothing to refund.';
  const percent = answer.rule.refundPercent;
  if (percent >= 100) return `You will get a full refund of ${formatRupees(paid)}.`;
  const late = `This is less than ${hoursWords(windowHours)} before your session`;
  if (percent <= 0) return `${late}, so under our policy it will not be refunded.`;
  return `${late}, so under our policy you will get ${percent}% of ${formatRupees(paid)} back: ${formatRupees(refundPaiseFor(paid, percent))}.`;
}

/** Where the money of a cancelled session stands; null when nothing was paid. */
export function refundWords(payment: ManageAnswer['payment']): string | null {
  if (!payment || payment.amountPaise === 0) return null;
  const refund = payment.refund;
  if (!refund) return 'Under our policy, this cancellation is not refunded.';
  const amount = formatRupees(refund.amountPaise);
  switch (refund.state) {
    case 'REQUESTED':
    case 'PENDING':
      return `Your refund of ${amount} has been started. It usually reaches your account in 5 to 7 working days.`;
    case 'COMPLETED':
      return `Your refund of ${amount} is complete. Your bank may take a little longer to show it.`;
    case 'FAILED':
      return `Your refund of ${amount} could not be completed yet. Our team has been told and will put it right; you can also contact us.`;
  }
}

/** The dates a session can move to: today in India and the 13 days after it. */
export function nextDates(now: Date, days = 14): string[] {
  const today = todayInIndia(now);
  const midnight = new Date(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => new Date(midnight.getTime() + index * 86_400_000).toISOString().slice(0, 10));
}
