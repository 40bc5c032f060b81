import {
  COUPLE_FAMILY_LANGUAGES,
  COUPLE_FAMILY_MEDICAL_CONDITIONS,
  COUPLE_FAMILY_REFERRAL_SOURCES,
  FAMILY_CONCERNS,
  FAMILY_GOALS,
  FAMILY_RELATIONSHIPS,
  OTHER,
  PREVIOUS_THERAPY,
  PROFESSIONS,
} from '../../domain/options';
import { formatRupees, optionsFor, startingFrom } from '../../domain/pricing';
import { FAMILY_STEP_FIELDS, fieldsUpTo } from '../../domain/booking-steps';
import { todayInIndia } from '../../domain/slots';
import { BookingWizard } from './BookingWizard';
import type { WizardDefinition } from './wizard-definition';
import { ConsentField, InputField, PhoneField, RadioField, SelectField, TextAreaField, type Values } from './fields';
import { MatchedExperts } from './MatchedExperts';
import { SessionTimeField } from './SessionTimeField';
import { TermsLabel } from './TermsLabel';

export const PAYMENT_CONSENT_FAMILY = `I am ready to invest in our well-being together (session ${startingFrom('family-friends')})`;

const DURATION_LABELS = Object.fromEntries(
  optionsFor('family-friends').map((item) => [item.id, `${item.label} session – ${formatRupees(item.paise)}`]),
);

const EMPTY: Values = {
  name: '',
  email: '',
  contactNo: '',
  city: '',
  participantsNames: '',
  profession: '',
  relationshipType: '',
  otherRelationshipType: '',
  primaryConcern: '',
  otherPrimaryConcern: '',
  therapyGoals: '',
  otherTherapyGoal: '',
  previousTherapy: '',
  preferredLanguage: '',
  otherLanguage: '',
  sessionDate: '',
  sessionTime: '',
  medicalConditions: '',
  referralSource: '',
  termsAgreed: false,
  PaymentsAgreed: false,
  sessionDuration: '',
};

/** Step 3, Submission, sends the booking; the next one takes the payment. */
const SUBMIT_STEP = 2;

export const FAMILY_WIZARD: WizardDefinition = {
  kind: 'family-friends',
  form: 'family-booking',
  page: 'familyFriends',
  title: 'Family & Friends Therapy',
  lead: 'An online session for you and the people who matter to you, with a counsellor experienced in family relationships. Everything you type is saved on this device as you go.',
  empty: EMPTY,
  submitStep: SUBMIT_STEP,
  submissionFields: fieldsUpTo(FAMILY_STEP_FIELDS, SUBMIT_STEP),
  loadStepSchemas: async () => (await import('../../domain/schemas/family-friends')).familyStepSchemas,
  privacyNote:
    "We ask for your contact details, the participants' names, your concerns and preferences only to arrange your session with a counsellor. They are confidential, seen only by our team and your counsellor, and never used for advertising.",
  steps: [
    {
      name: 'Participant Info',
      autoAdvance: true,
      fields: FAMILY_STEP_FIELDS[0],
      render: ({ field, values }) => (
        <>
          <InputField {...field('name')} label="Your name" autoComplete="name" />
          <InputField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" />
          <PhoneField {...field('contactNo')} label="Contact number" />
          <InputField {...field('city')} label="City" autoComplete="address-level2" />
          <TextAreaField {...field('participantsNames')} label="Other participants' names" />
          <SelectField {...field('profession')} label="Your profession" options={PROFESSIONS} />
          <SelectField {...field('relationshipType')} label="Relationship with the participants" options={FAMILY_RELATIONSHIPS} />
          {values.relationshipType === OTHER && (
            <InputField {...field('otherRelationshipType')} label="Please specify your relationship with the participants" />
          )}
        </>
      ),
    },
    {
      name: 'Therapy Goals',
      autoAdvance: true,
      fields: FAMILY_STEP_FIELDS[1],
      render: ({ field, values }) => (
        <>
          <SelectField {...field('primaryConcern')} label="Primary concern" options={FAMILY_CONCERNS} />
          {values.primaryConcern === OTHER && <TextAreaField {...field('otherPrimaryConcern')} label="Please specify your primary concern" />}
          <SelectField {...field('therapyGoals')} label="Therapy goal" options={FAMILY_GOALS} />
          {values.therapyGoals === OTHER && <TextAreaField {...field('otherTherapyGoal')} label="Please specify your therapy goal" />}
          <RadioField {...field('previousTherapy')} label="Have you had therapy together before?" options={PREVIOUS_THERAPY} />
        </>
      ),
    },
    {
      name: 'Submission',
      fields: FAMILY_STEP_FIELDS[2],
      render: ({ field, values }) => (
        <>
          <SelectField {...field('preferredLanguage')} label="Preferred language" options={COUPLE_FAMILY_LANGUAGES} />
          {values.preferredLanguage === OTHER && <InputField {...field('otherLanguage')} label="Please specify your preferred language" />}
          <InputField {...field('sessionDate')} label="Session date" type="date" min={todayInIndia(new Date())} />
          <SessionTimeField {...field('sessionTime')} label="Session time (IST)" kind="family-friends" />
          <MatchedExperts kind="family-friends" values={values} />
          <RadioField {...field('medicalConditions')} label="Does anyone taking part have a medical condition we should know about?" options={COUPLE_FAMILY_MEDICAL_CONDITIONS} />
          <SelectField {...field('referralSource')} label="How did you hear about us?" options={COUPLE_FAMILY_REFERRAL_SOURCES} />
          <ConsentField {...field('termsAgreed')} label={<TermsLabel />} />
          <ConsentField {...field('PaymentsAgreed')} label={PAYMENT_CONSENT_FAMILY} />
        </>
      ),
    },
    {
      name: 'Payment',
      fields: FAMILY_STEP_FIELDS[3],
      render: ({ field }) => (
        <RadioField {...field('sessionDuration')} label="Session duration" options={Object.keys(DURATION_LABELS)} labels={DURATION_LABELS} />
      ),
    },
    { name: 'Confirmation', fields: [] },
  ],
};

/** /familyFriends_therapy (spec §2): the five-step family & friends wizard. */
export function FamilyWizardPage() {
  return <BookingWizard definition={FAMILY_WIZARD} />;
}
