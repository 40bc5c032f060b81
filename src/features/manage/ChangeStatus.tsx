import type { ManageAction } from '../../offline/manage-change';
import type { RescheduleChoice } from './api';
import { WAITING, type ChangeSender } from './use-change-sender';
import { sessionDateWords } from './words';

const verb = (action: ManageAction) => (action === 'cancel' ? 'cancel' : 'move');

function waitingWords(action: ManageAction, choice: RescheduleChoice | null): string {
  if (action === 'cancel') return 'Waiting to send: cancel this session.';
  return choice ? `Waiting to send: move to ${sessionDateWords(choice.sessionDate)}, ${choice.sessionTime} IST.` : 'Waiting to send: move this session.';
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
  if (problem !== null) {
    return (
      <p className="manage__problem" role="alert">
        {problem}
      </p>
    );
  }
  if (status.state === 'waiting') {
    return (
      <div className="manage__waiting" role="status">
        <p>{WAITING}</p>
        <p>{waitingWords(status.action, status.choice)}</p>
        <button type="button" className="button button--secondary" onClick={sender.retry}>
          Retry now
        </button>
      </div>
    );
  }
  if (status.state !== 'refused') return null;
  const { choice } = status;
  return (
    <div className="manage__problem" role="alert">
      <p>
        We could not {verb(status.action)} your session: {status.error}
      </p>
      {choice && status.alternatives.length > 0 && (
        <>
          <p>These times are free instead:</p>
          <div className="manage__alternatives">
            {status.alternatives.map((alternative) => (
              <button
                key={`${alternative.date} ${alternative.time}`}
                type="button"
                className="button button--secondary"
                onClick={() => onAlternative({ ...choice, sessionDate: alternative.date, sessionTime: alternative.time })}
              >
                {sessionDateWords(alternative.date)}, {alternative.time}
              </button>
            ))}
          </div>
        </>
      )}
      <button type="button" className="button button--secondary" onClick={sender.clear}>
        Dismiss
      </button>
    </div>
  );
}
