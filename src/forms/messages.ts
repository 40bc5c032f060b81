import { defineMessages } from '../i18n/messages';
import english from './messages.en';

/** The forms' field and form messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const formMessages = defineMessages(english, () => import('./messages.hi'));
