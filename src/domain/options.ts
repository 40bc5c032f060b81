// Every option list of the booking forms (spec §3 "Option lists"), spelled exactly as
// the spec does: the stored values are these strings, and the admin screens, e-mails
// and old records all read them back verbatim.

/** The value that, in any list holding it, asks for a free-text "please specify". */
export const OTHER = 'Other';

export const PROFESSIONS = [
  'Student',
  'Professional',
  'Self-employed',
  'Homemaker',
  'Retired',
  'Unemployed',
  'Other',
] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const GENDERS = ['Male', 'Female', 'Prefer not to say'] as const;
export type Gender = (typeof GENDERS)[number];

export const SUPPORT_REASONS = [
  'Stress and anxiety',
  'Depression',
  'Relationship issues',
  'Work-life balance',
  'Grief and loss',
  'Trauma/PTSD',
  'Other',
] as const;
export type SupportReason = (typeof SUPPORT_REASONS)[number];

export const FEELINGS_REASONS = [
  'Work-related stress',
  'Family issues',
  'Academic pressure',
  'Financial concerns',
  'Health issues',
  'Personal loss',
  'Relationship difficulties',
  'Identity/self-esteem issues',
  'Past trauma',
  'Other',
] as const;
export type FeelingsReason = (typeof FEELINGS_REASONS)[number];

export const INDIVIDUAL_REFERRAL_SOURCES = [
  'Instagram',
  'Facebook',
  'Twitter',
  'LinkedIn',
  'Google Search',
  'YouTube',
  'Friend/Family',
  'Healthcare provider',
  'Other',
] as const;
export type IndividualReferralSource = (typeof INDIVIDUAL_REFERRAL_SOURCES)[number];

/** Couple and family/friends forms share one list, different from the individual one. */
export const COUPLE_FAMILY_REFERRAL_SOURCES = [
  'Referred by someone',
  'LinkedIn',
  'Instagram ad',
  'Facebook ad',
  'Instagram post/reel',
  'Facebook post',
  'Word of mouth',
  'Google search',
  'Other',
] as const;
export type CoupleFamilyReferralSource = (typeof COUPLE_FAMILY_REFERRAL_SOURCES)[number];

export const COUNSELOR_GENDER_PREFERENCES = ['Male', 'Female', 'No preference'] as const;
export type CounselorGenderPreference = (typeof COUNSELOR_GENDER_PREFERENCES)[number];

export const INDIVIDUAL_MEDICAL_CONDITIONS = ['Yes', 'No', 'Prefer not to say'] as const;
export type IndividualMedicalCondition = (typeof INDIVIDUAL_MEDICAL_CONDITIONS)[number];

export const COUPLE_FAMILY_MEDICAL_CONDITIONS = ['Yes', 'No'] as const;
export type CoupleFamilyMedicalCondition = (typeof COUPLE_FAMILY_MEDICAL_CONDITIONS)[number];

/** Previous therapy (couple, family) and previous consultation (individual). */
export const PREVIOUS_THERAPY = ['Yes', 'No'] as const;
export type PreviousTherapy = (typeof PREVIOUS_THERAPY)[number];

export const INDIVIDUAL_LANGUAGES = [
  'English',
  'Hindi',
  'Kannada',
  'Tamil',
  'Telugu',
  'Bengali',
  'Marathi',
  'Other',
] as const;
export type IndividualLanguage = (typeof INDIVIDUAL_LANGUAGES)[number];

export const COUPLE_FAMILY_LANGUAGES = ['English', 'Hindi', 'Other'] as const;
export type CoupleFamilyLanguage = (typeof COUPLE_FAMILY_LANGUAGES)[number];

export const COUPLE_RELATIONSHIP_STATUSES = ['Married', 'Engaged', 'Dating', 'Other'] as const;
export type CoupleRelationshipStatus = (typeof COUPLE_RELATIONSHIP_STATUSES)[number];

export const COUPLE_CONCERNS = [
  'Communication issues',
  'Trust issues',
  'Infidelity',
  'Parenting conflicts',
  'Financial conflicts',
  'Intimacy problems',
  'Different life goals',
  'Recurring arguments',
  'Other',
] as const;
export type CoupleConcern = (typeof COUPLE_CONCERNS)[number];

export const COUPLE_GOALS = [
  'Improve communication',
  'Rebuild trust',
  'Resolve conflicts effectively',
  'Strengthen emotional connection',
  'Other',
] as const;
export type CoupleGoal = (typeof COUPLE_GOALS)[number];

export const FAMILY_RELATIONSHIPS = ['Parent-Child', 'Siblings', 'Friends', 'Extended Family', 'Other'] as const;
export type FamilyRelationship = (typeof FAMILY_RELATIONSHIPS)[number];

export const FAMILY_CONCERNS = [
  'Communication Breakdown',
  'Long Standing Conflicts',
  'Emotional Distance',
  'Grief or Loss Within the Family',
  'Financial Disagreements',
  'Other',
] as const;
export type FamilyConcern = (typeof FAMILY_CONCERNS)[number];

export const FAMILY_GOALS = [
  'Rebuilding Trust',
  'Improving Communication',
  'Resolving Conflicts',
  'Navigating Life Transitions Together',
  'Other',
] as const;
export type FamilyGoal = (typeof FAMILY_GOALS)[number];

/** The five 3-hour windows couple and family/friends sessions are booked in (IST). */
export const SESSION_WINDOWS = [
  '9 AM to 12 PM',
  '12 PM to 3 PM',
  '3 PM to 6 PM',
  '6 PM to 9 PM',
  '9 PM to 12 AM',
] as const;
export type SessionWindow = (typeof SESSION_WINDOWS)[number];

/** Narrows an unknown value (a query parameter, a stored record) to one of `list`. */
export function isOneOf<const T extends readonly string[]>(list: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
