import { describe, expect, it } from 'vitest';
import { ANSWER_OPTIONS } from './answer-options';
import { ASSESSMENT_IDS, assessmentOf } from './registry';
import { resultOf } from './scoring';
import { answerLabelIn, assessmentIn, englishWords } from './words';
import hindi from './words.hi';

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi words of the self-assessments', () => {
  it('has a Hindi twin of every answer, in Devanagari', () => {
    for (const option of ANSWER_OPTIONS) expect(hindi.answers[option.score]).toMatch(DEVANAGARI);
    expect(hindi.skipped).toMatch(DEVANAGARI);
    expect(hindi.screeningNote).toMatch(DEVANAGARI);
  });

  describe.each(ASSESSMENT_IDS)('%s', (test) => {
    const english = assessmentOf(test);
    const own = hindi.tests[test];

    it('has a title, the prompt and one text per question, none of them English', () => {
      expect(own.title).toMatch(DEVANAGARI);
      expect(own.prompt).toMatch(DEVANAGARI);
      expect(own.questions).toHaveLength(english.questions.length);
      for (const [index, text] of own.questions.entries()) expect({ index, text }).toEqual({ index, text: expect.stringMatching(DEVANAGARI) });
    });

    it('has a label and an interpretation for every band, and no band the test lacks', () => {
      expect(Object.keys(own.bands).sort()).toEqual(english.bands.map((band) => band.key).sort());
      for (const band of english.bands) {
        expect(own.bands[band.key]?.label).toMatch(DEVANAGARI);
        expect(own.bands[band.key]?.interpretation).toMatch(DEVANAGARI);
      }
    });

    it('shows the same test in Hindi: questions, safety marks, scores and bands unchanged', () => {
      const shown = assessmentIn(test, hindi);
      expect(shown.questions.map((question) => question.safety)).toEqual(english.questions.map((question) => question.safety));
      expect(shown.bands.map(({ key, min, max }) => ({ key, min, max }))).toEqual(english.bands.map(({ key, min, max }) => ({ key, min, max })));
      expect(shown.questions[0]?.text).toBe(own.questions[0]);
      // Scoring reads the English modules: a Hindi page scores exactly as an English one.
      const answers = english.questions.map(() => 3);
      expect(resultOf(test, answers).band.key).toBe(english.bands.at(-1)?.key);
    });
  });

  it('leaves English as it is', () => {
    expect(assessmentIn('anxiety', null)).toBe(assessmentOf('anxiety'));
    expect(assessmentIn('anxiety', englishWords())).toEqual(assessmentOf('anxiety'));
    expect(answerLabelIn(2, null)).toBe('More than half the days');
    expect(answerLabelIn(2, hindi)).toBe('आधे से ज़्यादा दिन');
  });
});
