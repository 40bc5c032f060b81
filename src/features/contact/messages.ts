import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The contact page's messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const contactMessages = defineMessages(english, () => import('./messages.hi'));
