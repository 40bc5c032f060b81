import { useEffect, useRef } from 'react';
import { EXPERT_DEFAULTS } from '../../domain/content';
import { PUBLIC_PAGES } from '../../domain/public-pages';
import type { BookingKind } from '../../domain/submission-kinds';
import { LocalLink } from '../../i18n/react';
import { ExpertPhoto } from '../experts';
import type { ManageAnswer } from './api';
import { istMomentWords, refundWords, sessionDateWords, sessionTimeWords } from './words';

export const EXPERT_TO_COME = 'Our team will confirm your expert';
export const CANCELLED = 'Your session is cancelled.';

/** What the session is, with whom and when: IST first, then the device's own clock if it differs. */
export function SessionDetails({ answer, zone }: { answer: ManageAnswer; zone: string }) {
  const time = sessionTimeWords(answer.session, zone);
  return (
    <dl className="manage__details">
      <dt>Session</dt>
      <dd>{answer.booking.sessionType}</dd>
      <dt>Expert</dt>
      <dd>
        {answer.expert ? (
          <span className="manage__expert">
            <ExpertPhoto key={answer.expert.imageSrc} src={answer.expert.imageSrc ?? EXPERT_DEFAULTS.imageSrc} alt="" size={56} className="manage__photo" />
            {answer.expert.name}
          </span>
        ) : (
          EXPERT_TO_COME
        )}
      </dd>
      <dt>Date</dt>
      <dd>{sessionDateWords(answer.session.date)}</dd>
      <dt>Time</dt>
      <dd>
        {time.ist}
        {time.device && <span className="manage__device-time"> ({time.device})</span>}
      </dd>
    </dl>
  );
}

/** The video link and the calendar file; the link is shown at any time, so it can be kept. */
export function JoinLinks({ answer }: { answer: ManageAnswer }) {
  return (
    <div className="manage__buttons">
      {answer.meetLink ? (
        <a className="button" href={answer.meetLink} target="_blank" rel="noopener noreferrer">
          Join the session
        </a>
      ) : (
        <p className="field__hint">The video link will be e-mailed to you once your expert is confirmed.</p>
      )}
      <a className="button button--secondary" href={answer.inviteUrl} download>
        Add to calendar
      </a>
    </div>
  );
}

const BOOK_AGAIN: Record<BookingKind, string> = {
  individual: PUBLIC_PAGES.individual.path,
  couple: PUBLIC_PAGES.couple.path,
  'family-friends': PUBLIC_PAGES.familyFriends.path,
};

/** A cancelled session: who cancelled it and when, where the money stands, and a way back. */
export function CancelledSummary({ answer, justCancelled }: { answer: ManageAnswer; justCancelled: boolean }) {
  const lead = useRef<HTMLParagraphElement>(null);
  const change = answer.lastChange?.action === 'cancel' ? answer.lastChange : null;
  const money = refundWords(answer.payment);

  // Said where the visitor's focus goes, so a screen reader reads the outcome of their tap.
  useEffect(() => {
    if (justCancelled) lead.current?.focus();
  }, [justCancelled]);

  return (
    <div className="manage__cancelled">
      <p className="manage__lead" tabIndex={-1} ref={lead}>
        {CANCELLED}
      </p>
      {change && (
        <p>
          {change.by === 'staff' ? 'Our team cancelled it' : 'You cancelled it'} at {istMomentWords(change.at)}.
          {change.by === 'staff' && change.reason ? ` ${change.reason}` : ''}
        </p>
      )}
      {money && <p>{money}</p>}
      <div className="manage__buttons">
        <LocalLink className="button" to={BOOK_AGAIN[answer.booking.kind]}>
          Book again
        </LocalLink>
        {answer.payment?.refund?.state === 'FAILED' && (
          <LocalLink className="button button--secondary" to="/contact">
            Contact us
          </LocalLink>
        )}
      </div>
    </div>
  );
}
