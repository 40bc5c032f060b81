// What the matching answer says, in the page's language. The server writes an expert's reasons
// and the "nobody meets every preference" sentence in English (they are stored and mailed as
// such); a Hindi page says the same from the parts those sentences are made of.

import { SESSION_KIND_LABELS } from '../../domain/expert-profile';
import { askedGender, askedLanguage } from '../../domain/matching';
import type { BookingKind } from '../../domain/submission-kinds';
import { useLanguage, useT } from '../../i18n/react';
import type { MatchOffer, WizardAnswers } from './api';
import { bookingMessages } from './messages';
import { useOptionLabel } from '../../ui/option-labels/messages';

export type MatchWords = {
  /** One of a match's reasons ("Speaks Hindi"). */
  reason(reason: string): string;
  /** Why nobody meets every preference, or null when everyone asked for was found. */
  unmet(offer: MatchOffer): string | null;
  /** An expert's languages, as a list. */
  languages(languages: readonly string[]): string;
};

export function useMatchWords(kind: BookingKind, answers: WizardAnswers): MatchWords {
  const language = useLanguage();
  const t = useT(bookingMessages);
  const label = useOptionLabel();

  if (language === 'en') {
    return { reason: (reason) => reason, unmet: (offer) => offer.message, languages: (languages) => languages.join(', ') };
  }

  function reason(text: string): string {
    let match = /^Speaks (.+)$/.exec(text);
    if (match?.[1]) return t('reason.speaks', { language: label(match[1]) });
    match = /^(Male|Female) counsellor$/.exec(text);
    if (match?.[1]) return t('reason.gender', { gender: label(match[1]) });
    match = /^Takes (.+) sessions$/.exec(text);
    if (match?.[1]) return t('reason.takes', { kind: label(match[1]) });
    match = /^Works with (.+)$/.exec(text);
    if (match?.[1]) return t('reason.worksWith', { concern: label(match[1]) });
    return text;
  }

  function unmet(offer: MatchOffer): string | null {
    if (offer.unmet.length === 0) return offer.message;
    const asked = askedLanguage(answers);
    const gender = askedGender(answers);
    const values = { kind: label(SESSION_KIND_LABELS[kind]), language: asked ? label(asked) : '', gender: gender ? label(gender) : '' };
    if (offer.unmet.includes('kind')) return t('unmet.kind', values);
    if (offer.unmet.includes('language') && offer.unmet.includes('gender')) return t('unmet.languageAndGender', values);
    if (offer.unmet.includes('language')) return t('unmet.language', values);
    if (offer.unmet.includes('gender')) return t(asked === undefined ? 'unmet.gender' : 'unmet.genderAndLanguage', values);
    return offer.message;
  }

  return { reason, unmet, languages: (languages) => languages.map(label).join(', ') };
}
