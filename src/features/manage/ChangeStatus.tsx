import type { ManageAction } from '../../offline/manage-change';
import type { RescheduleChoice } from './api';
import { useManageWords, type ManageWords } from './use-manage-words';
import type { ChangeSender } from './use-change-sender';
import { sessionDateWords } from './words';

function waitingWords(action: ManageAction, choice: RescheduleChoice | null, { t, language, label }: ManageWords): string {
  if (action === 'cancel') return t('change.waitingCancel');
  return choice ? t('change.waitingMoveTo', { date: sessionDateWords(language, choice.sessionDate), time: label(choice.sessionTime) }) : t('change.waitingMove');
}

type Props = {
  sender: ChangeSender;
  /** A time the server offered instead of a taken one: the form opens on it. */
  onAlternative: (choice: RescheduleChoice) => void;
};

/**
 * The booking's change as the device holds it, wherever it was made: kept until it can be
 * sent, or refused with the server's reason (and, for a taken time, others). Shown at the top
 * of the page, as a refusal may come while the page is closed, or take the choice away.
 */
export function ChangeStatus({ sender, onAlternative }: Props) {
  const { status, problem } = sender;
  const words = useManageWords();
  const { t, known, label } = words;
  if (problem !== null) {
    return (
      <p className="manage__problem" role="alert">
        {known(problem)}
      </p>
    );
  }
  if (status.state === 'waiting') {
    return (
      <div className="manage__waiting" role="status">
        <p>{t('change.waiting')}</p>
        <p>{waitingWords(status.action, status.choice, words)}</p>
        <button type="button" className="button button--secondary" onClick={sender.retry}>
          {t('change.retryNow')}
        </button>
      </div>
    );
  }
  if (status.state !== 'refused') return null;
  const { choice } = status;
  return (
    <div className="manage__problem" role="alert">
      <p>
        {t(status.action === 'cancel' ? 'change.couldNotCancel' : 'change.couldNotMove', { error: known(status.error) })}
      </p>
      {choice && status.alternatives.length > 0 && (
        <>
          <p>{t('change.instead')}</p>
          <div className="manage__alternatives">
            {status.alternatives.map((alternative) => (
              <button
                key={`${alternative.date} ${alternative.time}`}
                type="button"
                className="button button--secondary"
                onClick={() => onAlternative({ ...choice, sessionDate: alternative.date, sessionTime: alternative.time })}
              >
                {sessionDateWords(words.language, alternative.date)}, {label(alternative.time)}
              </button>
            ))}
          </div>
        </>
      )}
      <button type="button" className="button button--secondary" onClick={sender.clear}>
        {t('change.dismiss')}
      </button>
    </div>
  );
}
