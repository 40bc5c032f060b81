import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The change rule's words, for the pages that state it (see policy-words.ts). */
export const changePolicyMessages = defineMessages(english, () => import('./messages.hi'));
