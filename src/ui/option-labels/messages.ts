import { defineMessages } from '../../i18n/messages';
import { useT } from '../../i18n/react';
import english from './messages.en';

/** The labels of the wizards' options, keyed by the stored value (see messages.en.ts). */
export const optionLabelMessages = defineMessages(english, () => import('./messages.hi'));

const known = new Map(Object.keys(english).map((value) => [value.toLowerCase(), value as keyof typeof english]));

/**
 * The label of a stored value in the page's language: an option, a session length or kind, or
 * a list of them the server joined ("Individual Therapy, 60 minutes"). A value the catalogue
 * does not know (a time, an expert's name, a language typed under "Other") is shown as it is.
 * Matched without regard to case, as sentences lowercase them.
 */
export function useOptionLabel(): (value: string) => string {
  const t = useT(optionLabelMessages);
  const one = (value: string) => {
    const key = value in english ? (value as keyof typeof english) : known.get(value.trim().toLowerCase());
    return key ? t(key) : value;
  };
  return (value) => (value.includes(', ') && !(value in english) ? value.split(', ').map(one).join(', ') : one(value));
}
