import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The blog pages' messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const blogMessages = defineMessages(english, () => import('./messages.hi'));
