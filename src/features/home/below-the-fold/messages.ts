import { defineMessages } from '../../../i18n/messages';
import english from './messages.en';

/** The words of the home page's sections below its first screen (see HomeSections.tsx). */
export const homeSectionsMessages = defineMessages(english, () => import('./messages.hi'));
