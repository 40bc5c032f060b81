import { catalogueItem, PAYMENT_UNDER_WAY } from '../../../src/domain/pricing';
import { matchAnswersOf } from '../../../src/domain/matching';
import { individualSessionRequestSchema } from '../../../src/domain/schemas/individual';
import { SLOT_NO_LONGER_AVAILABLE, slotNoLongerAvailable } from '../../../src/domain/schemas/session-time';
import { sessionSpan } from '../../../src/domain/expert-slots';
import { individualSlots, parseClock, sessionTimeRange } from '../../../src/domain/slots';
import type { Db } from '../../db/engine/db';
import type { Repositories } from '../../db/repositories';
import { conflict, notFound } from '../../errors';
import type { ExpertCalendarService, ExpertChoice } from '../experts/expert-calendar';
import type { BookingAccess } from './booking-access';
import { BOOKING_STATUS_PENDING } from './booking-kinds';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKING_ALREADY_PAID = 'This booking is already paid; its time can no longer be changed here. Please contact us.';

export type IndividualSessionAnswer = {
  id: number;
  sessionDuration: string;
  sessionDate: string;
  /** The stored range, e.g. '10:30 AM - 11:10 AM'. */
  sessionTime: string;
  /** Who holds the slot; null when nobody takes this kind of session and staff will assign. */
  expert: { id: number; name: string } | null;
  /** When the hold lapses unless a payment starts; null without an expert. */
  holdExpiresAt: string | null;
};

type Session = Pick<IndividualSessionAnswer, 'sessionDuration' | 'sessionDate' | 'sessionTime'>;
/** The session's start (minutes after IST midnight) and length, for the expert's calendar. */
type Timing = { start: number; minutes: number };

export type BookingSessionService = {
  /**
   * Step 5 of the individual wizard: sets duration, date and time on the stored booking (no
   * second record). The time is stored as the range the duration makes. 404 unless `token`
   * is the booking's; 409 when the slot is no longer bookable, the booking is paid, or a
   * payment that priced the stored session is under way (choosing the same session again is
   * fine). The chosen expert (or the first matching one free then) holds the slot for
   * `holdMinutes`; 409 with `alternatives` when it was taken meanwhile.
   */
  setIndividualSession(id: number, token: string | undefined, body: unknown): Promise<IndividualSessionAnswer>;
  /**
   * The visitor starts again: the booking's payments under way stop holding its session
   * fixed. They stay PENDING (the gateway may still take the money); settlement then checks
   * that what such a payment priced is still what is booked. 404 unless `token` is the booking's.
   */
  abandonIndividualPayments(id: number, token: string | undefined): Promise<void>;
};

const sameSession = (stored: Record<string, unknown>, session: Session) =>
  stored.sessionDuration === session.sessionDuration && stored.sessionDate === session.sessionDate && stored.sessionTime === session.sessionTime;

export function createBookingSessionService({
  db,
  repositories: { submissions, payments, expertSessions },
  access,
  calendar,
  holdMinutes,
  now = () => new Date(),
}: {
  db: Db;
  repositories: Pick<Repositories, 'submissions' | 'payments' | 'expertSessions'>;
  access: BookingAccess;
  calendar: ExpertCalendarService;
  holdMinutes: number;
  now?: () => Date;
}): BookingSessionService {

  const verified = (id: number, token: string | undefined) => {
    // The token first: a stranger learns nothing, not even whether the id exists.
    if (!Number.isSafeInteger(id) || id <= 0 || !access.verify('individual', id, token)) throw notFound(BOOKING_NOT_FOUND);
  };

  const update = (id: number, session: Session, timing: Timing, choice: ExpertChoice) =>
    db.transaction(async () => {
      // Before the booking is read: a second choice of the same booking waits too, then reads this one's.
      await expertSessions.lockCalendars();
      const booking = await submissions.findById('individual', id);
      if (!booking) throw notFound(BOOKING_NOT_FOUND);
      if (booking.status !== BOOKING_STATUS_PENDING) throw conflict(BOOKING_ALREADY_PAID);
      if (!sameSession(booking.payload, session)) {
        // What a payment under way priced cannot change under it: paying a 40-minute price for
        // a session made 60 minutes afterwards was the hole this closes.
        if ((await payments.findOpenFor('individual', id)).length > 0) throw conflict(PAYMENT_UNDER_WAY);
        await submissions.updatePayload('individual', id, { ...booking.payload, ...session });
      }
      return holdExpert(id, booking.payload, session, timing, choice);
    });

  /**
   * Inside `update`'s transaction, after its lockCalendars (IMMEDIATE on SQLite), so two visitors
   * racing for one slot are served one after the other, on one instance or several: the booking's
   * own hold goes first (choosing again must not collide with itself), then the first candidate
   * free at that time holds it.
   */
  async function holdExpert(
    id: number,
    payload: Record<string, unknown>,
    session: Session,
    timing: Timing,
    choice: ExpertChoice,
  ): Promise<Pick<IndividualSessionAnswer, 'expert' | 'holdExpiresAt'>> {
    await expertSessions.release('individual', id);
    const pick = await calendar.pickForSlot(matchAnswersOf('individual', payload), choice, session.sessionDate, timing.start, timing.minutes);
    if (pick.nobodyTakesIt) return { expert: null, holdExpiresAt: null };
    if (!pick.expert) {
      throw conflict(SLOT_NO_LONGER_AVAILABLE, { sessionTime: SLOT_NO_LONGER_AVAILABLE }, { alternatives: pick.alternatives });
    }
    const holdExpiresAt = calendar.holdUntil(holdMinutes).toISOString();
    await expertSessions.put(
      {
        expertId: pick.expert.id,
        kind: 'individual',
        submissionId: id,
        ...sessionSpan(session.sessionDate, timing.start, timing.minutes),
        state: 'held',
        holdExpiresAt,
      },
      now(),
    );
    return { expert: { id: pick.expert.id, name: pick.expert.name }, holdExpiresAt };
  }

  const abandon = (id: number) =>
    db.transaction(async () => {
      if (!(await submissions.findById('individual', id))) throw notFound(BOOKING_NOT_FOUND);
      await payments.abandonOpenFor('individual', id, now());
    });

  return {
    async setIndividualSession(id, token, body) {
      verified(id, token);
      // A ZodError becomes 400 {error, fields} with the spec's messages.
      const input = individualSessionRequestSchema.parse(body);
      const gone = slotNoLongerAvailable(individualSlots(input.sessionDate, now()), input.sessionTime);
      if (gone) throw conflict(gone.message, gone.fields);
      const minutes = catalogueItem(input.sessionDuration).minutes ?? 60;
      const session = {
        sessionDuration: input.sessionDuration,
        sessionDate: input.sessionDate,
        sessionTime: sessionTimeRange(input.sessionTime, minutes),
      };
      // The schema admits only the day's slot labels, which parse.
      const timing = { start: parseClock(input.sessionTime) ?? 0, minutes };
      const held = await update(id, session, timing, input.expertId);
      return { id, ...session, ...held };
    },

    async abandonIndividualPayments(id, token) {
      verified(id, token);
      await abandon(id);
    },
  };
}
