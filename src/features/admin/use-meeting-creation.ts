import { useState, type FormEvent } from 'react';
import {
  calendarRequestSchema,
  END_REQUIRED,
  istInstant,
  MEETING_FAILED,
  MEETING_TIME_ZONE,
  START_REQUIRED,
  TITLE_REQUIRED,
  type CalendarRequest,
} from '../../domain/schemas/calendar-request';
import { createMeeting, type CreatedMeeting } from './api';
import type { MeetingErrors, MeetingFields } from './use-meeting-fields';

export type MeetingCreation = {
  submit(event: FormEvent): Promise<void>;
  busy: boolean;
  /** Why the meeting could not be created; empty when there is nothing to say. */
  failure: string;
  /** The meeting just created, with its links. */
  created: CreatedMeeting | null;
};

/** Checks the form as the server will (the same calendar request schema) and creates the meeting. */
export function useMeetingCreation(fields: MeetingFields): MeetingCreation {
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedMeeting | null>(null);
  const { title, start, end, attendees, description, location, setErrors } = fields;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    setCreated(null);
    const request = {
      summary: title,
      description,
      startDateTime: start ? istInstant(start) : '',
      endDateTime: end ? istInstant(end) : '',
      attendees,
      timeZone: MEETING_TIME_ZONE,
      sendNotifications: true,
      location,
    };
    const parsed = calendarRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found: MeetingErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof MeetingErrors;
        if (key && !found[key]) found[key] = issue.message;
      }
      if (!start) found.startDateTime = START_REQUIRED;
      if (!end) found.endDateTime = END_REQUIRED;
      if (!title.trim()) found.summary = TITLE_REQUIRED;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setCreated(await createMeeting(parsed.data satisfies CalendarRequest));
    } catch {
      setFailure(MEETING_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, failure, created };
}
