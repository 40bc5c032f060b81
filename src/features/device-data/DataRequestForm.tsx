import { useRef, useState, type FormEvent } from 'react';
import { isRecord } from '../../domain/is-record';
import { DATA_REQUEST_TYPES, dataRequestSchema, type DataRequestType } from '../../domain/schemas/data-request';
import { useT } from '../../i18n/react';
import { TextField, fieldId } from '../../ui/TextField';
import { deviceDataMessages } from './messages';

/** Where a request for a copy or erasure of the server's data goes; it answers 202 `{message}`. */
export const DATA_REQUESTS_PATH = '/api/data-requests';

type Outcome = { kind: 'idle' } | { kind: 'sending' } | { kind: 'answered'; message: string } | { kind: 'failed'; message: string };

/**
 * Asks for a copy or the erasure of what the server holds for an e-mail address. Sent at once
 * and never queued: the answer is only "check your mail", and a request made offline would
 * reach the server when the visitor no longer expects it. The server's answer is the same
 * whether or not it knows the address, so the page shows it as it comes.
 */
export function DataRequestForm() {
  const t = useT(deviceDataMessages);
  const [email, setEmail] = useState('');
  const [type, setType] = useState<DataRequestType>('copy');
  const [emailError, setEmailError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const formRef = useRef<HTMLFormElement>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (outcome.kind === 'sending') return;
    const parsed = dataRequestSchema.safeParse({ email, type });
    if (!parsed.success) {
      setEmailError(t('request.emailInvalid'));
      formRef.current?.querySelector<HTMLInputElement>(`#${fieldId('data-request', 'email')}`)?.focus();
      return;
    }
    setEmailError(undefined);
    if (!navigator.onLine) {
      setOutcome({ kind: 'failed', message: t('request.offline') });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const response = await fetch(DATA_REQUESTS_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(parsed.data),
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok && isRecord(body) && typeof body.message === 'string') {
        setOutcome({ kind: 'answered', message: body.message });
      } else {
        const refusal = isRecord(body) && typeof body.error === 'string' ? body.error : null;
        setOutcome({ kind: 'failed', message: refusal ?? t('request.failed') });
      }
    } catch {
      setOutcome({ kind: 'failed', message: t('request.failed') });
    }
  }

  return (
    <form ref={formRef} className="data-request" noValidate onSubmit={(event) => void send(event)}>
      <TextField
        idPrefix="data-request"
        name="email"
        type="email"
        label={t('request.email')}
        value={email}
        onChange={setEmail}
        error={emailError}
        autoComplete="email"
        inputMode="email"
      />
      <fieldset className="data-request__types">
        <legend>{t('request.type')}</legend>
        {DATA_REQUEST_TYPES.map((option) => (
          <label key={option}>
            <input type="radio" name="data-request-type" value={option} checked={type === option} onChange={() => setType(option)} />{' '}
            {t(option === 'copy' ? 'request.copy' : 'request.erase')}
          </label>
        ))}
      </fieldset>
      <p>
        <button type="submit" className="button" disabled={outcome.kind === 'sending'}>
          {outcome.kind === 'sending' ? t('request.sending') : t('request.send')}
        </button>
      </p>
      <p role="status" className="data-request__answer">
        {outcome.kind === 'answered' ? outcome.message : ''}
      </p>
      <p role="alert" className="data-request__error">
        {outcome.kind === 'failed' ? outcome.message : ''}
      </p>
    </form>
  );
}
