import { describe, expect, it } from 'vitest';
import type { MatchableExpert } from './expert-profile';
import { askedGender, askedLanguage, matchAnswersOf, matchExperts, unmetMessage, type MatchAnswers, type MatchResult } from './matching';

function expert(id: number, fields: Partial<MatchableExpert> = {}): MatchableExpert {
  return { id, name: `Expert ${id}`, languages: ['English'], gender: null, concerns: [], kinds: ['individual'], active: true, ...fields };
}

const asha = expert(1, { gender: 'Female', languages: ['English', 'Hindi'], concerns: ['Stress and anxiety', 'Depression'], kinds: ['individual', 'couple'] });
const ravi = expert(2, { gender: 'Male', languages: ['English', 'Tamil'], concerns: ['Stress and anxiety'] });
const meena = expert(3, { gender: 'Female', languages: ['Tamil', 'Kannada'], concerns: ['Trust issues', 'Communication issues'], kinds: ['individual', 'couple'] });
const away = expert(4, { gender: 'Female', languages: ['Hindi', 'Bengali'], concerns: ['Stress and anxiety', 'Depression'], kinds: ['individual', 'couple', 'family-friends'], active: false });
const dev = expert(5, { gender: 'Male', languages: ['hindi'], concerns: ['Depression'], kinds: ['individual', 'family-friends'] });
const team = [asha, ravi, meena, away, dev];

const individual = (answers: Partial<MatchAnswers> = {}): MatchAnswers => ({ kind: 'individual', concerns: [], ...answers });
const ids = (result: MatchResult) => result.matches.map((match) => match.expert.id);
const closestIds = (result: MatchResult) => result.closest.map((match) => match.expert.id);

describe('askedLanguage and askedGender', () => {
  it('read "Other", empty and absent as any language', () => {
    expect(askedLanguage({ language: 'Hindi' })).toBe('Hindi');
    expect(askedLanguage({ language: ' Hindi ' })).toBe('Hindi');
    expect(askedLanguage({ language: 'Other' })).toBeUndefined();
    expect(askedLanguage({ language: 'other' })).toBeUndefined();
    expect(askedLanguage({ language: '  ' })).toBeUndefined();
    expect(askedLanguage({})).toBeUndefined();
  });

  it('read only Female and Male as a gender asked for', () => {
    expect(askedGender({ gender: 'Female' })).toBe('Female');
    expect(askedGender({ gender: 'Male' })).toBe('Male');
    expect(askedGender({ gender: 'No preference' })).toBeUndefined();
    expect(askedGender({})).toBeUndefined();
  });
});

describe('the hard filters', () => {
  it('keep only experts who speak the language asked for, whatever its case', () => {
    expect(ids(matchExperts(team, individual({ language: 'Hindi' })))).toEqual([1, 5]);
    expect(ids(matchExperts(team, individual({ language: 'hINDI' })))).toEqual([1, 5]);
    expect(ids(matchExperts(team, individual({ language: 'Tamil' })))).toEqual([2, 3]);
  });

  it('take "Other" or no language as any language', () => {
    expect(ids(matchExperts(team, individual({ language: 'Other' })))).toEqual([1, 2, 3, 5]);
    expect(ids(matchExperts(team, individual({ language: '' })))).toEqual([1, 2, 3, 5]);
    expect(ids(matchExperts(team, individual()))).toEqual([1, 2, 3, 5]);
  });

  it('keep only the gender asked for, unless there is no preference', () => {
    expect(ids(matchExperts(team, individual({ gender: 'Female' })))).toEqual([1, 3]);
    expect(ids(matchExperts(team, individual({ gender: 'Male' })))).toEqual([2, 5]);
    expect(ids(matchExperts(team, individual({ gender: 'No preference' })))).toEqual([1, 2, 3, 5]);
  });

  it('never match an expert of unknown gender to a gender asked for', () => {
    const unsaid = expert(6, { languages: ['Hindi'] });
    expect(ids(matchExperts([unsaid], individual({ gender: 'Female' })))).toEqual([]);
    expect(ids(matchExperts([unsaid], individual({ gender: 'No preference' })))).toEqual([6]);
  });

  it('keep only experts who take the kind of session', () => {
    expect(ids(matchExperts(team, { kind: 'couple', concerns: [] }))).toEqual([1, 3]);
    expect(ids(matchExperts(team, { kind: 'family-friends', concerns: [] }))).toEqual([5]);
  });

  it('never match an inactive expert, even the only one who fits', () => {
    expect(ids(matchExperts(team, individual({ language: 'Bengali' })))).toEqual([]);
    expect(closestIds(matchExperts(team, individual({ language: 'Bengali' })))).not.toContain(4);
    expect(matchExperts([away], individual()).unmet).toEqual(['kind']);
  });
});

describe('the ranking', () => {
  it('puts more shared concerns first', () => {
    const result = matchExperts(team, individual({ concerns: ['Depression', 'Stress and anxiety'] }));
    expect(ids(result)).toEqual([1, 2, 5, 3]);
    expect(result.matches[0]?.sharedConcerns).toEqual(['Depression', 'Stress and anxiety']);
    expect(result.matches.at(-1)?.sharedConcerns).toEqual([]);
  });

  it('matches concerns whatever their case', () => {
    expect(matchExperts([meena], individual({ concerns: ['trust issues'] })).matches[0]?.sharedConcerns).toEqual(['trust issues']);
  });

  it('breaks a tie by the sooner free time, an unknown one last', () => {
    const nextFree = new Map([
      [2, 2_000],
      [5, 1_000],
    ]);
    const result = matchExperts(team, individual({ concerns: ['Stress and anxiety'] }), { nextFree });
    // Asha and Ravi share one concern, Meena and Dev none.
    expect(ids(result)).toEqual([2, 1, 5, 3]);
    expect(result.matches.map((match) => match.nextFree)).toEqual([2_000, undefined, 1_000, undefined]);
  });

  it('then by the lighter week, then by the lower id', () => {
    const weekLoad = new Map([
      [1, 3],
      [2, 1],
      [3, 1],
    ]);
    expect(ids(matchExperts(team, individual(), { weekLoad }))).toEqual([5, 2, 3, 1]);
    const sameFree = new Map([
      [1, 5_000],
      [2, 5_000],
    ]);
    expect(ids(matchExperts([ravi, asha], individual(), { nextFree: sameFree }))).toEqual([1, 2]);
    expect(ids(matchExperts([ravi, asha], individual(), { nextFree: sameFree, weekLoad }))).toEqual([2, 1]);
  });

  it('gives the same answer whatever order the experts come in', () => {
    const answers = individual({ concerns: ['Stress and anxiety'], gender: 'No preference' });
    const facts = { nextFree: new Map([[3, 9_000]]), weekLoad: new Map([[1, 2]]) };
    const expected = matchExperts(team, answers, facts);
    expect(ids(expected)).toEqual([2, 1, 3, 5]);
    for (const order of [[...team].reverse(), [dev, meena, asha, away, ravi], [ravi, dev, away, asha, meena]]) {
      expect(matchExperts(order, answers, facts)).toEqual(expected);
    }
    const unmet = individual({ language: 'Bengali', gender: 'Female' });
    expect(matchExperts([...team].reverse(), unmet)).toEqual(matchExperts(team, unmet));
  });
});

describe('the reasons', () => {
  it('name the language, the gender and the concerns in plain words', () => {
    const [match] = matchExperts(team, individual({ language: 'Hindi', gender: 'Female', concerns: ['Stress and anxiety'] })).matches;
    expect(match?.reasons).toEqual(['Speaks Hindi', 'Female counsellor', 'Works with stress and anxiety']);
  });

  it('name the kind of session when it is not individual', () => {
    const [match] = matchExperts(team, { kind: 'couple', concerns: ['Trust issues'] }).matches;
    expect(match?.expert.id).toBe(3);
    expect(match?.reasons).toEqual(['Takes couple sessions', 'Works with trust issues']);
    expect(matchExperts(team, { kind: 'family-friends', concerns: [] }).matches[0]?.reasons).toEqual(['Takes family and friends sessions']);
  });

  it('say nothing of preferences the visitor did not give', () => {
    expect(matchExperts([ravi], individual({ language: 'Other', gender: 'No preference' })).matches[0]?.reasons).toEqual([]);
  });

  it('keep the capitals of an abbreviation', () => {
    const trauma = expert(7, { concerns: ['Trauma/PTSD', 'Grief or Loss Within the Family'] });
    const [match] = matchExperts([trauma], individual({ concerns: ['Trauma/PTSD', 'Grief or Loss Within the Family'] })).matches;
    expect(match?.reasons).toEqual(['Works with trauma/PTSD', 'Works with grief or loss within the family']);
  });
});

describe('when nobody matches every preference', () => {
  it('relaxes the gender first and offers the experts who speak the language', () => {
    const answers = individual({ language: 'Kannada', gender: 'Male' });
    const result = matchExperts(team, answers);
    expect(result.matches).toEqual([]);
    expect(result.unmet).toEqual(['gender']);
    expect(closestIds(result)).toEqual([3]);
    // The relaxed preference is no reason.
    expect(result.closest[0]?.reasons).toEqual(['Speaks Kannada']);
    expect(unmetMessage(answers, result.unmet)).toBe('We do not have a male counsellor who speaks Kannada yet.');
  });

  it('relaxes the gender, not the language, when either alone would do', () => {
    // Asha speaks Hindi but is a woman; Ravi is a man but does not speak Hindi.
    const result = matchExperts([asha, ravi], individual({ language: 'Hindi', gender: 'Male' }));
    expect(result.unmet).toEqual(['gender']);
    expect(closestIds(result)).toEqual([1]);
  });

  it('says so for a gender with any language', () => {
    const answers = { kind: 'couple', concerns: [], gender: 'Male' } satisfies MatchAnswers;
    const result = matchExperts(team, answers);
    expect(result.unmet).toEqual(['gender']);
    expect(closestIds(result)).toEqual([1, 3]);
    expect(unmetMessage(answers, result.unmet)).toBe('We do not have a male counsellor for these sessions yet.');
  });

  it('relaxes the language and offers the experts of the gender asked for', () => {
    const answers = individual({ language: 'Bengali', gender: 'Female', concerns: ['Trust issues'] });
    const result = matchExperts(team, answers);
    expect(result.unmet).toEqual(['language']);
    expect(closestIds(result)).toEqual([3, 1]);
    expect(result.closest[0]?.reasons).toEqual(['Female counsellor', 'Works with trust issues']);
    expect(unmetMessage(answers, result.unmet)).toBe('None of our counsellors speaks Bengali yet.');
  });

  it('relaxes both and offers everyone who takes the kind', () => {
    const answers = { kind: 'couple', concerns: [], language: 'Bengali', gender: 'Male' } satisfies MatchAnswers;
    const result = matchExperts(team, answers);
    expect(result.unmet).toEqual(['language', 'gender']);
    expect(closestIds(result)).toEqual([1, 3]);
    expect(result.closest[0]?.reasons).toEqual(['Takes couple sessions']);
    expect(unmetMessage(answers, result.unmet)).toBe(
      'None of our counsellors speaks Bengali, and we do not have a male counsellor for these sessions yet.',
    );
  });

  it('never relaxes the kind', () => {
    const answers = { kind: 'family-friends', concerns: [], language: 'Hindi' } satisfies MatchAnswers;
    const result = matchExperts([asha, ravi, meena, away], answers);
    expect(result).toEqual({ matches: [], unmet: ['kind'], closest: [] });
    expect(unmetMessage(answers, result.unmet)).toBe(
      'None of our experts takes family and friends sessions at the moment. The team will assign someone for you.',
    );
    expect(matchExperts([], individual())).toEqual({ matches: [], unmet: ['kind'], closest: [] });
  });

  it('has no sentence when every preference is met', () => {
    const answers = individual({ language: 'Hindi' });
    expect(matchExperts(team, answers).unmet).toEqual([]);
    expect(matchExperts(team, answers).closest).toEqual([]);
    expect(unmetMessage(answers, [])).toBe('');
  });
});

describe('matchAnswersOf', () => {
  it('reads the individual wizard’s language, preference and reasons, without "Other"', () => {
    const record = { preferredLanguage: ' Hindi ', counselorGenderPreference: 'Female', supportReason: ['Depression', 'Other', ''], primaryConcern: 'ignored' };
    expect(matchAnswersOf('individual', record)).toEqual({ kind: 'individual', language: 'Hindi', gender: 'Female', concerns: ['Depression'] });
  });

  it('reads a couple’s or family’s language and primary concern, and no gender', () => {
    const record = { preferredLanguage: 'English', counselorGenderPreference: 'Male', primaryConcern: 'Trust issues' };
    expect(matchAnswersOf('couple', record)).toEqual({ kind: 'couple', language: 'English', concerns: ['Trust issues'] });
    expect(matchAnswersOf('family-friends', { primaryConcern: 'Other' })).toEqual({ kind: 'family-friends', concerns: [] });
  });
});
