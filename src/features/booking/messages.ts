import { defineMessages } from '../../i18n/messages';
import type { Translate } from '../../i18n/react';
import english from './messages.en';

/** The booking wizards' messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const bookingMessages = defineMessages(english, () => import('./messages.hi'));

export type BookingKey = keyof typeof english & string;
export type BookingT = Translate<typeof english>;

/** The English words, for the names other modules and tests know them by. */
export const bookingEnglish = english;

const slotKeys = new Map<string, BookingKey>([
  [english['slots.noDate'], 'slots.noDate'],
  [english['slots.invalidDate'], 'slots.invalidDate'],
  [english['slots.pastDate'], 'slots.pastDate'],
  [english['slots.todayClosed'], 'slots.todayClosed'],
  [english['slots.todayTooSoon'], 'slots.todayTooSoon'],
  [english['slots.noneLeft'], 'slots.noneLeft'],
  [english['payment.underWay'], 'payment.underWay'],
]);

/** A sentence the server (or the device's own rules) wrote in English, in the page's language when it is a known one. */
export function knownSentence(t: BookingT, sentence: string): string {
  const key = slotKeys.get(sentence);
  return key ? t(key) : sentence;
}
