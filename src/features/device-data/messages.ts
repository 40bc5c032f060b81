import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The history and "my data" pages' messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const deviceDataMessages = defineMessages(english, () => import('./messages.hi'));
