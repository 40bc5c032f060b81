// The family/friends booking wizard (spec §5 "Family/friends wizard"): Participant Info,
// Therapy Goals, Submission, Payment (then Confirmation, which has no fields). Messages
// the spec gives only as "required" reuse the couple wizard's wording.

import { z } from 'zod';
import {
  COUPLE_FAMILY_LANGUAGES,
  COUPLE_FAMILY_MEDICAL_CONDITIONS,
  COUPLE_FAMILY_REFERRAL_SOURCES,
  FAMILY_CONCERNS,
  FAMILY_GOALS,
  FAMILY_RELATIONSHIPS,
  PREVIOUS_THERAPY,
  PROFESSIONS,
  SESSION_WINDOWS,
} from '../options';
import { idsFor } from '../pricing';
import {
  MAX_LENGTH,
  agreement,
  choice,
  emailField,
  isoDateField,
  optionalText,
  otherNeedsText,
  phoneField,
  requiredText,
  withRules,
  type ShapeOf,
} from './fields';
import { FAMILY_STEP_FIELDS } from '../booking-steps';

export const familyStep1Shape = {
  name: requiredText('Your name is required', MAX_LENGTH.name),
  email: emailField,
  // The spec's records say "phone or contactNo"; one name, as the other booking forms.
  contactNo: phoneField('Contact number is required'),
  city: requiredText('City is required', MAX_LENGTH.city),
  participantsNames: requiredText("Other participants' names are required", MAX_LENGTH.detail, 'multi-line'),
  profession: choice(PROFESSIONS, 'Your profession is required'),
  relationshipType: choice(FAMILY_RELATIONSHIPS, 'Relationship type is required'),
  otherRelationshipType: optionalText(MAX_LENGTH.name),
} satisfies ShapeOf<(typeof FAMILY_STEP_FIELDS)[0]>;

export const familyStep2Shape = {
  primaryConcern: choice(FAMILY_CONCERNS, 'Primary concern is required'),
  otherPrimaryConcern: optionalText(MAX_LENGTH.detail, 'multi-line'),
  // A single goal on this form, despite the plural name the stored records use.
  therapyGoals: choice(FAMILY_GOALS, 'A therapy goal is required'),
  otherTherapyGoal: optionalText(MAX_LENGTH.detail, 'multi-line'),
  previousTherapy: choice(PREVIOUS_THERAPY, 'Please select an option'),
} satisfies ShapeOf<(typeof FAMILY_STEP_FIELDS)[1]>;

export const familyStep3Shape = {
  preferredLanguage: choice(COUPLE_FAMILY_LANGUAGES, 'Preferred language is required'),
  otherLanguage: optionalText(MAX_LENGTH.name),
  sessionDate: isoDateField('Please select a date'),
  sessionTime: choice(SESSION_WINDOWS, 'Session time is required'),
  medicalConditions: choice(COUPLE_FAMILY_MEDICAL_CONDITIONS, 'Please select an option'),
  referralSource: choice(COUPLE_FAMILY_REFERRAL_SOURCES, 'Referral source is required'),
  termsAgreed: agreement('You must agree to the terms and conditions'),
  PaymentsAgreed: agreement('You must agree to the payment terms'),
} satisfies ShapeOf<(typeof FAMILY_STEP_FIELDS)[2]>;

export const familyStep4Shape = {
  sessionDuration: z.enum(idsFor('family-friends'), { error: 'Please select a session duration' }),
} satisfies ShapeOf<(typeof FAMILY_STEP_FIELDS)[3]>;

const otherRelationshipRule = otherNeedsText(
  'relationshipType',
  'otherRelationshipType',
  'Please specify your relationship with the participants',
);
const otherConcernRule = otherNeedsText('primaryConcern', 'otherPrimaryConcern', 'Please specify your primary concern');
const otherGoalRule = otherNeedsText('therapyGoals', 'otherTherapyGoal', 'Please specify your therapy goal');
const otherLanguageRule = otherNeedsText(
  'preferredLanguage',
  'otherLanguage',
  'Please specify your preferred language',
);

export const familyStep1Schema = withRules(z.object(familyStep1Shape), otherRelationshipRule);
export const familyStep2Schema = withRules(z.object(familyStep2Shape), otherConcernRule, otherGoalRule);
export const familyStep3Schema = withRules(z.object(familyStep3Shape), otherLanguageRule);
export const familyStep4Schema = z.object(familyStep4Shape);

/** Steps 1-4 in wizard order (step 5 is the confirmation screen). */
export const familyStepSchemas = [familyStep1Schema, familyStep2Schema, familyStep3Schema, familyStep4Schema] as const;

/** The whole booking; add `withSessionWindowCheck(schema, now)` to check the window is still bookable. */
export const familyBookingSchema = withRules(
  z.strictObject({
    ...familyStep1Shape,
    ...familyStep2Shape,
    ...familyStep3Shape,
    ...familyStep4Shape,
  }),
  otherRelationshipRule,
  otherConcernRule,
  otherGoalRule,
  otherLanguageRule,
);

/** What Submit (step 3) sends: steps 1-3. The duration is the option chosen when paying. */
export const familySubmissionSchema = withRules(
  z.strictObject({
    ...familyStep1Shape,
    ...familyStep2Shape,
    ...familyStep3Shape,
  }),
  otherRelationshipRule,
  otherConcernRule,
  otherGoalRule,
  otherLanguageRule,
);

export type FamilySubmission = z.infer<typeof familySubmissionSchema>;
export type FamilyBooking = z.infer<typeof familyBookingSchema>;
export type FamilyBookingInput = z.input<typeof familyBookingSchema>;
