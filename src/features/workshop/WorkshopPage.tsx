import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { keepPhoneDigits } from '../../domain/phone';
import { formatDate, formatRupees } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { LocalLink, useLanguage, useT, withParts, type Translate } from '../../i18n/react';
import { textFieldsOf } from '../../offline/drafts';
import { useDraft, useLatestSubmission } from '../../offline/hooks';
import { dismissSent } from '../../offline/outbox';
import { retryNow } from '../../offline/triggers';
import { useRemote } from '../../services/api';
import { useSite } from '../../services/site';
import { mailHref, telHref } from '../../ui/contact-links';
import { PageMeta } from '../../ui/PageMeta';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { TextField } from '../../ui/TextField';
import { submissionState, useOutboxForm } from '../../forms/use-outbox-form';
import { eventFrom, payForPass, registrationOf, WORKSHOP_EVENT_PATH, type Registration, type WorkshopEvent } from './api';
import english from './messages.en';
import { workshopMessages } from './messages';
import './workshop.css';

export const REGISTERED_TITLE = english['pass.registered'];
export const CLOSED_TEXT = english.closed;
export const PAYMENT_CALL_FAILED = 'API call failed. Please try again.';
export const PAYMENT_NOT_STARTED = 'Something went wrong!';
export const NOT_STORED_MESSAGE = english['form.notStored'];

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

/** Why a payment did not start: the server's reason for a refusal, else whether the call itself failed (said in the page's language by the form). */
function paymentAlert({ status, error }: { status: number; error: string | null }): string {
  if (status >= 400 && status < 500 && error) return error;
  return status === 0 || status >= 500 ? PAYMENT_CALL_FAILED : PAYMENT_NOT_STARTED;
}

/**
 * The workshop, as the server describes it; null while it loads, or when it could not be loaded.
 * A page the server rendered arrives with it, so the hero is whole at the first paint: the form
 * below it is not pushed down once the event comes (a layout shift).
 */
function useWorkshopEvent(): { event: WorkshopEvent | null; loadFailed: boolean } {
  const remote = useRemote(WORKSHOP_EVENT_PATH, eventFrom);
  return { event: remote.state === 'loaded' ? remote.data : null, loadFailed: remote.state === 'error' };
}

/** The event: its title, when and where, and what it is; or why it cannot be shown. */
function WorkshopHero({ event, loadFailed }: { event: WorkshopEvent | null; loadFailed: boolean }) {
  const t = useT(workshopMessages);
  const language = useLanguage();
  // The server writes the day in English; a Hindi page writes it from the date.
  const day = (workshop: WorkshopEvent) =>
    language === 'en' ? workshop.dateLabel : formatDate(language, workshop.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) || workshop.dateLabel;
  return (
    <section className="workshop-hero">
      <div className="container">
        <h1>{event?.title ?? t('hero.title')}</h1>
        {event ? (
          <>
            <p className="workshop-hero__when">{t('hero.when', { date: day(event), start: event.startTime, end: event.endTime })}</p>
            <p className="workshop-hero__where">{event.venue}</p>
            <p>{event.summary}</p>
          </>
        ) : loadFailed ? (
          <p role="alert">{t('hero.loadFailed')}</p>
        ) : (
          <p role="status">{t('hero.loading')}</p>
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
  const t = useT(workshopMessages);
  return (
    <section className="section">
      <div className="container">
        <h2>{t('contact.title')}</h2>
        <ul className="workshop-contact">
          <li>
            <a href={telHref(site.supportPhone)}>{t('contact.call', { phone: site.supportPhone })}</a>
          </li>
          <li>
            <a href={mailHref(site.supportEmail)}>{t('contact.email', { email: site.supportEmail })}</a>
          </li>
          <li>
            <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
              {t('contact.chat')}
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
/** A pass as the page's language names it: the server's label and price in English. */
function passText(option: WorkshopEvent['passes'][number], t: Translate<typeof english>, language: Language): string {
  if (language === 'en') return t('pass.option', { label: option.label, price: option.price });
  const key = `pass.${option.id}`;
  const label = key in english ? t(key as keyof typeof english) : option.label;
  return t('pass.option', { label, price: formatRupees(language, option.paise / 100) });
}

function PassStep({ registration, passes, pass, onPass, error, alert, busy, canPay, onPay, onStartOver }: PassStepProps) {
  const t = useT(workshopMessages);
  const language = useLanguage();
  // The number as it was issued, not grouped like an amount.
  const id = String(registration.id);
  return (
    <div className="workshop-passes">
      <div role="status" className="workshop-success">
        <h2>{t('pass.registered')}</h2>
        <p>{registration.name ? t('pass.thanksNamed', { name: registration.name, id }) : t('pass.thanks', { id })}</p>
      </div>
      <fieldset>
        <legend>{t('pass.choose')}</legend>
        {passes.map((option) => (
          <label key={option.id} className="workshop-pass">
            <input type="radio" name="pass" value={option.id} checked={pass === option.id} onChange={() => onPass(option.id)} />
            {passText(option, t, language)}
          </label>
        ))}
        {error && <p className="field-error">{error}</p>}
      </fieldset>
      {alert && <p role="alert">{alert}</p>}
      <button type="button" className="button" onClick={onPay} disabled={busy || !canPay}>
        {busy ? t('pass.processing') : t('pass.pay')}
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={onStartOver}>
        {t('pass.someoneElse')}
      </button>
    </div>
  );
}

export function WorkshopPage() {
  const t = useT(workshopMessages);
  const latest = useLatestSubmission(KIND);
  const draft = useDraft<Form>(KIND);
  const { event, loadFailed } = useWorkshopEvent();
  const [form, setForm] = useState<Form>(EMPTY);
  const [restored, setRestored] = useState(false);
  const [paying, setPaying] = useState(false);
  const [registration, setRegistration] = useState<(Registration & Form) | null>(() => savedRegistration());
  const [pass, setPass] = useState('');

  const { pending, refused } = submissionState(latest);
  const submission = useOutboxForm({ kind: KIND, refused, flushDraft: draft.flush, noun: 'registration', notStoredMessage: t('form.notStored') });
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
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <WorkshopHero event={event} loadFailed={loadFailed} />

      <section className="section">
        <div className="container workshop-body">
          {event && !event.open ? (
            <p role="status">{t('closed')}</p>
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
              <h2>{t('form.title')}</h2>
              <TextField {...field('name')} label={t('form.name')} autoComplete="name" />
              <TextField {...field('phone')} label={t('form.phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />
              <TextField {...field('email')} label={t('form.email')} type="email" autoComplete="email" />
              <SubmissionStatus
                item={latest?.state === 'sent' ? null : latest}
                draftSavedAt={draft.savedAt}
                noun={t('form.noun')}
                onRetryNow={latest ? () => retryNow(latest.id) : undefined}
                onDiscard={discard}
              />
              {submission.alert && <p role="alert">{submission.alert}</p>}
              {!pending && (
                <>
                  <p className="privacy-note">
                    {withParts(t('form.privacy'), { policy: <LocalLink to="/cookies-privacy-policy">{t('form.privacyLink')}</LocalLink> })}
                  </p>
                  <button type="submit" className="button" disabled={busy || !restored}>
                    {refused ? t('form.registerAgain') : t('form.register')}
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
