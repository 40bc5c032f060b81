import { useLocation } from 'react-router-dom';
import { HTML_LANG, LANGUAGE_NAMES, LOCALES, languageCookie, otherLanguage, pathIn } from '../i18n/language';
import { useLanguage } from '../i18n/react';

/**
 * "हिंदी" on an English page, "English" on a Hindi one: the same page in the other language.
 * A full page load rather than a client-side one, so the server (or main.tsx, offline)
 * renders the whole document, <html lang> included, in that language; the cookie it sets
 * sends the visitor's next visit to an English address on to its Hindi twin.
 */
export function LanguageSwitch({ place }: { place: 'bar' | 'menu' }) {
  const { pathname, search, hash } = useLocation();
  const target = otherLanguage(useLanguage());
  return (
    <a
      className={`language-switch language-switch--${place}`}
      href={pathIn(target, pathname) + search + hash}
      lang={HTML_LANG[target]}
      hrefLang={LOCALES[target]}
      onClick={() => {
        document.cookie = languageCookie(target);
      }}
    >
      {LANGUAGE_NAMES[target]}
    </a>
  );
}
