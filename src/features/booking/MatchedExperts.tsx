import type { BookingKind } from '../../domain/submission-kinds';
import { answersFrom } from './api';
import type { Values } from './fields';
import { shownExperts, useMatches } from './use-matches';

export const MATCHES_LATER = 'We will show the experts who match once you are back online; the team assigns one inside your window.';

/**
 * Beside the couple and family window picker: who would see them. There is no choice here: the
 * server assigns a matching expert inside the chosen window.
 */
export function MatchedExperts({ kind, values }: { kind: Exclude<BookingKind, 'individual'>; values: Values }) {
  const state = useMatches(kind, answersFrom(kind, values));
  const offer = state.loading ? null : state.offer;
  const experts = shownExperts(offer);
  const headingId = `${kind}-matches-heading`;
  let note: string | null = null;
  if (state.loading) note = 'Finding the experts who match your answers…';
  else if (offer === null) note = MATCHES_LATER;
  else if (offer.message) note = offer.message;

  return (
    <section className="matched-experts" aria-labelledby={headingId}>
      <h3 id={headingId} className="matched-experts__title">
        Experts who match
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
              {expert.reasons.length > 0 && <span>: {expert.reasons.join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
