import { formatDate, formatTime } from '../i18n/format';
import type { Language } from '../i18n/language';

/** "5 March 2025, 4:05 pm" ("5 मार्च 2025, 4:05 pm") in India's time, for "saved on this device" and retry notes. */
export function formatDeviceDate(epochMs: number, language: Language = 'en'): string {
  return formatDate(language, new Date(epochMs), { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** "4:05 pm" in India's time (Hindi writes it the same way). */
export function formatDeviceTime(epochMs: number, language: Language = 'en'): string {
  return formatTime(language, new Date(epochMs));
}
