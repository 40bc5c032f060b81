import type { Language } from '../../i18n/language';
import { useLanguage, useT } from '../../i18n/react';
import { useOptionLabel } from '../../ui/option-labels/messages';
import { knownIn, manageMessages, type ManageT } from './messages';

// Apart from messages.ts so that the reminder opt-in, which the payment page shows too, does
// not load the options' labels.

export type ManageWords = {
  t: ManageT;
  language: Language;
  /** The label of a stored value: a session window, a kind of session. */
  label: (value: string) => string;
  /** A sentence held in English in the page's language when it is known (see knownIn). */
  known: (sentence: string) => string;
};

/** The manage page's words, language and labels. */
export function useManageWords(): ManageWords {
  const t = useT(manageMessages);
  const language = useLanguage();
  const label = useOptionLabel();
  return { t, language, label, known: (sentence) => knownIn(t, sentence) };
}
