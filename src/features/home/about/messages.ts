import { defineMessages } from '../../../i18n/messages';
import english from './messages.en';

/** The about page's messages: its own, so that they load with it and not with the home page. */
export const aboutMessages = defineMessages(english, () => import('./messages.hi'));
