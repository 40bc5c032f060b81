import { defineMessages } from '../../../i18n/messages';
import english from './messages.en';

/** The few words other pages show from this feature; kept apart so they carry none of its pages' words. */
export const linkMessages = defineMessages(english, () => import('./messages.hi'));
