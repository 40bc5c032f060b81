// India Standard Time is UTC+5:30 all year (no daylight saving), so dates in IST need no
// time-zone database: shift the instant and read its UTC fields. Hand-written formats below
// also keep pages rendered on the server identical to the browser's (no ICU differences), and
// spare a phone the cost of building Intl formatters while it renders.

export const IST_OFFSET_MINUTES = 5 * 60 + 30;

const MINUTE_MS = 60_000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
