import { describe, expect, it } from 'vitest';
import { buildDetailedAssessment } from './detailed-assessment';
import { assessmentOf } from './registry';

describe('buildDetailedAssessment', () => {
  it('lists every question with its answer, skipped ones as Skipped scoring 0', () => {
    const detail = buildDetailedAssessment('anxiety', [0, 1, 2, 3, null, undefined]);
    expect(detail).toMatchObject({ totalScore: 6, maxPossibleScore: 21, interpretationCategory: 'Mild' });
    expect(detail.detailedResponses).toHaveLength(7);
    expect(detail.detailedResponses.map((response) => [response.answerText, response.answerScore])).toEqual([
      ['Not at all', 0],
      ['Several days', 1],
      ['More than half the days', 2],
      ['Nearly every day', 3],
      ['Skipped', 0],
      ['Skipped', 0],
      ['Skipped', 0],
    ]);
    expect(detail.detailedResponses[2]).toEqual({
      questionIndex: 2,
      questionText: assessmentOf('anxiety').questions[2]?.text,
      answerText: 'More than half the days',
      answerScore: 2,
    });
  });

  it('uses the band label as the interpretation category, with the max of 63 for depression', () => {
    const detail = buildDetailedAssessment('depression', Array.from({ length: 21 }, () => 3));
    expect(detail).toMatchObject({ totalScore: 63, maxPossibleScore: 63, interpretationCategory: 'Extreme depression' });
    expect(buildDetailedAssessment('general-health', []).interpretationCategory).toBe('None to minimal');
  });

  it('refuses answers that do not fit the test', () => {
    expect(() => buildDetailedAssessment('anxiety', [0, 0, 0, 0, 0, 0, 0, 0])).toThrow(RangeError);
    expect(() => buildDetailedAssessment('anxiety', [5])).toThrow(RangeError);
  });
});
