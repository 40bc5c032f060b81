import type { StaffExpert } from '../../../src/domain/content';
import { firstFreeInWindow, isFreeAt, sessionSpan } from '../../../src/domain/expert-slots';
import { SESSION_WINDOW_OFFERS, istClockRange } from '../../../src/domain/slots';
import { sessionTypeOf, type BookingKind } from '../../../src/domain/submission-kinds';
import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import type { Repositories } from '../../db/repositories';
import type { StoredSubmission } from '../../db/submissions-repository';
import { badRequest, conflict, notFound } from '../../errors';
import { nudgeWorker, queueMail, type MailNudge, type OutgoingMail } from '../mail/outbox';
import { expertAssigned, mailSite, sessionForExpert } from '../mail/templates';
import { bookingInvite } from '../meetings/booking-invite';
import { PAID } from '../payments/paid-for';
import { payloadText } from '../payments/payload-text';
import { sessionOf } from './expert-assignment';
import type { ExpertCalendarService } from './expert-calendar';

// Staff give a paid booking its expert, or another one (issue 19): the confirmed session,
// the audit row with the reason and the mails to the visitor and the expert are written in
// one transaction, so none of them stands without the others.

export const BOOKING_NOT_FOUND = 'Booking not found';
export const BOOKING_NOT_PAID = 'Only a paid booking can be given an expert.';
export const BOOKING_WITHOUT_TIME = 'This booking has no session time to give an expert.';
export const EXPERT_NOT_FREE = 'This expert is not free at that time.';
export const EXPERT_UNKNOWN = 'Please choose an expert';
export const EXPERT_INACTIVE = 'This expert is not active.';
export const expertTakesNot = (kind: BookingKind) => `This expert does not take ${sessionTypeOf(kind)} sessions.`;

export type AssignmentRequest = {
  kind: BookingKind;
  id: number;
  expertId: number;
  reason: string;
  /** Assign even when the expert is not free then. */
  override: boolean;
  staffUsername: string;
};

export type AssignmentResult = {
  action: 'expert_assign' | 'expert_reassign';
  expert: { id: number; name: string };
  startsAt: string;
  endsAt: string;
};

/** The expert, when they may take this kind of session; a 400 naming the field otherwise. */
function assignableExpert(expert: StaffExpert | undefined, kind: BookingKind): StaffExpert {
  const problem = !expert ? EXPERT_UNKNOWN : !expert.active ? EXPERT_INACTIVE : !expert.kinds.includes(kind) ? expertTakesNot(kind) : undefined;
  if (problem || !expert) throw badRequest(problem ?? EXPERT_UNKNOWN, { expertId: problem ?? EXPERT_UNKNOWN });
  return expert;
}

export function createStaffAssignment({
  db,
  repositories: { submissions, experts, expertSessions, staffActions, mailOutbox, bookingChanges },
  calendar,
  config,
  mail,
  now,
}: {
  db: Db;
  repositories: Pick<Repositories, 'submissions' | 'experts' | 'expertSessions' | 'staffActions' | 'mailOutbox' | 'bookingChanges'>;
  calendar: ExpertCalendarService;
  config: Config;
  mail?: MailNudge;
  now: () => Date;
}) {
  const site = mailSite(config);

  /**
   * Where the expert's session starts, minutes after IST midnight: an individual's booked
   * slot, or the first start inside a couple/family window they are free at. Undefined when
   * they are not free; with `override`, the slot or the window's start regardless.
   */
  async function startFor(kind: BookingKind, expert: StaffExpert, session: NonNullable<ReturnType<typeof sessionOf>>, override: boolean) {
    const own = await calendar.calendarOn(expert, session.date);
    if (kind === 'individual') {
      if (session.start === undefined) throw conflict(BOOKING_WITHOUT_TIME);
      return override || isFreeAt(own, session.date, session.start, session.minutes) ? session.start : undefined;
    }
    const window = SESSION_WINDOW_OFFERS.find((offer) => offer.label === session.time);
    if (!window) throw conflict(BOOKING_WITHOUT_TIME);
    return firstFreeInWindow(own, session.date, window, session.minutes) ?? (override ? window.start : undefined);
  }

  async function mailsFor(kind: BookingKind, booking: StoredSubmission, expert: StaffExpert, result: AssignmentResult, at: Date): Promise<OutgoingMail[]> {
    const payload = booking.payload;
    const meetLink = payloadText(payload.meetLink);
    const sessionDate = payloadText(payload.sessionDate);
    const sessionTime = istClockRange(result.startsAt, result.endsAt);
    const sessionType = sessionTypeOf(kind);
    const visitor = { to: payloadText(payload.email), ...expertAssigned(
      { id: booking.id, name: payloadText(payload.name), sessionType, sessionDate, sessionTime, expertName: expert.name, meetLink: meetLink || null, reassigned: result.action === 'expert_reassign', language: booking.language },
      site,
    ) };
    if (!expert.email) return [visitor];
    // The booking's one calendar event, one SEQUENCE higher than the last (this assignment is counted).
    const invite = bookingInvite({
      publicUrl: config.publicUrl,
      productName: site.productName,
      teamEmail: config.teamEmail,
      kind,
      id: booking.id,
      sessionType,
      startsAt: new Date(result.startsAt),
      endsAt: new Date(result.endsAt),
      meetLink: meetLink || null,
      visitorEmail: payloadText(payload.email),
      sequence: await bookingChanges.inviteSequence(kind, booking.id),
      method: 'REQUEST',
      now: at,
      // The visitor's address stays with the team: the expert reads the booking signed in.
      forAudience: 'expert',
      expertEmail: expert.email,
    });
    const details = {
      id: booking.id,
      name: payloadText(payload.name),
      email: '',
      contactNo: '',
      sessionType,
      sessionDate,
      sessionTime,
      meetLink,
      htmlLink: payloadText(payload.htmlLink),
      expertName: expert.name,
      language: booking.language,
    };
    return [
      visitor,
      { to: expert.email, ...sessionForExpert(details, site), attachments: [invite] },
    ];
  }

  async function assignInTransaction(request: AssignmentRequest, at: Date): Promise<AssignmentResult> {
    const { kind, id } = request;
    // The calendars first, then the booking: the order every booking write takes them in, so
    // none waits for the other in a circle. The booking's lock keeps a cancellation from
    // slipping in between reading it paid and giving it an expert.
    await expertSessions.lockCalendars();
    await submissions.lockForChange(kind, id);
    const booking = await submissions.findById(kind, id);
    if (!booking) throw notFound(BOOKING_NOT_FOUND);
    if (booking.status !== PAID) throw conflict(BOOKING_NOT_PAID);
    const session = sessionOf(kind, booking.payload);
    if (!session) throw conflict(BOOKING_WITHOUT_TIME);
    const expert = assignableExpert(await experts.findById(request.expertId), kind);

    const before = await expertSessions.findFor(kind, id);
    // The booking's own session must not stand in its way; the transaction restores it if we throw.
    await expertSessions.release(kind, id);
    const start = await startFor(kind, expert, session, request.override);
    if (start === undefined) throw conflict(EXPERT_NOT_FREE, { expertId: EXPERT_NOT_FREE });

    const result: AssignmentResult = {
      action: before?.state === 'confirmed' ? 'expert_reassign' : 'expert_assign',
      expert: { id: expert.id, name: expert.name },
      ...sessionSpan(session.date, start, session.minutes),
    };
    await expertSessions.put(
      { expertId: expert.id, kind, submissionId: id, startsAt: result.startsAt, endsAt: result.endsAt, state: 'confirmed', holdExpiresAt: null },
      at,
    );
    await staffActions.record({ staffUsername: request.staffUsername, action: result.action, kind, recordId: id, reason: request.reason, at });
    for (const outgoing of await mailsFor(kind, booking, expert, result, at)) {
      await queueMail(mailOutbox, config, outgoing, { submissionId: id, now: at });
    }
    return result;
  }

  return {
    /** True when `id` is a booking of `kind`: the route answers 404 before it reads the body. */
    has: async (kind: BookingKind, id: number) => (await submissions.findById(kind, id)) !== undefined,

    /** Gives the booking `request.expertId` for good; 404 unknown booking, 400 an expert who cannot take it, 409 not free. */
    async assign(request: AssignmentRequest): Promise<AssignmentResult> {
      const at = now();
      const result = await db.transaction(() => assignInTransaction(request, at));
      nudgeWorker(mail);
      return result;
    },
  };
}

export type StaffAssignment = ReturnType<typeof createStaffAssignment>;
