import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The FAQ and not-found pages' messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const legalMessages = defineMessages(english, () => import('./messages.hi'));
