import { useRef, useState } from 'react';
import { cancelSession, rescheduleSession, type Alternative, type ManageAnswer, type RescheduleChoice } from './api';
import { LINK_NOT_VALID } from './use-manage-answer';

export type Change = { action: 'reschedule'; choice: RescheduleChoice } | { action: 'cancel' };

/**
 * Where the last change stands. `unsent`: no answer came, so it may or may not have been made;
 * a retry sends it again under the same Idempotency-Key and the server answers it once.
 * `refused`: the server said no (409, 400) with its reason and, for a time just taken, others.
 */
export type SendStatus =
  | { state: 'idle' }
  | { state: 'sending'; change: Change }
  | { state: 'unsent'; change: Change }
  | { state: 'refused'; change: Change; error: string; alternatives: Alternative[] };

export const NOT_SENT = 'Your change was not sent, because the connection failed. Your choice is kept: please try again.';
const REFUSED = 'This change could not be made. Please try again, or contact us.';

type Handlers = {
  /** The change was made; `answer` is the booking as it now stands. */
  onDone: (answer: ManageAnswer, change: Change) => void;
  /** The link no longer opens the booking (404, 410). */
  onGone: (message: string) => void;
};

/**
 * Sends one change at a time for the page's two actions. A second tap while one is on its way
 * sends nothing. An attempt's key is made once and kept for its retries, until the server
 * answers it; another choice is another attempt with a key of its own.
 */
export function useChangeSender(token: string, { onDone, onGone }: Handlers) {
  const [status, setStatus] = useState<SendStatus>({ state: 'idle' });
  const busy = useRef(false);
  const attempt = useRef<{ change: string; key: string } | null>(null);

  async function send(change: Change) {
    if (busy.current) return;
    busy.current = true;
    const signature = JSON.stringify(change);
    if (attempt.current?.change !== signature) attempt.current = { change: signature, key: crypto.randomUUID() };
    const key = attempt.current.key;
    setStatus({ state: 'sending', change });
    const result = change.action === 'cancel' ? await cancelSession(token, key) : await rescheduleSession(token, key, change.choice);
    busy.current = false;
    if (!result.ok && result.status === 0) {
      setStatus({ state: 'unsent', change });
      return;
    }
    attempt.current = null;
    if (result.ok) {
      setStatus({ state: 'idle' });
      onDone(result.value, change);
    } else if (result.status === 404 || result.status === 410) {
      onGone(result.error ?? LINK_NOT_VALID);
    } else {
      setStatus({ state: 'refused', change, error: result.error ?? REFUSED, alternatives: result.alternatives });
    }
  }

  return {
    status,
    sending: status.state === 'sending',
    send: (change: Change) => void send(change),
    /** Sends the change that got no answer again, with its key. */
    retry: () => {
      if (status.state === 'unsent') void send(status.change);
    },
    /** Forgets a refusal, e.g. when the visitor starts over. */
    clear: () => setStatus({ state: 'idle' }),
  };
}

export type ChangeSender = ReturnType<typeof useChangeSender>;
