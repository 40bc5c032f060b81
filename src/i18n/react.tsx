import { createContext, Fragment, use, useContext, type ComponentProps, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { translate, type Catalogue, type MessageValues, type Translation } from './catalogue';
import { DEFAULT_LANGUAGE, pathIn, type Language } from './language';
import type { Messages } from './messages';

/** The language of the page being shown: set from its address by the routes (src/App.tsx). */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * The `lang` of text staff wrote in English and that is shown as stored (a post, an expert's
 * profile): "en" on a page in another language, so screen readers read it as English; nothing
 * on an English page.
 */
export function useStoredTextLang(): 'en' | undefined {
  return useLanguage() === 'en' ? undefined : 'en';
}

export type Translate<C extends Catalogue> = (key: keyof C & string, values?: MessageValues) => string;

/** The active language's messages of one area: `t('nav.home')`, `t('stories.count', { count })`. */
export function useT<C extends Catalogue>(messages: Messages<C>): Translate<C> {
  const language = useLanguage();
  // `use` every time on a Hindi page, loaded or not: a component that suspended on it must call
  // it again when it resumes (React matches a resumed render's `use` calls to the first's).
  const catalogue: C | Translation<C> = language === 'en' ? messages.en : use(messages.loadHindi());
  return (key, values) => translate(catalogue as C, key, values, language);
}

/** The same address in the page's language: "/about" on a Hindi page is "/hi/about". */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathIn(language, path);
}

type To = { to: string };

/** A link to a visitor page that stays in the current language. */
export function LocalLink({ to, ...props }: Omit<ComponentProps<typeof Link>, 'to'> & To) {
  return <Link to={useLocalPath()(to)} {...props} />;
}

/** A menu link (marked when it is the current page) that stays in the current language. */
export function LocalNavLink({ to, ...props }: Omit<ComponentProps<typeof NavLink>, 'to'> & To) {
  return <NavLink to={useLocalPath()(to)} {...props} />;
}

/**
 * A message with elements in it: "See our {policy}." with a link for {policy}. The message is
 * `t(key)` with those placeholders left unfilled; each is replaced by its element, so a
 * language puts the link where its sentence needs it.
 */
export function withParts(message: string, parts: Record<string, ReactNode>): ReactNode {
  return message.split(/\{(\w+)\}/).map((piece, position) => {
    if (position % 2 === 0) return piece;
    return <Fragment key={position}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>;
  });
}
