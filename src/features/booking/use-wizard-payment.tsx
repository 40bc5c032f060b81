import { useEffect, useState, type ReactNode } from 'react';
import { PAYMENT_UNDER_WAY } from '../../domain/pricing';
import { formatDay } from '../../i18n/format-day';
import { useLanguage, useT } from '../../i18n/react';
import { dismissSent } from '../../offline/outbox';
import { useSite } from '../../services/site';
import { telHref } from '../../ui/contact-links';
import type { Loaded } from '../../forms/use-loaded';
import type { OutboxForm } from '../../forms/use-outbox-form';
import { startBookingPayment, type BookingReceipt, type CallResult, type HeldSession, type SessionAlternative } from './api';
import type { Values } from './fields';
import { bookingEnglish, bookingMessages } from './messages';
import { useOptionLabel } from '../../ui/option-labels/messages';
import { useKnownSentence } from './server-sentences/messages';
import type { WizardDraft } from './use-wizard-draft';
import type { WizardSteps } from './use-wizard-steps';
import { focusFirstErrorSoon, hasProblems, schemasForCheck, validate, type StepSchemas, type WizardDefinition } from './wizard-definition';

export const PAYMENT_CALL_FAILED = bookingEnglish['payment.callFailed'];
export const PAYMENT_NOT_STARTED = bookingEnglish['payment.notStarted'];
export const DURATION_MISSING = bookingEnglish['payment.durationMissing'];
export const START_AGAIN = bookingEnglish['payment.startAgain'];
export const TIME_JUST_TAKEN = bookingEnglish['payment.timeJustTaken'];

type Options = {
  definition: WizardDefinition;
  /** The server's receipt for the booking; null until it has acknowledged it. */
  receipt: BookingReceipt | null;
  wizard: WizardSteps;
  draft: WizardDraft;
  submission: OutboxForm<Values>;
  schemas: Loaded<StepSchemas>;
  /** Changes a field as the visitor would (a new date clears the time, the draft is saved). */
  change(name: string, value: unknown): void;
};

export type WizardPayment = {
  /** Confirm & Pay is under way. */
  paying: boolean;
  /** The session the server holds for this booking, once set: it names the expert. */
  held: HeldSession | null;
  /** Confirm & Pay: checks the step, sets the session where the kind has one, and hands off to the payment page. */
  confirmAndPay(): Promise<void>;
};

/** The step after Submit: reached once the server has the booking, it hands the visitor to the payment page. */
export function useWizardPayment({ definition, receipt, wizard, draft, submission, schemas, change }: Options): WizardPayment {
  const site = useSite();
  const t = useT(bookingMessages);
  const language = useLanguage();
  const optionLabel = useOptionLabel();
  const known = useKnownSentence();
  const [paying, setPaying] = useState(false);
  const [held, setHeld] = useState<HeldSession | null>(null);
  const { kind, form } = definition;
  const { submitStep, paymentStep } = wizard;

  // The server acknowledged the booking while the page is open: on to payment.
  useEffect(() => {
    if (draft.phase === 'wizard' && receipt && wizard.stepRef.current <= submitStep) {
      wizard.moveTo(paymentStep);
      submission.clearErrors();
    }
    // Both only set state: those of any render will do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.phase, receipt, submitStep, paymentStep]);

  function paymentAlternative(message: string) {
    return (
      <>
        {known(message)} {t('payment.alternative.before')} <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>{' '}
        {t('payment.alternative.or')}{' '}
        <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
          {t('payment.alternative.chat')}
        </a>{' '}
        {t('payment.alternative.after')}
      </>
    );
  }

  /** The server's refusal, with the one way on: let go of the earlier payment and pay for the session chosen now. */
  function startAgainOffer(receipt: BookingReceipt, startAgain: (receipt: BookingReceipt) => Promise<CallResult<unknown>>): ReactNode {
    return (
      <>
        {known(PAYMENT_UNDER_WAY)}{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={async (event) => {
            // Confirm & Pay again through the form, so that it pays for what the form holds now.
            const wizardForm = event.currentTarget.form;
            submission.setAlert(null);
            const released = await startAgain(receipt);
            if (released.ok) wizardForm?.requestSubmit();
            else submission.setAlert(paymentAlternative(released.status >= 400 && released.status < 500 && released.error ? released.error : t('payment.callFailed')));
          }}
        >
          {t('payment.startAgain')}
        </button>
      </>
    );
  }

  /**
   * The chosen time went to someone else a moment ago: the nearest free ones, each filling the
   * date and time in one tap. Everything else stays as typed; the visitor confirms again.
   */
  function alternativesOffer(alternatives: SessionAlternative[]): ReactNode {
    return (
      <>
        {t('payment.timeJustTaken')} {t('payment.nearestTimes')}
        <span className="wizard__alternatives">
          {alternatives.map(({ date, time }) => (
            <button
              key={`${date} ${time}`}
              type="button"
              className="button button--secondary"
              onClick={() => {
                change('sessionDate', date);
                change('sessionTime', time);
                submission.setAlert(null);
              }}
            >
              {formatDay(language, date) || date}, {optionLabel(time)}
            </button>
          ))}
        </span>
      </>
    );
  }

  /** Runs the kind's own step before the payment (individual: sets the session); false when it refused. */
  async function beforePayment(receipt: BookingReceipt, values: Values): Promise<boolean> {
    if (!definition.beforePayment) return true;
    setHeld(null);
    const done = await definition.beforePayment(receipt, values);
    if (done.ok) {
      setHeld(done.value);
      return true;
    }
    if (Object.keys(done.fields).length > 0) submission.showErrors(done.fields);
    if (done.alternatives) submission.setAlert(alternativesOffer(done.alternatives));
    else if (done.error === PAYMENT_UNDER_WAY && definition.startAgain) submission.setAlert(startAgainOffer(receipt, definition.startAgain));
    else submission.setAlert(done.status >= 400 && done.status < 500 && done.error ? known(done.error) : paymentAlternative(t('payment.callFailed')));
    return false;
  }

  async function confirmAndPay() {
    const { values } = draft;
    if (submission.busy || paying || !receipt) return;
    // Loaded by now (almost always): then the check runs in the click itself, with no wait.
    const loaded = schemas.current ?? (await schemasForCheck(schemas, submission));
    if (!loaded) return;
    const problems = validate(loaded[paymentStep], values);
    if (typeof values.sessionDuration !== 'string' || values.sessionDuration === '') {
      submission.setAlert(t('payment.durationMissing'));
      submission.showErrors(problems);
      return;
    }
    if (hasProblems(problems)) {
      submission.showErrors(problems);
      focusFirstErrorSoon(form, problems);
      return;
    }
    setPaying(true);
    submission.setAlert(null);
    try {
      await draft.flush();
      if (!(await beforePayment(receipt, values))) return;
      const payment = await startBookingPayment(kind, receipt, values.sessionDuration);
      if (!payment.ok) {
        const started = payment.status >= 200 && payment.status < 300;
        // The server's own words when it refuses (e.g. a booking that is already paid).
        const refused = payment.status === 409 && payment.error ? payment.error : null;
        submission.setAlert(paymentAlternative(refused ?? t(started ? 'payment.notStarted' : 'payment.callFailed')));
        return;
      }
      wizard.moveTo(wizard.confirmationStep);
      await draft.forget();
      await dismissSent(kind);
      window.location.assign(payment.value.redirectUrl);
    } finally {
      setPaying(false);
    }
  }

  return { paying, held, confirmAndPay };
}
