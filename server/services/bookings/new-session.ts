import type { StaffExpert } from '../../../src/domain/content';
import { sessionSpan } from '../../../src/domain/expert-slots';
import { matchAnswersOf } from '../../../src/domain/matching';
import { ANY_EXPERT } from '../../../src/domain/schemas/individual';
import { MANAGE_MESSAGES } from '../../../src/domain/schemas/manage';
import { SLOT_NO_LONGER_AVAILABLE, slotNoLongerAvailable } from '../../../src/domain/schemas/session-time';
import { SESSION_WINDOW_OFFERS, individualSlots, parseClock, sessionTimeRange, sessionWindows } from '../../../src/domain/slots';
import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { Repositories } from '../../db/repositories';
import type { StoredSubmission } from '../../db/submissions-repository';
import { conflict } from '../../errors';
import type { ExpertCalendarService } from '../experts/expert-calendar';
import { sessionOf } from '../experts/expert-assignment';
import type { BookedSession } from './booked-session';
import { isWindow } from './manage-answer';

/** The new time asked for: a slot ('7:00 PM') or a couple/family window, and whose it should be. */
export type NewTime = { sessionDate: string; sessionTime: string; expertId?: number | typeof ANY_EXPERT };

/** Where a moved session lands: its expert (null while staff are to assign one), its span, and the time as stored. */
export type NewSession = { expert: StaffExpert | null; startsAt: string; endsAt: string; stored: string };

/**
 * Checks a new time as the wizard checks it and finds who takes it: the expert asked for (or
 * the session's own), the first free match, and with `override` (staff) the chosen expert or
 * the window's start regardless. Call inside the moving transaction, after the booking's own
 * expert session is released.
 */
export function createNewSessionFinder({ calendar, repositories: { experts } }: { calendar: ExpertCalendarService; repositories: Pick<Repositories, 'experts'> }) {
  return async function newSession(
    kind: BookingKind,
    booking: StoredSubmission,
    input: NewTime,
    before: BookedSession,
    override: boolean,
    at: Date,
  ): Promise<NewSession> {
    const session = sessionOf(kind, booking.payload);
    const minutes = session?.minutes ?? Math.round((before.endsAt.getTime() - before.startsAt.getTime()) / 60_000);
    const day = isWindow(kind) ? sessionWindows(input.sessionDate, at) : individualSlots(input.sessionDate, at);
    const unavailable = slotNoLongerAvailable(day, input.sessionTime);
    if (unavailable) throw conflict(unavailable.message, unavailable.fields);
    const answers = matchAnswersOf(kind, booking.payload);
    const choice = input.expertId ?? before.expertId ?? ANY_EXPERT;

    if (isWindow(kind)) {
      // The day's windows were checked above: this one is among them.
      const window = SESSION_WINDOW_OFFERS.find((offer) => offer.label === input.sessionTime);
      if (!window) throw conflict(MANAGE_MESSAGES.windowTaken, { sessionTime: MANAGE_MESSAGES.windowTaken });
      const picked = await calendar.pickForWindow(answers, input.sessionDate, input.sessionTime, minutes);
      if (picked) return { expert: picked.expert, ...sessionSpan(input.sessionDate, picked.start, minutes), stored: input.sessionTime };
      if (!override) throw conflict(MANAGE_MESSAGES.windowTaken, { sessionTime: MANAGE_MESSAGES.windowTaken });
      const kept = before.expertId === null ? undefined : await experts.findById(before.expertId);
      return { expert: kept ?? null, ...sessionSpan(input.sessionDate, window.start, minutes), stored: input.sessionTime };
    }

    const start = parseClock(input.sessionTime);
    if (start === undefined) throw conflict(SLOT_NO_LONGER_AVAILABLE, { sessionTime: SLOT_NO_LONGER_AVAILABLE });
    const stored = sessionTimeRange(input.sessionTime, minutes);
    const pick = await calendar.pickForSlot(answers, choice, input.sessionDate, start, minutes);
    if (pick.expert) return { expert: pick.expert, ...sessionSpan(input.sessionDate, start, minutes), stored };
    if (pick.nobodyTakesIt) return { expert: null, ...sessionSpan(input.sessionDate, start, minutes), stored };
    if (override && choice !== ANY_EXPERT) {
      const chosen = await experts.findById(choice);
      if (chosen) return { expert: chosen, ...sessionSpan(input.sessionDate, start, minutes), stored };
    }
    throw conflict(SLOT_NO_LONGER_AVAILABLE, { sessionTime: SLOT_NO_LONGER_AVAILABLE }, { alternatives: pick.alternatives });
  };
}
