import {
  COUPLE_CONCERNS,
  COUPLE_FAMILY_LANGUAGES,
  COUPLE_FAMILY_MEDICAL_CONDITIONS,
  COUPLE_FAMILY_REFERRAL_SOURCES,
  COUPLE_GOALS,
  COUPLE_RELATIONSHIP_STATUSES,
  OTHER,
  PREVIOUS_THERAPY,
  PROFESSIONS,
} from '../../domain/options';
import { formatRupees, optionsFor, startingFrom } from '../../domain/pricing';
import { COUPLE_STEP_FIELDS, fieldsUpTo } from '../../domain/booking-steps';
import { todayInIndia } from '../../domain/slots';
import { BookingWizard } from './BookingWizard';
import type { WizardDefinition } from './wizard-definition';
import { CheckboxesField, ConsentField, InputField, PhoneField, RadioField, SelectField, TextAreaField, type Values } from './fields';
import { MatchedExperts } from './MatchedExperts';
import { SessionTimeField } from './SessionTimeField';
import { TermsLabel } from './TermsLabel';

export const PAYMENT_CONSENT_COUPLE = `I am ready to invest in our relationship (session ${startingFrom('couple')})`;

const DURATION_LABELS = Object.fromEntries(
  optionsFor('couple').map((item) => [item.id, `${item.label} session – ${formatRupees(item.paise)}`]),
);

const EMPTY: Values = {
  name: '',
  partnerName: '',
  email: '',
  city: '',
  contactNo: '',
  profession: '',
  partnerProfession: '',
  relationshipStatus: '',
  otherRelationshipStatus: '',
  primaryConcern: '',
  therapyGoals: [],
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

/** Step 4, Submission, sends the booking; the next one takes the payment. */
const SUBMIT_STEP = 3;

export const COUPLE_WIZARD: WizardDefinition = {
  kind: 'couple',
  form: 'couple-booking',
  page: 'couple',
  title: 'Couples Therapy',
  lead: 'An online session for the two of you with a counsellor experienced in relationships. Everything you type is saved on this device as you go.',
  empty: EMPTY,
  submitStep: SUBMIT_STEP,
  submissionFields: fieldsUpTo(COUPLE_STEP_FIELDS, SUBMIT_STEP),
  loadStepSchemas: async () => (await import('../../domain/schemas/couple')).coupleStepSchemas,
  privacyNote:
    "We ask for your and your partner's names, your contact details, your concerns and preferences only to arrange your session with a counsellor. They are confidential, seen only by our team and your counsellor, and never used for advertising.",
  steps: [
    {
      name: 'Couple Info',
      autoAdvance: true,
      fields: COUPLE_STEP_FIELDS[0],
      render: ({ field, values }) => (
        <>
          <InputField {...field('name')} label="Your name" autoComplete="name" />
          <InputField {...field('partnerName')} label="Partner's name" />
          <InputField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" />
          <InputField {...field('city')} label="City" autoComplete="address-level2" />
          <PhoneField {...field('contactNo')} label="Contact number" />
          <SelectField {...field('profession')} label="Your profession" options={PROFESSIONS} />
          <SelectField {...field('partnerProfession')} label="Partner's profession" options={PROFESSIONS} />
          <SelectField {...field('relationshipStatus')} label="Relationship status" options={COUPLE_RELATIONSHIP_STATUSES} />
          {values.relationshipStatus === OTHER && (
            <InputField {...field('otherRelationshipStatus')} label="Please specify your relationship status" />
          )}
        </>
      ),
    },
    {
      name: 'Therapy Goals',
      autoAdvance: true,
      fields: COUPLE_STEP_FIELDS[1],
      render: ({ field, values }) => (
        <>
          <SelectField {...field('primaryConcern')} label="Primary concern" options={COUPLE_CONCERNS} />
          <CheckboxesField {...field('therapyGoals')} label="What would you like to achieve together?" options={COUPLE_GOALS} />
          {Array.isArray(values.therapyGoals) && values.therapyGoals.includes(OTHER) && (
            <TextAreaField {...field('otherTherapyGoal')} label="Please specify your therapy goal" />
          )}
        </>
      ),
    },
    {
      name: 'Additional Info',
      autoAdvance: true,
      fields: COUPLE_STEP_FIELDS[2],
      render: ({ field, values }) => (
        <>
          <RadioField {...field('previousTherapy')} label="Have you had couples therapy before?" options={PREVIOUS_THERAPY} />
          <SelectField {...field('preferredLanguage')} label="Preferred language" options={COUPLE_FAMILY_LANGUAGES} />
          {values.preferredLanguage === OTHER && <InputField {...field('otherLanguage')} label="Please specify your preferred language" />}
        </>
      ),
    },
    {
      name: 'Submission',
      fields: COUPLE_STEP_FIELDS[3],
      render: ({ field, values }) => (
        <>
          <InputField {...field('sessionDate')} label="Session date" type="date" min={todayInIndia(new Date())} />
          <SessionTimeField {...field('sessionTime')} label="Session time (IST)" kind="couple" />
          <MatchedExperts kind="couple" values={values} />
          <RadioField {...field('medicalConditions')} label="Do either of you have any medical conditions we should know about?" options={COUPLE_FAMILY_MEDICAL_CONDITIONS} />
          <SelectField {...field('referralSource')} label="How did you hear about us?" options={COUPLE_FAMILY_REFERRAL_SOURCES} />
          <ConsentField {...field('termsAgreed')} label={<TermsLabel />} />
          <ConsentField {...field('PaymentsAgreed')} label={PAYMENT_CONSENT_COUPLE} />
        </>
      ),
    },
    {
      name: 'Payment',
      fields: COUPLE_STEP_FIELDS[4],
      render: ({ field }) => (
        <RadioField {...field('sessionDuration')} label="Session duration" options={Object.keys(DURATION_LABELS)} labels={DURATION_LABELS} />
      ),
    },
    { name: 'Confirmation', fields: [] },
  ],
};

/** /couple_therapy (spec §2): the six-step couples wizard. */
export function CoupleWizardPage() {
  return <BookingWizard definition={COUPLE_WIZARD} />;
}
