import { useEffect, useRef } from 'react';
import { EXPERT_DEFAULTS } from '../../domain/content';
import { PUBLIC_PAGES } from '../../domain/public-pages';
import type { BookingKind } from '../../domain/submission-kinds';
import { LocalLink } from '../../i18n/react';
import { ExpertPhoto } from '../experts';
import type { ManageAnswer } from './api';
import { manageEnglish } from './messages';
import { useManageWords } from './use-manage-words';
import { istMomentWords, refundWords, sessionDateWords, sessionTimeWords } from './words';

export const EXPERT_TO_COME = manageEnglish['details.expertToCome'];
export const CANCELLED = manageEnglish.cancelled;

/** What the session is, with whom and when: IST first, then the device's own clock if it differs. */
export function SessionDetails({ answer, zone }: { answer: ManageAnswer; zone: string }) {
  const words = useManageWords();
  const { t, label } = words;
  const time = sessionTimeWords(answer.session, zone, words);
  return (
    <dl className="manage__details">
      <dt>{t('details.session')}</dt>
      <dd>{label(answer.booking.sessionType)}</dd>
      <dt>{t('details.expert')}</dt>
      <dd>
        {answer.expert ? (
          <span className="manage__expert">
            <ExpertPhoto key={answer.expert.imageSrc} src={answer.expert.imageSrc ?? EXPERT_DEFAULTS.imageSrc} alt="" size={56} className="manage__photo" />
            {answer.expert.name}
          </span>
        ) : (
          t('details.expertToCome')
        )}
      </dd>
      <dt>{t('details.date')}</dt>
      <dd>{sessionDateWords(words.language, answer.session.date)}</dd>
      <dt>{t('details.time')}</dt>
      <dd>
        {time.ist}
        {time.device && <span className="manage__device-time"> ({time.device})</span>}
      </dd>
    </dl>
  );
}

/** The video link and the calendar file; the link is shown at any time, so it can be kept. */
export function JoinLinks({ answer }: { answer: ManageAnswer }) {
  const { t } = useManageWords();
  return (
    <div className="manage__buttons">
      {answer.meetLink ? (
        <a className="button" href={answer.meetLink} target="_blank" rel="noopener noreferrer">
          {t('join')}
        </a>
      ) : (
        <p className="field__hint">{t('linkLater')}</p>
      )}
      <a className="button button--secondary" href={answer.inviteUrl} download>
        {t('calendar')}
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
  const words = useManageWords();
  const { t } = words;
  const money = refundWords(answer.payment, words);

  // Said where the visitor's focus goes, so a screen reader reads the outcome of their tap.
  useEffect(() => {
    if (justCancelled) lead.current?.focus();
  }, [justCancelled]);

  return (
    <div className="manage__cancelled">
      <p className="manage__lead" tabIndex={-1} ref={lead}>
        {t('cancelled')}
      </p>
      {change && (
        <p>
          {t(change.by === 'staff' ? 'cancelled.byStaff' : 'cancelled.byVisitor', { moment: istMomentWords(change.at, words) })}
          {change.by === 'staff' && change.reason ? ` ${change.reason}` : ''}
        </p>
      )}
      {money && <p>{money}</p>}
      <div className="manage__buttons">
        <LocalLink className="button" to={BOOK_AGAIN[answer.booking.kind]}>
          {t('bookAgain')}
        </LocalLink>
        {answer.payment?.refund?.state === 'FAILED' && (
          <LocalLink className="button button--secondary" to="/contact">
            {t('contact')}
          </LocalLink>
        )}
      </div>
    </div>
  );
}
