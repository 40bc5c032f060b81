import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useOnline } from '../../services/use-online';
import { useSite } from '../../services/site';
import { PageMeta } from '../../ui/PageMeta';
import type { ManageAnswer } from './api';
import { CancelSection } from './CancelSection';
import { PushOptIn } from './PushOptIn';
import { RescheduleForm } from './RescheduleForm';
import { CancelledSummary, JoinLinks, SessionDetails } from './SessionDetails';
import { useChangeSender, type Change, type ChangeSender } from './use-change-sender';
import { NOT_LOADED, useManageAnswer } from './use-manage-answer';
import { deadlineWords, deviceTimeZone } from './words';
import './manage.css';

export const MOVED = 'Your session has been moved. We have e-mailed you the new time and an updated calendar invite.';
export const OFFLINE = 'You are offline. Connect to the internet to change your session.';

/**
 * /manage/<token>, the link in every booking mail: the session, its video link and calendar
 * file, and, while the change rule allows, moving it or cancelling it. Never indexed: the
 * address is the visitor's key to their booking.
 */
export function ManagePage() {
  const { token = '' } = useParams();
  const { view, retry, show, gone } = useManageAnswer(token);
  const [changed, setChanged] = useState<Change['action'] | null>(null);
  const sender = useChangeSender(token, {
    onDone: (answer, change) => {
      show(answer);
      setChanged(change.action);
    },
    onGone: gone,
  });

  return (
    <section className="section manage">
      <PageMeta title="Your session | {product}" description="See, move or cancel your session." />
      <meta name="robots" content="noindex" />
      <div className="container manage__card">
        <h1>Your session</h1>
        {view.phase === 'loading' && (
          <p className="status" role="status">
            Loading your session…
          </p>
        )}
        {view.phase === 'gone' && (
          <div role="alert">
            <p className="manage__lead">{view.message}</p>
            <Link className="button" to="/">
              Go to Home
            </Link>
          </div>
        )}
        {view.phase === 'failed' && (
          <div role="alert">
            <p className="manage__lead">{NOT_LOADED}</p>
            <button type="button" className="button" onClick={retry}>
              Retry
            </button>
          </div>
        )}
        {view.phase === 'shown' && <SessionView answer={view.answer} changed={changed} sender={sender} />}
        {view.phase === 'shown' && view.answer.state === 'booked' && view.answer.rule.phase !== 'started' && <PushOptIn token={token} />}
      </div>
    </section>
  );
}

type SessionViewProps = { answer: ManageAnswer; changed: Change['action'] | null; sender: ChangeSender };

function SessionView({ answer, changed, sender }: SessionViewProps) {
  const site = useSite();
  const online = useOnline();
  // Read after the answer arrives, in the browser: the server's zone says nothing about the visitor.
  const [zone] = useState(deviceTimeZone);
  const moved = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (changed === 'reschedule') moved.current?.focus();
  }, [changed, answer]);

  const booked = answer.state === 'booked';
  const canChange = booked && answer.rule.phase !== 'started';
  return (
    <>
      {changed === 'reschedule' && booked && (
        <p className="manage__notice" role="status" tabIndex={-1} ref={moved}>
          {MOVED}
        </p>
      )}
      <SessionDetails answer={answer} zone={zone} />
      {booked ? <JoinLinks answer={answer} /> : <CancelledSummary answer={answer} justCancelled={changed === 'cancel'} />}
      {booked && (
        <section className="manage__rule" aria-labelledby="manage-rule-title">
          <h2 id="manage-rule-title" className="manage__section-title">
            Changing your session
          </h2>
          <p>{answer.rule.words}</p>
          <p>{deadlineWords(answer.rule)}</p>
          {canChange && !online && (
            <p className="manage__problem" role="status">
              {OFFLINE}
            </p>
          )}
          {canChange && answer.rule.canReschedule && (
            // A new key per session time: a moved session starts with an empty form.
            <RescheduleSection key={answer.session.startsAt} answer={answer} sender={sender} online={online} />
          )}
          {canChange && answer.rule.canCancel && (
            <CancelSection answer={answer} sender={sender} online={online} windowHours={site.changePolicy.windowHours} />
          )}
        </section>
      )}
    </>
  );
}

/** Moving is offered behind one button, so the page opens on the session, not on a form. */
function RescheduleSection(props: { answer: ManageAnswer; sender: ChangeSender; online: boolean }) {
  const [open, setOpen] = useState(false);
  if (open) return <RescheduleForm {...props} />;
  return (
    <div className="manage__buttons">
      <button type="button" className="button" disabled={!props.online || props.sender.sending} onClick={() => setOpen(true)}>
        Move to another time
      </button>
    </div>
  );
}
