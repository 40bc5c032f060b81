import { z } from 'zod';
import { optionalText, requiredText } from './fields';

// Spec §3 "Meeting / calendar request" and §5 "Calendar request check": the staff meeting
// form (/test/form) and POST /api/admin/meetings validate with this one schema. Its texts
// drop invisible controls as every form's do (fields.ts); attendees are e-mail addresses.

export const MEETING_FAILED = 'Failed to create meeting. Please try again.';
export const TITLE_REQUIRED = 'Title is required';
export const START_REQUIRED = 'Start time is required';
export const END_REQUIRED = 'End time is required';
export const END_AFTER_START = 'End time must be after start time';
export const INVALID_ATTENDEE = 'Please enter a valid e-mail address';
export const DEFAULT_MEETING_MINUTES = 30;
export const DEFAULT_MEETING_LOCATION = 'Online video session';
export const MEETING_TIME_ZONE = 'Asia/Kolkata';

/** An absolute time with its offset: '2026-11-22T10:30:00+05:30' (or ...Z). */
const ABSOLUTE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isValidInstant(value: string): boolean {
  return ABSOLUTE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

const attendeeEmail = z.email(INVALID_ATTENDEE).max(254);

/** Lowercased, blanks dropped, each address once, in the order first given. */
export function normaliseAttendees(attendees: readonly string[]): string[] {
  return [...new Set(attendees.map((email) => email.trim().toLowerCase()).filter((email) => email !== ''))];
}

export const calendarRequestSchema = z
  .object({
    summary: requiredText(TITLE_REQUIRED, 200),
    description: optionalText(5000, 'multi-line').default(''),
    startDateTime: z.string(START_REQUIRED).refine(isValidInstant, START_REQUIRED),
    endDateTime: z.string(END_REQUIRED).refine(isValidInstant, END_REQUIRED),
    attendees: z
      .array(z.string(INVALID_ATTENDEE), INVALID_ATTENDEE)
      .max(50)
      .transform(normaliseAttendees)
      .pipe(z.array(attendeeEmail)),
    timeZone: z.literal(MEETING_TIME_ZONE).optional().default(MEETING_TIME_ZONE),
    sendNotifications: z.boolean().optional().default(true),
    location: optionalText(300).transform((value) => (value ? value : DEFAULT_MEETING_LOCATION)),
  })
  .refine((request) => Date.parse(request.endDateTime) > Date.parse(request.startDateTime), {
    message: END_AFTER_START,
    path: ['endDateTime'],
  });

export type CalendarRequest = z.output<typeof calendarRequestSchema>;

/** A datetime-local value ('2026-11-22T10:30'), read as India's clock, as an absolute time. */
export function istInstant(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+05:30` : local;
}

/** The datetime-local value `minutes` after another, on India's clock ('' when it is not one). */
export function addMinutesLocal(local: string, minutes: number): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  const at = Date.parse(`${local}:00Z`);
  if (Number.isNaN(at)) return '';
  return new Date(at + minutes * 60_000).toISOString().slice(0, 16);
}
