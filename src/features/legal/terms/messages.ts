import { defineMessages } from '../../../i18n/messages';
import english from './messages.en';

/**
 * The terms and conditions page's messages, a catalogue of their own so the page's long text
 * loads only with it (see src/i18n/messages.ts for how the Hindi ones load).
 */
export const termsMessages = defineMessages(english, () => import('./messages.hi'));
