import { useEffect, useId, useRef, useState } from 'react';
import type { ManageAnswer } from './api';
import type { ChangeSender } from './use-change-sender';
import { useManageWords } from './use-manage-words';
import { cancelMoneyWords } from './words';

type Props = { answer: ManageAnswer; sender: ChangeSender; online: boolean; windowHours: number };

/**
 * A cancellation asks once more, and says what happens to the money before it is confirmed.
 * Offline it is kept on the device and sent later; the refund is then the rule's at that time.
 */
export function CancelSection({ answer, sender, online, windowHours }: Props) {
  const id = useId();
  const words = useManageWords();
  const { t } = words;
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = sender.status.state === 'sending' && sender.status.action === 'cancel';
  const settled = (sender.status.state === 'waiting' || sender.status.state === 'refused') && sender.status.action === 'cancel';

  useEffect(() => {
    if (confirming) heading.current?.focus();
  }, [confirming]);
  // Kept on the device or refused: the page's status above says so, and the question is answered.
  useEffect(() => {
    if (settled) setConfirming(false);
  }, [settled]);

  if (!confirming) {
    return (
      <button type="button" className="button button--secondary" disabled={sender.sending} onClick={() => setConfirming(true)}>
        {t('cancel.open')}
      </button>
    );
  }
  return (
    <div className="manage__confirm" role="group" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="manage__subtitle" tabIndex={-1} ref={heading}>
        {t('cancel.title')}
      </h3>
      <p className="manage__money">{cancelMoneyWords(answer, windowHours, words)}</p>
      <p>{t('cancel.final')}</p>
      {!online && <p>{t('cancel.offline')}</p>}
      <div className="manage__buttons">
        <button
          type="button"
          className="button manage__danger"
          disabled={sender.sending}
          onClick={() => sender.send({ action: 'cancel' })}
        >
          {t(sending ? 'cancel.sending' : 'cancel.send')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={sender.sending}
          onClick={() => setConfirming(false)}
        >
          {t('cancel.keep')}
        </button>
      </div>
    </div>
  );
}
