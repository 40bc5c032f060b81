import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { keepPhoneDigits } from '../../domain/schemas/fields';
import { workshopRegistrationSchema } from '../../domain/schemas/workshop';
import { mailHref, telHref } from '../../ui/contact-links';
import { PageMeta } from '../../ui/PageMeta';
import { useSite } from '../../ui/site';
import { TextField } from '../../ui/TextField';
import { loadEvent, payForPass, register, WORKSHOP_SLUG, type Registration, type WorkshopEvent } from './api';
import './workshop.css';

export const REGISTERED_TITLE = 'Registration successful!';
export const CLOSED_TEXT = 'Registration for this event has closed.';
export const PAYMENT_CALL_FAILED = 'API call failed. Please try again.';
export const PAYMENT_NOT_STARTED = 'Something went wrong!';
export const REGISTER_FAILED = 'Your registration could not be sent. What you typed is still here: please check your connection and try again.';

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

export function WorkshopPage() {
  const site = useSite();
  const [event, setEvent] = useState<WorkshopEvent | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const [registration, setRegistration] = useState<(Registration & Form) | null>(() => savedRegistration());
  const [pass, setPass] = useState('');

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

  function change(name: keyof Form, value: string) {
    setForm((current) => ({ ...current, [name]: name === 'phone' ? keepPhoneDigits(value) : value }));
    // Edited: a new attempt is a new registration.
    setAttemptKey(null);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = workshopRegistrationSchema.safeParse(form);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0]);
        fields[name] ??= issue.message;
      }
      setErrors(fields);
      return;
    }
    setErrors({});
    setAlert(null);
    setBusy(true);
    const key = attemptKey ?? crypto.randomUUID();
    setAttemptKey(key);
    try {
      const result = await register(WORKSHOP_SLUG, key, parsed.data);
      if (!result.ok) {
        setErrors(result.fields);
        setAlert(result.status >= 400 && result.status < 500 && result.error ? result.error : REGISTER_FAILED);
        return;
      }
      const saved = { ...result.value, ...parsed.data };
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // The pass step still works in this tab.
      }
      setRegistration(saved);
    } finally {
      setBusy(false);
    }
  }

  async function pay() {
    if (!registration || busy) return;
    if (!pass) {
      setErrors({ pass: 'Please select a pass' });
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const result = await payForPass(registration, pass);
      if (!result.ok) {
        setAlert(result.status >= 400 && result.status < 500 && result.error ? result.error : result.status === 0 || result.status >= 500 ? PAYMENT_CALL_FAILED : PAYMENT_NOT_STARTED);
        return;
      }
      window.location.assign(result.value.redirectUrl);
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    try {
      sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing kept.
    }
    setRegistration(null);
    setForm(EMPTY);
    setAttemptKey(null);
    setPass('');
  }

  return (
    <>
      <PageMeta page="workshop" />
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

      <section className="section">
        <div className="container workshop-body">
          {event && !event.open ? (
            <p role="status">{CLOSED_TEXT}</p>
          ) : registration ? (
            <div className="workshop-passes">
              <div role="status" className="workshop-success">
                <h2>{REGISTRATION_SUCCESS_HEADING}</h2>
                <p>
                  Thank you, {registration.name}. Your registration number is {registration.id}. Choose your pass to complete the booking.
                </p>
              </div>
              <fieldset>
                <legend>Choose your pass</legend>
                {(event?.passes ?? []).map((option) => (
                  <label key={option.id} className="workshop-pass">
                    <input type="radio" name="pass" value={option.id} checked={pass === option.id} onChange={() => setPass(option.id)} />
                    {option.label} — {option.price}
                  </label>
                ))}
                {errors.pass && <p className="field-error">{errors.pass}</p>}
              </fieldset>
              {alert && <p role="alert">{alert}</p>}
              <button type="button" className="button" onClick={() => void pay()} disabled={busy || !event}>
                {busy ? 'Processing…' : 'Pay'}
              </button>{' '}
              <button type="button" className="button button--secondary" onClick={startOver}>
                Register someone else
              </button>
            </div>
          ) : (
            <form className="workshop-form" onSubmit={(e) => void submit(e)} noValidate>
              <h2>Register</h2>
              <TextField idPrefix="workshop" name="name" label="Name" value={form.name} onChange={(v) => change('name', v)} error={errors.name} autoComplete="name" required />
              <TextField idPrefix="workshop" name="phone" label="Phone" type="tel" inputMode="numeric" value={form.phone} onChange={(v) => change('phone', v)} error={errors.phone} autoComplete="tel-national" required />
              <TextField idPrefix="workshop" name="email" label="Email" type="email" value={form.email} onChange={(v) => change('email', v)} error={errors.email} autoComplete="email" required />
              <p className="privacy-note">
                We collect your name, phone and e-mail to register you for this workshop and send your ticket. See our{' '}
                <Link to="/cookies-privacy-policy">privacy policy</Link>.
              </p>
              {alert && <p role="alert">{alert}</p>}
              <button type="submit" className="button" disabled={busy}>
                {busy ? 'Sending…' : 'Register'}
              </button>
            </form>
          )}
        </div>
      </section>

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
            {site.social.instagram && (
              <li>
                <a href={site.social.instagram} target="_blank" rel="noopener noreferrer">
                  Instagram
                </a>
              </li>
            )}
            {site.social.whatsapp && (
              <li>
                <a href={site.social.whatsapp} target="_blank" rel="noopener noreferrer">
                  WhatsApp
                </a>
              </li>
            )}
            {site.social.facebook && (
              <li>
                <a href={site.social.facebook} target="_blank" rel="noopener noreferrer">
                  Facebook
                </a>
              </li>
            )}
          </ul>
        </div>
      </section>
    </>
  );
}

export const REGISTRATION_SUCCESS_HEADING = REGISTERED_TITLE;
