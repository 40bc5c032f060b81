// What the manage page says about times and money. Times are stated in IST, as every mail
// states them, and also in the device's own zone when that reads differently: a visitor abroad
// should not have to do the arithmetic to join on time. Each sentence is the page's language's
// (messages.{en,hi}.ts); days and times are written as that language writes them, rupees with
// pricing.ts's formatRupees, as both languages write them (see booking/price-fields.tsx).

import { refundPaiseFor, type ChangePolicy } from '../../domain/change-policy';
import { formatRupees } from '../../domain/pricing';
import { changePolicyWords } from '../../domain/change-policy-words';
import { formatIndianCalendarDate } from '../../domain/ist';
import { istClock, todayInIndia } from '../../domain/slots';
import { formatDate, formatTime } from '../../i18n/format';
import { formatDay } from '../../i18n/format-day';
import type { Language } from '../../i18n/language';
import type { ManageAnswer } from './api';
import type { ManageT } from './messages';

export const IST_ZONE = 'Asia/Kolkata';

/** The page's words and language, and the label of a stored value (a session window, a kind of session). */
export type Words = { t: ManageT; language: Language; label: (value: string) => string };

/** The time zone the device is set to; IST when the runtime cannot say. */
export function deviceTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || IST_ZONE;
  } catch {
    return IST_ZONE;
  }
}

/** '7:00 PM' (Hindi: '7:00 pm') in `zone`; English is built from parts: newer ICU puts a narrow no-break space before 'PM'. */
function clockIn(instant: Date, zone: string, language: Language): string {
  if (language === 'hi') return new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(instant);
  const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: zone }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** 'Monday 30 November' (Hindi: 'सोमवार, 30 नवंबर') in `zone`. */
function dayIn(instant: Date, zone: string, language: Language): string {
  if (language === 'hi') return new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone }).format(instant);
  const parts = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: zone }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * '7:00 PM - 8:00 PM IST', and when the device's clock reads differently at that moment,
 * '1:30 PM - 2:30 PM your time' (with the day, when that differs too). Compared by the clock,
 * not the zone's name: Asia/Calcutta is IST as well.
 */
export function sessionTimeWords(session: ManageAnswer['session'], zone: string, { t, language, label }: Words): { ist: string; device: string | null } {
  const ist = t('time.ist', { time: label(session.time) });
  const start = new Date(session.startsAt);
  const end = new Date(session.endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return { ist, device: null };
  try {
    const deviceDay = dayIn(start, zone, language);
    if (clockIn(start, zone, language) === clockIn(start, IST_ZONE, language) && deviceDay === dayIn(start, IST_ZONE, language)) return { ist, device: null };
    const [from, to] = [clockIn(start, zone, language), clockIn(end, zone, language)];
    const range = session.window ? t('time.range', { start: from, end: to }) : `${from} - ${to}`;
    return { ist, device: deviceDay === dayIn(start, IST_ZONE, language) ? t('time.device', { range }) : t('time.deviceDay', { range, day: deviceDay }) };
  } catch {
    // A zone this runtime does not know: IST alone is still right.
    return { ist, device: null };
  }
}

/** 'Tuesday, 1 December 2026' (Hindi: 'मंगलवार, 1 दिसंबर 2026') for a session's 'YYYY-MM-DD'. */
export function sessionDateWords(language: Language, date: string): string {
  return formatDay(language, date);
}

/** '7:00 PM IST on Tuesday, 1 December': an instant as India reads it. */
export function istMomentWords(iso: string, { t, language }: Pick<Words, 't' | 'language'>): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  if (language === 'en') {
    return t('moment', { time: istClock(instant), day: formatIndianCalendarDate(todayInIndia(instant)).replace(/ \d+$/, '') });
  }
  return t('moment', { time: formatTime(language, instant), day: formatDate(language, instant, { weekday: 'long', day: 'numeric', month: 'long' }) });
}

/** The rule's deadline for this session, as a sentence. */
export function deadlineWords(rule: ManageAnswer['rule'], words: Pick<Words, 't' | 'language'>): string {
  switch (rule.phase) {
    case 'open':
      return words.t('rule.open', { moment: istMomentWords(rule.deadline, words) });
    case 'late':
      return words.t('rule.late', { moment: istMomentWords(rule.deadline, words) });
    case 'started':
      return words.t('rule.started');
  }
}

/**
 * The rule in plain words. The server states it in English (src/domain/change-policy-words.ts);
 * when that is the site's rule, the page says it in its own language, else as the server wrote it.
 */
export function policyWords(serverWords: string, policy: ChangePolicy, { t }: Pick<Words, 't'>): string {
  if (serverWords !== changePolicyWords(policy)) return serverWords;
  if (policy.windowHours === 0) return t('policy.untilStart');
  const hours = t('hours', { count: policy.windowHours });
  if (policy.lateRefundPercent >= 100) return t('policy.lateFull', { hours });
  if (policy.lateRefundPercent <= 0) return t('policy.lateNone', { hours });
  return t('policy.latePart', { hours, percent: policy.lateRefundPercent });
}

/** What a cancellation now does with the money: said before the visitor confirms it. */
export function cancelMoneyWords(answer: ManageAnswer, windowHours: number, { t }: Pick<Words, 't'>): string {
  const paid = answer.payment?.amountPaise ?? 0;
  if (paid === 0) return t('money.nothing');
  const percent = answer.rule.refundPercent;
  if (percent >= 100) return t('money.full', { amount: formatRupees(paid) });
  const hours = t('hours', { count: windowHours });
  if (percent <= 0) return t('money.lateNone', { hours });
  return t('money.latePart', { hours, percent, paid: formatRupees(paid), refund: formatRupees(refundPaiseFor(paid, percent)) });
}

/** Where the money of a cancelled session stands; null when nothing was paid. */
export function refundWords(payment: ManageAnswer['payment'], { t }: Pick<Words, 't'>): string | null {
  if (!payment || payment.amountPaise === 0) return null;
  const refund = payment.refund;
  if (!refund) return t('refund.none');
  const amount = formatRupees(refund.amountPaise);
  switch (refund.state) {
    case 'REQUESTED':
    case 'PENDING':
      return t('refund.started', { amount });
    case 'COMPLETED':
      return t('refund.completed', { amount });
    case 'FAILED':
      return t('refund.failed', { amount });
  }
}

/** The dates a session can move to: today in India and the 13 days after it. */
export function nextDates(now: Date, days = 14): string[] {
  const today = todayInIndia(now);
  const midnight = new Date(`${today}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => new Date(midnight.getTime() + index * 86_400_000).toISOString().slice(0, 10));
}
