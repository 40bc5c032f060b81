import { describe, expect, it } from 'vitest';
import { ANSWER_OPTIONS } from './answer-options';
import type { AssessmentId } from './assessment';
import { ASSESSMENTS, ASSESSMENT_IDS, assessmentOf, isAssessmentId } from './registry';
import { SCREENING_NOTE, band, maxScore, needsCrisisSupport, resultOf, score } from './scoring';

/** Answers adding up to `total`, filling questions in order, avoiding safety questions when asked to. */
function answersFor(test: AssessmentId, total: number, { avoidSafety = true } = {}): (number | null)[] {
  const questions = assessmentOf(test).questions;
  const answers: (number | null)[] = questions.map(() => null);
  let left = total;
  for (let pass = 0; pass < 2 && left > 0; pass += 1) {
    questions.forEach((question, index) => {
      if (left === 0 || (avoidSafety && pass === 0 && question.safety)) return;
      const add = Math.min(3 - (answers[index] ?? 0), left);
      answers[index] = (answers[index] ?? 0) + add;
      left -= add;
    });
  }
  return answers;
}

describe('the tests', () => {
  it('have 21, 7 and 8 questions, scored up to 63, 21 and 24', () => {
    expect(assessmentOf('depression').questions).toHaveLength(21);
    expect(assessmentOf('anxiety').questions).toHaveLength(7);
    expect(assessmentOf('general-health').questions).toHaveLength(8);
    expect(maxScore('depression')).toBe(63);
    expect(maxScore('anxiety')).toBe(21);
    expect(maxScore('general-health')).toBe(24);
  });

  it('mark exactly one safety question in depression and general health, none in anxiety', () => {
    const safety = (test: AssessmentId) => assessmentOf(test).questions.filter((question) => question.safety).length;
    expect(safety('depression')).toBe(1);
    expect(safety('general-health')).toBe(1);
    expect(safety('anxiety')).toBe(0);
  });

  it('have distinct, non-empty question texts', () => {
    for (const id of ASSESSMENT_IDS) {
      const texts = assessmentOf(id).questions.map((question) => question.text);
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) expect(text.trim().length).toBeGreaterThan(10);
    }
  });

  it('have contiguous bands from 0 to the maximum, each with a 2-3 sentence interpretation', () => {
    for (const id of ASSESSMENT_IDS) {
      const { bands } = ASSESSMENTS[id];
      expect(bands[0]?.min).toBe(0);
      expect(bands.at(-1)?.max).toBe(maxScore(id));
      bands.forEach((entry, index) => {
        if (index > 0) expect(entry.min).toBe((bands[index - 1]?.max ?? Number.NaN) + 1);
        const sentences = entry.interpretation.split(/(?<=[.!?])\s+/);
        expect(sentences.length).toBeGreaterThanOrEqual(2);
        expect(sentences.length).toBeLessThanOrEqual(3);
        expect(entry.interpretation).not.toMatch(/you have (depression|anxiety)|diagnos/i);
      });
    }
  });

  it('know their ids', () => {
    expect(ASSESSMENT_IDS).toEqual(['depression', 'anxiety', 'general-health']);
    expect(isAssessmentId('general-health')).toBe(true);
    expect(isAssessmentId('health')).toBe(false);
    expect(isAssessmentId('toString')).toBe(false);
    expect(() => assessmentOf('nope' as AssessmentId)).toThrow(RangeError);
  });
});

describe('answer options', () => {
  it('are the four of DECISIONS.md', () => {
    expect(ANSWER_OPTIONS).toEqual([
      { label: 'Not at all', score: 0 },
      { label: 'Several days', score: 1 },
      { label: 'More than half the days', score: 2 },
      { label: 'Nearly every day', score: 3 },
    ]);
  });
});

describe('score', () => {
  it('adds the answers', () => {
    expect(score([0, 1, 2, 3])).toBe(6);
    expect(score([])).toBe(0);
  });

  it('counts skipped answers as 0, including holes', () => {
    expect(score([3, null, undefined, 2])).toBe(5);
    const sparse: (number | null)[] = [];
    sparse[4] = 3;
    expect(score(sparse)).toBe(3);
    expect(score(Array.from({ length: 21 }, () => null))).toBe(0);
  });

  it('refuses what is not an answer', () => {
    for (const bad of [4, -1, 1.5, Number.NaN]) expect(() => score([bad])).toThrow(RangeError);
    expect(() => score(['2' as unknown as number])).toThrow(RangeError);
  });
});

describe('band edges', () => {
  it.each([
    [0, 'normal', 'Normal mood fluctuations', 0],
    [10, 'normal', 'Normal mood fluctuations', 0],
    [11, 'mild', 'Mild mood disturbance', 1],
    [16, 'mild', 'Mild mood disturbance', 1],
    [17, 'borderline', 'Borderline clinical depression', 2],
    [20, 'borderline', 'Borderline clinical depression', 2],
    [21, 'moderate', 'Moderate depression', 3],
    [30, 'moderate', 'Moderate depression', 3],
    [31, 'severe', 'Severe depression', 4],
    [40, 'severe', 'Severe depression', 4],
    [41, 'extreme', 'Extreme depression', 5],
    [63, 'extreme', 'Extreme depression', 5],
  ])('depression %i is %s', (total, key, label, severity) => {
    expect(band('depression', total)).toMatchObject({ key, label, severity, isHighest: severity === 5 });
  });

  it.each([
    [0, 'Minimal', 0],
    [4, 'Minimal', 0],
    [5, 'Mild', 1],
    [9, 'Mild', 1],
    [10, 'Moderate', 2],
    [14, 'Moderate', 2],
    [15, 'Severe', 3],
    [21, 'Severe', 3],
  ])('anxiety %i is %s', (total, label, severity) => {
    expect(band('anxiety', total)).toMatchObject({ label, severity, isHighest: severity === 3 });
  });

  it.each([
    [0, 'None to minimal', 0],
    [4, 'None to minimal', 0],
    [5, 'Mild', 1],
    [9, 'Mild', 1],
    [10, 'Moderate', 2],
    [14, 'Moderate', 2],
    [15, 'Moderately severe', 3],
    [19, 'Moderately severe', 3],
    [20, 'Severe', 4],
    [24, 'Severe', 4],
  ])('general health %i is %s', (total, label, severity) => {
    expect(band('general-health', total)).toMatchObject({ label, severity, isHighest: severity === 4 });
  });

  it('carries the interpretation of its band', () => {
    expect(band('anxiety', 12).interpretation).toBe(ASSESSMENTS.anxiety.bands[2]?.interpretation);
  });

  it.each([
    ['depression', 64],
    ['anxiety', 22],
    ['general-health', 25],
    ['general-health', 27],
    ['depression', -1],
    ['anxiety', 2.5],
    ['anxiety', Number.NaN],
  ] as const)('refuses %s score %s', (test, total) => {
    expect(() => band(test, total)).toThrow('Invalid Score');
  });
});

describe('answers at every band edge', () => {
  // The same edges as above, reached the way a visitor reaches them: by answering.
  it.each([
    ['depression', [10, 11, 16, 17, 20, 21, 30, 31, 40, 41]],
    ['anxiety', [4, 5, 9, 10, 14, 15]],
    ['general-health', [4, 5, 9, 10, 14, 15, 19, 20]],
  ] as const)('%s: each pair straddles two bands, in order', (test, edges) => {
    for (let pair = 0; pair < edges.length; pair += 2) {
      const [below, above] = [edges[pair]!, edges[pair + 1]!];
      const lower = resultOf(test, answersFor(test, below));
      const upper = resultOf(test, answersFor(test, above));
      expect(lower.score).toBe(below);
      expect(upper.score).toBe(above);
      expect(lower.band.max).toBe(below);
      expect(upper.band.min).toBe(above);
      expect(upper.band.severity).toBe(lower.band.severity + 1);
      expect(lower.band.severity).toBe(pair / 2);
    }
  });

  it.each(['depression', 'anxiety', 'general-health'] as const)('%s: all skipped is the lowest band, all "Nearly every day" the highest', (test) => {
    const count = assessmentOf(test).questions.length;
    expect(resultOf(test, Array.from({ length: count }, () => null))).toMatchObject({ score: 0, band: { severity: 0 } });
    expect(resultOf(test, Array.from({ length: count }, () => 3))).toMatchObject({ score: maxScore(test), band: { isHighest: true } });
  });
});

describe('resultOf', () => {
  it('scores and bands a test, shorter answer lists being skipped at the end', () => {
    expect(resultOf('anxiety', [3, 3, 3, 1])).toMatchObject({ score: 10, band: { key: 'moderate' } });
  });

  it('refuses more answers than the test has questions', () => {
    expect(() => resultOf('anxiety', [0, 0, 0, 0, 0, 0, 0, 0])).toThrow(RangeError);
  });
});

describe('needsCrisisSupport', () => {
  const safetyIndex = (test: AssessmentId) => assessmentOf(test).questions.findIndex((question) => question.safety);

  it('is false for a low score with the safety question at 0 or skipped', () => {
    const answers = answersFor('depression', 20);
    expect(answers[safetyIndex('depression')]).toBeNull();
    expect(needsCrisisSupport('depression', answers)).toBe(false);
    answers[safetyIndex('depression')] = 0;
    expect(needsCrisisSupport('depression', answers)).toBe(false);
  });

  it.each(['depression', 'general-health'] as const)('is true for any %s safety answer above 0, whatever the score', (test) => {
    for (const value of [1, 2, 3]) {
      const answers: (number | null)[] = assessmentOf(test).questions.map(() => null);
      answers[safetyIndex(test)] = value;
      expect(needsCrisisSupport(test, answers)).toBe(true);
    }
  });

  it.each([
    ['depression', 40, 41],
    ['anxiety', 14, 15],
    ['general-health', 19, 20],
  ] as const)('in %s turns on at the highest band (%i no, %i yes)', (test, below, highest) => {
    expect(needsCrisisSupport(test, answersFor(test, below))).toBe(false);
    expect(needsCrisisSupport(test, answersFor(test, highest))).toBe(true);
  });

  it('says every result is a screening', () => {
    expect(SCREENING_NOTE).toMatch(/screening, not a diagnosis/);
  });
});
