import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { PAYMENT_UNDER_WAY } from '../../domain/pricing';
import type { PublicPageKey } from '../../domain/public-pages';
import { useDraft, useLatestSubmission } from '../../offline/hooks';
import { dismissSent, fieldErrorsFor, submit, type FieldErrors } from '../../offline/outbox';
import { useRefusalErrors } from '../../offline/refusal-errors';
import { retryNow } from '../../offline/triggers';
import { trackConversion } from '../../ui/ad-pixel';
import { telHref } from '../../ui/contact-links';
import { formatDeviceDate } from '../../ui/format-device-time';
import { PageMeta } from '../../ui/PageMeta';
import { useSite } from '../../ui/site';
import { CHECK_UNAVAILABLE, useLoaded } from '../../ui/use-loaded';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { fieldId } from '../../ui/TextField';
import type { BookingKind } from '../../domain/submission-kinds';
import { receiptOf, startBookingPayment, type BookingReceipt, type CallResult } from './api';
import type { FieldProps, Values } from './fields';
import './booking.css';

export const AUTO_ADVANCE_MS = 300;
export const SUBMIT_FAILED = 'Failed to schedule your consultation. ';
export const PAYMENT_CALL_FAILED = 'API call failed. Please try again.';
export const PAYMENT_NOT_STARTED = 'Something went wrong!';
export const DURATION_MISSING = 'Please select a session duration before proceeding to payment.';
export const START_AGAIN = 'Start again with this session';
export const SAVED_OFFLINE =
  'Your booking is saved on this device and will be sent automatically as soon as you are online. Payment needs a connection: the payment step opens here once we have your booking.';

export type StepContext = {
  values: Values;
  /** Everything a field needs but its label. */
  field(name: string): Omit<FieldProps, 'label'>;
};

export type StepSchemas = readonly (z.ZodType | undefined)[];

export type WizardStep = {
  name: string;
  /** The fields shown on this step (to take the visitor to a refused one). */
  fields: readonly string[];
  /** Moves on by itself 300 ms after the step becomes valid while moving forward. */
  autoAdvance?: boolean;
  render?(ctx: StepContext): ReactNode;
};

export type WizardDefinition = {
  kind: BookingKind;
  form: string;
  page: PublicPageKey;
  title: string;
  lead: string;
  steps: readonly WizardStep[];
  /** Index of the step whose button is Submit; the next one is payment, the last confirmation. */
  submitStep: number;
  /** What Submit sends (the submission schema is strict). */
  submissionFields: readonly string[];
  /**
   * Each step's schema, by step index, checked on Next Step / Submit / Confirm & Pay. Loaded
   * when the visitor first touches the form (see `useLoaded`), and awaited by a check that
   * comes sooner.
   */
  loadStepSchemas(): Promise<StepSchemas>;
  empty: Values;
  /** What the privacy note says is collected and why. */
  privacyNote: string;
  /** Runs before the payment starts (individual: sets the session); a failure stops it. */
  beforePayment?(receipt: BookingReceipt, values: Values): Promise<CallResult<unknown>>;
  /** Lets go of the payment under way when `beforePayment` is refused for it (PAYMENT_UNDER_WAY). */
  startAgain?(receipt: BookingReceipt): Promise<CallResult<unknown>>;
};

type DraftData = { values: Values; step: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A saved draft as {values, step}; a submitted one is the flat payload, at the submit step. */
function readDraft(data: unknown, definition: WizardDefinition): DraftData {
  if (isRecord(data) && isRecord(data.values)) {
    const step = typeof data.step === 'number' && Number.isInteger(data.step) ? data.step : 0;
    return { values: { ...definition.empty, ...data.values }, step: Math.max(0, Math.min(step, definition.submitStep + 1)) };
  }
  return { values: { ...definition.empty, ...(isRecord(data) ? data : {}) }, step: definition.submitStep };
}

function pick(values: Values, fields: readonly string[]): Values {
  const picked: Values = {};
  for (const field of fields) if (field in values) picked[field] = values[field];
  return picked;
}

function validate(schema: z.ZodType | undefined, values: Values): FieldErrors {
  return schema ? fieldErrorsFor(schema, values) : {};
}

const CONVERSION_KEY = 'saathi-conversion-';

/** The pixel's conversion for one acknowledged booking, at most once per device. */
function trackBookingOnce(itemId: string) {
  try {
    if (localStorage.getItem(CONVERSION_KEY + itemId)) return;
    localStorage.setItem(CONVERSION_KEY + itemId, '1');
  } catch {
    return;
  }
  trackConversion('Schedule');
}

export function BookingWizard({ definition }: { definition: WizardDefinition }) {
  const { kind, form, steps, submitStep } = definition;
  const paymentStep = submitStep + 1;
  const confirmationStep = steps.length - 1;
  const site = useSite();
  const latest = useLatestSubmission(kind);
  const draft = useDraft<DraftData>(kind);
  const [phase, setPhase] = useState<'loading' | 'offer' | 'wizard'>('loading');
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<Values>(definition.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const [alert, setAlert] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const forward = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stepRef = useRef(step);
  stepRef.current = step;
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const schemas = useLoaded(definition.loadStepSchemas);

  const receipt = latest?.state === 'sent' ? receiptOf(latest.serverAnswer) : null;
  const pending = latest?.state === 'queued' || latest?.state === 'sending';
  const refused = latest?.state === 'failed' ? latest : null;
  const refusal = useRefusalErrors(refused, errors);

  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  /** The step schemas, or null (and the visitor told) when they cannot be loaded. */
  async function schemasForCheck(): Promise<StepSchemas | null> {
    const loaded = await schemas.get();
    if (!loaded) setAlert(CHECK_UNAVAILABLE);
    return loaded;
  }

  // Decide once what the page opens with. As a transition: the whole form replaces "Loading…"
  // in slices, so a tap elsewhere on the page is never kept waiting behind it.
  useEffect(() => {
    if (phase !== 'loading' || latest === undefined || !draft.ready) return;
    startTransition(() => {
      if (latest && (latest.state !== 'sent' || receiptOf(latest.serverAnswer))) {
        if (latest.state === 'sent') {
          // Acknowledged: the payment step, with any choices made there since.
          const offered = draft.accept();
          setValues(offered ? readDraft(offered, definition).values : definition.empty);
          setStep(paymentStep);
        } else {
          const saved = draft.saved?.data ?? latest.payload;
          setValues(readDraft(saved, definition).values);
          setStep(latest.state === 'failed' ? firstStepWithError(latest.fieldErrors) : submitStep);
        }
        setPhase('wizard');
        return;
      }
      setPhase(draft.offer ? 'offer' : 'wizard');
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase, latest, draft.ready, draft.saved, draft.offer]);

  // The server acknowledged the booking while the page is open: on to payment.
  useEffect(() => {
    if (phase === 'wizard' && receipt && stepRef.current <= submitStep) {
      setStep(paymentStep);
      setErrors({});
      setChecking(false);
      moved.current = true;
    }
  }, [phase, receipt, submitStep, paymentStep]);

  useEffect(() => {
    if (kind === 'individual' && latest?.state === 'sent' && receipt) trackBookingOnce(latest.id);
  }, [kind, latest, receipt]);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [step]);

  function firstStepWithError(fields: Record<string, string> | null | undefined): number {
    if (!fields) return submitStep;
    const index = steps.findIndex((s, at) => at <= submitStep && s.fields.some((name) => name in fields));
    return index === -1 ? submitStep : index;
  }

  const goTo = useCallback(
    (next: number, nextValues: Values) => {
      clearTimeout(timer.current);
      moved.current = true;
      setStep(next);
      setErrors({});
      setChecking(false);
      setAlert(null);
      draft.save({ values: nextValues, step: next });
    },
    [draft],
  );

  function focusFirstError(fields: FieldErrors) {
    const first = Object.keys(fields)[0];
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(form, first))?.focus());
  }

  function next(current = valuesRef.current) {
    if (schemas.current) nextChecked(schemas.current, current);
    else void schemasForCheck().then((loaded) => loaded && nextChecked(loaded, current));
  }

  function nextChecked(loaded: StepSchemas, current: Values) {
    const at = stepRef.current;
    const problems = validate(loaded[at], current);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setChecking(true);
      focusFirstError(problems);
      return;
    }
    forward.current = true;
    goTo(at + 1, current);
  }

  function back() {
    forward.current = false;
    goTo(Math.max(0, stepRef.current - 1), valuesRef.current);
  }

  function change(name: string, value: unknown) {
    schemas.warm();
    const nextValues: Values = { ...valuesRef.current, [name]: value };
    if (name === 'sessionDate' && value !== valuesRef.current.sessionDate) nextValues.sessionTime = '';
    valuesRef.current = nextValues;
    setValues(nextValues);
    // A new date also clears the time, so the time's refusal goes with it.
    refusal.edited(name, ...(name === 'sessionDate' ? ['sessionTime'] : []));
    draft.save({ values: nextValues, step: stepRef.current });
    const current = steps[stepRef.current];
    const schema = schemas.current?.[stepRef.current];
    if (checking && schemas.current) setErrors(validate(schema, nextValues));
    else
      setErrors((shown) => {
        if (!(name in shown)) return shown;
        const rest = { ...shown };
        delete rest[name];
        return rest;
      });
    clearTimeout(timer.current);
    if (forward.current && current?.autoAdvance) {
      const at = stepRef.current;
      // Only for the visitor's latest change, still on its step and still moving forward.
      const advanceIfValid = (loaded: StepSchemas) => {
        if (!mounted.current || stepRef.current !== at || valuesRef.current !== nextValues || !forward.current) return;
        if (!loaded[at]?.safeParse(nextValues).success) return;
        timer.current = setTimeout(() => {
          if (stepRef.current === at && forward.current) next(valuesRef.current);
        }, AUTO_ADVANCE_MS);
      };
      // A step completed before its checks have arrived (a quick visitor on a slow link, a
      // reloaded page) moves on once they have.
      if (schemas.current) advanceIfValid(schemas.current);
      else void schemas.get().then((loaded) => loaded && advanceIfValid(loaded));
    }
  }

  async function submitBooking() {
    if (busy || pending) return;
    // Loaded by now (almost always): then the check runs in the click itself, with no wait.
    const loaded = schemas.current ?? (await schemasForCheck());
    if (!loaded) return;
    const problems = validate(loaded[submitStep], values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setChecking(true);
      focusFirstError(problems);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      await draft.flush();
      const result = await submit(kind, pick(values, definition.submissionFields), refused ? { replaces: refused.id } : {});
      if (result.ok) refusal.reset();
      if (!result.ok) {
        setErrors(result.fieldErrors);
        setChecking(true);
        const at = firstStepWithError(result.fieldErrors);
        if (at !== submitStep) {
          moved.current = true;
          setStep(at);
        }
        focusFirstError(result.fieldErrors);
      }
    } catch (error) {
      console.warn('The booking could not be stored on this device', error);
      setAlert(`${SUBMIT_FAILED}Your booking could not be saved on this device. What you typed is still here: please try again, or call us.`);
    } finally {
      setBusy(false);
    }
  }

  function paymentAlternative(message: string) {
    return (
      <>
        {message} You can also call us on <a href={telHref(site.supportPhone)}>{site.supportPhone}</a> or{' '}
        <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
          chat with us
        </a>{' '}
        to complete your booking. Everything you chose is kept.
      </>
    );
  }

  async function confirmAndPay() {
    if (busy || !receipt) return;
    // Loaded by now (almost always): then the check runs in the click itself, with no wait.
    const loaded = schemas.current ?? (await schemasForCheck());
    if (!loaded) return;
    if (typeof values.sessionDuration !== 'string' || values.sessionDuration === '') {
      setAlert(DURATION_MISSING);
      setErrors(validate(loaded[paymentStep], values));
      setChecking(true);
      return;
    }
    const problems = validate(loaded[paymentStep], values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setChecking(true);
      focusFirstError(problems);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      await draft.flush();
      if (definition.beforePayment) {
        const done = await definition.beforePayment(receipt, values);
        if (!done.ok) {
          if (Object.keys(done.fields).length > 0) {
            setErrors(done.fields);
            setChecking(true);
          }
          if (done.error === PAYMENT_UNDER_WAY && definition.startAgain) setAlert(startAgainOffer(receipt, definition.startAgain));
          else setAlert(done.status >= 400 && done.status < 500 && done.error ? done.error : paymentAlternative(PAYMENT_CALL_FAILED));
          return;
        }
      }
      const payment = await startBookingPayment(kind, receipt, values.sessionDuration);
      if (!payment.ok) {
        const started = payment.status >= 200 && payment.status < 300;
        // The server's own words when it refuses (e.g. a booking that is already paid).
        const refused = payment.status === 409 && payment.error ? payment.error : null;
        setAlert(paymentAlternative(refused ?? (started ? PAYMENT_NOT_STARTED : PAYMENT_CALL_FAILED)));
        return;
      }
      moved.current = true;
      setStep(confirmationStep);
      await draft.startOver();
      await dismissSent(kind);
      window.location.assign(payment.value.redirectUrl);
    } finally {
      setBusy(false);
    }
  }

  /** The server's refusal, with the one way on: let go of the earlier payment and pay for the session chosen now. */
  function startAgainOffer(receipt: BookingReceipt, startAgain: (receipt: BookingReceipt) => Promise<CallResult<unknown>>): ReactNode {
    return (
      <>
        {PAYMENT_UNDER_WAY}{' '}
        <button
          type="button"
          className="button button--secondary"
          onClick={async (event) => {
            // Confirm & Pay again through the form, so that it pays for what the form holds now.
            const wizardForm = event.currentTarget.form;
            setAlert(null);
            const released = await startAgain(receipt);
            if (released.ok) wizardForm?.requestSubmit();
            else setAlert(paymentAlternative(released.status >= 400 && released.status < 500 && released.error ? released.error : PAYMENT_CALL_FAILED));
          }}
        >
          {START_AGAIN}
        </button>
      </>
    );
  }

  async function startNewBooking() {
    clearTimeout(timer.current);
    forward.current = true;
    setValues(definition.empty);
    setErrors({});
    setAlert(null);
    setStep(0);
    await draft.startOver();
    await dismissSent(kind);
  }

  const shownErrors: Record<string, string | undefined> = refusal.shown();
  const readOnly = pending || step === confirmationStep;
  const ctx: StepContext = {
    values,
    field: (name) => ({ form, name, values, errors: shownErrors, onChange: change, readOnly }),
  };

  let body: ReactNode;
  if (phase === 'loading') {
    body = (
      <p className="status" role="status">
        Loading…
      </p>
    );
  } else if (phase === 'offer' && draft.offer) {
    const offered = readDraft(draft.offer.data, definition);
    body = (
      <div className="draft-offer">
        <p className="draft-offer__text">
          You started this booking on {formatDeviceDate(draft.offer.updatedAt)} and got as far as step {offered.step + 1},{' '}
          {steps[offered.step]?.name}. It is saved on this device.
        </p>
        <div className="draft-offer__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              const accepted = readDraft(draft.accept(), definition);
              setValues(accepted.values);
              setStep(Math.min(accepted.step, submitStep));
              setPhase('wizard');
            }}
          >
            Continue where you left off
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              void draft.startOver();
              setValues(definition.empty);
              setStep(0);
              setPhase('wizard');
            }}
          >
            Start over
          </button>
        </div>
      </div>
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
          if (step < submitStep) next();
          else if (step === submitStep) void submitBooking();
          else if (step === paymentStep) void confirmAndPay();
        }}
      >
        <ol className="wizard-progress" aria-label="Booking steps">
          {steps.map((s, index) => (
            <li
              key={s.name}
              className="wizard-progress__step"
              data-state={index < step ? 'done' : index === step ? 'current' : 'todo'}
              aria-current={index === step ? 'step' : undefined}
            >
              <span className="wizard-progress__number">{index + 1}</span>
              <span className="wizard-progress__name">{s.name}</span>
            </li>
          ))}
        </ol>
        <h2 ref={headingRef} tabIndex={-1} className="wizard__step-title">
          Step {step + 1} of {steps.length}: {current?.name}
        </h2>

        {step === confirmationStep ? (
          <div className="wizard__confirmation">
            <p className="status" role="status">
              Processing Payment… You are being taken to the secure payment page.
            </p>
            <Link className="button" to="/">
              Go to Home
            </Link>
          </div>
        ) : (
          current?.render?.(ctx)
        )}

        {step === submitStep && (pending || refused) && (
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
        )}
        {step === paymentStep && receipt && (
          <p className="wizard__received" role="status">
            We have your booking (number {receipt.id}). Your payment is pending.
          </p>
        )}
        {alert && (
          <p className="status--error wizard__alert" role="alert">
            {alert}
          </p>
        )}

        {step !== confirmationStep && (
          <div className="form-actions wizard__actions">
            {step > 0 && step <= submitStep && !pending && (
              <button type="button" className="button button--secondary" onClick={back}>
                Go Back
              </button>
            )}
            {step < submitStep && (
              <button type="submit" className="button">
                Next Step
              </button>
            )}
            {step === submitStep && !pending && (
              <button type="submit" className="button" disabled={busy}>
                Submit
              </button>
            )}
            {step === paymentStep && (
              <button type="submit" className="button" disabled={busy || !receipt}>
                Confirm &amp; Pay
              </button>
            )}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => window.open(site.chatLink, '_blank', 'noopener,noreferrer')}
            >
              Need Support?
            </button>
          </div>
        )}
        {step === submitStep && !pending && (
          <p className="form-privacy">
            {definition.privacyNote} Until it reaches us, your booking is kept only on this device.{' '}
            <Link to="/cookies-privacy-policy">Read our privacy policy</Link>.
          </p>
        )}
        {step === paymentStep && (
          <p className="wizard__new">
            <button type="button" className="button-link" onClick={() => void startNewBooking()}>
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
