import { defineMessages } from '../../i18n/messages';
import type { Translate } from '../../i18n/react';
import english from './messages.en';

/** The manage page's messages (see src/i18n/messages.ts for how the Hindi ones load). */
export const manageMessages = defineMessages(english, () => import('./messages.hi'));

/** The English words, for the names other modules and tests know them by. */
export const manageEnglish = english;

export type ManageT = Translate<typeof english>;

const byText = new Map<string, keyof typeof english>();
for (const [key, message] of Object.entries(english)) if (typeof message === 'string') byText.set(message, key as keyof typeof english);

/** A sentence held in English (the server's refusal, a status kept on the device) in the page's language when it is one of the catalogue's; any other as it is. */
export function knownIn(t: ManageT, sentence: string): string {
  const key = byText.get(sentence);
  return key ? t(key) : sentence;
}
