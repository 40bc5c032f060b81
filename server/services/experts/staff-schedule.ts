import type { AssignableExpert, Schedule, ScheduledSession } from '../../../src/domain/schemas/expert-assignment';
import { istClockRange, todayInIndia } from '../../../src/domain/slots';
import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { Repositories } from '../../db/repositories';
import type { ScheduledBooking } from '../../db/schedule-listing';
import { sessionInstants } from '../meetings/session-times';
import { PAID } from '../payments/paid-for';

// What staff read to run the day (issue 19): the sessions of a date with their experts, the
// paid bookings still waiting for one, and who may be given a kind of session.

/** When the booking starts as booked: an individual's slot, or the start of a window. Undefined for an unreadable payload. */
function bookedStart(booking: ScheduledBooking): number | undefined {
  try {
    return Date.parse(sessionInstants(booking.sessionDate, booking.sessionTime).start);
  } catch {
    return undefined;
  }
}

function present(booking: ScheduledBooking): ScheduledSession {
  const { expert } = booking;
  const booked = bookedStart(booking);
  // A window has no start of its own until an expert has one inside it.
  const start = expert ? expert.startsAt : booking.kind === 'individual' && booked !== undefined ? new Date(booked).toISOString() : null;
  return {
    kind: booking.kind,
    id: booking.id,
    date: booking.sessionDate,
    time: expert ? istClockRange(expert.startsAt, expert.endsAt) : booking.sessionTime,
    startsAt: start,
    expert: expert ? { id: expert.id, name: expert.name } : null,
    visitor: booking.visitor,
    paid: booking.status === PAID,
    meetLink: booking.meetLink,
  };
}

/** By date, then the time booked, then the booking's number. */
function inOrder(bookings: ScheduledBooking[]): ScheduledBooking[] {
  const keyed = bookings.map((booking) => ({ booking, start: bookedStart(booking) ?? Number.MAX_SAFE_INTEGER }));
  keyed.sort(
    (a, b) => a.booking.sessionDate.localeCompare(b.booking.sessionDate) || a.start - b.start || a.booking.id - b.booking.id,
  );
  return keyed.map(({ booking }) => booking);
}

export function createStaffSchedule({
  repositories: { scheduleListing, experts },
  now,
}: {
  repositories: Pick<Repositories, 'scheduleListing' | 'experts'>;
  now: () => Date;
}) {
  return {
    /** `date`'s sessions (today in India when left out) and every paid booking from today on waiting for an expert. */
    async schedule(date: string | undefined): Promise<Schedule> {
      const at = now();
      const today = todayInIndia(at);
      const day = date ?? today;
      return {
        date: day,
        sessions: inOrder(await scheduleListing.on(day, at)).map(present),
        unassigned: inOrder(await scheduleListing.unassigned(today, at, PAID)).map(present),
      };
    },

    /** The active experts who take `kind`, as the assignment control lists them. */
    async assignable(kind: BookingKind): Promise<AssignableExpert[]> {
      return (await experts.listByOriginalId())
        .filter((expert) => expert.active && expert.kinds.includes(kind))
        .map((expert) => ({ id: expert.id, name: expert.name }));
    },
  };
}

export type StaffSchedule = ReturnType<typeof createStaffSchedule>;
