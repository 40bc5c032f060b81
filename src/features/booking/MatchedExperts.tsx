import type { BookingKind } from '../../domain/submission-kinds';
import { useT } from '../../i18n/react';
import { answersFrom } from './api';
import type { Values } from './fields';
import { useMatchWords } from './match-words';
import { bookingEnglish, bookingMessages } from './messages';
import { shownExperts, useMatches } from './use-matches';

export const MATCHES_LATER = bookingEnglish['experts.later'];

/**
 * Beside the couple and family window picker: who would see them. There is no choice here: the
 * server assigns a matching expert inside the chosen window.
 */
export function MatchedExperts({ kind, values }: { kind: Exclude<BookingKind, 'individual'>; values: Values }) {
  const t = useT(bookingMessages);
  const answers = answersFrom(kind, values);
  const words = useMatchWords(kind, answers);
  const state = useMatches(kind, answers);
  const offer = state.loading ? null : state.offer;
  const experts = shownExperts(offer);
  const headingId = `${kind}-matches-heading`;
  let note: string | null = null;
  if (state.loading) note = t('experts.finding');
  else if (offer === null) note = t('experts.later');
  else note = words.unmet(offer);

  return (
    <section className="matched-experts" aria-labelledby={headingId}>
      <h3 id={headingId} className="matched-experts__title">
        {t('experts.matchTitle')}
      </h3>
      {note && (
        <p className="field__hint" role="status">
          {note}
        </p>
      )}
      {experts.length > 0 && (
        <ul className="matched-experts__list">
          {experts.map((expert) => (
            <li key={expert.id}>
              <span className="matched-experts__name">{expert.name}</span>
              {expert.reasons.length > 0 && <span>: {expert.reasons.map(words.reason).join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
