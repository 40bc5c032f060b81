import { LOCALES, type Language } from './language';

// Numbers, rupees and dates as each language writes them. Hindi keeps the Latin digits that
// hi-IN uses by default (as Hindi sites and papers in North India do); both use the Indian
// grouping (1,00,000). Times are always India's, wherever the device is.

export const TIME_ZONE = 'Asia/Kolkata';

export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(LOCALES[language]).format(value);
}

/** "₹1,500" (whole rupees) or "₹1,499.50" (with paise). */
export function formatRupees(language: Language, rupees: number): string {
  const whole = Number.isInteger(rupees);
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(rupees);
}

/** A moment as a day in India: "26 November 2026" / "26 नवंबर 2026"; "" for an invalid one. */
export function formatDate(language: Language, instant: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: 'long' }): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: TIME_ZONE }).format(date);
}

/** A moment's time of day in India: "4:30 pm" (Hindi writes it the same way). */
export function formatTime(language: Language, instant: Date | string): string {
  return formatDate(language, instant, { hour: 'numeric', minute: '2-digit' });
}
