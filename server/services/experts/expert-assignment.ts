import type { StaffExpert } from '../../../src/domain/content';
import { catalogueItem, isCatalogueId } from '../../../src/domain/pricing';
import { ANY_EXPERT } from '../../../src/domain/schemas/individual';
import { matchAnswersOf } from '../../../src/domain/matching';
import { sessionSpan } from '../../../src/domain/expert-slots';
import { parseClock } from '../../../src/domain/slots';
import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { Repositories } from '../../db/repositories';
import type { StoredSubmission } from '../../db/submissions-repository';
import type { ExpertCalendarService, ExpertChoice } from './expert-calendar';

export type ExpertAssignment = {
  /**
   * A paid booking gets its expert for good: the one holding its slot when still free
   * (a lapsed hold too, if nobody took the time meanwhile), else the first matching expert
   * free then; couple and family bookings the first matching expert free inside their window.
   * Undefined when nobody is: the booking waits for staff. Call inside the settling transaction.
   */
  confirm(kind: BookingKind, booking: StoredSubmission): Promise<StaffExpert | undefined>;
};

/** Start (minutes after IST midnight) and length of a stored booking's session, when it has one. */
export function sessionOf(kind: BookingKind, payload: Readonly<Record<string, unknown>>) {
  const date = typeof payload.sessionDate === 'string' ? payload.sessionDate : undefined;
  const time = typeof payload.sessionTime === 'string' ? payload.sessionTime : undefined;
  const duration = payload.sessionDuration;
  const minutes = isCatalogueId(duration) ? (catalogueItem(duration).minutes ?? 60) : 60;
  if (!date || !time) return undefined;
  // An individual booking stores its range ('10:30 AM - 11:10 AM'); couples and families a window.
  const start = kind === 'individual' ? parseClock(time.split(' - ')[0] ?? '') : undefined;
  return { date, time, start, minutes };
}

export function createExpertAssignment({
  repositories: { expertSessions },
  calendar,
  now,
}: {
  repositories: Pick<Repositories, 'expertSessions'>;
  calendar: ExpertCalendarService;
  now: () => Date;
}): ExpertAssignment {
  async function book(kind: BookingKind, bookingId: number, expert: StaffExpert, date: string, start: number, minutes: number) {
    await expertSessions.put(
      { expertId: expert.id, kind, submissionId: bookingId, ...sessionSpan(date, start, minutes), state: 'confirmed', holdExpiresAt: null },
      now(),
    );
    return expert;
  }

  return {
    async confirm(kind, booking) {
      // Two settlements lock different payments, yet may give one expert the same time.
      await expertSessions.lockCalendars();
      const session = sessionOf(kind, booking.payload);
      const held = await expertSessions.findFor(kind, booking.id);
      // The booking's own hold must not stand in its way; the transaction restores it if we throw.
      await expertSessions.release(kind, booking.id);
      if (!session) return undefined;
      const answers = matchAnswersOf(kind, booking.payload);
      if (kind !== 'individual') {
        const picked = await calendar.pickForWindow(answers, session.date, session.time, session.minutes);
        return picked ? book(kind, booking.id, picked.expert, session.date, picked.start, session.minutes) : undefined;
      }
      if (session.start === undefined) return undefined;
      const choices: ExpertChoice[] = held ? [held.expertId, ANY_EXPERT] : [ANY_EXPERT];
      for (const choice of choices) {
        const pick = await calendar.pickForSlot(answers, choice, session.date, session.start, session.minutes);
        if (pick.expert) return book(kind, booking.id, pick.expert, session.date, session.start, session.minutes);
      }
      return undefined;
    },
  };
}
