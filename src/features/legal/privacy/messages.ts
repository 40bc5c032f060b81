import { defineMessages } from '../../../i18n/messages';
import english from './messages.en';

/** The privacy page's words: a catalogue of its own, so its long text loads with that page only. */
export const privacyMessages = defineMessages(english, () => import('./messages.hi'));
