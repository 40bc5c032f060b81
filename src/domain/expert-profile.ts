// What an expert offers and when (issue 19): the words a match is made of, and the weekly
// hours and time off a free slot is computed from. Pure: the server stores these, the
// staff screens edit them, the wizards show them. Read by the expert cards of the home page,
// so the option lists stay out of it (expert-vocabulary.ts has the languages and concerns).

import type { BookingKind } from './submission-kinds';

/** "Whoever is free first among the experts who match": the choice offered beside the matches. */
export const ANY_EXPERT = 'any';

/** The genders a visitor's counsellor preference names ("No preference" aside). */
export const EXPERT_GENDERS = ['Female', 'Male'] as const;
export type ExpertGender = (typeof EXPERT_GENDERS)[number];

/** The kinds of session an expert may take (the booking kinds, without loading the kinds' registry). */
export const SESSION_KINDS = ['individual', 'couple', 'family-friends'] as const satisfies readonly BookingKind[];

export function isSessionKind(value: unknown): value is BookingKind {
  return typeof value === 'string' && (SESSION_KINDS as readonly string[]).includes(value);
}

export const SESSION_KIND_LABELS: Record<BookingKind, string> = {
  individual: 'Individual',
  couple: 'Couple',
  'family-friends': 'Family and friends',
};

/** Monday first, as calendars in India are read. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** One stretch of a weekday when the expert works, 'HH:MM' on the 24-hour IST clock; `to` after `from`. */
export type WorkingHours = { day: Weekday; from: string; to: string };

/** Days away, both dates included ('YYYY-MM-DD', IST). */
export type TimeOff = { from: string; to: string };

export type ExpertSchedule = { hours: readonly WorkingHours[]; timeOff: readonly TimeOff[] };

/** What matching reads of an expert. */
export type MatchableExpert = {
  id: number;
  name: string;
  languages: readonly string[];
  gender: ExpertGender | null;
  concerns: readonly string[];
  kinds: readonly BookingKind[];
  active: boolean;
};

/** 'HH:MM' (24-hour) as minutes after midnight; undefined for anything else. '24:00' is the end of the day. */
export function parseHourMinute(value: string): number | undefined {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : undefined;
}

/** The IST weekday of a 'YYYY-MM-DD' date. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Midnight UTC of that calendar date: the date, not an instant, decides the weekday.
  const utcMidnight = new Date(0);
  utcMidnight.setUTCFullYear(year, month - 1, day);
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(utcMidnight.getUTCDay() + 6) % 7] as Weekday;
}

/** True when `date` falls in any of the expert's time off. 'YYYY-MM-DD' strings compare as dates. */
export function isAway(timeOff: readonly TimeOff[], date: string): boolean {
  return timeOff.some((away) => away.from <= date && date <= away.to);
}

/** A working stretch of one day, in minutes after IST midnight: [from, to). */
export type Stretch = readonly [from: number, to: number];

/** The expert's working stretches on `date`, earliest first; none on time off or a day off. */
export function stretchesOn(schedule: ExpertSchedule, date: string): Stretch[] {
  if (isAway(schedule.timeOff, date)) return [];
  const day = weekdayOf(date);
  return schedule.hours
    .filter((hours) => hours.day === day)
    .map((hours) => [parseHourMinute(hours.from), parseHourMinute(hours.to)] as const)
    .filter((pair): pair is Stretch => pair[0] !== undefined && pair[1] !== undefined)
    .sort((a, b) => a[0] - b[0]);
}

/**
 * True when `stretches` (earliest first) cover a session from `start` for `minutes`. Stretches
 * that touch (10:00-12:00 and 12:00-14:00) count as one: a session may run across the join.
 */
export function covers(stretches: readonly Stretch[], start: number, minutes: number): boolean {
  // Walk forward from the start while the stretches keep covering the time.
  let coveredTo = start;
  for (const [from, to] of stretches) {
    if (from <= coveredTo && to > coveredTo) coveredTo = to;
  }
  return coveredTo >= start + minutes && stretches.some(([from, to]) => from <= start && start < to);
}

/**
 * True when a session from `start` for `minutes` (minutes after IST midnight of `date`) lies
 * inside the expert's working hours that day, and the day is not time off.
 */
export function worksDuring(schedule: ExpertSchedule, date: string, start: number, minutes: number): boolean {
  return covers(stretchesOn(schedule, date), start, minutes);
}
