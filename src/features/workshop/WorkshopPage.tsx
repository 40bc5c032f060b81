import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { keepPhoneDigits } from '../../domain/phone';
import { LocalLink } from '../../i18n/react';
import { textFieldsOf } from '../../offline/drafts';
import { useDraft, useLatestSubmission } from '../../offline/hooks';
import { dismissSent } from '../../offline/outbox';
import { retryNow } from '../../offline/triggers';
import { useSite } from '../../services/site';
import { mailHref, telHref } from '../../ui/contact-links';
import { PageMeta } from '../../ui/PageMeta';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { TextField } from '../../ui/TextField';
import { submissionState, useOutboxForm } from '../../forms/use-outbox-form';
import { loadEvent, payForPass, registrationOf, WORKSHOP_SLUG, type Registration, type WorkshopEvent } from './api';
import './workshop.css';

export const REGISTERED_TITLE = 'Registration successful!';
export const CLOSED_TEXT = 'Registration for this event has closed.';
export const PAYMENT_CALL_FAILED = 'API call failed. Please try again.';
export const PAYMENT_NOT_STARTED = 'Something went wrong!';
export const NOT_STORED_MESSAGE =
  'Your registration could not be saved on this device, so it has not been sent. What you typed is still here: please try again, or call or write to us directly.';

/** The outbox kind: sent to POST /api/events/art-therapy-workshop/registrations. */
const KIND = 'workshop-registration';
/** Spec §3: the registration kept for the pass step, in session storage under this name. */
const STORAGE_KEY = 'art_therapy_data';

type Form = { name: string; phone: string; email: string };
const EMPTY: Form = { name: '', phone: '', email: '' };

function savedRegistration(): (Registration & Form) | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof value === 'object' && value !== null && typeof (value as Registration).id === 'number' && typeof (value as Registration).token === 'string') {
      return value as Registration & Form;
    }
  } catch {
    // Unreadable: start again.
  }
  return null;
}

/** Kept for this tab, so a reload comes back to the pass step. */
function keepRegistration(registration: Registration & Form): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(registration));
  } catch {
    // The pass step still works in this tab.
  }
}

function forgetRegistration(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Why a payment did not start: the server's reason for a refusal, else whether the call itself failed. */
function paymentAlert({ status, error }: { status: number; error: string | null }): string {
  if (status >= 400 && status < 500 && error) return error;
  return status === 0 || status >= 500 ? PAYMENT_CALL_FAILED : PAYMENT_NOT_STARTED;
}

/** The workshop, as the server describes it; null while it loads, or when it could not be loaded. */
function useWorkshopEvent(): { event: WorkshopEvent | null; loadFailed: boolean } {
  const [event, setEvent] = useState<WorkshopEvent | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void loadEvent(WORKSHOP_SLUG).then((result) => {
      if (cancelled) return;
      if (result.ok) setEvent(result.value);
      else setLoadFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return { event, loadFailed };
}

/** The event: its title, when and where, and what it is; or why it cannot be shown. */
function WorkshopHero({ event, loadFailed }: { event: WorkshopEvent | null; loadFailed: boolean }) {
  return (
    <section className="workshop-hero">
      <div className="container">
        <h1>{event?.title ?? 'Art Therapy Workshop'}</h1>
        {event ? (
          <>
            <p className="workshop-hero__when">
              {event.dateLabel}, {event.startTime} – {event.endTime} (IST)
            </p>
            <p className="workshop-hero__where">{event.venue}</p>
            <p>{event.summary}</p>
          </>
        ) : loadFailed ? (
          <p role="alert">The workshop details could not be loaded. Please check your connection and reload the page.</p>
        ) : (
          <p role="status">Loading…</p>
        )}
      </div>
    </section>
  );
}

/** The site's social pages listed here, those it has. */
const SOCIAL_LINKS = [
  ['instagram', 'Instagram'],
  ['whatsapp', 'WhatsApp'],
  ['facebook', 'Facebook'],
] as const;

/** Every way to reach the team about the workshop. */
function WorkshopContact() {
  const site = useSite();
  return (
    <section className="section">
      <div className="container">
        <h2>Contact us</h2>
        <ul className="workshop-contact">
          <li>
            <a href={telHref(site.supportPhone)}>Call {site.supportPhone}</a>
          </li>
          <li>
            <a href={mailHref(site.supportEmail)}>E-mail {site.supportEmail}</a>
          </li>
          <li>
            <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
              Chat with us
            </a>
          </li>
          {SOCIAL_LINKS.map(
            ([network, label]) =>
              site.social[network] && (
                <li key={network}>
                  <a href={site.social[network]} target="_blank" rel="noopener noreferrer">
                    {label}
                  </a>
                </li>
              ),
          )}
        </ul>
      </div>
    </section>
  );
}

type PassStepProps = {
  registration: Registration & Form;
  passes: WorkshopEvent['passes'];
  pass: string;
  onPass(pass: string): void;
  error: string | undefined;
  alert: ReactNode;
  busy: boolean;
  canPay: boolean;
  onPay(): void;
  onStartOver(): void;
};

/** After the server has the registration: the pass to pay for, or another registration. */
function PassStep({ registration, passes, pass, onPass, error, alert, busy, canPay, onPay, onStartOver }: PassStepProps) {
  return (
    <div className="workshop-passes">
      <div role="status" className="workshop-success">
        <h2>{REGISTRATION_SUCCESS_HEADING}</h2>
        <p>
          Thank you{registration.name ? `, ${registration.name}` : ''}. Your registration number is {registration.id}. Choose your pass to complete the booking.
        </p>
      </div>
      <fieldset>
        <legend>Choose your pass</legend>
        {passes.map((option) => (
          <label key={option.id} className="workshop-pass">
            <input type="radio" name="pass" value={option.id} checked={pass === option.id} onChange={() => onPass(option.id)} />
            {option.label} — {option.price}
          </label>
        ))}
        {error && <p className="field-error">{error}</p>}
      </fieldset>
      {alert && <p role="alert">{alert}</p>}
      <button type="button" className="button" onClick={onPay} disabled={busy || !canPay}>
        {busy ? 'Processing…' : 'Pay'}
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={onStartOver}>
        Register someone else
      </button>
    </div>
  );
}

export function WorkshopPage() {
  const latest = useLatestSubmission(KIND);
  const draft = useDraft<Form>(KIND);
  const { event, loadFailed } = useWorkshopEvent();
  const [form, setForm] = useState<Form>(EMPTY);
  const [restored, setRestored] = useState(false);
  const [paying, setPaying] = useState(false);
  const [registration, setRegistration] = useState<(Registration & Form) | null>(() => savedRegistration());
  const [pass, setPass] = useState('');

  const { pending, refused } = submissionState(latest);
  const submission = useOutboxForm({ kind: KIND, refused, flushDraft: draft.flush, noun: 'registration', notStoredMessage: NOT_STORED_MESSAGE });
  const busy = submission.busy || paying;
  const receipt = latest?.state === 'sent' ? registrationOf(latest.serverAnswer) : null;
  // The form is rendered on the server too. Until the page has hydrated and read back what was
  // typed before, its fields take no input: typed then, it would be wiped by hydration or
  // replaced by the earlier draft.
  const locked = pending || !restored;

  // Once: what was typed before (a registration waiting or refused, or an unsent draft) comes back.
  useEffect(() => {
    if (restored || latest === undefined || !draft.ready) return;
    const saved = latest && latest.state !== 'sent' ? (draft.saved?.data ?? latest.payload) : draft.offer ? draft.accept() : null;
    if (saved) setForm(textFieldsOf(saved, EMPTY));
    setRestored(true);
  }, [restored, latest, draft]);

  // The server acknowledged the registration (now or while the page was closed): on to the passes.
  useEffect(() => {
    if (!receipt || registration?.id === receipt.id) return;
    const saved = { ...receipt, ...form };
    keepRegistration(saved);
    setRegistration(saved);
  }, [receipt, registration?.id, form]);

  function change(name: keyof Form, value: string) {
    const next = { ...form, [name]: name === 'phone' ? keepPhoneDigits(value) : value };
    setForm(next);
    draft.save(next);
    submission.edited(next, name);
  }

  function register(e: FormEvent) {
    e.preventDefault();
    void submission.send(form, { blocked: pending });
  }

  function discard() {
    void submission.discardRefused(() => {
      setForm(EMPTY);
      return draft.startOver();
    });
  }

  async function pay() {
    if (!registration || busy) return;
    if (!pass) {
      submission.showErrors({ pass: 'Please select a pass' });
      return;
    }
    setPaying(true);
    submission.setAlert(null);
    try {
      const result = await payForPass(registration, pass);
      if (!result.ok) {
        submission.setAlert(paymentAlert(result));
        return;
      }
      window.location.assign(result.value.redirectUrl);
    } finally {
      setPaying(false);
    }
  }

  async function startOver() {
    forgetRegistration();
    // The acknowledged item goes first, or it would bring the pass step straight back.
    await dismissSent(KIND);
    await draft.startOver();
    setRegistration(null);
    setForm(EMPTY);
    submission.clearErrors();
    // The pass step's alert is not the new registration's.
    submission.setAlert(null);
    setPass('');
  }

  /** Everything a text field of the form needs but its label and kind. */
  function field(name: keyof Form) {
    return { idPrefix: 'workshop', name, value: form[name], onChange: (value: string) => change(name, value), error: submission.refusal.of(name), readOnly: locked };
  }

  return (
    <>
      <PageMeta page="workshop" />
      <WorkshopHero event={event} loadFailed={loadFailed} />

      <section className="section">
        <div className="container workshop-body">
          {event && !event.open ? (
            <p role="status">{CLOSED_TEXT}</p>
          ) : registration ? (
            <PassStep
              registration={registration}
              passes={event?.passes ?? []}
              pass={pass}
              onPass={setPass}
              error={submission.errors.pass}
              alert={submission.alert}
              busy={busy}
              canPay={event !== null}
              onPay={() => void pay()}
              onStartOver={() => void startOver()}
            />
          ) : (
            <form className="workshop-form" onSubmit={(e) => void register(e)} noValidate aria-busy={busy}>
              <h2>Register</h2>
              <TextField {...field('name')} label="Name" autoComplete="name" />
              <TextField {...field('phone')} label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" />
              <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
              <SubmissionStatus
                item={latest?.state === 'sent' ? null : latest}
                draftSavedAt={draft.savedAt}
                noun="this registration"
                onRetryNow={latest ? () => retryNow(latest.id) : undefined}
                onDiscard={discard}
              />
              {submission.alert && <p role="alert">{submission.alert}</p>}
              {!pending && (
                <>
                  <p className="privacy-note">
                    We collect your name, phone and e-mail to register you for this workshop and send your ticket. Until it reaches us, your
                    registration is kept only on this device. See our <LocalLink to="/cookies-privacy-policy">privacy policy</LocalLink>.
                  </p>
                  <button type="submit" className="button" disabled={busy || !restored}>
                    {refused ? 'Register again' : 'Register'}
                  </button>
                </>
              )}
            </form>
          )}
        </div>
      </section>

      <WorkshopContact />
    </>
  );
}

export const REGISTRATION_SUCCESS_HEADING = REGISTERED_TITLE;
