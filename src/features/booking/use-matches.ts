import { useEffect, useState } from 'react';
import type { BookingKind } from '../../domain/submission-kinds';
import { loadMatches, type MatchOffer, type WizardAnswers } from './api';

/** Loading, then the server's (or the last known) offer; null when there is none to show. */
export type MatchesState = { loading: true } | { loading: false; offer: MatchOffer | null };

/** The experts who match the answers, asked again whenever an answer they depend on changes. */
export function useMatches(kind: BookingKind, answers: WizardAnswers): MatchesState {
  const [state, setState] = useState<MatchesState>({ loading: true });
  // A new object every render: the query it makes is what decides whether to ask again.
  const asked = JSON.stringify([kind, answers.language, answers.gender, answers.concerns]);

  useEffect(() => {
    let active = true;
    setState({ loading: true });
    void loadMatches(kind, answers).then((offer) => {
      if (active) setState({ loading: false, offer });
    });
    return () => {
      active = false;
    };
    // `asked` names everything the request reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  return state;
}

/** The experts to show: the matches, or when nobody meets every preference, the closest ones. */
export function shownExperts(offer: MatchOffer | null): MatchOffer['matches'] {
  if (!offer) return [];
  return offer.matches.length > 0 ? offer.matches : offer.closest;
}
