// The couple booking wizard (spec §5 "Couple wizard"): steps 1-5 for the wizard, the
// whole form (strict) for the server. Step schemas ignore unknown keys so the wizard can
// check one step against the whole draft.

import { z } from 'zod';
import {
  COUPLE_CONCERNS,
  COUPLE_FAMILY_LANGUAGES,
  COUPLE_FAMILY_MEDICAL_CONDITIONS,
  COUPLE_FAMILY_REFERRAL_SOURCES,
  COUPLE_GOALS,
  COUPLE_RELATIONSHIP_STATUSES,
  PREVIOUS_THERAPY,
  PROFESSIONS,
  SESSION_WINDOWS,
} from '../options';
import { idsFor } from '../pricing';
import {
  MAX_LENGTH,
  agreement,
  choice,
  choices,
  emailField,
  isoDateField,
  optionalText,
  otherNeedsText,
  phoneField,
  requiredText,
  withRules,
  type ShapeOf,
} from './fields';
import { COUPLE_STEP_FIELDS } from '../booking-steps';

export const COUPLE_TERMS_REQUIRED = 'You must agree to the terms and conditions';

export const coupleStep1Shape = {
  name: requiredText('Your name is required', MAX_LENGTH.name),
  partnerName: requiredText("Partner's name is required", MAX_LENGTH.name),
  email: emailField,
  city: requiredText('City is required', MAX_LENGTH.city),
  contactNo: phoneField('Contact number is required'),
  profession: choice(PROFESSIONS, 'Your profession is required'),
  partnerProfession: choice(PROFESSIONS, "Partner's profession is required"),
  relationshipStatus: choice(COUPLE_RELATIONSHIP_STATUSES, 'Relationship status is required'),
  otherRelationshipStatus: optionalText(MAX_LENGTH.name),
} satisfies ShapeOf<(typeof COUPLE_STEP_FIELDS)[0]>;

export const coupleStep2Shape = {
  primaryConcern: choice(COUPLE_CONCERNS, 'Primary concern is required'),
  therapyGoals: choices(COUPLE_GOALS, 'At least one therapy goal is required'),
  otherTherapyGoal: optionalText(MAX_LENGTH.detail, 'multi-line'),
} satisfies ShapeOf<(typeof COUPLE_STEP_FIELDS)[1]>;

export const coupleStep3Shape = {
  previousTherapy: choice(PREVIOUS_THERAPY, 'Please select an option'),
  preferredLanguage: choice(COUPLE_FAMILY_LANGUAGES, 'Preferred language is required'),
  otherLanguage: optionalText(MAX_LENGTH.name),
} satisfies ShapeOf<(typeof COUPLE_STEP_FIELDS)[2]>;

export const coupleStep4Shape = {
  sessionDate: isoDateField('Please select a date'),
  // One of the five 3-hour windows; see slots.ts sessionWindows for what is bookable.
  sessionTime: choice(SESSION_WINDOWS, 'Session time is required'),
  medicalConditions: choice(COUPLE_FAMILY_MEDICAL_CONDITIONS, 'Please select an option'),
  referralSource: choice(COUPLE_FAMILY_REFERRAL_SOURCES, 'Referral source is required'),
  termsAgreed: agreement(COUPLE_TERMS_REQUIRED),
  PaymentsAgreed: agreement(COUPLE_TERMS_REQUIRED),
} satisfies ShapeOf<(typeof COUPLE_STEP_FIELDS)[3]>;

export const coupleStep5Shape = {
  sessionDuration: z.enum(idsFor('couple'), { error: 'Please select a session duration' }),
} satisfies ShapeOf<(typeof COUPLE_STEP_FIELDS)[4]>;

const otherStatusRule = otherNeedsText(
  'relationshipStatus',
  'otherRelationshipStatus',
  'Please specify your relationship status',
);
const otherGoalRule = otherNeedsText('therapyGoals', 'otherTherapyGoal', 'Please specify your therapy goal');
const otherLanguageRule = otherNeedsText(
  'preferredLanguage',
  'otherLanguage',
  'Please specify your preferred language',
);

export const coupleStep1Schema = withRules(z.object(coupleStep1Shape), otherStatusRule);
export const coupleStep2Schema = withRules(z.object(coupleStep2Shape), otherGoalRule);
export const coupleStep3Schema = withRules(z.object(coupleStep3Shape), otherLanguageRule);
export const coupleStep4Schema = z.object(coupleStep4Shape);
export const coupleStep5Schema = z.object(coupleStep5Shape);

/** Steps 1-5 in wizard order (step 6 is the confirmation screen). */
export const coupleStepSchemas = [
  coupleStep1Schema,
  coupleStep2Schema,
  coupleStep3Schema,
  coupleStep4Schema,
  coupleStep5Schema,
] as const;

/** The whole booking; add `withSessionWindowCheck(schema, now)` to check the window is still bookable. */
export const coupleBookingSchema = withRules(
  z.strictObject({
    ...coupleStep1Shape,
    ...coupleStep2Shape,
    ...coupleStep3Shape,
    ...coupleStep4Shape,
    ...coupleStep5Shape,
  }),
  otherStatusRule,
  otherGoalRule,
  otherLanguageRule,
);

/** What Submit (step 4) sends: steps 1-4. The duration is the option chosen when paying. */
export const coupleSubmissionSchema = withRules(
  z.strictObject({
    ...coupleStep1Shape,
    ...coupleStep2Shape,
    ...coupleStep3Shape,
    ...coupleStep4Shape,
  }),
  otherStatusRule,
  otherGoalRule,
  otherLanguageRule,
);

export type CoupleSubmission = z.infer<typeof coupleSubmissionSchema>;
export type CoupleBooking = z.infer<typeof coupleBookingSchema>;
export type CoupleBookingInput = z.input<typeof coupleBookingSchema>;
