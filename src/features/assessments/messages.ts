import { defineMessages } from '../../i18n/messages';
import { loadHindiWords } from './assessment-words';
import english from './messages.en';

/**
 * The self-assessment pages' messages (see src/i18n/messages.ts for how the Hindi ones load).
 * The tests' Hindi words come with them, so a Hindi page has both before it renders.
 */
export const assessmentMessages = defineMessages(english, async () => (await Promise.all([import('./messages.hi'), loadHindiWords()]))[0]);
