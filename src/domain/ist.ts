// India Standard Time is UTC+5:30 all year (no daylight saving), so dates in IST need no
// time-zone database: shift the instant and read its UTC fields. Hand-written formats below
// also keep pages rendered on the server identical to the browser's (no ICU differences), and
// spare a phone the cost of building Intl formatters while it renders.

export const IST_OFFSET_MINUTES = 5 * 60 + 30;

const MINUTE_MS = 60_000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The same instant moved by IST's offset: its UTC fields read as IST wall-clock fields. */
export function shiftToIst(instant: Date): Date {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  return new Date(time + IST_OFFSET_MINUTES * MINUTE_MS);
}

/**
 * The year in India at `instant`. The footer's copyright year: the server and the browser
 * must write the same one, whatever their own time zones (in the 5½ hours after midnight on
 * New Year's Eve, a UTC server and a phone in India would otherwise disagree).
 */
export function istYear(instant: Date): number {
  return shiftToIst(instant).getUTCFullYear();
}

/** The IST calendar date of an ISO timestamp, or null when it is not a date. */
function istDate(iso: string): { year: number; month: string; day: number } | null {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const ist = shiftToIst(instant);
  return { year: ist.getUTCFullYear(), month: MONTHS[ist.getUTCMonth()] ?? '', day: ist.getUTCDate() };
}

/** "November 16, 2024" (the en-US long date); "" for an invalid timestamp. */
export function formatUsLongDate(iso: string): string {
  const date = istDate(iso);
  return date ? `${date.month} ${date.day}, ${date.year}` : '';
}

/** "16 November 2024" (the en-IN long date); "" for an invalid timestamp. */
export function formatIndianLongDate(iso: string): string {
  const date = istDate(iso);
  return date ? `${date.day} ${date.month} ${date.year}` : '';
}

/**
 * "Thursday, 26 November 2026": a stored 'YYYY-MM-DD' (a session's or an event's day in
 * India) as visitors read it in mails and pages; "" when it is not a real calendar date.
 * It is a day, not an instant, so no offset applies: its UTC midnight carries its fields.
 */
export function formatIndianCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const midnight = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  midnight.setUTCFullYear(year, month, day);
  // A day past the month's end (2026-02-30) rolls over into the next month: not a date.
  if (midnight.getUTCMonth() !== month || midnight.getUTCDate() !== day) return '';
  return `${WEEKDAYS[midnight.getUTCDay()] ?? ''}, ${day} ${MONTHS[month] ?? ''} ${year}`;
}

/** "Nov 2024"; "" for an invalid timestamp. */
export function formatShortMonthYear(iso: string): string {
  const date = istDate(iso);
  return date ? `${date.month.slice(0, 3)} ${date.year}` : '';
}

/**
 * A whole number in Indian digit grouping (lakh, crore), grouped only from five digits as
 * en-IN's "min2" does: 1500 -> "1500", 25000 -> "25,000", 1234567 -> "12,34,567".
 */
export function formatIndianWholeNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  if (digits.length < 5) return sign + digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${sign}${rest},${last3}`;
}
