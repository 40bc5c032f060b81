import { ANY_EXPERT } from '../../domain/expert-profile';
import {
  COUNSELOR_GENDER_PREFERENCES,
  FEELINGS_REASONS,
  GENDERS,
  INDIVIDUAL_LANGUAGES,
  INDIVIDUAL_MEDICAL_CONDITIONS,
  INDIVIDUAL_REFERRAL_SOURCES,
  OTHER,
  PREVIOUS_THERAPY,
  PROFESSIONS,
  SUPPORT_REASONS,
} from '../../domain/options';
import { formatRupees, optionsFor, startingFrom } from '../../domain/pricing';
import { ADULT_AGE, INDIVIDUAL_STEP_FIELDS, fieldsUpTo } from '../../domain/booking-steps';
import { todayInIndia } from '../../domain/slots';
import { abandonIndividualPayment, expertIdOf, setIndividualSession } from './api';
import { BookingWizard } from './BookingWizard';
import type { WizardDefinition } from './wizard-definition';
import { ExpertChoiceField } from './ExpertChoiceField';
import { CheckboxesField, ConsentField, InputField, PhoneField, RadioField, SelectField, TextAreaField, type Values } from './fields';
import { SessionTimeField } from './SessionTimeField';
import { TermsLabel } from './TermsLabel';

/** The age as typed makes the visitor a minor (guardian's number and consent needed). */
function isMinorInput(age: unknown): boolean {
  const value = typeof age === 'string' ? age.trim() : age;
  if (value === '' || value === undefined || value === null) return false;
  const number = Number(value);
  return Number.isFinite(number) && number < ADULT_AGE;
}

const DURATION_LABELS = Object.fromEntries(
  optionsFor('individual').map((item) => [item.id, `${item.label} – ${formatRupees(item.paise)}`]),
);

export const PAYMENT_CONSENT_INDIVIDUAL = `I am ready to invest in my mental health (session ${startingFrom('individual')})`;

const EMPTY: Values = {
  name: '',
  email: '',
  gender: '',
  city: '',
  contactNo: '',
  guardianContactNo: '',
  profession: '',
  age: '',
  guardianConsent: false,
  supportReason: [],
  otherSupportReason: '',
  feelingsReason: '',
  previousConsultation: '',
  preferredLanguage: '',
  otherLanguage: '',
  counselorGenderPreference: '',
  medicalConditions: '',
  referralSource: '',
  termsAgreed: false,
  PaymentsAgreed: false,
  expertId: ANY_EXPERT,
  sessionDuration: '',
  sessionDate: '',
  sessionTime: '',
};

/** Step 4, Submission, sends the booking; the next one takes the payment. */
const SUBMIT_STEP = 3;

export const INDIVIDUAL_WIZARD: WizardDefinition = {
  kind: 'individual',
  form: 'individual-booking',
  page: 'individual',
  title: 'Individual Therapy',
  lead: 'A private, one-on-one online session with a qualified counsellor. Take your time: everything you type is saved on this device as you go.',
  empty: EMPTY,
  submitStep: SUBMIT_STEP,
  submissionFields: fieldsUpTo(INDIVIDUAL_STEP_FIELDS, SUBMIT_STEP),
  loadStepSchemas: async () => (await import('../../domain/schemas/individual')).individualStepSchemas,
  privacyNote:
    'We ask for your contact details, what you would like support with and your preferences only to arrange your session with a counsellor. They are confidential, seen only by our team and your counsellor, and never used for advertising.',
  beforePayment: (receipt, values) =>
    setIndividualSession(receipt, {
      sessionDuration: String(values.sessionDuration),
      sessionDate: String(values.sessionDate),
      sessionTime: String(values.sessionTime),
      expertId: expertIdOf(values.expertId),
    }),
  startAgain: abandonIndividualPayment,
  steps: [
    {
      name: 'Personal Info',
      autoAdvance: true,
      fields: INDIVIDUAL_STEP_FIELDS[0],
      render: ({ field, values }) => (
        <>
          <InputField {...field('name')} label="Name" autoComplete="name" />
          <InputField {...field('email')} label="Email" type="email" inputMode="email" autoComplete="email" />
          <SelectField {...field('gender')} label="Gender" options={GENDERS} />
          <InputField {...field('city')} label="City" autoComplete="address-level2" />
          <PhoneField {...field('contactNo')} label="Contact number" />
          <InputField {...field('age')} label="Age" inputMode="numeric" maxLength={3} />
          {isMinorInput(values.age) && (
            <>
              <PhoneField {...field('guardianContactNo')} label="Guardian contact number" hint="As you are under 18, we need a parent's or guardian's number." />
              <ConsentField {...field('guardianConsent')} label="My parent or guardian knows about and agrees to this booking" />
            </>
          )}
          <SelectField {...field('profession')} label="Profession" options={PROFESSIONS} />
        </>
      ),
    },
    {
      name: 'Support Reason',
      // Several reasons may apply: the visitor says when they are done (spec §4).
      autoAdvance: false,
      fields: INDIVIDUAL_STEP_FIELDS[1],
      render: ({ field, values }) => (
        <>
          <CheckboxesField {...field('supportReason')} label="What would you like support with?" options={SUPPORT_REASONS} />
          {Array.isArray(values.supportReason) && values.supportReason.includes(OTHER) && (
            <TextAreaField {...field('otherSupportReason')} label="Please specify your reason" />
          )}
        </>
      ),
    },
    {
      name: 'Additional Info',
      autoAdvance: true,
      fields: INDIVIDUAL_STEP_FIELDS[2],
      render: ({ field, values }) => (
        <>
          <SelectField {...field('feelingsReason')} label="What do you think is behind how you are feeling?" options={FEELINGS_REASONS} />
          <RadioField {...field('previousConsultation')} label="Have you consulted a counsellor or therapist before?" options={PREVIOUS_THERAPY} />
          <SelectField {...field('preferredLanguage')} label="Preferred language" options={INDIVIDUAL_LANGUAGES} />
          {values.preferredLanguage === OTHER && <InputField {...field('otherLanguage')} label="Please specify your language" />}
        </>
      ),
    },
    {
      name: 'Submission',
      fields: INDIVIDUAL_STEP_FIELDS[3],
      render: ({ field }) => (
        <>
          <RadioField {...field('counselorGenderPreference')} label="Counsellor gender preference" options={COUNSELOR_GENDER_PREFERENCES} />
          <RadioField {...field('medicalConditions')} label="Do you have any medical conditions we should know about?" options={INDIVIDUAL_MEDICAL_CONDITIONS} />
          <SelectField {...field('referralSource')} label="How did you hear about us?" options={INDIVIDUAL_REFERRAL_SOURCES} />
          <ConsentField {...field('termsAgreed')} label={<TermsLabel />} />
          <ConsentField {...field('PaymentsAgreed')} label={PAYMENT_CONSENT_INDIVIDUAL} />
        </>
      ),
    },
    {
      name: 'Scheduling & Payment',
      // The expert is chosen here but is not part of the booking sent on Submit: the session
      // request carries it, so it is kept out of INDIVIDUAL_STEP_FIELDS (the schemas' fields).
      fields: ['expertId', ...INDIVIDUAL_STEP_FIELDS[4]],
      render: ({ field }) => (
        <>
          <ExpertChoiceField {...field('expertId')} label="Your expert" />
          <RadioField {...field('sessionDuration')} label="Session duration" options={Object.keys(DURATION_LABELS)} labels={DURATION_LABELS} />
          <InputField {...field('sessionDate')} label="Session date" type="date" min={todayInIndia(new Date())} />
          <SessionTimeField {...field('sessionTime')} label="Session time (IST)" kind="individual" />
        </>
      ),
    },
    { name: 'Confirmation', fields: [] },
  ],
};

/** /individual_therapy and /mental-wellness (spec §2): the six-step individual wizard. */
export function IndividualWizardPage() {
  return <BookingWizard definition={INDIVIDUAL_WIZARD} />;
}
