import type { OutboxItem } from '../offline/db';
import { formatDeviceTime } from './format-device-time';
import './offline.css';

export const STATUS_TEXT = {
  saved: 'Saved on this device',
  waiting: 'Saved on this device. Waiting for connection — it will be sent automatically.',
  sending: 'Sending…',
  sent: 'Sent',
  needsAttention: 'Needs attention',
} as const;

type Props = {
  /** The submission, or null/undefined when there is only a draft (or nothing). */
  item: OutboxItem | null | undefined;
  /** When the form's draft was last saved on this device. */
  draftSavedAt?: number | null;
  /** Sends a waiting item at once. */
  onRetryNow?: () => void;
  /** Deletes a refused item after the visitor confirms. */
  onDiscard?: () => void;
  /** What to call the submission in the discard confirmation ("this message"). */
  noun?: string;
};

function tone(item: OutboxItem | null | undefined): string {
  if (!item) return 'saved';
  return item.state === 'failed' ? 'attention' : item.state;
}

/**
 * Where a submission stands, in the visitor's words: saved on this device, waiting to send,
 * sending, sent, or needs attention with the reason. Reusable by every form.
 */
export function SubmissionStatus({ item, draftSavedAt, onRetryNow, onDiscard, noun = 'this submission' }: Props) {
  let message: string | null = null;
  let detail: string | null = null;
  if (!item) {
    message = draftSavedAt ? STATUS_TEXT.saved : null;
  } else if (item.state === 'queued') {
    message = STATUS_TEXT.waiting;
    if (item.lastError) {
      const next = item.nextAttemptAt > Date.now() ? ` Next try around ${formatDeviceTime(item.nextAttemptAt)}.` : '';
      detail = `Last try: ${item.lastError}${next}`;
    }
  } else if (item.state === 'sending') {
    message = STATUS_TEXT.sending;
  } else if (item.state === 'sent') {
    message = STATUS_TEXT.sent;
  } else {
    message = `${STATUS_TEXT.needsAttention}: ${item.lastError ?? 'our server could not accept this.'}`;
    if (item.fieldErrors) detail = 'Please correct the highlighted fields, then send again.';
  }

  function confirmDiscard() {
    if (window.confirm(`Discard ${noun}? What you typed will be deleted from this device and not sent.`)) onDiscard?.();
  }

  return (
    <div className="submission-status" data-tone={tone(item)} data-state={item?.state ?? (message ? 'saved' : 'none')}>
      <div role="status" aria-live="polite">
        {message && <p className="submission-status__message">{message}</p>}
        {detail && <p className="submission-status__detail">{detail}</p>}
      </div>
      {item?.state === 'queued' && onRetryNow && (
        <button type="button" className="button button--secondary submission-status__action" onClick={onRetryNow}>
          Retry now
        </button>
      )}
      {item?.state === 'failed' && onDiscard && (
        <button type="button" className="button button--secondary submission-status__action" onClick={confirmDiscard}>
          Discard
        </button>
      )}
    </div>
  );
}
