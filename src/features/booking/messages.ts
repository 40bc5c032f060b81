import { defineMessages } from '../../i18n/messages';
import type { Translate } from '../../i18n/react';
import english from './messages.en';

/** The booking wizards' messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const bookingMessages = defineMessages(english, () => import('./messages.hi'));

export type BookingKey = keyof typeof english & string;
export type BookingT = Translate<typeof english>;

/** The English words, for the names other modules and tests know them by. */
export const bookingEnglish = english;
