import type { ReactNode } from 'react';
import { LocalLink } from '../../i18n/react';
import type { OutboxItem } from '../../offline/db';
import { useLatestSubmission } from '../../offline/hooks';
import { retryNow } from '../../offline/triggers';
import { useSite } from '../../services/site';
import { DraftOffer } from '../../ui/DraftOffer';
import { formatDeviceDate } from '../../ui/format-device-time';
import { PageMeta } from '../../ui/PageMeta';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { useLoaded } from '../../forms/use-loaded';
import { submissionState, useOutboxForm } from '../../forms/use-outbox-form';
import { receiptOf, type HeldSession } from './api';
import type { Values } from './fields';
import { useBookingConversion } from './use-booking-conversion';
import { useWizardDraft } from './use-wizard-draft';
import { useWizardNavigation } from './use-wizard-navigation';
import { useWizardPayment } from './use-wizard-payment';
import { useWizardSteps } from './use-wizard-steps';
import { WizardActions } from './WizardActions';
import { focusFirstErrorSoon, validate, type StepContext, type StepSchemas, type WizardDefinition } from './wizard-definition';
import { WizardProgress } from './WizardProgress';
import './booking.css';

export const SUBMIT_FAILED = 'Failed to schedule your consultation. ';
export const SAVED_OFFLINE =
  'Your booking is saved on this device and will be sent automatically as soon as you are online. Payment needs a connection: the payment step opens here once we have your booking.';
const NOT_STORED_MESSAGE = `${SUBMIT_FAILED}Your booking could not be saved on this device. What you typed is still here: please try again, or call us.`;

function pick(values: Values, fields: readonly string[]): Values {
  const picked: Values = {};
  for (const field of fields) if (field in values) picked[field] = values[field];
  return picked;
}

/** On the Submit step while the booking waits to be sent, or after the server refused it. */
function SubmitStepStatus({ latest, pending, refused }: { latest: OutboxItem | null | undefined; pending: boolean; refused: OutboxItem | null }) {
  return (
    <div className="wizard__status">
      {pending && (
        <p className="wizard__saved" role="status">
          {SAVED_OFFLINE}
        </p>
      )}
      {refused && (
        <p className="status--error wizard__alert" role="alert">
          {SUBMIT_FAILED}
          {refused.lastError ?? 'Please try again later.'}
        </p>
      )}
      <SubmissionStatus item={latest} noun="this booking" onRetryNow={latest ? () => retryNow(latest.id) : undefined} />
    </div>
  );
}

export const TEAM_WILL_ASSIGN = 'Our team will assign a matching expert to your session.';

/** Who the session is with, as the server held it. */
function HeldExpert({ held }: { held: HeldSession }) {
  return (
    <p className="wizard__expert" role="status">
      {held.expert ? `Your expert: ${held.expert.name}` : TEAM_WILL_ASSIGN}
    </p>
  );
}

/** The last step: on the way to the payment page. */
function HandingOver({ held }: { held: HeldSession | null }) {
  return (
    <div className="wizard__confirmation">
      {held && <HeldExpert held={held} />}
      <p className="status" role="status">
        Processing Payment… You are being taken to the secure payment page.
      </p>
      <LocalLink className="button" to="/">
        Go to Home
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
    notStoredMessage: NOT_STORED_MESSAGE,
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
    field: (name) => ({ form, name, values: draft.values, errors: shownErrors, onChange: navigation.change, readOnly }),
  };

  let body: ReactNode;
  if (draft.phase === 'loading') {
    body = (
      <p className="status" role="status">
        Loading…
      </p>
    );
  } else if (draft.phase === 'offer' && draft.offer) {
    body = (
      <DraftOffer continueLabel="Continue where you left off" onContinue={draft.continueOffer} onStartOver={draft.declineOffer}>
        You started this booking on {formatDeviceDate(draft.offer.updatedAt)} and got as far as step {draft.offer.step + 1},{' '}
        {steps[draft.offer.step]?.name}. It is saved on this device.
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
          Step {step + 1} of {steps.length}: {current?.name}
        </h2>

        {step === confirmationStep ? <HandingOver held={payment.held} /> : current?.render?.(ctx)}

        {step === submitStep && (pending || refused) && <SubmitStepStatus latest={latest} pending={pending} refused={refused} />}
        {step === paymentStep && receipt && (
          <p className="wizard__received" role="status">
            We have your booking (number {receipt.id}). Your payment is pending.
          </p>
        )}
        {step === paymentStep && payment.held && <HeldExpert held={payment.held} />}
        {submission.alert && (
          <p className="status--error wizard__alert" role="alert">
            {submission.alert}
          </p>
        )}

        {step !== confirmationStep && (
          <WizardActions wizard={wizard} pending={pending} busy={busy} received={receipt !== null} chatLink={site.chatLink} onBack={navigation.back} />
        )}
        {step === submitStep && !pending && (
          <p className="form-privacy">
            {definition.privacyNote} Until it reaches us, your booking is kept only on this device.{' '}
            <LocalLink to="/cookies-privacy-policy">Read our privacy policy</LocalLink>.
          </p>
        )}
        {step === paymentStep && (
          <p className="wizard__new">
            <button type="button" className="button-link" onClick={() => void navigation.startAfresh()}>
              Start a new booking instead
            </button>
          </p>
        )}
      </form>
    );
  }

  return (
    <>
      <PageMeta page={definition.page} />
      <section className="booking-banner">
        <div className="container">
          <h1 className="booking-banner__title">{definition.title}</h1>
          <p className="booking-banner__lead">{definition.lead}</p>
        </div>
      </section>
      <div className="container booking-layout">
        <section className="card booking-card" aria-label={`${definition.title} booking`}>
          {body}
        </section>
      </div>
    </>
  );
}
