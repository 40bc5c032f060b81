import { useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import type { ContactMessage } from '../../domain/schemas/contact';
import { keepPhoneDigits } from '../../domain/phone';
import { LocalLink, useLanguage, useT, withParts } from '../../i18n/react';
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
import english from './messages.en';
import { contactMessages } from './messages';
import './contact.css';

type ContactForm = Record<keyof ContactMessage, string>;

const KIND = 'contact';
const FORM_ID = 'contact';
const FIELDS = ['fullName', 'email', 'phoneNumber', 'subject', 'message'] as const satisfies readonly (keyof ContactForm)[];
const EMPTY: ContactForm = { fullName: '', email: '', phoneNumber: '', subject: '', message: '' };

export const SUCCESS_TITLE = english['sent.title'];
export const NOT_STORED_MESSAGE = english['form.notStored'];

function toForm(data: unknown): ContactForm {
  return textFieldsOf(data, EMPTY);
}

function focusField(name: string) {
  document.getElementById(fieldId(FORM_ID, name))?.focus();
}

function ContactDetails() {
  const site = useSite();
  const t = useT(contactMessages);
  return (
    <aside className="card contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="contact-details__title">
        {t('details.title')}
      </h2>
      <dl className="contact-details__list">
        <div>
          <dt>{t('details.phone')}</dt>
          <dd>
            <a href={telHref(site.supportPhone)}>{site.supportPhone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('details.email')}</dt>
          <dd>
            <a href={mailHref(site.supportEmail)}>{site.supportEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{t('details.chat')}</dt>
          <dd>
            <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
              {t('details.chatLink')}
            </a>
          </dd>
        </div>
      </dl>
      <p className="contact-details__crisis">
        {withParts(t('details.crisis'), {
          teleManas: <a href={telHref(site.crisisLines.teleManas)}>{site.crisisLines.teleManas}</a>,
          emergency: <a href={telHref(site.crisisLines.emergency)}>{site.crisisLines.emergency}</a>,
        })}
      </p>
    </aside>
  );
}

/** The message reached the team. */
function MessageSent({ headingRef, onSendAnother }: { headingRef: RefObject<HTMLHeadingElement | null>; onSendAnother(): void }) {
  const t = useT(contactMessages);
  return (
    <div className="contact-success">
      <h2 ref={headingRef} tabIndex={-1} className="contact-success__title">
        {t('sent.title')}
      </h2>
      <p>{t('sent.text')}</p>
      <button type="button" className="button" onClick={onSendAnother}>
        {t('sent.another')}
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
  const t = useT(contactMessages);
  return (
    <section className="contact-banner">
      <div className="container">
        <p className="contact-banner__eyebrow">{t('banner.eyebrow')}</p>
        <h1 className="contact-banner__title">{t('banner.title')}</h1>
        <p className="contact-banner__lead">{t('banner.lead')}</p>
      </div>
    </section>
  );
}

/** /contact (spec §2): the team's details and "Send us a message", which never loses what was typed. */
export function ContactPage() {
  const t = useT(contactMessages);
  const language = useLanguage();
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
    notStoredMessage: t('form.notStored'),
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
        {t('form.loading')}
      </p>
    );
  } else if (phase === 'offer' && draft.offer) {
    body = (
      <DraftOffer
        continueLabel={t('draft.continue')}
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
        {t('draft.text', { date: formatDeviceDate(draft.offer.updatedAt, language) })}
      </DraftOffer>
    );
  } else {
    body = (
      <form id={FORM_ID} className="contact-form" noValidate onSubmit={send} {...schema.warmOnTouch} aria-busy={submission.busy}>
        <TextField {...field('fullName')} label={t('form.fullName')} autoComplete="name" />
        <TextField {...field('email')} label={t('form.email')} type="email" inputMode="email" autoComplete="email" />
        <TextField
          {...field('phoneNumber')}
          label={t('form.phoneNumber')}
          hint={t('form.phoneHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
        />
        <TextField {...field('subject')} label={t('form.subject')} />
        <TextField {...field('message')} label={t('form.message')} multiline rows={6} />

        <div ref={statusRef} tabIndex={-1} className="contact-form__status">
          <SubmissionStatus
            item={latest}
            draftSavedAt={draft.savedAt}
            noun={t('form.noun')}
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
              {refused ? t('form.sendAgain') : t('form.send')}
            </button>
            <p className="form-privacy">
              {withParts(t('form.privacy'), { policy: <LocalLink to="/cookies-privacy-policy">{t('form.privacyLink')}</LocalLink> })}
            </p>
          </div>
        )}
      </form>
    );
  }

  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <ContactBanner />
      <div className="container contact-layout">
        <ContactDetails />
        <section className="card contact-message" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('form.title')}</h2>
          {body}
        </section>
      </div>
    </>
  );
}
