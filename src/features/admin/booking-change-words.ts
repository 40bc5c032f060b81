// What the staff booking screen says about moving or cancelling a paid session (issue 20),
// worked out from the booking's stored record and the site's change rule: staff hold no
// manage link, so they cannot ask GET /api/manage for the rule as the visitor's page does.

import { changePolicyWords, changeRuleAt, type ChangePolicy } from '../../domain/change-policy';
import { formatIndianCalendarDate } from '../../domain/ist';
import { matchAnswersOf } from '../../domain/matching';
import { formatRupees, isCatalogueId } from '../../domain/pricing';
import type { ManageAnswer } from '../../domain/schemas/manage';
import { istClock, istDateTime, parseClock, todayInIndia } from '../../domain/slots';
import type { BookingKind } from '../../domain/submission-kinds';

/** '6 PM' (a window's start) -> '6:00 PM', as parseClock reads it. */
const clockLabel = (part: string) => (/^\d{1,2} (AM|PM)$/.test(part) ? part.replace(' ', ':00 ') : part);

/**
 * When the stored record says the session starts: the first clock of '10:30 AM - 11:30 AM',
 * '6 PM to 9 PM' or '10:00 AM' on its date. A couple or family session may start later in its
 * window, so this is the earliest it can start. Null when the record names no readable time.
 */
export function recordedStart(record: Readonly<Record<string, unknown>>): Date | null {
  const { sessionDate, sessionTime } = record;
  if (typeof sessionDate !== 'string' || typeof sessionTime !== 'string') return null;
  const first = clockLabel((sessionTime.split(/\s+(?:-|to)\s+/)[0] ?? '').trim());
  if (parseClock(first) === undefined) return null;
  try {
    return new Date(istDateTime(sessionDate, first));
  } catch {
    return null;
  }
}

/** '3:30 PM IST on Thursday, 26 November 2026'. */
function istWhen(instant: Date): string {
  return `${istClock(instant)} IST on ${formatIndianCalendarDate(todayInIndia(instant))}`;
}

/**
 * What the visitor gets back if staff cancel now: by the rule, or in full with the override.
 * Without a readable start, the rule in words (as the terms state it).
 */
export function refundStatement(policy: ChangePolicy, startsAt: Date | null, now: Date, override: boolean): string {
  if (override) return 'The visitor gets a full refund of what they paid, whatever the time.';
  if (!startsAt) return `The session's start is unknown here, so the rule decides: ${changePolicyWords(policy)}`;
  const rule = changeRuleAt(policy, startsAt, now);
  if (rule.phase === 'started') return 'The session has started: it can only be cancelled with the override, which refunds in full.';
  if (rule.phase === 'open') return `Cancelled now (before ${istWhen(rule.deadline)}), the visitor gets a full refund of what they paid.`;
  if (rule.refundPercent <= 0) return `It is past ${istWhen(rule.deadline)}, so under the rule the visitor gets nothing back.`;
  return `It is past ${istWhen(rule.deadline)}, so under the rule the visitor gets ${rule.refundPercent}% of what they paid back.`;
}

/** The refund a cancellation came to, as the answer states it. */
export function refundOutcome(payment: ManageAnswer['payment']): string {
  if (!payment) return 'No payment is on record, so nothing is refunded.';
  const { refund } = payment;
  if (!refund) return 'No refund is due under the rule.';
  const amount = formatRupees(refund.amountPaise);
  switch (refund.state) {
    case 'REQUESTED':
      return `A refund of ${amount} is requested (not yet accepted by the provider).`;
    case 'PENDING':
      return `A refund of ${amount} is under way.`;
    case 'COMPLETED':
      return `${amount} refunded.`;
    case 'FAILED':
      return `The refund of ${amount} failed: pay it back by hand.`;
  }
}

/** 'Moved to Thursday, 26 November 2026, 3:00 PM - 4:00 PM IST with Meera Krishnan.' */
export function movedNotice(answer: ManageAnswer): string {
  const day = formatIndianCalendarDate(answer.session.date) || answer.session.date;
  const expert = answer.expert ? ` with ${answer.expert.name}` : ', waiting for an expert';
  return `Moved to ${day}, ${answer.session.time} IST${expert}.`;
}

/** Whom a new time is looked up for: one expert, or whoever matches the booking. */
export type SlotExpert = number | 'any';

/**
 * GET /api/slots for a new time: the booking's kind, length and answers, as the server's own
 * reschedule looks for an expert (its `slotQuery`), and the expert chosen.
 */
export function slotsPath(kind: BookingKind, record: Readonly<Record<string, unknown>>, date: string, expert: SlotExpert): string {
  const answers = matchAnswersOf(kind, record);
  const query = new URLSearchParams({ date, kind });
  if (isCatalogueId(record.sessionDuration)) query.set('duration', record.sessionDuration);
  if (answers.language) query.set('language', answers.language);
  if (answers.gender) query.set('gender', answers.gender);
  for (const concern of answers.concerns) query.append('concerns', concern);
  query.set('expertId', String(expert));
  return `/api/slots?${query.toString()}`;
}
