// The individual booking wizard (spec §5 "Individual wizard"): one schema per step for
// the wizard's Next button, and the whole form for the server.
//
// Step schemas are plain objects that ignore unknown keys, because the wizard checks a
// step against the whole draft. The whole-form schema is strict: the server refuses
// fields it does not know rather than silently storing or dropping them.

import { z } from 'zod';
import {
  COUNSELOR_GENDER_PREFERENCES,
  FEELINGS_REASONS,
  GENDERS,
  INDIVIDUAL_LANGUAGES,
  INDIVIDUAL_MEDICAL_CONDITIONS,
  INDIVIDUAL_REFERRAL_SOURCES,
  PREVIOUS_THERAPY,
  PROFESSIONS,
  SUPPORT_REASONS,
} from '../options';
import { ANY_EXPERT } from '../expert-profile';
import { idsFor } from '../pricing';
import { INDIVIDUAL_SLOT_TIMES } from '../slots';
import {
  MAX_LENGTH,
  ageField,
  agreement,
  choice,
  choices,
  emailField,
  hasText,
  isoDateField,
  optionalPhoneField,
  optionalText,
  otherNeedsText,
  phoneField,
  requiredFormatted,
  requiredText,
  withRules,
  type FormRule,
  type ShapeOf,
} from './fields';
import { ADULT_AGE, INDIVIDUAL_STEP_FIELDS } from '../booking-steps';
import { EXPERT_CHOICE_INVALID, SESSION_TIME_REQUIRED, SESSION_TIME_UNKNOWN, expertChoiceField } from './session-choice';

export const GUARDIAN_CONTACT_REQUIRED = 'Guardian contact number is required';
export const GUARDIAN_CONSENT_REQUIRED = 'Please confirm that a parent or guardian agrees to this booking';
export const TERMS_REQUIRED = 'You must agree to the terms';

export function isMinor(age: unknown): boolean {
  return typeof age === 'number' && Number.isFinite(age) && age < ADULT_AGE;
}

export const individualStep1Shape = {
  name: requiredText('Name is required', MAX_LENGTH.name),
  email: emailField,
  gender: choice(GENDERS, 'Gender is required'),
  city: requiredText('City is required', MAX_LENGTH.city),
  contactNo: phoneField('Contact number is required'),
  guardianContactNo: optionalPhoneField,
  profession: choice(PROFESSIONS, 'Profession is required'),
  age: ageField,
  guardianConsent: z.boolean({ error: GUARDIAN_CONSENT_REQUIRED }).optional(),
} satisfies ShapeOf<(typeof INDIVIDUAL_STEP_FIELDS)[0]>;

export const individualStep2Shape = {
  supportReason: choices(SUPPORT_REASONS, 'Please select at least one reason'),
  otherSupportReason: optionalText(MAX_LENGTH.detail, 'multi-line'),
} satisfies ShapeOf<(typeof INDIVIDUAL_STEP_FIELDS)[1]>;

export const individualStep3Shape = {
  feelingsReason: choice(FEELINGS_REASONS, 'Please select a reason'),
  previousConsultation: choice(PREVIOUS_THERAPY, 'Please select an option'),
  preferredLanguage: choice(INDIVIDUAL_LANGUAGES, 'Please select a language'),
  otherLanguage: optionalText(MAX_LENGTH.name),
} satisfies ShapeOf<(typeof INDIVIDUAL_STEP_FIELDS)[2]>;

export const individualStep4Shape = {
  counselorGenderPreference: choice(COUNSELOR_GENDER_PREFERENCES, 'Please select an option'),
  medicalConditions: choice(INDIVIDUAL_MEDICAL_CONDITIONS, 'Please select an option'),
  referralSource: choice(INDIVIDUAL_REFERRAL_SOURCES, 'Please select an option'),
  termsAgreed: agreement(TERMS_REQUIRED),
  // Spelled as the spec's field, capital P included: stored records use this name.
  PaymentsAgreed: agreement(TERMS_REQUIRED),
} satisfies ShapeOf<(typeof INDIVIDUAL_STEP_FIELDS)[3]>;

export const individualStep5Shape = {
  // A catalogue id, not a price string: the server prices the booking (DECISIONS.md).
  sessionDuration: z.enum(idsFor('individual'), { error: 'Please select a session duration' }),
  sessionDate: isoDateField('Please select a date'),
  sessionTime: requiredFormatted(
    SESSION_TIME_REQUIRED,
    (time) => INDIVIDUAL_SLOT_TIMES.includes(time),
    SESSION_TIME_UNKNOWN,
  ),
} satisfies ShapeOf<(typeof INDIVIDUAL_STEP_FIELDS)[4]>;

/** An under-18 booking needs the guardian's number and the guardian-consent tick. */
const guardianRule: FormRule = (form, report) => {
  if (!isMinor(form.age)) return;
  if (!hasText(form.guardianContactNo)) report('guardianContactNo', GUARDIAN_CONTACT_REQUIRED);
  if (form.guardianConsent !== true) report('guardianConsent', GUARDIAN_CONSENT_REQUIRED);
};
const otherReasonRule = otherNeedsText('supportReason', 'otherSupportReason', 'Please specify your reason');
const otherLanguageRule = otherNeedsText('preferredLanguage', 'otherLanguage', 'Please specify your language');

export const individualStep1Schema = withRules(z.object(individualStep1Shape), guardianRule);
export const individualStep2Schema = withRules(z.object(individualStep2Shape), otherReasonRule);
export const individualStep3Schema = withRules(z.object(individualStep3Shape), otherLanguageRule);
export const individualStep4Schema = z.object(individualStep4Shape);
export const individualStep5Schema = z.object(individualStep5Shape);

/** Steps 1-5 in wizard order (step 6 is the confirmation screen and has no fields). */
export const individualStepSchemas = [
  individualStep1Schema,
  individualStep2Schema,
  individualStep3Schema,
  individualStep4Schema,
  individualStep5Schema,
] as const;

/** The whole booking; add `withIndividualSlotCheck(schema, now)` to check the slot is still free. */
export const individualBookingSchema = withRules(
  z.strictObject({
    ...individualStep1Shape,
    ...individualStep2Shape,
    ...individualStep3Shape,
    ...individualStep4Shape,
    ...individualStep5Shape,
  }),
  guardianRule,
  otherReasonRule,
  otherLanguageRule,
);

/**
 * What Submit (step 4) sends: steps 1-4. The session (step 5) is chosen after the booking
 * is stored and set on it with `individualSessionSchema`, so the record is never made twice.
 */
export const individualSubmissionSchema = withRules(
  z.strictObject({
    ...individualStep1Shape,
    ...individualStep2Shape,
    ...individualStep3Shape,
    ...individualStep4Shape,
  }),
  guardianRule,
  otherReasonRule,
  otherLanguageRule,
);

/** Step 5 as set on a stored booking; add `withIndividualSlotCheck` for "still bookable". */
export const individualSessionSchema = z.strictObject(individualStep5Shape);

export { ANY_EXPERT };
export { EXPERT_CHOICE_INVALID, SESSION_TIME_REQUIRED, SESSION_TIME_UNKNOWN, expertChoiceField };

/**
 * What PUT /api/bookings/individual/:id/session takes: step 5 and the expert. Without
 * `expertId` the first free matching expert is held, as ANY_EXPERT asks.
 */
export const individualSessionRequestSchema = z.strictObject({
  ...individualStep5Shape,
  expertId: expertChoiceField.optional().transform((choice) => choice ?? ANY_EXPERT),
});

export type IndividualSubmission = z.infer<typeof individualSubmissionSchema>;
export type IndividualSession = z.infer<typeof individualSessionSchema>;
export type IndividualSessionRequest = z.output<typeof individualSessionRequestSchema>;
export type IndividualStep1 = z.infer<typeof individualStep1Schema>;
export type IndividualStep2 = z.infer<typeof individualStep2Schema>;
export type IndividualStep3 = z.infer<typeof individualStep3Schema>;
export type IndividualStep4 = z.infer<typeof individualStep4Schema>;
export type IndividualStep5 = z.infer<typeof individualStep5Schema>;
export type IndividualBooking = z.infer<typeof individualBookingSchema>;
export type IndividualBookingInput = z.input<typeof individualBookingSchema>;
