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
import { COUPLE_STEP_FIELDS, fieldsUpTo } from '../../domain/booking-steps';
import { todayInIndia } from '../../domain/slots';
import { BookingWizard } from './BookingWizard';
import type { WizardDefinition } from './wizard-definition';
import { CheckboxesField, ConsentField, InputField, PhoneField, RadioField, SelectField, TextAreaField, type Values } from './fields';
import { MatchedExperts } from './MatchedExperts';
import { DurationField, PaymentConsentField, paymentConsentInEnglish } from './price-fields';
import { SessionTimeField } from './SessionTimeField';
import { TermsLabel } from './TermsLabel';

export const PAYMENT_CONSENT_COUPLE = paymentConsentInEnglish('couple');

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
  meta: { title: 'couple.meta.title', description: 'couple.meta.description' },
  title: 'couple.title',
  lead: 'couple.lead',
  empty: EMPTY,
  submitStep: SUBMIT_STEP,
  submissionFields: fieldsUpTo(COUPLE_STEP_FIELDS, SUBMIT_STEP),
  loadStepSchemas: async () => (await import('../../domain/schemas/couple')).coupleStepSchemas,
  privacyNote: 'couple.privacy',
  steps: [
    {
      name: 'step.coupleInfo',
      autoAdvance: true,
      fields: COUPLE_STEP_FIELDS[0],
      render: ({ field, values, t }) => (
        <>
          <InputField {...field('name')} label={t('field.yourName')} autoComplete="name" />
          <InputField {...field('partnerName')} label={t('field.partnerName')} />
          <InputField {...field('email')} label={t('field.email')} type="email" inputMode="email" autoComplete="email" />
          <InputField {...field('city')} label={t('field.city')} autoComplete="address-level2" />
          <PhoneField {...field('contactNo')} label={t('field.contactNo')} />
          <SelectField {...field('profession')} label={t('field.yourProfession')} options={PROFESSIONS} />
          <SelectField {...field('partnerProfession')} label={t('field.partnerProfession')} options={PROFESSIONS} />
          <SelectField {...field('relationshipStatus')} label={t('field.relationshipStatus')} options={COUPLE_RELATIONSHIP_STATUSES} />
          {values.relationshipStatus === OTHER && (
            <InputField {...field('otherRelationshipStatus')} label={t('field.otherRelationshipStatus')} />
          )}
        </>
      ),
    },
    {
      name: 'step.therapyGoals',
      autoAdvance: true,
      fields: COUPLE_STEP_FIELDS[1],
      render: ({ field, values, t }) => (
        <>
          <SelectField {...field('primaryConcern')} label={t('field.primaryConcern')} options={COUPLE_CONCERNS} />
          <CheckboxesField {...field('therapyGoals')} label={t('field.coupleGoals')} options={COUPLE_GOALS} />
          {Array.isArray(values.therapyGoals) && values.therapyGoals.includes(OTHER) && (
            <TextAreaField {...field('otherTherapyGoal')} label={t('field.otherTherapyGoal')} />
          )}
        </>
      ),
    },
    {
      name: 'step.additionalInfo',
      autoAdvance: true,
      fields: COUPLE_STEP_FIELDS[2],
      render: ({ field, values, t }) => (
        <>
          <RadioField {...field('previousTherapy')} label={t('field.previousTherapy.couple')} options={PREVIOUS_THERAPY} />
          <SelectField {...field('preferredLanguage')} label={t('field.preferredLanguage')} options={COUPLE_FAMILY_LANGUAGES} />
          {values.preferredLanguage === OTHER && <InputField {...field('otherLanguage')} label={t('field.otherPreferredLanguage')} />}
        </>
      ),
    },
    {
      name: 'step.submission',
      fields: COUPLE_STEP_FIELDS[3],
      render: ({ field, values, t }) => (
        <>
          <InputField {...field('sessionDate')} label={t('field.sessionDate')} type="date" min={todayInIndia(new Date())} />
          <SessionTimeField {...field('sessionTime')} label={t('field.sessionTime')} kind="couple" />
          <MatchedExperts kind="couple" values={values} />
          <RadioField {...field('medicalConditions')} label={t('field.medicalConditions.couple')} options={COUPLE_FAMILY_MEDICAL_CONDITIONS} />
          <SelectField {...field('referralSource')} label={t('field.referralSource')} options={COUPLE_FAMILY_REFERRAL_SOURCES} />
          <ConsentField {...field('termsAgreed')} label={<TermsLabel />} />
          <PaymentConsentField {...field('PaymentsAgreed')} kind="couple" />
        </>
      ),
    },
    {
      name: 'step.payment',
      fields: COUPLE_STEP_FIELDS[4],
      render: ({ field, t }) => (
        <DurationField {...field('sessionDuration')} label={t('field.sessionDuration')} kind="couple" />
      ),
    },
    { name: 'step.confirmation', fields: [] },
  ],
};

/** /couple_therapy (spec §2): the six-step couples wizard. */
export function CoupleWizardPage() {
  return <BookingWizard definition={COUPLE_WIZARD} />;
}
