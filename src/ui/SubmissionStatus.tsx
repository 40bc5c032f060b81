import { useFormMessage } from '../forms/use-form-message';
import { useLanguage, useT } from '../i18n/react';
import type { OutboxItem } from '../offline/db';
import { formatDeviceTime } from './format-device-time';
import { submissionMessages } from './submission/messages';
import english from './submission/messages.en';
import './offline.css';

/** Each state in English (what the tests and other screens compare with); shown in the page's language. */
export const STATUS_TEXT = {
  saved: english['status.saved'],
  waiting: english['status.waiting'],
  sending: english['status.sending'],
  sent: english['status.sent'],
  needsAttention: english['status.needsAttention'],
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
  /** What to call the submission in the discard confirmation ("this message"), in the page's language. */
  noun?: string;
};

function tone(item: OutboxItem | null | undefined): string {
  if (!item) return 'saved';
  return item.state === 'failed' ? 'attention' : item.state;
}

/**
 * Where a submission stands, in the visitor's words: saved on this device, waiting to send,
 * sending, sent, or needs attention with the reason. Reusable by every form. The reason is the
 * device's or the server's, in English: it is said in the page's language like every form message.
 */
export function SubmissionStatus({ item, draftSavedAt, onRetryNow, onDiscard, noun }: Props) {
  const t = useT(submissionMessages);
  const say = useFormMessage();
  const language = useLanguage();
  let message: string | null = null;
  let detail: string | null = null;
  if (!item) {
    message = draftSavedAt ? t('status.saved') : null;
  } else if (item.state === 'queued') {
    message = t('status.waiting');
    if (item.lastError) {
      const reason = say(item.lastError);
      detail =
        item.nextAttemptAt > Date.now()
          ? t('status.lastTryNext', { reason, time: formatDeviceTime(item.nextAttemptAt, language) })
          : t('status.lastTry', { reason });
    }
  } else if (item.state === 'sending') {
    message = t('status.sending');
  } else if (item.state === 'sent') {
    message = t('status.sent');
  } else {
    message = t('status.needsAttentionBecause', { reason: item.lastError ? say(item.lastError) : t('status.refusedUnsaid') });
    if (item.fieldErrors) detail = t('status.correctFields');
  }

  function confirmDiscard() {
    if (window.confirm(t('status.confirmDiscard', { noun: noun ?? t('status.thisSubmission') }))) onDiscard?.();
  }

  return (
    <div className="submission-status" data-tone={tone(item)} data-state={item?.state ?? (message ? 'saved' : 'none')}>
      <div role="status" aria-live="polite">
        {message && <p className="submission-status__message">{message}</p>}
        {detail && <p className="submission-status__detail">{detail}</p>}
      </div>
      {item?.state === 'queued' && onRetryNow && (
        <button type="button" className="button button--secondary submission-status__action" onClick={onRetryNow}>
          {t('status.retryNow')}
        </button>
      )}
      {item?.state === 'failed' && onDiscard && (
        <button type="button" className="button button--secondary submission-status__action" onClick={confirmDiscard}>
          {t('status.discard')}
        </button>
      )}
    </div>
  );
}
