import { randomUUID } from 'node:crypto';
import type { CalendarRequest } from '../../../src/domain/schemas/calendar-request';
import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import type { Repositories } from '../../db/repositories';
import { serviceUnavailable } from '../../errors';
import { logger, type Log } from '../../log';
import { nudgeWorker, queueMail, type MailNudge } from '../mail/outbox';
import { mailSite, meetingInvite } from '../mail/templates';
import { calendarInvite, ICS_CONTENT_TYPE } from './calendar-invite';
import type { Meeting, MeetingProvider } from './meeting-provider';

// The staff meeting tool (spec §2 /test/form): a link from the configured provider, and
// an invitation with an .ics to every attendee through the mail outbox.

export const MEET_AND_MAIL_FAILED = 'Failed to process meet and mail request';

export type StaffMeetings = { create(request: CalendarRequest): Promise<Meeting> };

export function createStaffMeetings({
  db,
  repositories: { mailOutbox: outbox },
  config,
  meetings,
  mail,
  now = () => new Date(),
  log = logger.error,
}: {
  db: Db;
  repositories: Pick<Repositories, 'mailOutbox'>;
  config: Config;
  meetings: MeetingProvider;
  mail?: MailNudge;
  now?: () => Date;
  log?: Log;
}): StaffMeetings {
  const site = mailSite(config);

  async function queueInvites(request: CalendarRequest, meeting: Meeting, at: Date) {
    const invite = calendarInvite({
      uid: `meeting-${randomUUID()}@${new URL(config.publicUrl).hostname}`,
      start: request.startDateTime,
      end: request.endDateTime,
      summary: request.summary,
      description: request.description === '' ? `Join: ${meeting.meetLink}` : `${request.description}\n\nJoin: ${meeting.meetLink}`,
      location: request.location,
      url: meeting.meetLink,
      organizer: { name: site.productName, email: config.teamEmail },
      attendees: request.attendees,
      now: at,
    });
    const content = meetingInvite(
      { summary: request.summary, description: request.description, start: request.startDateTime, end: request.endDateTime, location: request.location, meetLink: meeting.meetLink },
      site,
    );
    const attachments = [{ filename: 'meeting.ics', contentType: ICS_CONTENT_TYPE, content: invite }];
    // Every attendee's invitation or none.
    await db.transaction(async () => {
      for (const to of request.attendees) await queueMail(outbox, config, { to, ...content, attachments }, { now: at });
    });
  }

  return {
    async create(request) {
      let meeting: Meeting;
      try {
        meeting = await meetings.createMeeting(request);
      } catch (error) {
        log('A staff meeting could not be created', { error });
        throw serviceUnavailable(MEET_AND_MAIL_FAILED);
      }
      if (request.sendNotifications && request.attendees.length > 0) {
        await queueInvites(request, meeting, now());
        nudgeWorker(mail);
      }
      return meeting;
    },
  };
}
