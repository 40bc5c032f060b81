// An expert as staff write it (POST/PUT /api/admin/experts) and the hours an expert sets for
// themselves (PUT /api/me/availability): one schema for the screens and the server.

import { z } from 'zod';
import { EXPERT_GENDERS, SESSION_KINDS, WEEKDAYS, parseHourMinute } from '../expert-profile';
import { EXPERT_CONCERNS } from '../expert-vocabulary';
import { hasInvisibleControls } from '../invisible-characters';
import { isIsoDate } from '../slots';
import { EMAIL_INVALID, MAX_LENGTH, optionalText, requiredText } from './fields';
import { INVALID_IMAGE_URL } from './blog-post';

export const EXPERT_MESSAGES = {
  name: 'Name is required',
  languages: 'Please add at least one language',
  kinds: 'Please choose at least one kind of session',
  hourFormat: 'Please use a time such as 09:30',
  hourOrder: 'The end must be after the start',
  hoursOverlap: 'These hours overlap other hours of the same day',
  dateFormat: 'Please choose a date',
  dateOrder: 'The last day must not be before the first',
  concern: 'Please choose concerns from the list',
} as const;

const MAX_RANGES = 50;

function isImageAddress(value: string): boolean {
  if (hasInvisibleControls(value)) return false;
  // A picture served by this site ('/images/…'), or one on the web.
  if (/^\/(?!\/)/.test(value)) return true;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

const hourField = z.string({ error: EXPERT_MESSAGES.hourFormat }).trim().refine((value) => parseHourMinute(value) !== undefined, EXPERT_MESSAGES.hourFormat);
const dateField = z.string({ error: EXPERT_MESSAGES.dateFormat }).trim().refine(isIsoDate, EXPERT_MESSAGES.dateFormat);

// The order checks run even when a field failed its own format check; they judge only two
// readable values, so an unreadable one gets its format message and no other.

export const workingHoursSchema = z
  .strictObject({ day: z.enum(WEEKDAYS), from: hourField, to: hourField })
  .refine(
    (hours) => {
      const [from, to] = [parseHourMinute(hours.from), parseHourMinute(hours.to)];
      return from === undefined || to === undefined || to > from;
    },
    { error: EXPERT_MESSAGES.hourOrder, path: ['to'] },
  );

export const timeOffSchema = z
  .strictObject({ from: dateField, to: dateField })
  .refine((away) => !isIsoDate(away.from) || !isIsoDate(away.to) || away.from <= away.to, {
    error: EXPERT_MESSAGES.dateOrder,
    path: ['to'],
  });

/** Working hours and time off; hours of one day may not overlap. */
export const expertScheduleSchema = z.strictObject({
  hours: z
    .array(workingHoursSchema)
    .max(MAX_RANGES)
    .refine((hours) => !hasOverlap(hours), EXPERT_MESSAGES.hoursOverlap),
  timeOff: z.array(timeOffSchema).max(MAX_RANGES),
});

function hasOverlap(hours: readonly { day: string; from: string; to: string }[]): boolean {
  return hours.some((a, i) =>
    hours.some((b, j) => {
      if (i >= j || a.day !== b.day) return false;
      const [aFrom, aTo, bFrom, bTo] = [a.from, a.to, b.from, b.to].map(parseHourMinute);
      if (aFrom === undefined || aTo === undefined || bFrom === undefined || bTo === undefined) return false;
      return aFrom < bTo && bFrom < aTo;
    }),
  );
}

const language = requiredText(EXPERT_MESSAGES.languages, 40);

export const expertSchema = z.strictObject({
  name: requiredText(EXPERT_MESSAGES.name, MAX_LENGTH.name),
  position: optionalText(200),
  imageSrc: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isImageAddress(value), INVALID_IMAGE_URL),
  bio: optionalText(4000, 'multi-line'),
  // Optional: an expert without one gets no mails, and the team is told instead.
  email: z
    .string()
    .trim()
    .max(MAX_LENGTH.email)
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || z.email().safeParse(value).success, EMAIL_INVALID),
  certifications: optionalText(1000),
  expertise: optionalText(1000),
  experience: optionalText(200),
  languages: z
    .array(language)
    .min(1, EXPERT_MESSAGES.languages)
    .max(20)
    // The first spelling of a language named twice ('Hindi', 'hindi') is kept.
    .transform((languages) => languages.filter((name, index) => languages.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index)),
  gender: z.enum(EXPERT_GENDERS).nullable(),
  concerns: z
    .array(z.string().refine((concern) => EXPERT_CONCERNS.includes(concern), EXPERT_MESSAGES.concern))
    .transform((concerns) => [...new Set(concerns)]),
  kinds: z
    .array(z.enum(SESSION_KINDS))
    .min(1, EXPERT_MESSAGES.kinds)
    .transform((kinds) => [...new Set(kinds)]),
  ...expertScheduleSchema.shape,
  active: z.boolean(),
});

export type ExpertInput = z.input<typeof expertSchema>;
export type ExpertFields = z.output<typeof expertSchema>;
export type ExpertScheduleFields = z.output<typeof expertScheduleSchema>;
