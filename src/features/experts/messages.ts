import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

export const expertsMessages = defineMessages(english, () => import('./messages.hi'));
