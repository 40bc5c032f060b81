import type { Config } from '../../config';
import type { StoredPayment } from '../../db/payments-repository';
import type { SubmissionsRepository } from '../../db/submissions-repository';
import type { Log } from '../../log';
import { isBookingKind, sessionTypeOf } from '../../../src/domain/submission-kinds';
import type { Meeting, MeetingProvider, MeetingRequest } from '../meetings/meeting-provider';
import { jitsiProviderFor } from '../meetings/meeting-providers';
import { sessionInstants } from '../meetings/session-times';
import { unconfirmedReason } from './paid-for';
import { payloadText } from './payload-text';

/** A session's video link, with a note for staff when it is not the configured provider's. */
export type SessionLink = Meeting & { note?: string };

/**
 * The video link of the session a payment is for, or null when it is for none or no link
 * could be made. `takenPaise`: the amount the provider reports taken, when it reports one.
 */
export type SessionLinkFor = (payment: StoredPayment, takenPaise: number | null) => Promise<SessionLink | null>;

/**
 * The session's video link, made before the settling transaction (it may be a network
 * call). When the configured provider fails (Google Calendar down, a revoked token), a
 * Jitsi room, which needs no call, keeps the paid visitor's session going; the payment's
 * comments tell staff which link was sent.
 */
export function createSessionLinkFor({
  config,
  meetings,
  submissions,
  log,
}: {
  config: Pick<Config, 'meetingBaseUrl' | 'site' | 'teamEmail'>;
  meetings: MeetingProvider;
  submissions: SubmissionsRepository;
  log: Log;
}): SessionLinkFor {
  const fallbackMeetings = meetings.name === 'jitsi' ? undefined : jitsiProviderFor(config);

  return async function sessionLinkFor(payment, takenPaise) {
    if (payment.purpose !== 'booking' || payment.submissionId === null || !isBookingKind(payment.kind)) return null;
    const booking = await submissions.findById(payment.kind, payment.submissionId);
    // No link for a session this payment will not confirm (settlement checks again).
    if (unconfirmedReason(payment, booking, undefined, takenPaise) !== null || !booking) return null;
    const date = payloadText(booking.payload.sessionDate);
    const time = payloadText(booking.payload.sessionTime);
    let request: MeetingRequest | undefined;
    try {
      const { start, end } = sessionInstants(date, time);
      request = {
        summary: `${config.site.productName}: ${sessionTypeOf(payment.kind)}`,
        description: `Online session, booking #${booking.id}`,
        startDateTime: start,
        endDateTime: end,
        attendees: [payloadText(booking.payload.email).toLowerCase(), config.teamEmail.toLowerCase()],
        timeZone: 'Asia/Kolkata',
        // Our session-booked mails carry the .ics invite; the calendar's own would be a second one.
        sendNotifications: false,
        location: 'Online video session',
      };
      return await meetings.createMeeting(request);
    } catch (error) {
      log('The video link for a booking could not be created', { bookingId: booking.id, error });
    }
    if (!fallbackMeetings || !request) return null;
    try {
      const meeting = await fallbackMeetings.createMeeting(request);
      return { ...meeting, note: `The ${meetings.name} video link could not be created: a ${fallbackMeetings.name} link was sent instead.` };
    } catch {
      return null;
    }
  };
}
