import { z } from 'zod';
import { catalogueItem, isCatalogueId, priceOf, type CatalogueId } from '../../../src/domain/pricing';
import type { EventsRepository } from '../../db/events-repository';
import type { StoredSubmission, SubmissionsRepository } from '../../db/submissions-repository';
import { WORKSHOP_REGISTRATION_KIND } from '../../db/workshop-registrations-repository';
import { badRequest, conflict, notFound } from '../../errors';
import type { BookingAccess } from '../bookings/booking-access';
import { isBookingKind, sessionTypeOf } from '../../../src/domain/submission-kinds';
import { isEventOpen, REGISTRATION_CLOSED } from '../events/events-service';
import type { RegistrationAccess } from '../events/registration-access';
import { bookedOptionDiffers, PAID } from './paid-for';
import { payloadText } from './payload-text';
import type { PaymentToStart } from './payment-start';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const REGISTRATION_NOT_FOUND = 'Registration not found';
export const ALREADY_PAID_BOOKING =
  'This booking is already paid. Your session details and video link were sent by e-mail; please contact us if you cannot find them.';
export const ALREADY_PAID_REGISTRATION = 'This registration is already paid. Your ticket was sent by e-mail.';
export const CHOOSE_SESSION_FIRST = 'Please choose your session date and time before paying.';
export const OPTION_MISMATCH = 'The session duration does not match your booking. Please choose it again.';
export const SELECT_DURATION = 'Please select a session duration';
export const SELECT_PASS = 'Please select a pass';

const paymentRequestSchema = z.object({
  purpose: z.enum(['booking', 'workshop'], { error: 'Unknown payment purpose' }),
  kind: z.string({ error: 'Unknown kind' }),
  id: z.number({ error: 'Unknown record' }).int().positive(),
  option: z.string({ error: 'Please select an option' }),
  // Anything else the client sends (an amount, say) is ignored: the catalogue prices.
});

type Priced = { submission: StoredSubmission; option: CatalogueId; type: string };

export type Pricing = {
  /**
   * The payment a visitor asks for, priced by the catalogue: only the holder of the
   * record's token may pay for it, and only for what it books, while it is unpaid.
   */
  price(body: unknown, token: string | undefined): Promise<PaymentToStart>;
};

export function createPricing({
  submissions,
  events,
  bookingAccess,
  registrationAccess,
  now,
}: {
  submissions: SubmissionsRepository;
  events: EventsRepository;
  bookingAccess: BookingAccess;
  registrationAccess: RegistrationAccess;
  now: () => Date;
}): Pricing {
  async function priceBooking(kind: string, id: number, option: string, token: string | undefined): Promise<Priced> {
    if (!isBookingKind(kind) || !bookingAccess.verify(kind, id, token)) throw notFound(BOOKING_NOT_FOUND);
    const submission = await submissions.findById(kind, id);
    if (!submission) throw notFound(BOOKING_NOT_FOUND);
    if (submission.status === PAID) throw conflict(ALREADY_PAID_BOOKING);
    if (!isCatalogueId(option) || catalogueItem(option).kind !== kind) throw badRequest(SELECT_DURATION, { sessionDuration: SELECT_DURATION });
    const stored = submission.payload.sessionDuration;
    if (kind === 'individual' && (typeof stored !== 'string' || !payloadText(submission.payload.sessionTime).includes(' - '))) {
      throw conflict(CHOOSE_SESSION_FIRST, { sessionTime: CHOOSE_SESSION_FIRST });
    }
    if (bookedOptionDiffers(submission, option)) throw conflict(OPTION_MISMATCH, { sessionDuration: OPTION_MISMATCH });
    return { submission, option, type: `${sessionTypeOf(kind)}, ${catalogueItem(option).label}` };
  }

  async function priceRegistration(kind: string, id: number, option: string, token: string | undefined): Promise<Priced> {
    if (kind !== WORKSHOP_REGISTRATION_KIND || !registrationAccess.verify(id, token)) throw notFound(REGISTRATION_NOT_FOUND);
    const submission = await submissions.findById(WORKSHOP_REGISTRATION_KIND, id);
    if (!submission) throw notFound(REGISTRATION_NOT_FOUND);
    if (submission.status === PAID) throw conflict(ALREADY_PAID_REGISTRATION);
    const event = await events.findBySlug(payloadText(submission.payload.eventSlug));
    if (!event) throw notFound(REGISTRATION_NOT_FOUND);
    if (!isEventOpen(event, now())) throw conflict(REGISTRATION_CLOSED);
    if (!isCatalogueId(option) || !event.passes.includes(option)) throw badRequest(SELECT_PASS, { pass: SELECT_PASS });
    return { submission, option, type: `${event.title}, ${catalogueItem(option).label}` };
  }

  return {
    async price(body, token) {
      const request = paymentRequestSchema.parse(body);
      const priced =
        request.purpose === 'booking'
          ? await priceBooking(request.kind, request.id, request.option, token)
          : await priceRegistration(request.kind, request.id, request.option, token);
      const payload = priced.submission.payload;
      return {
        purpose: request.purpose,
        kind: request.kind,
        submissionId: priced.submission.id,
        option: priced.option,
        amountPaise: priceOf(priced.option),
        type: priced.type,
        name: priced.submission.name ?? payloadText(payload.name),
        email: priced.submission.email ?? payloadText(payload.email),
        phone: priced.submission.phone,
      };
    },
  };
}
