import type {
  CoupleConcern,
  CoupleFamilyReferralSource,
  CoupleGoal,
  CoupleRelationshipStatus,
  CounselorGenderPreference,
  FamilyConcern,
  FamilyGoal,
  FamilyRelationship,
  FeelingsReason,
  Gender,
  IndividualLanguage,
  IndividualMedicalCondition,
  IndividualReferralSource,
  Profession,
  SessionWindow,
  SupportReason,
} from '../../domain/options';

// What the wizards' options are called on the page, keyed by the value a record stores (the
// spec's English, src/domain/options.ts). In English the label is the value itself; the Hindi
// file names the same values in Hindi. Also here: the session lengths and workshop passes, the
// three kinds of session and the kinds an expert takes, as the payment and manage pages show them.

/** Every value a visitor can be shown as an option or read back on the payment and manage pages. */
type OptionValue =
  | Profession
  | Gender
  | SupportReason
  | FeelingsReason
  | IndividualReferralSource
  | CoupleFamilyReferralSource
  | CounselorGenderPreference
  | IndividualMedicalCondition
  | IndividualLanguage
  | CoupleRelationshipStatus
  | CoupleConcern
  | CoupleGoal
  | FamilyRelationship
  | FamilyConcern
  | FamilyGoal
  | SessionWindow
  | '40 minutes'
  | '60 minutes'
  | 'Single pass'
  | 'Couple pass'
  | 'Individual Therapy'
  | 'Couples Therapy'
  | 'Family & Friends Therapy'
  | 'Individual'
  | 'Couple'
  | 'Family and friends';

const labels = {
  Student: 'Student',
  Professional: 'Professional',
  'Self-employed': 'Self-employed',
  Homemaker: 'Homemaker',
  Retired: 'Retired',
  Unemployed: 'Unemployed',
  Other: 'Other',

  Male: 'Male',
  Female: 'Female',
  'Prefer not to say': 'Prefer not to say',
  'No preference': 'No preference',
  Yes: 'Yes',
  No: 'No',

  'Stress and anxiety': 'Stress and anxiety',
  Depression: 'Depression',
  'Relationship issues': 'Relationship issues',
  'Work-life balance': 'Work-life balance',
  'Grief and loss': 'Grief and loss',
  'Trauma/PTSD': 'Trauma/PTSD',

  'Work-related stress': 'Work-related stress',
  'Family issues': 'Family issues',
  'Academic pressure': 'Academic pressure',
  'Financial concerns': 'Financial concerns',
  'Health issues': 'Health issues',
  'Personal loss': 'Personal loss',
  'Relationship difficulties': 'Relationship difficulties',
  'Identity/self-esteem issues': 'Identity/self-esteem issues',
  'Past trauma': 'Past trauma',

  Instagram: 'Instagram',
  Facebook: 'Facebook',
  Twitter: 'Twitter',
  LinkedIn: 'LinkedIn',
  'Google Search': 'Google Search',
  YouTube: 'YouTube',
  'Friend/Family': 'Friend/Family',
  'Healthcare provider': 'Healthcare provider',
  'Referred by someone': 'Referred by someone',
  'Instagram ad': 'Instagram ad',
  'Facebook ad': 'Facebook ad',
  'Instagram post/reel': 'Instagram post/reel',
  'Facebook post': 'Facebook post',
  'Word of mouth': 'Word of mouth',
  'Google search': 'Google search',

  English: 'English',
  Hindi: 'Hindi',
  Kannada: 'Kannada',
  Tamil: 'Tamil',
  Telugu: 'Telugu',
  Bengali: 'Bengali',
  Marathi: 'Marathi',

  Married: 'Married',
  Engaged: 'Engaged',
  Dating: 'Dating',

  'Communication issues': 'Communication issues',
  'Trust issues': 'Trust issues',
  Infidelity: 'Infidelity',
  'Parenting conflicts': 'Parenting conflicts',
  'Financial conflicts': 'Financial conflicts',
  'Intimacy problems': 'Intimacy problems',
  'Different life goals': 'Different life goals',
  'Recurring arguments': 'Recurring arguments',

  'Improve communication': 'Improve communication',
  'Rebuild trust': 'Rebuild trust',
  'Resolve conflicts effectively': 'Resolve conflicts effectively',
  'Strengthen emotional connection': 'Strengthen emotional connection',

  'Parent-Child': 'Parent-Child',
  Siblings: 'Siblings',
  Friends: 'Friends',
  'Extended Family': 'Extended Family',

  'Communication Breakdown': 'Communication Breakdown',
  'Long Standing Conflicts': 'Long Standing Conflicts',
  'Emotional Distance': 'Emotional Distance',
  'Grief or Loss Within the Family': 'Grief or Loss Within the Family',
  'Financial Disagreements': 'Financial Disagreements',

  'Rebuilding Trust': 'Rebuilding Trust',
  'Improving Communication': 'Improving Communication',
  'Resolving Conflicts': 'Resolving Conflicts',
  'Navigating Life Transitions Together': 'Navigating Life Transitions Together',

  '9 AM to 12 PM': '9 AM to 12 PM',
  '12 PM to 3 PM': '12 PM to 3 PM',
  '3 PM to 6 PM': '3 PM to 6 PM',
  '6 PM to 9 PM': '6 PM to 9 PM',
  '9 PM to 12 AM': '9 PM to 12 AM',

  '40 minutes': '40 minutes',
  '60 minutes': '60 minutes',
  'Single pass': 'Single pass',
  'Couple pass': 'Couple pass',

  'Individual Therapy': 'Individual Therapy',
  'Couples Therapy': 'Couples Therapy',
  'Family & Friends Therapy': 'Family & Friends Therapy',
  Individual: 'Individual',
  Couple: 'Couple',
  'Family and friends': 'Family and friends',
} as const satisfies Record<OptionValue, string>;

export default labels;
