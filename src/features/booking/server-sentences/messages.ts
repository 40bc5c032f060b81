import { defineMessages } from '../../../i18n/messages';
import { useT } from '../../../i18n/react';
import english from './messages.en';

/** The sentences the server sends in English that a page shows (see messages.en.ts). */
export const serverSentenceMessages = defineMessages(english, () => import('./messages.hi'));

const byText = new Map(Object.entries(english).map(([key, sentence]) => [sentence, key as keyof typeof english]));

/** A sentence the server (or the device's rules) wrote in English, in the page's language when it is a known one; any other as it is. */
export function useKnownSentence(): (sentence: string) => string {
  const t = useT(serverSentenceMessages);
  return (sentence) => {
    const key = byText.get(sentence);
    return key ? t(key) : sentence;
  };
}
