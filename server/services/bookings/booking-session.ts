import type Database from 'better-sqlite3';
import { catalogueItem } from '../../../src/domain/pricing';
import { individualSessionSchema } from '../../../src/domain/schemas/individual';
import { SLOT_NO_LONGER_AVAILABLE } from '../../../src/domain/schemas/session-time';
import { individualSlots, sessionTimeRange } from '../../../src/domain/slots';
import { createSubmissionsRepository } from '../../db/submissions-repository';
import { conflict, notFound, type FieldErrors } from '../../errors';
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
};

export type BookingSessionService = {
  /**
   * Step 5 of the individual wizard: sets duration, date and time on the stored booking (no
   * second record). The time is stored as the range the duration makes. 404 unless `token`
   * is the booking's; 409 when the slot is no longer bookable or the booking is paid.
   */
  setIndividualSession(id: number, token: string | undefined, body: unknown): IndividualSessionAnswer;
};

export function createBookingSessionService({
  db,
  access,
  now = () => new Date(),
}: {
  db: Database.Database;
  access: BookingAccess;
  now?: () => Date;
}): BookingSessionService {
  const submissions = createSubmissionsRepository(db);

  const update = db.transaction((id: number, session: { sessionDuration: string; sessionDate: string; sessionTime: string }) => {
    const booking = submissions.findById('individual', id);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status !== BOOKING_STATUS_PENDING) throw conflict(BOOKING_ALREADY_PAID);
    submissions.updatePayload('individual', id, { ...booking.payload, ...session });
  });

  return {
    setIndividualSession(id, token, body) {
      // The token first: a stranger learns nothing, not even whether the id exists.
      if (!Number.isSafeInteger(id) || id <= 0 || !access.verify('individual', id, token)) throw notFound(BOOKING_NOT_FOUND);
      // A ZodError becomes 400 {error, fields} with the spec's messages.
      const input = individualSessionSchema.parse(body);
      const day = individualSlots(input.sessionDate, now());
      if (!day.slots.includes(input.sessionTime)) {
        const fields: FieldErrors = { sessionTime: SLOT_NO_LONGER_AVAILABLE };
        if (day.message) fields.sessionDate = day.message;
        throw conflict(SLOT_NO_LONGER_AVAILABLE, fields);
      }
      const minutes = catalogueItem(input.sessionDuration).minutes ?? 60;
      const session = {
        sessionDuration: input.sessionDuration,
        sessionDate: input.sessionDate,
        sessionTime: sessionTimeRange(input.sessionTime, minutes),
      };
      update.immediate(id, session);
      return { id, ...session };
    },
  };
}
