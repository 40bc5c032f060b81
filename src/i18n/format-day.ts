import { formatDate } from './format';
import type { Language } from './language';

// Apart from format.ts, which the home page's first script carries: only the booking and
// manage pages name calendar days.

/** A calendar day 'YYYY-MM-DD' (a day in India) with its weekday: "मंगलवार, 1 दिसंबर 2026"; "" for one that is not a date. */
export function formatDay(language: Language, day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return '';
  // Noon in India is the same day in India whatever the rounding: the day is read back in IST.
  const noon = new Date(`${day}T12:00:00+05:30`);
  if (Number.isNaN(noon.getTime()) || noon.toISOString().slice(8, 10) !== match[3]) return '';
  return formatDate(language, noon, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}
