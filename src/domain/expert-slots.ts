// Which times an expert is free (issue 19). The spec's IST rules (slots.ts) decide which
// starts a day offers at all; an expert is free at one of them when the whole session lies
// inside their working hours, the day is not time off, and it overlaps nothing they hold
// already. The server answers GET /api/slots and takes holds with this code, so the offer
// and the check agree.

import { covers, stretchesOn, type ExpertSchedule, type Stretch } from './expert-profile';
import {
  INDIVIDUAL_SLOT_OFFERS,
  SESSION_WINDOW_OFFERS,
  availabilityFor,
  startInstant,
  todayInIndia,
  type SlotAvailability,
  type SlotOffer,
} from './slots';

const MINUTE_MS = 60_000;
/** Couple and family/friends windows are three hours; a session inside one starts on the half hour. */
export const WINDOW_MINUTES = 3 * 60;
const WINDOW_STEP = 30;
/** How far ahead matching looks for an expert's next free time. */
export const MATCH_HORIZON_DAYS = 14;

export const EXPERT_SLOT_MESSAGES = {
  expertNotFree: 'This expert has no free times on this date. Please choose another date or another expert.',
  nobodyFree: 'None of the experts who match your preferences is free on this date. Please choose another date.',
} as const;

/** A session an expert holds or has confirmed, epoch milliseconds, `end` not included. */
export type Taken = { start: number; end: number };

export type ExpertCalendar = { expertId: number; schedule: ExpertSchedule; taken: readonly Taken[] };

/** True when the expert can take a session of `minutes` starting `start` minutes after IST midnight of `date`. */
export function isFreeAt(calendar: ExpertCalendar, date: string, start: number, minutes: number): boolean {
  return freeWithin(calendar, stretchesOn(calendar.schedule, date), date, start, minutes);
}

/** isFreeAt with the day's working stretches already read (they are the same for every start of a day). */
function freeWithin(calendar: ExpertCalendar, stretches: readonly Stretch[], date: string, start: number, minutes: number): boolean {
  if (!covers(stretches, start, minutes)) return false;
  const from = startInstant(date, start);
  const to = from + minutes * MINUTE_MS;
  return !calendar.taken.some((taken) => taken.start < to && from < taken.end);
}

/** A session's start and end as ISO instants (what `expert_sessions` stores): `start` minutes after IST midnight of `date`, for `minutes`. */
export function sessionSpan(date: string, start: number, minutes: number): { startsAt: string; endsAt: string } {
  const from = startInstant(date, start);
  return { startsAt: new Date(from).toISOString(), endsAt: new Date(from + minutes * MINUTE_MS).toISOString() };
}

/** The half-hour starts inside a window at which a session of `minutes` still ends within it. */
export function startsInWindow(window: SlotOffer, minutes: number): number[] {
  const starts: number[] = [];
  for (let start = window.start; start + minutes <= window.start + WINDOW_MINUTES; start += WINDOW_STEP) starts.push(start);
  return starts;
}

/** The first start inside `window` on `date` at which this expert is free, if any. */
export function firstFreeInWindow(calendar: ExpertCalendar, date: string, window: SlotOffer, minutes: number): number | undefined {
  return firstFreeWithin(calendar, stretchesOn(calendar.schedule, date), date, window, minutes);
}

function firstFreeWithin(calendar: ExpertCalendar, stretches: readonly Stretch[], date: string, window: SlotOffer, minutes: number): number | undefined {
  return startsInWindow(window, minutes).find((start) => freeWithin(calendar, stretches, date, start, minutes));
}

/**
 * The individual starts of `date` at which at least one of `calendars` is free (one calendar:
 * that expert's), with the spec's messages for a day that offers nothing at all.
 */
export function freeIndividualSlots(
  calendars: readonly ExpertCalendar[],
  date: string,
  now: Date,
  minutes: number,
  nobodyMessage: string = calendars.length === 1 ? EXPERT_SLOT_MESSAGES.expertNotFree : EXPERT_SLOT_MESSAGES.nobodyFree,
): SlotAvailability {
  return freeAmong(calendars, date, now, INDIVIDUAL_SLOT_OFFERS, nobodyMessage, (calendar, stretches, offer) =>
    freeWithin(calendar, stretches, date, offer.start, minutes),
  );
}

/** The couple/family windows of `date` inside which at least one of `calendars` is free for a session of `minutes`. */
export function freeWindows(
  calendars: readonly ExpertCalendar[],
  date: string,
  now: Date,
  minutes: number,
  nobodyMessage: string = EXPERT_SLOT_MESSAGES.nobodyFree,
): SlotAvailability {
  return freeAmong(calendars, date, now, SESSION_WINDOW_OFFERS, nobodyMessage, (calendar, stretches, offer) =>
    firstFreeWithin(calendar, stretches, date, offer, minutes) !== undefined,
  );
}

function freeAmong(
  calendars: readonly ExpertCalendar[],
  date: string,
  now: Date,
  offers: readonly SlotOffer[],
  nobodyMessage: string,
  free: (calendar: ExpertCalendar, stretches: readonly Stretch[], offer: SlotOffer) => boolean,
): SlotAvailability {
  const day = availabilityFor(date, now, offers);
  if (day.slots.length === 0) return day;
  const working = calendars
    .map((calendar) => ({ calendar, stretches: stretchesOn(calendar.schedule, date) }))
    .filter(({ stretches }) => stretches.length > 0);
  const slots = offers
    .filter((offer) => day.slots.includes(offer.label) && working.some(({ calendar, stretches }) => free(calendar, stretches, offer)))
    .map((offer) => offer.label);
  return slots.length > 0 ? { date, slots } : { date, slots, message: nobodyMessage };
}

type OpenDay = { date: string; open: SlotOffer[] };

/**
 * When each expert is next free for a session of `minutes` of `kind`'s shape, as epoch
 * milliseconds, looking `MATCH_HORIZON_DAYS` ahead from `now`; experts not free in that time
 * are left out. A day's open starts are worked out once for all experts, and only once an
 * expert not free before it needs them: most are free within a day or two.
 */
export function nextFreeStarts(calendars: readonly ExpertCalendar[], now: Date, minutes: number, shape: 'slots' | 'windows'): Map<number, number> {
  const offers = shape === 'slots' ? INDIVIDUAL_SLOT_OFFERS : SESSION_WINDOW_OFFERS;
  const days: OpenDay[] = [];
  const day = (index: number): OpenDay => {
    while (days.length <= index) {
      const date = days.length === 0 ? todayInIndia(now) : addDays(days[days.length - 1]!.date, 1);
      const open = new Set(availabilityFor(date, now, offers).slots);
      days.push({ date, open: offers.filter((offer) => open.has(offer.label)) });
    }
    return days[index]!;
  };
  const found = new Map<number, number>();
  for (const calendar of calendars) {
    const next = firstFreeStart(calendar, day, minutes, shape);
    if (next !== undefined) found.set(calendar.expertId, next);
  }
  return found;
}

/** When one expert is next free; see nextFreeStarts. */
export function nextFreeStart(calendar: ExpertCalendar, now: Date, minutes: number, shape: 'slots' | 'windows'): number | undefined {
  return nextFreeStarts([calendar], now, minutes, shape).get(calendar.expertId);
}

function firstFreeStart(calendar: ExpertCalendar, day: (index: number) => OpenDay, minutes: number, shape: 'slots' | 'windows') {
  for (let index = 0; index < MATCH_HORIZON_DAYS; index++) {
    const { date, open } = day(index);
    const stretches = stretchesOn(calendar.schedule, date);
    if (stretches.length === 0) continue;
    for (const offer of open) {
      const start =
        shape === 'slots'
          ? freeWithin(calendar, stretches, date, offer.start, minutes)
            ? offer.start
            : undefined
          : firstFreeWithin(calendar, stretches, date, offer, minutes);
      if (start !== undefined) return startInstant(date, start);
    }
  }
  return undefined;
}

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(0);
  moved.setUTCFullYear(year, month - 1, day + days);
  return [
    String(moved.getUTCFullYear()).padStart(4, '0'),
    String(moved.getUTCMonth() + 1).padStart(2, '0'),
    String(moved.getUTCDate()).padStart(2, '0'),
  ].join('-');
}
