import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { LocalLink } from '../../i18n/react';
import type { ManageAction } from '../../offline/manage-change';
import { useOnline } from '../../services/use-online';
import { useSite } from '../../services/site';
import { formatDate } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { PageMeta } from '../../ui/PageMeta';
import type { ManageAnswer, RescheduleChoice } from './api';
import { CancelSection } from './CancelSection';
import { ChangeStatus } from './ChangeStatus';
import { PushOptIn } from './PushOptIn';
import { RescheduleForm } from './RescheduleForm';
import { CancelledSummary, JoinLinks, SessionDetails } from './SessionDetails';
import { useChangeSender, type ChangeSender } from './use-change-sender';
import { useManageAnswer } from './use-manage-answer';
import { manageEnglish } from './messages';
import { useManageWords, type ManageWords } from './use-manage-words';
import { deadlineWords, deviceTimeZone, policyWords } from './words';
import './manage.css';

export const MOVED = manageEnglish.moved;
export const OFFLINE = manageEnglish.offline;

/** When the device last saw the answer: "5 March 2025, 4:05 pm" in India's time. */
const SEEN_AT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' };

/** The page opened from the device's last known answer. */
export function keptWords(at: number, { t, language }: { t: ManageWords['t']; language: Language }): string {
  return t('kept', { date: formatDate(language, new Date(at), SEEN_AT) });
}

/**
 * /manage/<token>, the link in every booking mail: the session, its video link and calendar
 * file, and, while the change rule allows, moving it or cancelling it. Never indexed: the
 * address is the visitor's key to their booking.
 */
export function ManagePage() {
  const { token = '' } = useParams();
  const { t, known } = useManageWords();
  const { view, retry, show, refresh, gone } = useManageAnswer(token);
  // Read in the browser (the server's zone says nothing about the visitor), and while the answer
  // is on its way: the first read of the zone loads the device's time-zone data, a long task on a
  // slow phone, which then does not add to the render of the answer.
  const [zone] = useState(deviceTimeZone);
  const [changed, setChanged] = useState<ManageAction | null>(null);
  const sender = useChangeSender(token, {
    onDone: (answer, action, at) => {
      show(answer, at);
      setChanged(action);
    },
    onGone: gone,
    onRefused: refresh,
  });

  return (
    <section className="section manage">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <meta name="robots" content="noindex" />
      <div className="container manage__card">
        <h1>{t('title')}</h1>
        {view.phase === 'loading' && (
          <p className="status" role="status">
            {t('loading')}
          </p>
        )}
        {view.phase === 'gone' && (
          <div role="alert">
            <p className="manage__lead">{known(view.message)}</p>
            <LocalLink className="button" to="/">
              {t('home')}
            </LocalLink>
          </div>
        )}
        {view.phase === 'failed' && (
          <div role="alert">
            <p className="manage__lead">{t('notLoaded')}</p>
            <button type="button" className="button" onClick={retry}>
              {t('retry')}
            </button>
          </div>
        )}
        {view.phase === 'shown' && (
          <SessionView answer={view.answer} zone={zone} keptAt={view.kept ? view.at : null} changed={changed} sender={sender} onCheckAgain={retry} />
        )}
        {view.phase === 'shown' && view.answer.state === 'booked' && view.answer.rule.phase !== 'started' && <PushOptIn token={token} />}
      </div>
    </section>
  );
}

type SessionViewProps = {
  answer: ManageAnswer;
  /** The device's time zone, in which the session's time is also shown. */
  zone: string;
  /** Set when the answer is the device's last known one. */
  keptAt: number | null;
  changed: ManageAction | null;
  sender: ChangeSender;
  onCheckAgain: () => void;
};

function SessionView({ answer, zone, keptAt, changed, sender, onCheckAgain }: SessionViewProps) {
  const site = useSite();
  const words = useManageWords();
  const { t } = words;
  const online = useOnline();
  const moved = useRef<HTMLParagraphElement>(null);
  // A refused time's alternative, taken: the form opens on it, for the session as it then was.
  const [preset, setPreset] = useState<{ choice: RescheduleChoice; from: string } | null>(null);
  const presetChoice = preset?.from === answer.session.startsAt ? preset.choice : null;

  useEffect(() => {
    if (changed === 'reschedule') moved.current?.focus();
  }, [changed, answer]);

  const booked = answer.state === 'booked';
  const canChange = booked && answer.rule.phase !== 'started';
  return (
    <>
      {keptAt !== null && (
        <div className="manage__kept" role="status">
          <p>{keptWords(keptAt, words)}</p>
          {online && (
            <button type="button" className="button button--secondary" onClick={onCheckAgain}>
              {t('checkAgain')}
            </button>
          )}
        </div>
      )}
      {changed === 'reschedule' && booked && (
        <p className="manage__notice" role="status" tabIndex={-1} ref={moved}>
          {t('moved')}
        </p>
      )}
      <ChangeStatus
        sender={sender}
        onAlternative={(choice) => {
          sender.clear();
          setPreset({ choice, from: answer.session.startsAt });
        }}
      />
      <SessionDetails answer={answer} zone={zone} />
      {booked ? <JoinLinks answer={answer} /> : <CancelledSummary answer={answer} justCancelled={changed === 'cancel'} />}
      {booked && (
        <section className="manage__rule" aria-labelledby="manage-rule-title">
          <h2 id="manage-rule-title" className="manage__section-title">
            {t('rule.title')}
          </h2>
          <p>{policyWords(answer.rule.words, site.changePolicy, words)}</p>
          <p>{deadlineWords(answer.rule, words)}</p>
          {canChange && !online && (
            <p className="manage__problem" role="status">
              {t('offline')}
            </p>
          )}
          {canChange && answer.rule.canReschedule && (
            // A new key per session time: a moved session starts with an empty form.
            <RescheduleSection
              key={`${answer.session.startsAt} ${JSON.stringify(presetChoice)}`}
              answer={answer}
              sender={sender}
              online={online}
              preset={presetChoice}
            />
          )}
          {canChange && answer.rule.canCancel && (
            <CancelSection answer={answer} sender={sender} online={online} windowHours={site.changePolicy.windowHours} />
          )}
        </section>
      )}
    </>
  );
}

type RescheduleSectionProps = { answer: ManageAnswer; sender: ChangeSender; online: boolean; preset: RescheduleChoice | null };

/** Moving is offered behind one button, so the page opens on the session, not on a form. */
function RescheduleSection(props: RescheduleSectionProps) {
  const { t } = useManageWords();
  const [open, setOpen] = useState(props.preset !== null);
  const { status } = props.sender;
  const saved = status.state === 'waiting' && status.action === 'reschedule';
  // Once the move is kept on the device, the page says what waits; the form has done its job.
  useEffect(() => {
    if (saved) setOpen(false);
  }, [saved]);
  if (open) return <RescheduleForm {...props} />;
  return (
    <div className="manage__buttons">
      <button type="button" className="button" disabled={props.sender.sending} onClick={() => setOpen(true)}>
        {t('move.open')}
      </button>
    </div>
  );
}
