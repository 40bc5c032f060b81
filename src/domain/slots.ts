// When a session can be booked (spec §5 "Slot availability rules", §9 "Time";
// DECISIONS.md "Booking"). The same code answers the slot picker and GET /api/slots
// and re-checks a booking on the server, so both always agree.
//
// All arithmetic is on a fixed +05:30 offset: India has no daylight saving, and this
// keeps the result independent of the runtime's time zone and of whether it ships
// time-zone data. Only UTC getters are ever used.
//
// How the two "today" rules combine: "none from 8:30 PM" is about the clock, not the
// slot. From 8:30 PM IST on, today offers nothing and says so in its own message.
// Before that, a slot is offered if it starts at least 3 hours after `now`, up to the
// last slot of the day (10:30 PM), exactly as on any other day. So 7:30 PM still
// offers 10:30 PM; from just after 7:30 PM to 8:29 PM the 3-hour rule leaves nothing
// and the visitor reads the 3-hour message; from 8:30 PM the 8:30 PM message.

import { IST_OFFSET_MINUTES, shiftToIst } from './ist';
import { SESSION_WINDOWS } from './options';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** Minutes after IST midnight. */
const FIRST_SLOT = 10 * 60 + 30;
const LAST_SLOT = 22 * 60 + 30;
const SLOT_STEP = 30;
/** Today closes for booking at this IST clock time. */
export const TODAY_CLOSES_AT = 20 * 60 + 30;
/** A session today must start at least this long after the booking. */
export const NOTICE_MINUTES = 3 * 60;

export const SLOT_MESSAGES = {
  noDate: 'Please select a date first to see available time slots',
  // Not in the spec (its date picker cannot produce one); an API caller can.
  invalidDate: 'Please select a valid date.',
  pastDate: 'Past dates are not available for booking. Please select today or a future date.',
  todayClosed: "No slots available for today after 8:30 PM. Please choose tomorrow's date for available slots.",
  todayTooSoon:
    "No slots available for today as booking requires 3 hours advance notice. Please choose tomorrow's date for available slots.",
  noneLeft: 'No slots available for the selected date.',
} as const;

export type SlotAvailability = {
  date: string;
  slots: string[];
  message?: string;
};

/** A bookable start: the label shown and stored, and its IST start in minutes after midnight. */
export type SlotOffer = { label: string; start: number };

/** '10:30 AM', '12:00 PM', '1:30 PM' … the clock labels stored with a booking. */
export function formatClock(minutesAfterMidnight: number): string {
  const minutes = ((minutesAfterMidnight % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** '7:00 PM': the IST clock time of an instant. */
export function istClock(instant: Date): string {
  const ist = shiftToIst(instant);
  return formatClock(ist.getUTCHours() * 60 + ist.getUTCMinutes());
}

/** '10:30 AM - 11:30 AM': the IST clock range of a session held between two instants. */
export function istClockRange(startsAt: string, endsAt: string): string {
  return `${istClock(new Date(startsAt))} - ${istClock(new Date(endsAt))}`;
}

/** Inverse of formatClock; undefined for anything else (no leading zero, one space). */
export function parseClock(label: string): number | undefined {
  const match = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/.exec(label);
  if (!match) return undefined;
  const hours = Number(match[1]) % 12 + (match[3] === 'PM' ? 12 : 0);
  return hours * 60 + Number(match[2]);
}

export const INDIVIDUAL_SLOT_OFFERS: readonly SlotOffer[] = Array.from(
  { length: (LAST_SLOT - FIRST_SLOT) / SLOT_STEP + 1 },
  (_, index) => {
    const start = FIRST_SLOT + index * SLOT_STEP;
    return { label: formatClock(start), start };
  },
);

/** Every individual slot label of a full day, 10:30 AM to 10:30 PM. */
export const INDIVIDUAL_SLOT_TIMES: readonly string[] = INDIVIDUAL_SLOT_OFFERS.map((offer) => offer.label);

/** The couple/family windows with their IST starts, read from the labels themselves. */
export const SESSION_WINDOW_OFFERS: readonly SlotOffer[] = SESSION_WINDOWS.map((label) => {
  const start = parseClock(label.replace(/^(\d{1,2}) (AM|PM) to .*$/, '$1:00 $2'));
  if (start === undefined) throw new Error(`Unreadable session window: ${label}`);
  return { label, start };
});

/** True for a real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** The IST calendar date of an instant, 'YYYY-MM-DD'. */
export function todayInIndia(now: Date): string {
  const ist = shiftToIst(now);
  return [
    String(ist.getUTCFullYear()).padStart(4, '0'),
    String(ist.getUTCMonth() + 1).padStart(2, '0'),
    String(ist.getUTCDate()).padStart(2, '0'),
  ].join('-');
}

/** '2026-11-22T10:30:00+05:30': a slot as an absolute time, for calendars and e-mails. */
export function istDateTime(date: string, time: string): string {
  const start = parseClock(time);
  if (!isIsoDate(date) || start === undefined) throw new RangeError(`Invalid date or time: ${date} ${time}`);
  const hh = String(Math.floor(start / 60)).padStart(2, '0');
  const mm = String(start % 60).padStart(2, '0');
  return `${date}T${hh}:${mm}:00+05:30`;
}

/**
 * Availability of any list of starts on `date`, seen at `now`. Individual slots and
 * couple/family windows both go through here, so they share one notice policy.
 */
export function availabilityFor(
  date: string | null | undefined,
  now: Date,
  offers: readonly SlotOffer[],
): SlotAvailability {
  if (date === null || date === undefined || date.trim() === '') {
    return { date: '', slots: [], message: SLOT_MESSAGES.noDate };
  }
  if (!isIsoDate(date)) return { date, slots: [], message: SLOT_MESSAGES.invalidDate };

  const today = todayInIndia(now);
  // 'YYYY-MM-DD' strings order the same way as the dates they name.
  if (date < today) return { date, slots: [], message: SLOT_MESSAGES.pastDate };

  if (date === today) {
    if (istMinutesNow(now) >= TODAY_CLOSES_AT) return { date, slots: [], message: SLOT_MESSAGES.todayClosed };
    const earliest = now.getTime() + NOTICE_MINUTES * MINUTE_MS;
    const slots = offers.filter((offer) => startInstant(date, offer.start) >= earliest).map((offer) => offer.label);
    return slots.length > 0 ? { date, slots } : { date, slots, message: SLOT_MESSAGES.todayTooSoon };
  }

  const slots = offers.map((offer) => offer.label);
  return slots.length > 0 ? { date, slots } : { date, slots, message: SLOT_MESSAGES.noneLeft };
}

/** Individual session starts offered on `date` (spec §5, §9). */
export function individualSlots(date: string | null | undefined, now: Date): SlotAvailability {
  return availabilityFor(date, now, INDIVIDUAL_SLOT_OFFERS);
}

export function isSlotAvailable(date: string, time: string, now: Date): boolean {
  return individualSlots(date, now).slots.includes(time);
}

/**
 * Couple and family/friends windows offered on `date`. The spec gives these no rule of
 * their own; they follow the individual policy (past dates refused, 3 hours' notice
 * to the window's start, today closes at 8:30 PM) so a team member can still arrange
 * a counsellor in time.
 */
export function sessionWindows(date: string | null | undefined, now: Date): SlotAvailability {
  return availabilityFor(date, now, SESSION_WINDOW_OFFERS);
}

export function isWindowAvailable(date: string, window: string, now: Date): boolean {
  return sessionWindows(date, now).slots.includes(window);
}

/**
 * '10:30 AM - 11:10 AM': the range stored with a booking (DECISIONS.md). Crossing noon
 * is ordinary; an end past midnight reads as the clock shows it ('12:10 AM').
 */
export function sessionTimeRange(time: string, minutes: number): string {
  const start = parseClock(time);
  if (start === undefined) throw new RangeError(`Invalid time: ${time}`);
  if (!Number.isInteger(minutes) || minutes <= 0 || minutes >= DAY_MINUTES) {
    throw new RangeError(`Invalid session length: ${minutes}`);
  }
  return `${formatClock(start)} - ${formatClock(start + minutes)}`;
}

/** Minutes (with fractions) since IST midnight. */
function istMinutesNow(now: Date): number {
  const ist = shiftToIst(now);
  return ist.getUTCHours() * 60 + ist.getUTCMinutes() + ist.getUTCSeconds() / 60 + ist.getUTCMilliseconds() / MINUTE_MS;
}

/** Epoch milliseconds of `minutes` after IST midnight of `date`. */
export function startInstant(date: string, minutes: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const utcMidnight = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  utcMidnight.setUTCFullYear(year, month - 1, day);
  return utcMidnight.getTime() + (minutes - IST_OFFSET_MINUTES) * MINUTE_MS;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
