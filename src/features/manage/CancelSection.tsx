import { useEffect, useId, useRef, useState } from 'react';
import type { ManageAnswer } from './api';
import { NOT_SENT, type ChangeSender } from './use-change-sender';
import { cancelMoneyWords } from './words';

type Props = { answer: ManageAnswer; sender: ChangeSender; online: boolean; windowHours: number };

/** A cancellation asks once more, and says what happens to the money before it is confirmed. */
export function CancelSection({ answer, sender, online, windowHours }: Props) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const status = sender.status.state !== 'idle' && sender.status.change.action === 'cancel' ? sender.status : null;

  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <button type="button" className="button button--secondary" disabled={!online || sender.sending} onClick={() => setConfirming(true)}>
        Cancel this session
      </button>
    );
  }
  return (
    <div className="manage__confirm" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="manage__subtitle" tabIndex={-1} ref={heading}>
        Cancel this session?
      </h3>
      <p className="manage__money">{cancelMoneyWords(answer, windowHours)}</p>
      <p>A cancelled session cannot be brought back, but you can always book a new one.</p>
      {status?.state === 'refused' && (
        <p className="manage__problem" role="alert">
          {status.error}
        </p>
      )}
      {status?.state === 'unsent' && (
        <div className="manage__problem" role="alert">
          <p>{NOT_SENT}</p>
          <button type="button" className="button" disabled={!online} onClick={sender.retry}>
            Retry
          </button>
        </div>
      )}
      <div className="manage__buttons">
        <button
          type="button"
          className="button manage__danger"
          disabled={sender.sending || !online || status?.state === 'unsent'}
          onClick={() => sender.send({ action: 'cancel' })}
        >
          {status?.state === 'sending' ? 'Cancelling…' : 'Yes, cancel my session'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={sender.sending}
          onClick={() => {
            sender.clear();
            setConfirming(false);
          }}
        >
          Keep my session
        </button>
      </div>
    </div>
  );
}
