// Who should see this visitor (issue 19). One pure, deterministic ranking:
// - hard filters: active, takes this kind of session, speaks the language asked for
//   ("Other" or none means any), is the gender asked for ("No preference" means any);
// - then more of the visitor's concerns first, then the sooner free time, then the expert
//   with fewer sessions that week (fair load), then the lower id.
// Each match carries its reasons in plain words, and a search that finds nobody says which
// preference could not be met and offers the closest experts instead.

import type { MatchableExpert } from './expert-profile';
import { SESSION_KIND_LABELS } from './expert-profile';
import { OTHER } from './options';
import type { BookingKind } from './submission-kinds';

/** What a booking's answers ask for. */
export type MatchAnswers = {
  kind: BookingKind;
  /** A language name; "Other", empty or absent: any. */
  language?: string;
  /** 'Female' or 'Male'; "No preference" or absent: any. */
  gender?: string;
  concerns: readonly string[];
};

/** What the server knows beyond the profiles: each expert's next free time (epoch ms) and sessions that week. */
export type MatchFacts = {
  nextFree?: ReadonlyMap<number, number>;
  weekLoad?: ReadonlyMap<number, number>;
};

export type ExpertMatch<E extends MatchableExpert = MatchableExpert> = {
  expert: E;
  reasons: string[];
  sharedConcerns: string[];
  nextFree?: number;
};

/** A preference that no expert could meet, in the order they are relaxed. */
export type UnmetPreference = 'kind' | 'language' | 'gender';

export type MatchResult<E extends MatchableExpert = MatchableExpert> = {
  matches: ExpertMatch<E>[];
  /** Empty when there are matches. */
  unmet: UnmetPreference[];
  /** When nobody matches: the best experts with the unmet preferences relaxed (never the kind). */
  closest: ExpertMatch<E>[];
};

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A list label as words inside a sentence: lower case, except abbreviations, so
 * 'Trauma/PTSD' reads 'trauma/PTSD' rather than 'trauma/ptsd'.
 */
const inSentence = (label: string) =>
  label.replace(/\p{L}+/gu, (word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));

/** The language asked for, or undefined when any will do. */
export function askedLanguage(answers: Pick<MatchAnswers, 'language'>): string | undefined {
  const language = answers.language?.trim() ?? '';
  return language === '' || same(language, OTHER) ? undefined : language;
}

/** The gender asked for, or undefined when any will do. */
export function askedGender(answers: Pick<MatchAnswers, 'gender'>): 'Female' | 'Male' | undefined {
  return answers.gender === 'Female' || answers.gender === 'Male' ? answers.gender : undefined;
}

const speaks = (expert: MatchableExpert, language: string | undefined) =>
  language === undefined || expert.languages.some((spoken) => same(spoken, language));
const isGender = (expert: MatchableExpert, gender: string | undefined) => gender === undefined || expert.gender === gender;
const takes = (expert: MatchableExpert, kind: BookingKind) => expert.active && expert.kinds.includes(kind);

export function matchExperts<E extends MatchableExpert>(experts: readonly E[], answers: MatchAnswers, facts: MatchFacts = {}): MatchResult<E> {
  const language = askedLanguage(answers);
  const gender = askedGender(answers);
  const offering = experts.filter((expert) => takes(expert, answers.kind));
  const rank = (pool: readonly E[], relaxed: readonly UnmetPreference[]) =>
    ranked(pool, answers, facts, relaxed.includes('language') ? undefined : language, relaxed.includes('gender') ? undefined : gender);

  const matches = rank(offering.filter((expert) => speaks(expert, language) && isGender(expert, gender)), []);
  if (matches.length > 0) return { matches, unmet: [], closest: [] };
  if (offering.length === 0) return { matches, unmet: ['kind'], closest: [] };

  const byLanguage = offering.filter((expert) => speaks(expert, language));
  const byGender = offering.filter((expert) => isGender(expert, gender));
  // Language first: a session in a language the visitor does not think in helps least.
  if (byLanguage.length > 0) return { matches, unmet: ['gender'], closest: rank(byLanguage, ['gender']) };
  if (byGender.length > 0) return { matches, unmet: ['language'], closest: rank(byGender, ['language']) };
  return { matches, unmet: ['language', 'gender'], closest: rank(offering, ['language', 'gender']) };
}

function ranked<E extends MatchableExpert>(
  pool: readonly E[],
  answers: MatchAnswers,
  facts: MatchFacts,
  language: string | undefined,
  gender: string | undefined,
): ExpertMatch<E>[] {
  return pool
    .map((expert): ExpertMatch<E> => {
      const sharedConcerns = answers.concerns.filter((concern) => expert.concerns.some((own) => same(own, concern)));
      const reasons: string[] = [];
      if (language !== undefined) reasons.push(`Speaks ${language}`);
      if (gender !== undefined) reasons.push(`${gender} counsellor`);
      if (answers.kind !== 'individual') reasons.push(`Takes ${SESSION_KIND_LABELS[answers.kind].toLowerCase()} sessions`);
      for (const concern of sharedConcerns) reasons.push(`Works with ${inSentence(concern)}`);
      const nextFree = facts.nextFree?.get(expert.id);
      return nextFree === undefined ? { expert, reasons, sharedConcerns } : { expert, reasons, sharedConcerns, nextFree };
    })
    .sort(
      (a, b) =>
        b.sharedConcerns.length - a.sharedConcerns.length ||
        (a.nextFree ?? Infinity) - (b.nextFree ?? Infinity) ||
        (facts.weekLoad?.get(a.expert.id) ?? 0) - (facts.weekLoad?.get(b.expert.id) ?? 0) ||
        a.expert.id - b.expert.id,
    );
}

/**
 * What a booking asks of its expert, read from a stored record or a wizard's values: the
 * individual wizard's language, counsellor preference and reasons; a couple's or family's
 * language and primary concern. "Other" says nothing an expert could match, so it is left out.
 */
export function matchAnswersOf(kind: BookingKind, record: Readonly<Record<string, unknown>>): MatchAnswers {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const asked = kind === 'individual' ? record.supportReason : [record.primaryConcern];
  const language = text(record.preferredLanguage);
  const gender = kind === 'individual' ? text(record.counselorGenderPreference) : '';
  return {
    kind,
    ...(language ? { language } : {}),
    ...(gender ? { gender } : {}),
    concerns: (Array.isArray(asked) ? asked : []).map(text).filter((concern) => concern !== '' && concern !== OTHER),
  };
}

/** The plain sentence a visitor reads when nobody meets every preference. */
export function unmetMessage(answers: MatchAnswers, unmet: readonly UnmetPreference[]): string {
  const language = askedLanguage(answers);
  const gender = askedGender(answers)?.toLowerCase();
  if (unmet.includes('kind')) {
    return `None of our experts takes ${SESSION_KIND_LABELS[answers.kind].toLowerCase()} sessions at the moment. The team will assign someone for you.`;
  }
  if (unmet.includes('language') && unmet.includes('gender')) {
    return `None of our counsellors speaks ${language}, and we do not have a ${gender} counsellor for these sessions yet.`;
  }
  if (unmet.includes('language')) return `None of our counsellors speaks ${language} yet.`;
  if (unmet.includes('gender')) {
    return language === undefined
      ? `We do not have a ${gender} counsellor for these sessions yet.`
      : `We do not have a ${gender} counsellor who speaks ${language} yet.`;
  }
  return '';
}
