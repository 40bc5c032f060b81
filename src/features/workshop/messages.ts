import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The workshop page's messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const workshopMessages = defineMessages(english, () => import('./messages.hi'));
