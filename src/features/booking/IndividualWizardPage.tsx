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
import { ADULT_AGE, INDIVIDUAL_STEP_FIELDS, fieldsUpTo } from '../../domain/booking-steps';
import { todayInIndia } from '../../domain/slots';
import { abandonIndividualPayment, expertIdOf, setIndividualSession } from './api';
import { BookingWizard } from './BookingWizard';
import type { WizardDefinition } from './wizard-definition';
import { ExpertChoiceField } from './ExpertChoiceField';
import { CheckboxesField, ConsentField, InputField, PhoneField, RadioField, SelectField, TextAreaField, type Values } from './fields';
import { DurationField, PaymentConsentField, paymentConsentInEnglish } from './price-fields';
import { SessionTimeField } from './SessionTimeField';
import { TermsLabel } from './TermsLabel';

/** The age as typed makes the visitor a minor (guardian's number and consent needed). */
function isMinorInput(age: unknown): boolean {
  const value = typeof age === 'string' ? age.trim() : age;
  if (value === '' || value === undefined || value === null) return false;
  const number = Number(value);
  return Number.isFinite(number) && number < ADULT_AGE;
}

export const PAYMENT_CONSENT_INDIVIDUAL = paymentConsentInEnglish('individual');

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
  meta: { title: 'individual.meta.title', description: 'individual.meta.description' },
  title: 'individual.title',
  lead: 'individual.lead',
  empty: EMPTY,
  submitStep: SUBMIT_STEP,
  submissionFields: fieldsUpTo(INDIVIDUAL_STEP_FIELDS, SUBMIT_STEP),
  loadStepSchemas: async () => (await import('../../domain/schemas/individual')).individualStepSchemas,
  privacyNote: 'individual.privacy',
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
      name: 'step.personalInfo',
      autoAdvance: true,
      fields: INDIVIDUAL_STEP_FIELDS[0],
      render: ({ field, values, t }) => (
        <>
          <InputField {...field('name')} label={t('field.name')} autoComplete="name" />
          <InputField {...field('email')} label={t('field.email')} type="email" inputMode="email" autoComplete="email" />
          <SelectField {...field('gender')} label={t('field.gender')} options={GENDERS} />
          <InputField {...field('city')} label={t('field.city')} autoComplete="address-level2" />
          <PhoneField {...field('contactNo')} label={t('field.contactNo')} />
          <InputField {...field('age')} label={t('field.age')} inputMode="numeric" maxLength={3} />
          {isMinorInput(values.age) && (
            <>
              <PhoneField {...field('guardianContactNo')} label={t('field.guardianContactNo')} hint={t('field.guardianContactNo.hint')} />
              <ConsentField {...field('guardianConsent')} label={t('field.guardianConsent')} />
            </>
          )}
          <SelectField {...field('profession')} label={t('field.profession')} options={PROFESSIONS} />
        </>
      ),
    },
    {
      name: 'step.supportReason',
      // Several reasons may apply: the visitor says when they are done (spec §4).
      autoAdvance: false,
      fields: INDIVIDUAL_STEP_FIELDS[1],
      render: ({ field, values, t }) => (
        <>
          <CheckboxesField {...field('supportReason')} label={t('field.supportReason')} options={SUPPORT_REASONS} />
          {Array.isArray(values.supportReason) && values.supportReason.includes(OTHER) && (
            <TextAreaField {...field('otherSupportReason')} label={t('field.otherSupportReason')} />
          )}
        </>
      ),
    },
    {
      name: 'step.additionalInfo',
      autoAdvance: true,
      fields: INDIVIDUAL_STEP_FIELDS[2],
      render: ({ field, values, t }) => (
        <>
          <SelectField {...field('feelingsReason')} label={t('field.feelingsReason')} options={FEELINGS_REASONS} />
          <RadioField {...field('previousConsultation')} label={t('field.previousConsultation')} options={PREVIOUS_THERAPY} />
          <SelectField {...field('preferredLanguage')} label={t('field.preferredLanguage')} options={INDIVIDUAL_LANGUAGES} />
          {values.preferredLanguage === OTHER && <InputField {...field('otherLanguage')} label={t('field.otherLanguage')} />}
        </>
      ),
    },
    {
      name: 'step.submission',
      fields: INDIVIDUAL_STEP_FIELDS[3],
      render: ({ field, t }) => (
        <>
          <RadioField {...field('counselorGenderPreference')} label={t('field.counselorGenderPreference')} options={COUNSELOR_GENDER_PREFERENCES} />
          <RadioField {...field('medicalConditions')} label={t('field.medicalConditions')} options={INDIVIDUAL_MEDICAL_CONDITIONS} />
          <SelectField {...field('referralSource')} label={t('field.referralSource')} options={INDIVIDUAL_REFERRAL_SOURCES} />
          <ConsentField {...field('termsAgreed')} label={<TermsLabel />} />
          <PaymentConsentField {...field('PaymentsAgreed')} kind="individual" />
        </>
      ),
    },
    {
      name: 'step.schedulingPayment',
      // The expert is chosen here but is not part of the booking sent on Submit: the session
      // request carries it, so it is kept out of INDIVIDUAL_STEP_FIELDS (the schemas' fields).
      fields: ['expertId', ...INDIVIDUAL_STEP_FIELDS[4]],
      render: ({ field, t }) => (
        <>
          <ExpertChoiceField {...field('expertId')} label={t('field.expert')} />
          <DurationField {...field('sessionDuration')} label={t('field.sessionDuration')} kind="individual" />
          <InputField {...field('sessionDate')} label={t('field.sessionDate')} type="date" min={todayInIndia(new Date())} />
          <SessionTimeField {...field('sessionTime')} label={t('field.sessionTime')} kind="individual" />
        </>
      ),
    },
    { name: 'step.confirmation', fields: [] },
  ],
};

/** /individual_therapy and /mental-wellness (spec §2): the six-step individual wizard. */
export function IndividualWizardPage() {
  return <BookingWizard definition={INDIVIDUAL_WIZARD} />;
}
