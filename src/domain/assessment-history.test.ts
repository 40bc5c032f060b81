import { describe, expect, it } from 'vitest';
import { changeBetween, chartPoints, historyCsvRows, historyEntryOf, oldestFirst, timelineOf, toCsv, type HistoryEntry } from './assessment-history';

const DAY = 86_400_000;
const START = Date.UTC(2026, 10, 2, 4, 30);

/** An anxiety result (7 questions, 0..21) with the given answers, `days` after START. */
function anxiety(id: string, days: number, answers: (number | null)[]): HistoryEntry {
  return historyEntryOf(id, 'anxiety', answers, START + days * DAY);
}

const low = anxiety('a', 0, [0, 1, 0, 1, 0, 0, 1]); // 3, minimal
const higher = anxiety('b', 7, [1, 1, 1, 1, 1, 1, 0]); // 6, mild
const same = anxiety('c', 14, [2, 1, 1, 1, 1, null, 0]); // 6, mild

const WORDS = {
  headers: { date: 'Date', score: 'Score', outOf: 'Out of', band: 'Result', change: 'Change', answer: (n: number) => `Q${n}` },
  bandLabel: (key: string) => key.toUpperCase(),
};

describe('a history entry', () => {
  it('has the score and band the result page shows', () => {
    expect(low).toMatchObject({ test: 'anxiety', score: 3, band: 'minimal', completedAt: START });
    expect(anxiety('x', 0, [3, 3, 3, 2, 2, 1, 1])).toMatchObject({ score: 15, band: 'severe' });
  });

  it('copies the answers, so a later change to the list does not change it', () => {
    const answers = [0, 0, 0, 0, 0, 0, 0];
    const entry = historyEntryOf('x', 'anxiety', answers, START);
    answers[0] = 3;
    expect(entry.answers[0]).toBe(0);
  });

  it('refuses answers that do not fit the test', () => {
    expect(() => historyEntryOf('x', 'anxiety', [0, 0, 0, 0, 0, 0, 0, 0], START)).toThrow(RangeError);
  });
});

describe('what changed since last time', () => {
  it('is nothing for the first result', () => {
    expect(changeBetween(undefined, low)).toBeNull();
  });

  it('gives the move in score and the band before when the band changed', () => {
    expect(changeBetween(low, higher)).toEqual({ scoreDelta: 3, bandBefore: 'minimal' });
    expect(changeBetween(higher, low)).toEqual({ scoreDelta: -3, bandBefore: 'mild' });
  });

  it('says the band stayed when it did', () => {
    expect(changeBetween(higher, same)).toEqual({ scoreDelta: 0, bandBefore: null });
  });

  it('is worked out oldest first, whatever order the entries come in', () => {
    const timeline = timelineOf([same, low, higher]);
    expect(timeline.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(timeline.map((entry) => entry.change)).toEqual([null, { scoreDelta: 3, bandBefore: 'minimal' }, { scoreDelta: 0, bandBefore: null }]);
  });

  it('orders results of the same moment by id, so the order never flickers', () => {
    const twin = { ...low, id: '0' };
    expect(oldestFirst([low, twin]).map((entry) => entry.id)).toEqual(['0', 'a']);
  });
});

describe('the chart', () => {
  const box = { width: 320, height: 160, padding: 20 };

  it('has a point per result, evenly spread from left to right, oldest first', () => {
    const points = chartPoints('anxiety', [higher, same, low], box);
    expect(points.map((point) => point.id)).toEqual(['a', 'b', 'c']);
    expect(points.map((point) => point.x)).toEqual([20, 160, 300]);
  });

  it('puts 0 at the bottom and the highest score at the top', () => {
    const top = anxiety('top', 1, [3, 3, 3, 3, 3, 3, 3]);
    const bottom = anxiety('bottom', 0, [0, 0, 0, 0, 0, 0, 0]);
    const [first, second] = chartPoints('anxiety', [bottom, top], box);
    expect(first?.y).toBe(140);
    expect(second?.y).toBe(20);
  });

  it('puts a single result in the middle', () => {
    expect(chartPoints('anxiety', [low], box)[0]?.x).toBe(160);
  });
});

describe('the downloaded file', () => {
  it('has a header and a row per result, oldest first, with the change in score', () => {
    const rows = historyCsvRows('anxiety', [same, higher, low], WORDS);
    expect(rows[0]).toEqual(['Date', 'Score', 'Out of', 'Result', 'Change', 'Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6', 'Q7']);
    expect(rows.slice(1)).toEqual([
      ['2026-11-02T04:30:00.000Z', '3', '21', 'MINIMAL', '', '0', '1', '0', '1', '0', '0', '1'],
      ['2026-11-09T04:30:00.000Z', '6', '21', 'MILD', '+3', '1', '1', '1', '1', '1', '1', '0'],
      ['2026-11-16T04:30:00.000Z', '6', '21', 'MILD', '0', '2', '1', '1', '1', '1', '', '0'],
    ]);
  });

  it('writes a fall in score with its minus sign', () => {
    expect(historyCsvRows('anxiety', [higher, anxiety('d', 8, [0, 0, 0, 0, 0, 0, 0])], WORDS)[2]?.[4]).toBe('-6');
  });

  it('is only a header when there is nothing', () => {
    expect(historyCsvRows('anxiety', [], WORDS)).toEqual([['Date', 'Score', 'Out of', 'Result', 'Change']]);
  });

  it('is RFC 4180 text: quoted where needed, CRLF line ends', () => {
    expect(toCsv([['a', 'b, c'], ['say "hi"', 'two\nlines']])).toBe('a,"b, c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('never hands a spreadsheet a formula, but keeps negative numbers as numbers', () => {
    expect(toCsv([['=SUM(A1)', '+1', '@x', '-3', '-x', '+1+1']])).toBe("'=SUM(A1),+1,'@x,-3,'-x,'+1+1\r\n");
  });
});
