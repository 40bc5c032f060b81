import type { ReactNode } from 'react';
import { formatDate } from '../../i18n/format';
import { LocalLink, useLanguage, useT } from '../../i18n/react';
import type { OutboxItem } from '../../offline/db';
import { useLatestSubmission } from '../../offline/hooks';
import { retryNow } from '../../offline/triggers';
import { useSite } from '../../services/site';
import { DraftOffer } from '../../ui/DraftOffer';
import { PageMeta } from '../../ui/PageMeta';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { useLoaded } from '../../forms/use-loaded';
import { submissionState, useOutboxForm } from '../../forms/use-outbox-form';
import { receiptOf, type HeldSession } from './api';
import type { Values } from './fields';
import { bookingEnglish, bookingMessages } from './messages';
import { useKnownSentence } from './server-sentences/messages';
import { useBookingConversion } from './use-booking-conversion';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardNavigation } from './use-wizard-navigation';
import { useWizardPayment } from './use-wizard-payment';
import { useWizardSteps } from './use-wizard-steps';
import { WizardActions } from './WizardActions';
import { focusFirstErrorSoon, validate, type StepContext, type StepSchemas, type WizardDefinition } from './wizard-definition';
import { WizardProgress } from './WizardProgress';
import './booking.css';

export const SUBMIT_FAILED = bookingEnglish['wizard.submitFailed'];
export const SAVED_OFFLINE = bookingEnglish['wizard.savedOffline'];

/** When a kept booking was last changed: "5 March 2025, 4:05 pm" in India's time. */
const SAVED_AT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' };

function pick(values: Values, fields: readonly string[]): Values {
  const picked: Values = {};
  for (const field of fields) if (field in values) picked[field] = values[field];
  return picked;
}

/** On the Submit step while the booking waits to be sent, or after the server refused it. */
function SubmitStepStatus({ latest, pending, refused }: { latest: OutboxItem | null | undefined; pending: boolean; refused: OutboxItem | null }) {
  const t = useT(bookingMessages);
  return (
    <div className="wizard__status">
      {pending && (
        <p className="wizard__saved" role="status">
          {t('wizard.savedOffline')}
        </p>
      )}
      {refused && (
        <p className="status--error wizard__alert" role="alert">
          {t('wizard.submitFailed')}
          {refused.lastError ?? t('wizard.tryLater')}
        </p>
      )}
      <SubmissionStatus item={latest} noun={t('wizard.noun')} onRetryNow={latest ? () => retryNow(latest.id) : undefined} />
    </div>
  );
}

export const TEAM_WILL_ASSIGN = bookingEnglish['wizard.teamWillAssign'];

/** Who the session is with, as the server held it. */
function HeldExpert({ held }: { held: HeldSession }) {
  const t = useT(bookingMessages);
  return (
    <p className="wizard__expert" role="status">
      {held.expert ? t('wizard.yourExpert', { name: held.expert.name }) : t('wizard.teamWillAssign')}
    </p>
  );
}

/** The last step: on the way to the payment page. */
function HandingOver({ held }: { held: HeldSession | null }) {
  const t = useT(bookingMessages);
  return (
    <div className="wizard__confirmation">
      {held && <HeldExpert held={held} />}
      <p className="status" role="status">
        {t('wizard.processing')}
      </p>
      <LocalLink className="button" to="/">
        {t('wizard.home')}
      </LocalLink>
    </div>
  );
}

/**
 * A booking in steps: the visitor's values are kept on this device as they go, Submit stores the
 * booking in the outbox (it is sent from there), and once the server has it, the payment step
 * hands over to the payment page.
 */
export function BookingWizard({ definition }: { definition: WizardDefinition }) {
  const { kind, form, steps } = definition;
  const site = useSite();
  const t = useT(bookingMessages);
  const language = useLanguage();
  const known = useKnownSentence();
  const latest = useLatestSubmission(kind);
  const { pending, refused } = submissionState(latest);
  const receipt = latest?.state === 'sent' ? receiptOf(latest.serverAnswer) : null;
  const schemas = useLoaded(definition.loadStepSchemas);
  const wizard = useWizardSteps(definition);
  const draft = useWizardDraft(definition, latest, wizard);
  const submission = useOutboxForm<Values, StepSchemas>({
    kind,
    refused,
    flushDraft: draft.flush,
    noun: 'booking',
    notStoredMessage: t('wizard.notStored'),
    check: { schemas, problems: (loaded, values) => validate(loaded[wizard.stepRef.current], values) },
  });
  const navigation = useWizardNavigation({ definition, wizard, draft, submission, schemas });
  const payment = useWizardPayment({ definition, receipt, wizard, draft, submission, schemas, change: navigation.change });
  useBookingConversion(kind, latest, receipt);

  const { step, submitStep, paymentStep, confirmationStep } = wizard;
  const busy = submission.busy || payment.paying;

  function submitBooking() {
    void submission.send(draft.values, {
      payload: pick(draft.values, definition.submissionFields),
      checkFirst: true,
      blocked: payment.paying || pending,
      onInvalid: (problems) => focusFirstErrorSoon(form, problems),
      onRefused: ({ fieldErrors }) => {
        const at = wizard.firstStepWithError(fieldErrors);
        if (at !== submitStep) wizard.moveTo(at);
        focusFirstErrorSoon(form, fieldErrors);
      },
    });
  }

  const shownErrors: Record<string, string | undefined> = submission.refusal.shown();
  const readOnly = pending || step === confirmationStep;
  const ctx: StepContext = {
    values: draft.values,
    t,
    field: (name) => ({ form, name, values: draft.values, errors: shownErrors, onChange: navigation.change, readOnly }),
  };

  let body: ReactNode;
  if (draft.phase === 'loading') {
    body = (
      <p className="status" role="status">
        {t('wizard.loading')}
      </p>
    );
  } else if (draft.phase === 'offer' && draft.offer) {
    const offeredStep = steps[draft.offer.step];
    body = (
      <DraftOffer continueLabel={t('wizard.draft.continue')} onContinue={draft.continueOffer} onStartOver={draft.declineOffer}>
        {t('wizard.draft.offer', {
          date: formatDate(language, new Date(draft.offer.updatedAt), SAVED_AT),
          number: draft.offer.step + 1,
          name: offeredStep ? t(offeredStep.name) : '',
        })}
      </DraftOffer>
    );
  } else {
    const current = steps[step];
    body = (
      <form
        id={form}
        className="wizard"
        noValidate
        aria-busy={busy}
        {...schemas.warmOnTouch}
        onSubmit={(event) => {
          event.preventDefault();
          if (step < submitStep) navigation.next();
          else if (step === submitStep) submitBooking();
          else if (step === paymentStep) void payment.confirmAndPay();
        }}
      >
        <WizardProgress steps={steps} step={step} />
        <h2 ref={wizard.headingRef} tabIndex={-1} className="wizard__step-title">
          {t('wizard.stepTitle', { number: step + 1, total: steps.length, name: current ? t(current.name) : '' })}
        </h2>

        {step === confirmationStep ? <HandingOver held={payment.held} /> : current?.render?.(ctx)}

        {step === submitStep && (pending || refused) && <SubmitStepStatus latest={latest} pending={pending} refused={refused} />}
        {step === paymentStep && receipt && (
          <p className="wizard__received" role="status">
            {t('wizard.received', { id: String(receipt.id) })}
          </p>
        )}
        {step === paymentStep && payment.held && <HeldExpert held={payment.held} />}
        {submission.alert && (
          <p className="status--error wizard__alert" role="alert">
            {typeof submission.alert === 'string' ? known(submission.alert) : submission.alert}
          </p>
        )}

        {step !== confirmationStep && (
          <WizardActions wizard={wizard} pending={pending} busy={busy} received={receipt !== null} chatLink={site.chatLink} onBack={navigation.back} />
        )}
        {step === submitStep && !pending && (
          <p className="form-privacy">
            {t(definition.privacyNote)} {t('wizard.privacyKept')} <LocalLink to="/cookies-privacy-policy">{t('wizard.privacyLink')}</LocalLink>.
          </p>
        )}
        {step === paymentStep && (
          <p className="wizard__new">
            <button type="button" className="button-link" onClick={() => void navigation.startAfresh()}>
              {t('wizard.startAfresh')}
            </button>
          </p>
        )}
      </form>
    );
  }

  return (
    <>
      <PageMeta title={t(definition.meta.title)} description={t(definition.meta.description)} />
      <section className="booking-banner">
        <div className="container">
          <h1 className="booking-banner__title">{t(definition.title)}</h1>
          <p className="booking-banner__lead">{t(definition.lead)}</p>
        </div>
      </section>
      <div className="container booking-layout">
        <section className="card booking-card" aria-label={t('wizard.section', { title: t(definition.title) })}>
          {body}
        </section>
      </div>
    </>
  );
}
