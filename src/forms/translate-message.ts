import { interpolate, type Catalogue, type MessageValues, type Translation } from '../i18n/catalogue';
import type { Language } from '../i18n/language';
import type english from './messages.en';

// The schemas and the server say a form's problems in English, the API's language; a page
// shows them in its own. This finds an English message in the forms' catalogue by its text
// and gives the same message in the page's language. A message with a number ("Please keep
// this to 500 characters or fewer") is found by its template, the number read back into its
// placeholder and written as the language writes numbers. A message the catalogue does not
// know stays as it came: English is better than nothing.

type FormCatalogue = typeof english;

type Template = { key: keyof FormCatalogue; pattern: RegExp; names: string[] };

type Index = { exact: Map<string, keyof FormCatalogue>; templates: Template[] };

const PLACEHOLDER = /\{(\w+)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const indexes = new WeakMap<Catalogue, Index>();

/** The catalogue's messages by their English text, and the patterns of those with placeholders. */
function indexOf(catalogue: FormCatalogue): Index {
  const known = indexes.get(catalogue);
  if (known) return known;
  const index: Index = { exact: new Map(), templates: [] };
  for (const [key, message] of Object.entries(catalogue) as [keyof FormCatalogue, string][]) {
    const names = [...message.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    if (names.length === 0) {
      index.exact.set(message, key);
      continue;
    }
    const source = message
      .split(PLACEHOLDER)
      .map((part, position) => (position % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    index.templates.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
  indexes.set(catalogue, index);
  return index;
}

/** Digits read back as a number, so that the other language writes it its own way. */
function valueOf(text: string): string | number {
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The catalogue key of an English form message, and the values its placeholders had; undefined for one it does not know. */
export function findFormMessage(english: FormCatalogue, message: string): { key: keyof FormCatalogue; values?: MessageValues } | undefined {
  const index = indexOf(english);
  const key = index.exact.get(message);
  if (key) return { key };
  for (const template of index.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values: MessageValues = {};
    template.names.forEach((name, position) => (values[name] = valueOf(match[position + 1] ?? '')));
    return { key: template.key, values };
  }
  return undefined;
}

/** `message` (English, from a schema or the server) in `language`: unchanged in English, and when it is not known. */
export function translateFormMessage(
  english: FormCatalogue,
  translated: Translation<FormCatalogue> | FormCatalogue,
  language: Language,
  message: string,
): string {
  if (language === 'en') return message;
  const found = findFormMessage(english, message);
  if (!found) return message;
  return interpolate(translated[found.key], found.values, language);
}
