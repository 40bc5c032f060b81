import { adminRecordUrl } from '../../../src/domain/admin-paths';
import type { StaffExpert } from '../../../src/domain/content';
import { SUBMISSION_KINDS, sessionTypeOf, type BookingKind } from '../../../src/domain/submission-kinds';
import { pathIn } from '../../../src/i18n/language';
import type { Config } from '../../config';
import type { MailAttachment } from '../../db/mail-outbox-repository';
import type { StoredSubmission } from '../../db/submissions-repository';
import {
  bookingChangedNotice,
  sessionCancelled,
  sessionCancelledForExpert,
  sessionRescheduled,
  sessionRescheduledForExpert,
  type ChangeActor as MailActor,
  type SessionTime,
} from '../mail/booking-change-templates';
import type { OutgoingMail } from '../mail/outbox';
import { mailSite } from '../mail/templates';
import { bookingInvite, type BookingInviteAudience } from '../meetings/booking-invite';
import type { InviteMethod } from '../meetings/calendar-invite';
import { payloadText } from '../payments/payload-text';
import type { CancelledMailInput, ChangeActor, ChangePorts, RescheduledMailInput } from './booking-changes';
import type { ManageLinks } from './manage-links';

/** Who gets a change's invite: the visitor, or the expert. */
type ChangeInviteAudience = Exclude<BookingInviteAudience, 'team'>;

// The mails a moved or cancelled session sends (issue 20): to the visitor, to the expert who
// has it now, to the expert who had it before when it changed hands, and to the team. Each
// calendar attachment is the booking's one event (same UID) with the change's SEQUENCE: a
// REQUEST at the new time, or a CANCEL.

type Times = { startsAt: Date; endsAt: Date };

const sessionTime = ({ startsAt, endsAt }: Times): SessionTime => ({ startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });

const mailActor = (actor: ChangeActor): MailActor =>
  actor.by === 'visitor' ? actor : { by: 'staff', account: actor.username, reason: actor.reason, override: actor.override };

export function createBookingChangeMails({
  config,
  links,
}: {
  config: Pick<Config, 'site' | 'publicUrl' | 'teamEmail'>;
  links: ManageLinks;
}): ChangePorts['mails'] & {
  /** The booking's invite as it stands, for one reader: what the manage page's calendar file is. */
  invite(kind: BookingKind, booking: StoredSubmission, times: Times, sequence: number, method: InviteMethod, audience: ChangeInviteAudience, at: Date, expertEmail?: string): MailAttachment;
} {
  const site = mailSite(config);

  function invite(
    kind: BookingKind,
    booking: StoredSubmission,
    times: Times,
    sequence: number,
    method: InviteMethod,
    audience: ChangeInviteAudience,
    at: Date,
    expertEmail?: string,
  ): MailAttachment {
    const details = {
      publicUrl: config.publicUrl,
      productName: site.productName,
      teamEmail: config.teamEmail,
      kind,
      id: booking.id,
      sessionType: sessionTypeOf(kind),
      ...times,
      meetLink: payloadText(booking.payload.meetLink) || null,
      visitorEmail: payloadText(booking.payload.email),
      sequence,
      method,
      now: at,
    };
    // The visitor's copy in the booking's language; the expert's in English. (The team's notices
    // of a change carry no invite.)
    if (audience === 'expert' && expertEmail) return bookingInvite({ ...details, forAudience: 'expert', expertEmail });
    return bookingInvite({ ...details, forAudience: 'visitor', language: booking.language });
  }

  /** The team's notice, answerable to the visitor. */
  function notice(kind: BookingKind, booking: StoredSubmission, actor: ChangeActor, change: Parameters<typeof bookingChangedNotice>[0]['change'], from: StaffExpert | null, to: StaffExpert | null): OutgoingMail {
    const email = payloadText(booking.payload.email);
    return {
      to: config.teamEmail,
      ...(email ? { replyTo: email } : {}),
      ...bookingChangedNotice(
        {
          id: booking.id,
          name: payloadText(booking.payload.name),
          email,
          sessionType: sessionTypeOf(kind),
          change,
          fromExpertName: from?.name ?? null,
          toExpertName: to?.name ?? null,
          actor: mailActor(actor),
          adminUrl: adminRecordUrl(config.publicUrl, kind, booking.id),
        },
        site,
      ),
    };
  }

  return {
    invite,

    rescheduled({ kind, booking, actor, sequence, at, before, after, previousExpert }: RescheduledMailInput): OutgoingMail[] {
      const name = payloadText(booking.payload.name);
      const meetLink = payloadText(booking.payload.meetLink) || null;
      const from = sessionTime(before);
      const to = sessionTime(after);
      const sessionType = sessionTypeOf(kind);
      const mails: OutgoingMail[] = [
        {
          to: payloadText(booking.payload.email),
          ...sessionRescheduled(
            {
              id: booking.id,
              name,
              sessionType,
              from,
              to,
              expertName: after.expert?.name ?? null,
              meetLink,
              manageUrl: links.urlFor(kind, booking.id, booking.language),
              actor: mailActor(actor),
              language: booking.language,
            },
            site,
          ),
          attachments: [invite(kind, booking, after, sequence, 'REQUEST', 'visitor', at)],
        },
      ];
      const expert = after.expert;
      if (expert?.email) {
        mails.push({
          to: expert.email,
          ...sessionRescheduledForExpert({ id: booking.id, expertName: expert.name, name, sessionType, from, to, meetLink, noLongerYours: false }, site),
          attachments: [invite(kind, booking, after, sequence, 'REQUEST', 'expert', at, expert.email)],
        });
      }
      if (previousExpert?.email && previousExpert.id !== expert?.id) {
        mails.push({
          to: previousExpert.email,
          ...sessionRescheduledForExpert({ id: booking.id, expertName: previousExpert.name, name, sessionType, from, to, meetLink, noLongerYours: true }, site),
          attachments: [invite(kind, booking, before, sequence, 'CANCEL', 'expert', at, previousExpert.email)],
        });
      }
      mails.push(notice(kind, booking, actor, { action: 'reschedule', from, to }, previousExpert, expert));
      return mails;
    },

    cancelled({ kind, booking, actor, sequence, at, before, expert, refundPaise, refundPercent }: CancelledMailInput): OutgoingMail[] {
      const name = payloadText(booking.payload.name);
      const session = sessionTime(before);
      const sessionType = sessionTypeOf(kind);
      const refund = { refundPaise, percent: refundPaise > 0 ? refundPercent : 0 };
      const mails: OutgoingMail[] = [
        {
          to: payloadText(booking.payload.email),
          ...sessionCancelled(
            {
              id: booking.id,
              name,
              sessionType,
              session,
              refund,
              actor: mailActor(actor),
              // Booking again starts from the page in the visitor's language.
              bookingUrl: `${config.publicUrl}${pathIn(booking.language, SUBMISSION_KINDS[kind].page)}`,
              language: booking.language,
            },
            site,
          ),
          attachments: [invite(kind, booking, before, sequence, 'CANCEL', 'visitor', at)],
        },
      ];
      if (expert?.email) {
        mails.push({
          to: expert.email,
          ...sessionCancelledForExpert({ id: booking.id, expertName: expert.name, name, sessionType, session }, site),
          attachments: [invite(kind, booking, before, sequence, 'CANCEL', 'expert', at, expert.email)],
        });
      }
      mails.push(notice(kind, booking, actor, { action: 'cancel', from: session, refund }, expert, expert));
      return mails;
    },
  };
}
