// A visitor's finished self-assessments as their own device keeps them (never sent anywhere):
// what changed from one to the next, the points of the small chart, and the rows of the file
// they can download. The screens only word and draw what these rules decide.

import type { AssessmentId } from './assessments/assessment';
import { maxScore, resultOf } from './assessments/scoring';

export type HistoryEntry = {
  /** Made on the device (a UUID). */
  id: string;
  test: AssessmentId;
  /** Epoch ms when the result was first shown. */
  completedAt: number;
  /** One per question: the chosen score, or null when skipped. */
  answers: (number | null)[];
  score: number;
  /** The band's `key` (stable when its wording changes or is translated). */
  band: string;
};

/** The entry for answers whose result is shown at `completedAt`: score and band as the result page has them. */
export function historyEntryOf(id: string, test: AssessmentId, answers: readonly (number | null)[], completedAt: number): HistoryEntry {
  const { score, band } = resultOf(test, answers);
  return { id, test, completedAt, answers: [...answers], score, band: band.key };
}

/** How an entry differs from the one before it; null for the first. */
export type Change = {
  /** Positive when the score went up. */
  scoreDelta: number;
  /** The band before, when it was another one; null when the band stayed. */
  bandBefore: string | null;
};

export function changeBetween(before: HistoryEntry | undefined, after: HistoryEntry): Change | null {
  if (before === undefined) return null;
  return { scoreDelta: after.score - before.score, bandBefore: before.band === after.band ? null : before.band };
}

/** Oldest first; entries of the same millisecond in a stable order. */
export function oldestFirst(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => a.completedAt - b.completedAt || a.id.localeCompare(b.id));
}

export type TimelineEntry = HistoryEntry & { change: Change | null };

/** Every entry, oldest first, with what changed since the one before. */
export function timelineOf(entries: readonly HistoryEntry[]): TimelineEntry[] {
  const ordered = oldestFirst(entries);
  return ordered.map((entry, index) => ({ ...entry, change: changeBetween(ordered[index - 1], entry) }));
}

export type ChartBox = { width: number; height: number; padding: number };
export type ChartPoint = { id: string; x: number; y: number };

/**
 * Where each score sits in the chart, oldest on the left: evenly spaced (a visit a day or a
 * month apart reads the same, as the list below it gives the dates), 0 at the bottom and the
 * test's highest score at the top. A single entry sits in the middle.
 */
export function chartPoints(test: AssessmentId, entries: readonly HistoryEntry[], { width, height, padding }: ChartBox): ChartPoint[] {
  const ordered = oldestFirst(entries);
  const max = maxScore(test);
  const innerWidth = width - 2 * padding;
  const innerHeight = height - 2 * padding;
  const step = ordered.length > 1 ? innerWidth / (ordered.length - 1) : 0;
  return ordered.map((entry, index) => ({
    id: entry.id,
    x: ordered.length > 1 ? padding + index * step : width / 2,
    y: padding + innerHeight * (1 - Math.min(Math.max(entry.score, 0), max) / max),
  }));
}

/** The words of the downloaded file, in the visitor's language. */
export type CsvWords = {
  headers: { date: string; score: string; outOf: string; band: string; change: string; answer: (questionNumber: number) => string };
  bandLabel(key: string): string;
};

/**
 * The file's rows, oldest first: a header, then per entry its date and time (ISO 8601, which
 * spreadsheets read in every language), score, the highest possible, band, the change in score
 * since the one before ("+2", "-3", "0"; empty for the first) and each answer (empty when skipped).
 */
export function historyCsvRows(test: AssessmentId, entries: readonly HistoryEntry[], words: CsvWords): string[][] {
  const max = maxScore(test);
  const questionCount = Math.max(0, ...entries.map((entry) => entry.answers.length));
  const { headers } = words;
  const header = [headers.date, headers.score, headers.outOf, headers.band, headers.change];
  for (let number = 1; number <= questionCount; number += 1) header.push(headers.answer(number));
  const rows = timelineOf(entries).map((entry) => {
    const delta = entry.change?.scoreDelta;
    const change = delta === undefined ? '' : delta > 0 ? `+${delta}` : String(delta);
    const answers = Array.from({ length: questionCount }, (_, index) => {
      const answer = entry.answers[index];
      return answer === null || answer === undefined ? '' : String(answer);
    });
    return [new Date(entry.completedAt).toISOString(), String(entry.score), String(max), words.bandLabel(entry.band), change, ...answers];
  });
  return [header, ...rows];
}

/**
 * RFC 4180 text: fields with a comma, quote or line break are quoted, quotes doubled, lines
 * ended by CRLF. A field starting with = + - @ or a tab is prefixed with ' so that a spreadsheet
 * never runs it as a formula; a change like "+2" or "-3" is a number and left alone.
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const field = (value: string) => {
    const safe = /^[=+\-@\t]/.test(value) && !/^[+-]\d+$/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}
