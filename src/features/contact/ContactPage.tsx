import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { ContactMessage } from '../../domain/schemas/contact';
import { keepPhoneDigits } from '../../domain/phone';
import { LocalLink } from '../../i18n/react';
import type { OutboxItem } from '../../offline/db';
import { useDraft, useLatestSubmission, type UseDraft } from '../../offline/hooks';
import { textFieldsOf } from '../../offline/drafts';
import { dismissSent, fieldErrorsFor } from '../../offline/outbox';
import { SCHEMA_LOADERS } from '../../offline/kinds';
import { retryNow } from '../../offline/triggers';
import { useSite } from '../../services/site';
import { mailHref, telHref } from '../../ui/contact-links';
import { DraftOffer } from '../../ui/DraftOffer';
import { formatDeviceDate } from '../../ui/format-device-time';
import { PageMeta } from '../../ui/PageMeta';
import { SubmissionStatus } from '../../ui/SubmissionStatus';
import { TextField, fieldId } from '../../ui/TextField';
import { useLoaded } from '../../forms/use-loaded';
import { focusFirstError, submissionState, useOutboxForm } from '../../forms/use-outbox-form';
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

/** The message reached the team. */
function MessageSent({ headingRef, onSendAnother }: { headingRef: RefObject<HTMLHeadingElement | null>; onSendAnother(): void }) {
  return (
    <div className="contact-success">
      <h2 ref={headingRef} tabIndex={-1} className="contact-success__title">
        {SUCCESS_TITLE}
      </h2>
      <p>Thank you for writing to us. Someone from our team will read your message and reply to you personally.</p>
      <button type="button" className="button" onClick={onSendAnother}>
        Send Another Message
      </button>
    </div>
  );
}

/** What the form shows, decided once the device has answered: a message in progress, an offered draft, or an empty form. */
function useMessageValues(latest: OutboxItem | null | undefined, draft: UseDraft<ContactForm>) {
  const [phase, setPhase] = useState<'loading' | 'offer' | 'form'>('loading');
  const [values, setValues] = useState<ContactForm>(EMPTY);
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

  return { phase, setPhase, values, setValues };
}

/** The success heading: focused when the message is sent while the page is open. */
function useSentHeading(state: OutboxItem['state'] | undefined) {
  const successRef = useRef<HTMLHeadingElement>(null);
  const shownState = useRef(state);

  // Move focus only on a change seen here, never on arrival.
  useEffect(() => {
    const before = shownState.current;
    shownState.current = state;
    if (before === undefined || before === state) return;
    if (state === 'sent') successRef.current?.focus();
  }, [state]);

  return successRef;
}

function ContactBanner() {
  return (
    <section className="contact-banner">
      <div className="container">
        <p className="contact-banner__eyebrow">Contact Us</p>
        <h1 className="contact-banner__title">We are here to listen</h1>
        <p className="contact-banner__lead">
          Call, write or send us a message. A real person from our team reads every message and replies personally.
        </p>
      </div>
    </section>
  );
}

/** /contact (spec §2): the team's details and "Send us a message", which never loses what was typed. */
export function ContactPage() {
  const latest = useLatestSubmission(KIND);
  const schema = useLoaded(SCHEMA_LOADERS[KIND]);
  const draft = useDraft<ContactForm>(KIND);
  const { phase, setPhase, values, setValues } = useMessageValues(latest, draft);
  const statusRef = useRef<HTMLDivElement>(null);
  const successRef = useSentHeading(latest?.state);

  const { pending, refused } = submissionState(latest);
  const submission = useOutboxForm({
    kind: KIND,
    refused,
    flushDraft: draft.flush,
    noun: 'message',
    notStoredMessage: NOT_STORED_MESSAGE,
    // The outbox checks the message as it stores it; once the visitor has sent, this check follows every edit.
    check: { schemas: schema, problems: fieldErrorsFor },
  });

  function change(field: keyof ContactForm, raw: string) {
    const value = field === 'phoneNumber' ? keepPhoneDigits(raw) : raw;
    const next = { ...values, [field]: value };
    setValues(next);
    draft.save(next);
    submission.edited(next, field);
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submission.send(values, {
      blocked: pending,
      onRefused: ({ fieldErrors }) => focusFirstError(FORM_ID, fieldErrors, FIELDS),
      onStored: () => statusRef.current?.focus(),
    });
  }

  async function sendAnother() {
    // The fresh form is ready before the success view goes, so the old message never shows again.
    setValues(EMPTY);
    submission.reset();
    setPhase('form');
    await draft.startOver();
    await dismissSent(KIND);
    requestAnimationFrame(() => focusField(FIELDS[0]));
  }

  function discard() {
    void submission.discardRefused(() => {
      setValues(EMPTY);
      // Edits made after the refusal are part of what the visitor chose to discard.
      return draft.startOver();
    });
  }

  /** Everything a text field of this form needs but its label and kind. */
  function field(name: keyof ContactForm) {
    return { idPrefix: FORM_ID, name, value: values[name], onChange: (value: string) => change(name, value), error: submission.refusal.of(name), readOnly: pending };
  }

  let body: ReactNode;
  if (latest?.state === 'sent') {
    body = <MessageSent headingRef={successRef} onSendAnother={() => void sendAnother()} />;
  } else if (phase === 'loading') {
    body = (
      <p className="status" role="status">
        Loading…
      </p>
    );
  } else if (phase === 'offer' && draft.offer) {
    body = (
      <DraftOffer
        continueLabel="Continue"
        onContinue={() => {
          setValues(toForm(draft.accept()));
          setPhase('form');
        }}
        onStartOver={() => {
          void draft.startOver();
          setValues(EMPTY);
          setPhase('form');
        }}
      >
        You have an unsent message from {formatDeviceDate(draft.offer.updatedAt)}.
      </DraftOffer>
    );
  } else {
    body = (
      <form id={FORM_ID} className="contact-form" noValidate onSubmit={send} {...schema.warmOnTouch} aria-busy={submission.busy}>
        <TextField {...field('fullName')} label="Full name" autoComplete="name" />
        <TextField {...field('email')} label="E-mail" type="email" inputMode="email" autoComplete="email" />
        <TextField
          {...field('phoneNumber')}
          label="Phone number"
          hint="10 digits, without +91 or 0"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
        />
        <TextField {...field('subject')} label="Subject" />
        <TextField {...field('message')} label="Message" multiline rows={6} />

        <div ref={statusRef} tabIndex={-1} className="contact-form__status">
          <SubmissionStatus
            item={latest}
            draftSavedAt={draft.savedAt}
            noun="this message"
            onRetryNow={latest ? () => retryNow(latest.id) : undefined}
            onDiscard={discard}
          />
        </div>
        {submission.alert && (
          <p className="status--error contact-form__alert" role="alert">
            {submission.alert}
          </p>
        )}

        {!pending && (
          <div className="form-actions">
            <button type="submit" className="button" disabled={submission.busy}>
              {refused ? 'Send again' : 'Send message'}
            </button>
            <p className="form-privacy">
              We ask for your name, e-mail, phone number and message only so that our team can reply to you. They are
              not shared with anyone else or used for advertising. Until it reaches us, your message is kept only on this
              device. <LocalLink to="/cookies-privacy-policy">Read our privacy policy</LocalLink>.
            </p>
          </div>
        )}
      </form>
    );
  }

  return (
    <>
      <PageMeta page="contact" />
      <ContactBanner />
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
