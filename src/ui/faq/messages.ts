import { defineMessages } from '../../i18n/messages';
import english from './messages.en';

/** The site's questions and answers, for every page that shows them (see SiteFaqList.tsx). */
export const faqMessages = defineMessages(english, () => import('./messages.hi'));
