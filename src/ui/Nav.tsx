import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LocalLink, LocalNavLink, useT } from '../i18n/react';
import { useSite } from '../services/site';
import { InstallPrompt } from './InstallPrompt';
import { LanguageSwitch } from './LanguageSwitch';
import { layoutMessages } from './messages';
import { OfflineBanner } from './OfflineBanner';
import { WaitingBadge } from './WaitingBadge';
import './layout.css';

export const NAV_LINKS = [
  { to: '/', label: 'nav.home' },
  { to: '/mental-wellness', label: 'nav.book' },
  { to: '/contact', label: 'nav.contact' },
  { to: '/blogs', label: 'nav.blogs' },
  { to: '/about', label: 'nav.about' },
] as const;

const MENU_ID = 'site-menu';

export function Nav() {
  const { productName } = useSite();
  const t = useT(layoutMessages);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <LocalLink to="/" className="brand">
          <img src="/icons/logo.svg" alt="" width={36} height={36} className="brand__logo" />
          <span className="brand__name">{productName}</span>
          <span className="visually-hidden">{t('nav.homeOf')}</span>
        </LocalLink>

        <a href="#get-help" className="help-link">
          {t('nav.getHelp')}
        </a>

        {/* In the bar where there is room for it; on phones, in the menu (one of the two shows). */}
        <LanguageSwitch place="bar" />

        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="nav-toggle__icon" aria-hidden="true" data-open={open} />
          <span className="nav-toggle__text">{t('nav.menu')}</span>
        </button>

        <WaitingBadge />

        <nav id={MENU_ID} className="site-nav" data-open={open} aria-label={t('nav.label')}>
          <ul className="site-nav__list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <LocalNavLink
                  to={link.to}
                  end={link.to === '/'}
                  className="site-nav__link"
                  onClick={() => setOpen(false)}
                >
                  {t(link.label)}
                </LocalNavLink>
              </li>
            ))}
          </ul>
          <LocalLink to="/Self-Assessment-Tool" className="button button--accent site-nav__cta" onClick={() => setOpen(false)}>
            {t('nav.assessment')}
          </LocalLink>
          <LanguageSwitch place="menu" />
        </nav>
      </div>
      <OfflineBanner />
      <InstallPrompt />
    </header>
  );
}
