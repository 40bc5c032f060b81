import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSite } from '../services/site';
import { InstallPrompt } from './InstallPrompt';
import { OfflineBanner } from './OfflineBanner';
import { WaitingBadge } from './WaitingBadge';
import './layout.css';

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/mental-wellness', label: 'Book a Session' },
  { to: '/contact', label: 'Contact' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/about', label: 'About' },
] as const;

const MENU_ID = 'site-menu';

export function Nav() {
  const { productName } = useSite();
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
        <Link to="/" className="brand">
          <img src="/icons/logo.svg" alt="" width={36} height={36} className="brand__logo" />
          <span className="brand__name">{productName}</span>
          <span className="visually-hidden">, home</span>
        </Link>

        <a href="#get-help" className="help-link">
          Get help now
        </a>

        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="nav-toggle__icon" aria-hidden="true" data-open={open} />
          <span className="nav-toggle__text">Menu</span>
        </button>

        <WaitingBadge />

        <nav id={MENU_ID} className="site-nav" data-open={open} aria-label="Main">
          <ul className="site-nav__list">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === '/'}
                  className="site-nav__link"
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/Self-Assessment-Tool" className="button button--accent site-nav__cta" onClick={() => setOpen(false)}>
            Take a Free Assessment
          </Link>
        </nav>
      </div>
      <OfflineBanner />
      <InstallPrompt />
    </header>
  );
}
