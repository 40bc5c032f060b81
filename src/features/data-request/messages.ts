import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

export const dataRequestMessages = defineMessages(english, () => import('./messages.hi'));
