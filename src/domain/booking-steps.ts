// The fields of each booking wizard's steps, in wizard order, as plain names. The wizard pages
// render from these without loading zod; the step schemas in src/domain/schemas/ are typed to
// hold exactly these fields (`ShapeOf`), so the two cannot drift apart.

/** Below this age a guardian's number and consent are required (DECISIONS.md "Privacy"). */
export const ADULT_AGE = 18;

/** Steps 1-5 of the individual wizard (step 6 is the confirmation screen). */
export const INDIVIDUAL_STEP_FIELDS = [
  ['name', 'email', 'gender', 'city', 'contactNo', 'guardianContactNo', 'profession', 'age', 'guardianConsent'],
  ['supportReason', 'otherSupportReason'],
  ['feelingsReason', 'previousConsultation', 'preferredLanguage', 'otherLanguage'],
  ['counselorGenderPreference', 'medicalConditions', 'referralSource', 'termsAgreed', 'PaymentsAgreed'],
  ['sessionDuration', 'sessionDate', 'sessionTime'],
] as const;

/** Steps 1-5 of the couple wizard (step 6 is the confirmation screen). */
export const COUPLE_STEP_FIELDS = [
  [
    'name',
    'partnerName',
    'email',
    'city',
    'contactNo',
    'profession',
    'partnerProfession',
    'relationshipStatus',
    'otherRelationshipStatus',
  ],
  ['primaryConcern', 'therapyGoals', 'otherTherapyGoal'],
  ['previousTherapy', 'preferredLanguage', 'otherLanguage'],
  ['sessionDate', 'sessionTime', 'medicalConditions', 'referralSource', 'termsAgreed', 'PaymentsAgreed'],
  ['sessionDuration'],
] as const;

/** Steps 1-4 of the family and friends wizard (step 5 is the confirmation screen). */
export const FAMILY_STEP_FIELDS = [
  ['name', 'email', 'contactNo', 'city', 'participantsNames', 'profession', 'relationshipType', 'otherRelationshipType'],
  ['primaryConcern', 'otherPrimaryConcern', 'therapyGoals', 'otherTherapyGoal', 'previousTherapy'],
  [
    'preferredLanguage',
    'otherLanguage',
    'sessionDate',
    'sessionTime',
    'medicalConditions',
    'referralSource',
    'termsAgreed',
    'PaymentsAgreed',
  ],
  ['sessionDuration'],
] as const;

/** The fields of the steps up to `lastStep`, in order: what a wizard's Submit sends. */
export function fieldsUpTo(steps: readonly (readonly string[])[], lastStep: number): string[] {
  return steps.slice(0, lastStep + 1).flat();
}
