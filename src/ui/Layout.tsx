import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { Language } from '../i18n/language';
import { LanguageContext, useT } from '../i18n/react';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { layoutMessages } from './messages';
import { Nav } from './Nav';
import './layout.css';

/**
 * A new page starts at the top, and keyboard and screen-reader users start at its content
 * rather than wherever the previous page left them. Links to a fragment (#get-help) keep
 * the browser's own jump.
 */
function useNewPageReset(main: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
    // Only a change of page counts; the hash is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/** What every page's frame has, the public site's and the staff area's: the skip link, the header, the page in <main>, then what follows it. */
export function SiteFrame({ className, header, after }: { className: string; header: ReactNode; after?: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  const t = useT(layoutMessages);
  useNewPageReset(main);
  return (
    <div className={className}>
      <a className="skip-link" href="#main">
        {t('frame.skip')}
      </a>
      {header}
      <main id="main" ref={main} tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      {after}
    </div>
  );
}

/** The public site's frame, in the language of its address (src/App.tsx gives it). */
export function Layout({ language = 'en' }: { language?: Language }) {
  return (
    <LanguageContext value={language}>
      <SiteFrame
        className="site"
        header={<Nav />}
        after={
          <>
            <Footer />
            <CookieBanner />
          </>
        }
      />
    </LanguageContext>
  );
}
