import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContactMessage } from '../../domain/schemas/contact';
import { keepPhoneDigits } from '../../domain/phone';
import { useDraft, useLatestSubmission } from '../../offline/hooks';
import { textFieldsOf } from '../../offline/drafts';
import { discardFailed, dismissSent, fieldErrorsFor, submit, type FieldErrors } from '../../offline/outbox';
import { SCHEMA_LOADERS } from '../../offline/kinds';
import { retryNow } from '../../offline/triggers';
import { useRefusalErrors } from '../../offline/refusal-errors';
import { mailHref, telHref } from '../../ui/contact-links';
import { formatDeviceDate } from '../../ui/format-device-time';
import { PageMeta } from '../../ui/PageMeta';
import { useSite } from '../../ui/site';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { TextField, fieldId } from '../../ui/TextField';
import { useLoaded } from '../../ui/use-loaded';
import './contact.css';

type ContactForm = Record<keyof ContactMessage, string>;

const KIND = 'contact';
const FORM_ID = 'contact';
const FIELDS = ['fullName', 'email', 'phoneNumber', 'subject', 'message'] as const satisfies readonly (keyof ContactForm)[];
const EMPTY: ContactForm = { fullName: '', email: '', phoneNumber: '', subject: '', message: '' };

export const SUCCESS_TITLE = 'Message Sent Successfully!';
export const NOT_STORED_MESSAGE =
  'Your message could not be saved on this device, so it has not been sent. What you typed is still here: please try again, or call or write to us directly.';

function toForm(data: unknown): ContactForm {
  return textFieldsOf(data, EMPTY);
}

function focusField(name: string) {
  document.getElementById(fieldId(FORM_ID, name))?.focus();
}

function ContactDetails() {
  const site = useSite();
  return (
    <aside className="card contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        Talk to us
      </h2>
      <dl className="contact-details__list">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a>
          </dd>
        </div>
        <div>
          <dt>Chat</dt>
          <dd>
            <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
              Chat with us
            </a>
          </dd>
        </div>
      </dl>
      <p className="contact-details__crisis">
        In crisis or thinking of harming yourself? Call Tele-MANAS <a href={telHref(site.crisisLines.teleManas)}>{site.crisisLines.teleManas}</a>{' '}
        (free, 24x7) or emergency <a href={telHref(site.crisisLines.emergency)}>{site.crisisLines.emergency}</a> now.
      </p>
    </aside>
  );
}

/** /contact (spec §2): the team's details and "Send us a message", which never loses what was typed. */
export function ContactPage() {
  const latest = useLatestSubmission(KIND);
  const schema = useLoaded(SCHEMA_LOADERS[KIND]);
  const draft = useDraft<ContactForm>(KIND);
  const [phase, setPhase] = useState<'loading' | 'offer' | 'form'>('loading');
  const [values, setValues] = useState<ContactForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notStored, setNotStored] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const shownState = useRef(latest?.state);
  const sendingRef = useRef(false);
  const seenItem = useRef<string | null>(null);

  // Decide once what the page opens with: a submission in progress, an offer of an earlier draft, or a fresh form.
  useEffect(() => {
    if (phase !== 'loading' || latest === undefined || !draft.ready) return;
    if (latest && latest.state !== 'sent') {
      const own = draft.saved && (latest.state === 'failed' || draft.saved.submittedAs === latest.id);
      setValues(toForm(own ? draft.saved?.data : latest.payload));
      setPhase('form');
    } else {
      setPhase(draft.offer ? 'offer' : 'form');
    }
  }, [phase, latest, draft.ready, draft.saved, draft.offer]);

  // A message queued from another tab of the site shows here as it will be sent.
  useEffect(() => {
    if (phase !== 'form' || !latest || latest.id === seenItem.current) return;
    seenItem.current = latest.id;
    if (latest.state === 'queued' || latest.state === 'sending') setValues(toForm(latest.payload));
  }, [phase, latest]);

  // Move focus only on a change seen here, never on arrival.
  useEffect(() => {
    const before = shownState.current;
    shownState.current = latest?.state;
    if (before === undefined || before === latest?.state) return;
    if (latest?.state === 'sent') successRef.current?.focus();
  }, [latest?.state]);

  const pending = latest?.state === 'queued' || latest?.state === 'sending';
  const refused = latest?.state === 'failed' ? latest : null;
  const refusal = useRefusalErrors(refused, errors);

  function change(field: keyof ContactForm, raw: string) {
    schema.warm();
    const value = field === 'phoneNumber' ? keepPhoneDigits(raw) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    draft.save(next);
    refusal.edited(field);
    // Sending loaded the schema: the check then follows every edit.
    if (checking && schema.current) setErrors(fieldErrorsFor(schema.current, next));
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref, not state: a second tap may arrive before React has re-rendered the first.
    if (sendingRef.current || pending) return;
    sendingRef.current = true;
    setBusy(true);
    setChecking(true);
    setNotStored(false);
    try {
      await draft.flush();
      const result = await submit(KIND, values, refused ? { replaces: refused.id } : {});
      if (!result.ok) {
        setErrors(result.fieldErrors);
        const first = FIELDS.find((field) => result.fieldErrors[field]);
        if (first) focusField(first);
        return;
      }
      setErrors({});
      refusal.reset();
      statusRef.current?.focus();
    } catch (error) {
      console.warn('The message could not be stored on this device', error);
      setNotStored(true);
    } finally {
      sendingRef.current = false;
      setBusy(false);
    }
  }

  async function sendAnother() {
    // The fresh form is ready before the success view goes, so the old message never shows again.
    setValues(EMPTY);
    setErrors({});
    setChecking(false);
    refusal.reset();
    setPhase('form');
    await draft.startOver();
    await dismissSent(KIND);
    requestAnimationFrame(() => focusField(FIELDS[0]));
  }

  async function discard() {
    if (!refused) return;
    setValues(EMPTY);
    setErrors({});
    setChecking(false);
    refusal.reset();
    // Edits made after the refusal are part of what the visitor chose to discard.
    await draft.startOver();
    await discardFailed(refused.id);
  }

  let body: ReactNode;
  if (latest?.state === 'sent') {
    body = (
      <div className="contact-success">
        <h2 ref={successRef} tabIndex={-1} className="contact-success__title">
          {SUCCESS_TITLE}
        </h2>
        <p>Thank you for writing to us. Someone from our team will read your message and reply to you personally.</p>
        <button type="button" className="button" onClick={() => void sendAnother()}>
          Send Another Message
        </button>
      </div>
    );
  } else if (phase === 'loading') {
    body = (
      <p className="status" role="status">
        Loading…
      </p>
    );
  } else if (phase === 'offer' && draft.offer) {
    body = (
      <div className="draft-offer">
        <p className="draft-offer__text">You have an unsent message from {formatDeviceDate(draft.offer.updatedAt)}.</p>
        <div className="draft-offer__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setValues(toForm(draft.accept()));
              setPhase('form');
            }}
          >
            Continue
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              void draft.startOver();
              setValues(EMPTY);
              setPhase('form');
            }}
          >
            Start over
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <form id={FORM_ID} className="contact-form" noValidate onSubmit={(event) => void send(event)} {...schema.warmOnTouch} aria-busy={busy}>
        <TextField
          idPrefix={FORM_ID}
          name="fullName"
          label="Full name"
          autoComplete="name"
          value={values.fullName}
          onChange={(value) => change('fullName', value)}
          error={refusal.of('fullName')}
          readOnly={pending}
        />
        <TextField
          idPrefix={FORM_ID}
          name="email"
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(value) => change('email', value)}
          error={refusal.of('email')}
          readOnly={pending}
        />
        <TextField
          idPrefix={FORM_ID}
          name="phoneNumber"
          label="Phone number"
          hint="10 digits, without +91 or 0"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={values.phoneNumber}
          onChange={(value) => change('phoneNumber', value)}
          error={refusal.of('phoneNumber')}
          readOnly={pending}
        />
        <TextField
          idPrefix={FORM_ID}
          name="subject"
          label="Subject"
          value={values.subject}
          onChange={(value) => change('subject', value)}
          error={refusal.of('subject')}
          readOnly={pending}
        />
        <TextField
          idPrefix={FORM_ID}
          name="message"
          label="Message"
          multiline
          rows={6}
          value={values.message}
          onChange={(value) => change('message', value)}
          error={refusal.of('message')}
          readOnly={pending}
        />

        <div ref={statusRef} tabIndex={-1} className="contact-form__status">
          <SubmissionStatus
            item={latest}
            draftSavedAt={draft.savedAt}
            noun="this message"
            onRetryNow={latest ? () => retryNow(latest.id) : undefined}
            onDiscard={() => void discard()}
          />
        </div>
        {notStored && (
          <p className="status--error contact-form__alert" role="alert">
            {NOT_STORED_MESSAGE}
          </p>
        )}

        {!pending && (
          <div className="form-actions">
            <button type="submit" className="button" disabled={busy}>
              {refused ? 'Send again' : 'Send message'}
            </button>
            <p className="form-privacy">
              We ask for your name, e-mail, phone number and message only so that our team can reply to you. They are
              not shared with anyone else or used for advertising. Until it reaches us, your message is kept only on this
              device. <Link to="/cookies-privacy-policy">Read our privacy policy</Link>.
            </p>
          </div>
        )}
      </form>
    );
  }

  return (
    <>
      <PageMeta page="contact" />
      <section className="contact-banner">
        <div className="container">
          <p className="contact-banner__eyebrow">Contact Us</p>
          <h1 className="contact-banner__title">We are here to listen</h1>
          <p className="contact-banner__lead">
            Call, write or send us a message. A real person from our team reads every message and replies personally.
          </p>
        </div>
      </section>
      <div className="container contact-layout">
        <ContactDetails />
        <section className="card contact-message" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          {body}
        </section>
      </div>
    </>
  );
}
