import { formatPostDate } from '../../domain/content';
import { formatShortMonthYear } from '../../domain/ist';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/react';

// Posts are written by staff in English and shown as stored (useStoredTextLang marks them);
// what the page writes around them (dates) follows the page's language.

type PostDates = {
  /** "November 16, 2025" / "16 नवंबर 2025"; "" for an invalid timestamp. */
  day: (iso: string) => string;
  /** The month tag: "Nov 2025" / "नवंबर 2025" (Hindi's short months are abbreviations few read). */
  month: (iso: string) => string;
};

const ENGLISH_DATES: PostDates = { day: formatPostDate, month: formatShortMonthYear };

/** A post's dates (a day in India) as the page's language writes them. */
export function usePostDates(): PostDates {
  const language = useLanguage();
  if (language === 'en') return ENGLISH_DATES;
  return {
    day: (iso) => formatDate(language, iso),
    month: (iso) => formatDate(language, iso, { month: 'long', year: 'numeric' }),
  };
}
