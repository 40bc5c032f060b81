import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The payment status page's messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const paymentMessages = defineMessages(english, () => import('./messages.hi'));

/** The English words, for the names other modules and tests know them by. */
export const paymentEnglish = english;
