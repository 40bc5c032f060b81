import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { Language } from '../../../src/i18n/language';
import type { MailAttachment } from '../../db/mail-outbox-repository';
import { mailWords } from '../mail/words';
import { bookingInviteUid, calendarInvite, icsContentType, type InviteMethod } from './calendar-invite';
import { toIst } from './session-times';

// The one place a paid session's invite is made: on payment, on a change of expert, on a
// reschedule and on a cancel. A calendar only joins them into one event when they agree on the
// UID and the organizer, and only applies a change whose SEQUENCE is higher than the last it
// saw; so the caller keeps the booking's sequence (0 when paid, +1 for each change after) and
// everything else is decided here.
//
// Each invite is made for one reader (`forAudience`), because the attendees are on it for all
// to read: the visitor's copy names the visitor and the team, the expert's names the expert and
// the team. Neither learns the other's address from it; the team's own copy names the same
// people as the visitor's.
//
// The visitor's copy speaks the booking's language (its summary, description and location, in
// the words of the visitor's mails); the expert's and the team's are English, as the staff side
// is. Everything a calendar matches on (UID, organizer, attendees, times, SEQUENCE, METHOD) is
// the same in every language, so the copies stay one event.

export type BookingInviteAudience = 'visitor' | 'team' | 'expert';

type BookingInviteDetails = {
  publicUrl: string;
  productName: string;
  teamEmail: string;
  kind: BookingKind;
  id: number;
  /** 'Individual Therapy', … */
  sessionType: string;
  startsAt: Date;
  endsAt: Date;
  /** Null or '' while the team is still to send the video link. */
  meetLink: string | null;
  visitorEmail: string;
  expertEmail?: string | null;
  /** 0 for the invite sent on payment; one higher for each change after it. */
  sequence: number;
  method: InviteMethod;
  /** DTSTAMP: when this invite is made. */
  now: Date;
};

/** The visitor's `language` is the booking's (StoredSubmission.language). */
export type BookingInviteInput = BookingInviteDetails &
  (
    | { forAudience: 'visitor'; language: Language }
    | { forAudience: 'team' }
    | { forAudience: 'expert'; expertEmail: string }
  );

export const BOOKING_INVITE_FILENAME = 'session.ics';

export function bookingInvite(input: BookingInviteInput): MailAttachment {
  if (!Number.isSafeInteger(input.sequence) || input.sequence < 0) throw new RangeError(`Invalid invite sequence: ${input.sequence}`);
  const meetLink = input.meetLink ?? '';
  const reader = input.forAudience === 'expert' ? input.expertEmail : input.visitorEmail;
  const words = mailWords(input.forAudience === 'visitor' ? input.language : 'en');
  const description = input.method === 'CANCEL' ? words.inviteCancelled : meetLink ? words.inviteJoin(meetLink) : words.inviteLinkToFollow;
  const content = calendarInvite({
    uid: bookingInviteUid(input.publicUrl, input.kind, input.id),
    start: toIst(input.startsAt),
    end: toIst(input.endsAt),
    summary: words.inviteSummary(input.productName, words.label(input.sessionType)),
    description,
    location: meetLink || words.inviteLocation,
    ...(meetLink ? { url: meetLink } : {}),
    organizer: { name: input.productName, email: input.teamEmail },
    attendees: [...new Set([reader, input.teamEmail])],
    now: input.now,
    sequence: input.sequence,
    method: input.method,
  });
  return { filename: BOOKING_INVITE_FILENAME, contentType: icsContentType(input.method), content };
}
