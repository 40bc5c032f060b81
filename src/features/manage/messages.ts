import { defineMessages } from '../../i18n/messages';
import type { Language } from '../../i18n/language';
import { useLanguage, useT, type Translate } from '../../i18n/react';
import { useOptionLabel } from '../booking';
import english from './messages.en';

/** The manage page's messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const manageMessages = defineMessages(english, () => import('./messages.hi'));

/** The English words, for the names other modules and tests know them by. */
export const manageEnglish = english;

export type ManageT = Translate<typeof english>;

const byText = new Map<string, keyof typeof english>();
for (const [key, message] of Object.entries(english)) if (typeof message === 'string') byText.set(message, key as keyof typeof english);

export type ManageWords = {
  t: ManageT;
  language: Language;
  /** The label of a stored value: a session window, a kind of session. */
  label: (value: string) => string;
  /** A sentence held in English (the server's refusal, a status kept on the device) in the page's language when it is one of the catalogue's; any other as it is. */
  known: (sentence: string) => string;
};

/** The page's words (see ManageWords). */
export function useManageWords(): ManageWords {
  const t = useT(manageMessages);
  const language = useLanguage();
  const label = useOptionLabel();
  return {
    t,
    language,
    label,
    known: (sentence) => {
      const key = byText.get(sentence);
      return key ? t(key) : sentence;
    },
  };
}
