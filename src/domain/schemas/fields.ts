// Field schemas every form shares, with the spec §5 messages. One schema validates
// the form in the browser and the request on the server, so both say the same thing.

import { z } from 'zod';
import { OTHER } from '../options';
import { SLOT_MESSAGES, isIsoDate } from '../slots';
import { isRecord } from '../is-record';
import { withoutInvisibleControls, type TextKind } from '../invisible-characters';

/** Upper bounds on free text, so a huge string is refused rather than stored. */
export const MAX_LENGTH = {
  name: 100,
  city: 100,
  email: 254,
  subject: 200,
  /** A "please specify" answer, a list of names. */
  detail: 500,
  message: 5000,
} as const;

export const tooLong = (max: number) => `Please keep this to ${max} characters or fewer`;

export const INVALID_PHONE = 'Please enter a valid 10-digit phone number';
/** Ten digits, the first not 0 (spec §9 "Limits"). */
export const PHONE_PATTERN = /^[1-9]\d{9}$/;

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Email is invalid';
export const AGE_REQUIRED = 'Age is required';
// The spec names only "Age is required"; an age it cannot accept gets a message that says why.
export const AGE_OUT_OF_RANGE = 'Please enter an age between 1 and 120';
export const MIN_AGE = 1;
export const MAX_AGE = 120;

// No check here uses `abort`: an aborting issue inside a field would stop the form's
// cross-field rules (withRules) from running. Instead, the checks of one field are
// written so that at most one of them fails for any value.

/**
 * Free text as typed, without the invisible controls a paste can bring (NUL, escape codes,
 * bidirectional overrides; invisible-characters.ts): removed rather than refused, since the
 * visitor cannot see them to take them out. A single-line text gets a space for a tab or line
 * break, a multi-line one keeps them (line breaks as `\n`). Trimmed; nothing visible is empty.
 */
function cleanText(kind: TextKind, schema: z.ZodString = z.string()) {
  return schema.overwrite((value) => withoutInvisibleControls(value, kind)).trim();
}

/** A trimmed string that must not be empty; `message` both when missing and when blank. */
export function requiredText(message: string, max: number = MAX_LENGTH.name, kind: TextKind = 'single-line') {
  return cleanText(kind, z.string({ error: message }))
    .min(1, { error: message })
    .max(max, { error: tooLong(max) });
}

/**
 * A required trimmed string that, once filled in, must also pass `isValid`: an identifier
 * (phone, date, time), whose own format refuses invisible controls rather than dropping
 * them, since a changed identifier would point somewhere else.
 */
export function requiredFormatted(
  requiredMessage: string,
  isValid: (value: string) => boolean,
  invalidMessage: string,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .refine((value) => value === '' || isValid(value), { error: invalidMessage });
}

/** Trimmed free text that may be empty or absent (e.g. an "Other, please specify" box). */
export function optionalText(max: number = MAX_LENGTH.detail, kind: TextKind = 'single-line') {
  return cleanText(kind).max(max, { error: tooLong(max) }).optional();
}

/** A required phone number; the spec words "required" differently per form. */
export function phoneField(requiredMessage = 'Contact number is required') {
  return requiredFormatted(requiredMessage, (value) => PHONE_PATTERN.test(value), INVALID_PHONE);
}

/** A phone number that may be left empty; whether it is required is a rule of the form. */
export const optionalPhoneField = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: INVALID_PHONE })
  .optional();

const emailFormat = z.email();

export const emailField = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, { error: EMAIL_REQUIRED })
  .max(MAX_LENGTH.email, { error: tooLong(MAX_LENGTH.email) })
  .refine((value) => value === '' || value.length > MAX_LENGTH.email || emailFormat.safeParse(value).success, {
    error: EMAIL_INVALID,
  });

/**
 * Age 1-120 as a whole number. Form inputs hold strings, the API sends numbers: both are
 * accepted, and an empty input counts as missing.
 */
export const ageField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const trimmed = value.trim();
    return trimmed === '' ? undefined : Number(trimmed);
  },
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? AGE_REQUIRED : AGE_OUT_OF_RANGE) })
    .int({ error: AGE_OUT_OF_RANGE })
    .min(MIN_AGE, { error: AGE_OUT_OF_RANGE })
    .max(MAX_AGE, { error: AGE_OUT_OF_RANGE }),
);

/** A calendar date 'YYYY-MM-DD' (dates are Indian calendar dates; see slots.ts). */
export function isoDateField(requiredMessage: string) {
  return requiredFormatted(requiredMessage, isIsoDate, SLOT_MESSAGES.invalidDate);
}

/** One value of an option list; `message` for missing and unknown values alike. */
export function choice<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.enum(options, { error: message });
}

/** At least one value of an option list, each at most once. */
export function choices<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z
    .array(z.enum(options, { error: message }), { error: message })
    .min(1, { error: message })
    .refine((values) => new Set(values).size === values.length, { error: 'Please choose each option only once' });
}

/** A consent checkbox: only a literal `true` passes (never pre-ticked, never "yes"). */
export function agreement(message: string) {
  return z.literal(true, { error: message });
}

/** A cross-field rule: reads the (possibly partly invalid) form, reports by field name. */
/** A form step's shape: one schema for each of its fields (src/domain/booking-steps.ts), no more. */
export type ShapeOf<Fields extends readonly string[]> = Record<Fields[number], z.ZodType>;

export type FormRule = (
  form: Readonly<Record<string, unknown>>,
  report: (field: string, message: string) => void,
) => void;

/**
 * Adds cross-field rules to an object schema. They run even when other fields are
 * invalid, so a visitor sees every problem of a step at once, and each message lands
 * on its own field in `z.flattenError(error).fieldErrors`.
 */
export function withRules<T extends z.ZodType>(schema: T, ...rules: FormRule[]): T {
  return schema.superRefine(
    (value, ctx) => {
      if (!isRecord(value)) return;
      const report = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
      for (const rule of rules) rule(value, report);
    },
    { when: (payload) => isRecord(payload.value) },
  );
}

/** "If `choiceField` is (or includes) Other, `textField` must be filled in." */
export function otherNeedsText(choiceField: string, textField: string, message: string): FormRule {
  return (form, report) => {
    if (includesOption(form[choiceField], OTHER) && !hasText(form[textField])) report(textField, message);
  };
}

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** True when a single choice equals `option`, or a multiple choice contains it. */
export function includesOption(value: unknown, option: string): boolean {
  return Array.isArray(value) ? value.includes(option) : value === option;
}
