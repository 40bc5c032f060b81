import { LOCALES, type Language } from './language';

// A catalogue is a plain object of messages, one file per area and language
// (src/ui/messages.en.ts, src/ui/messages.hi.ts, ...). The English file is the source of the
// keys; the Hindi one is typed `Translation<typeof english>`, so a key missing there does not
// compile. Placeholders are written {name}; a message that depends on a count has a form per
// plural category of Intl.PluralRules (in English and Hindi: one and other).

export type PluralMessage = { one: string; other: string };
export type Message = string | PluralMessage;
export type Catalogue = Record<string, Message>;

/** Another language's catalogue: the same keys, each plain or plural as in the English one. */
export type Translation<C extends Catalogue> = { [K in keyof C]: C[K] extends string ? string : PluralMessage };

/** What fills a message's placeholders; a plural message takes its form from `count`. */
export type MessageValues = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;

const pluralRules = new Map<Language, Intl.PluralRules>();
const numberFormats = new Map<Language, Intl.NumberFormat>();

function rulesFor(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(LOCALES[language])));
  return rules;
}

function numberFormatFor(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(LOCALES[language])));
  return format;
}

/** The names of the placeholders in a message (every form of a plural one). */
export function placeholdersOf(message: Message): string[] {
  const forms = typeof message === 'string' ? [message] : [message.one, message.other];
  return [...new Set(forms.flatMap((form) => [...form.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')))].sort();
}

/** `template` with each {name} replaced; numbers are written as the language writes them. A value not given leaves its placeholder showing. */
export function interpolate(template: string, values: MessageValues | undefined, language: Language): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormatFor(language).format(value) : value;
  });
}

/** The form of a plural message for `count` in `language`. */
export function pluralForm(message: PluralMessage, count: number, language: Language): string {
  return rulesFor(language).select(count) === 'one' ? message.one : message.other;
}

/** The message under `key`, in its form for `values.count` when it has plural forms, with its placeholders filled. */
export function translate<C extends Catalogue>(catalogue: C, key: keyof C, values: MessageValues | undefined, language: Language): string {
  const message: Message | undefined = catalogue[key];
  if (message === undefined) return String(key);
  const template = typeof message === 'string' ? message : pluralForm(message, Number(values?.count ?? 0), language);
  return interpolate(template, values, language);
}
