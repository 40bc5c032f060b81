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
import { FAMILY_STEP_FIELDS, fieldsUpTo } from '../../domain/booking-steps';
import { todayInIndia } from '../../domain/slots';
import { BookingWizard } from './BookingWizard';
import type { WizardDefinition } from './wizard-definition';
import { ConsentField, InputField, PhoneField, RadioField, SelectField, TextAreaField, type Values } from './fields';
import { MatchedExperts } from './MatchedExperts';
import { DurationField, PaymentConsentField, paymentConsentInEnglish } from './price-fields';
import { SessionTimeField } from './SessionTimeField';
import { TermsLabel } from './TermsLabel';

export const PAYMENT_CONSENT_FAMILY = paymentConsentInEnglish('family-friends');

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
  meta: { title: 'family.meta.title', description: 'family.meta.description' },
  title: 'family.title',
  lead: 'family.lead',
  empty: EMPTY,
  submitStep: SUBMIT_STEP,
  submissionFields: fieldsUpTo(FAMILY_STEP_FIELDS, SUBMIT_STEP),
  loadStepSchemas: async () => (await import('../../domain/schemas/family-friends')).familyStepSchemas,
  privacyNote: 'family.privacy',
  steps: [
    {
      name: 'step.participantInfo',
      autoAdvance: true,
      fields: FAMILY_STEP_FIELDS[0],
      render: ({ field, values, t }) => (
        <>
          <InputField {...field('name')} label={t('field.yourName')} autoComplete="name" />
          <InputField {...field('email')} label={t('field.email')} type="email" inputMode="email" autoComplete="email" />
          <PhoneField {...field('contactNo')} label={t('field.contactNo')} />
          <InputField {...field('city')} label={t('field.city')} autoComplete="address-level2" />
          <TextAreaField {...field('participantsNames')} label={t('field.participantsNames')} />
          <SelectField {...field('profession')} label={t('field.yourProfession')} options={PROFESSIONS} />
          <SelectField {...field('relationshipType')} label={t('field.relationshipType')} options={FAMILY_RELATIONSHIPS} />
          {values.relationshipType === OTHER && (
            <InputField {...field('otherRelationshipType')} label={t('field.otherRelationshipType')} />
          )}
        </>
      ),
    },
    {
      name: 'step.therapyGoals',
      autoAdvance: true,
      fields: FAMILY_STEP_FIELDS[1],
      render: ({ field, values, t }) => (
        <>
          <SelectField {...field('primaryConcern')} label={t('field.primaryConcern')} options={FAMILY_CONCERNS} />
          {values.primaryConcern === OTHER && <TextAreaField {...field('otherPrimaryConcern')} label={t('field.otherPrimaryConcern')} />}
          <SelectField {...field('therapyGoals')} label={t('field.familyGoal')} options={FAMILY_GOALS} />
          {values.therapyGoals === OTHER && <TextAreaField {...field('otherTherapyGoal')} label={t('field.otherTherapyGoal')} />}
          <RadioField {...field('previousTherapy')} label={t('field.previousTherapy.family')} options={PREVIOUS_THERAPY} />
        </>
      ),
    },
    {
      name: 'step.submission',
      fields: FAMILY_STEP_FIELDS[2],
      render: ({ field, values, t }) => (
        <>
          <SelectField {...field('preferredLanguage')} label={t('field.preferredLanguage')} options={COUPLE_FAMILY_LANGUAGES} />
          {values.preferredLanguage === OTHER && <InputField {...field('otherLanguage')} label={t('field.otherPreferredLanguage')} />}
          <InputField {...field('sessionDate')} label={t('field.sessionDate')} type="date" min={todayInIndia(new Date())} />
          <SessionTimeField {...field('sessionTime')} label={t('field.sessionTime')} kind="family-friends" />
          <MatchedExperts kind="family-friends" values={values} />
          <RadioField {...field('medicalConditions')} label={t('field.medicalConditions.family')} options={COUPLE_FAMILY_MEDICAL_CONDITIONS} />
          <SelectField {...field('referralSource')} label={t('field.referralSource')} options={COUPLE_FAMILY_REFERRAL_SOURCES} />
          <ConsentField {...field('termsAgreed')} label={<TermsLabel />} />
          <PaymentConsentField {...field('PaymentsAgreed')} kind="family-friends" />
        </>
      ),
    },
    {
      name: 'step.payment',
      fields: FAMILY_STEP_FIELDS[3],
      render: ({ field, t }) => (
        <DurationField {...field('sessionDuration')} label={t('field.sessionDuration')} kind="family-friends" />
      ),
    },
    { name: 'step.confirmation', fields: [] },
  ],
};

/** /familyFriends_therapy (spec §2): the five-step family & friends wizard. */
export function FamilyWizardPage() {
  return <BookingWizard definition={FAMILY_WIZARD} />;
}
