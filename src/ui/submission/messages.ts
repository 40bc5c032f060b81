import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The forms' shared parts' messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const submissionMessages = defineMessages(english, () => import('./messages.hi'));
