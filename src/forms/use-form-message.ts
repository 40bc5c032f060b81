import { use, useMemo } from 'react';
import { useLanguage } from '../i18n/react';
import { formMessages } from './messages';
import { translateFormMessage } from './translate-message';

/** Says a form's message (English, as schemas and the server give it) in the page's language. */
export type FormMessage = (message: string) => string;

/**
 * The one step every form's messages pass through on their way to the screen: the field and
 * form messages of useOutboxForm and of a refused submission, and the status of a waiting one.
 */
export function useFormMessage(): FormMessage {
  const language = useLanguage();
  const hindi = language === 'en' ? undefined : use(formMessages.loadHindi());
  // The same function while the language stays, so that what is worked out from it can be kept.
  return useMemo(() => (message: string) => translateFormMessage(formMessages.en, hindi ?? formMessages.en, language, message), [language, hindi]);
}

/** Each message of `messages` said in the page's language. */
export function translateAll<K extends string>(messages: Record<K, string>, say: FormMessage): Record<K, string> {
  return Object.fromEntries(Object.entries<string>(messages).map(([field, message]) => [field, say(message)])) as Record<K, string>;
}
