import { Link, useNavigate } from 'react-router-dom';
import { istYear } from '../domain/ist';
import { LocalLink, useT } from '../i18n/react';
import { openCookieSettings } from '../services/consent';
import { useSite } from '../services/site';
import { useStaffSession } from '../services/staff-session';
import { mailHref, telHref } from './contact-links';
import { layoutMessages } from './messages';
import './layout.css';

const SERVICE_LINKS = [
  { to: '/individual_therapy', label: 'footer.individual' },
  { to: '/couple_therapy', label: 'footer.couple' },
  { to: '/familyFriends_therapy', label: 'footer.family' },
  { to: '/Self-Assessment-Tool', label: 'footer.assessment' },
] as const;

const RESOURCE_LINKS = [
  { to: '/blogs', label: 'footer.blogs' },
  { to: '/faqs', label: 'footer.faqs' },
  { to: '/about', label: 'footer.aboutUs' },
  { to: '/events/art-therapy-workshop', label: 'footer.workshop' },
] as const;

function NewTab() {
  const t = useT(layoutMessages);
  return <span className="visually-hidden">{t('footer.newTab')}</span>;
}

/** India's crisis lines, on every page; the header's "Get help now" jumps here. */
function CrisisPanel() {
  const { productName, crisisLines } = useSite();
  const t = useT(layoutMessages);
  return (
    <section id="get-help" className="crisis-panel" aria-labelledby="get-help-title" tabIndex={-1}>
      <div className="container crisis-panel__inner">
        <div>
          <h2 id="get-help-title" className="crisis-panel__title">
            {t('footer.crisisTitle')}
          </h2>
          <p className="crisis-panel__text">{t('footer.crisisText', { product: productName })}</p>
        </div>
        <ul className="crisis-panel__lines">
          <li>
            <a className="crisis-line" href={telHref(crisisLines.teleManas)}>
              <span className="crisis-line__name">Tele-MANAS</span>
              <span className="crisis-line__number">{crisisLines.teleManas}</span>
              <span className="crisis-line__note">{t('footer.teleManasNote')}</span>
            </a>
          </li>
          <li>
            <a className="crisis-line" href={telHref(crisisLines.emergency)}>
              <span className="crisis-line__name">{t('footer.emergency')}</span>
              <span className="crisis-line__number">{crisisLines.emergency}</span>
              <span className="crisis-line__note">{t('footer.emergencyNote')}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}

/** Shown only to signed-in staff, in English as the whole staff area is. */
function StaffBar() {
  const session = useStaffSession();
  const navigate = useNavigate();
  if (session.state !== 'signed-in') return null;
  const { username, role } = session.user;
  return (
    <div className="container site-footer__staff">
      <p>
        Logged in as: {username} ({role})
      </p>
      <Link to="/admin/admin-dashboard">Admin Dashboard</Link>
      <button type="button" className="link-button" onClick={() => navigate('/logout')}>
        Logout
      </button>
    </div>
  );
}

export function Footer() {
  const site = useSite();
  const t = useT(layoutMessages);
  const socials = [
    { href: site.social.instagram, label: 'Instagram' },
    { href: site.social.whatsapp, label: 'WhatsApp' },
    { href: site.social.linkedin, label: 'LinkedIn' },
    { href: site.social.facebook, label: 'Facebook' },
  ].filter((social) => social.href);

  return (
    <footer className="site-footer">
      <CrisisPanel />

      <div className="container site-footer__columns">
        <nav className="site-footer__column" aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            {t('footer.services')}
          </h2>
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to}>{t(link.label)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="site-footer__heading">
            {t('footer.resources')}
          </h2>
          <ul>
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to}>{t(link.label)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__column">
          <h2 className="site-footer__heading">{t('footer.contactUs')}</h2>
          <ul>
            <li>
              <a href={telHref(site.supportPhone)}>
                <span className="visually-hidden">{t('footer.call')}</span>
                {site.supportPhone}
              </a>
            </li>
            <li>
              <a href={mailHref(site.supportEmail)}>
                <span className="visually-hidden">{t('footer.email')}</span>
                {site.supportEmail}
              </a>
            </li>
            {site.chatLink && (
              <li>
                <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
                  {t('footer.chat')}
                  <NewTab />
                </a>
              </li>
            )}
          </ul>
          {socials.length > 0 && (
            <ul className="site-footer__social" aria-label={t('footer.follow')}>
              {socials.map((social) => (
                <li key={social.label}>
                  <a href={social.href} target="_blank" rel="noopener noreferrer">
                    {social.label}
                    <NewTab />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>

        <nav className="site-footer__column" aria-labelledby="footer-others">
          <h2 id="footer-others" className="site-footer__heading">
            {t('footer.others')}
          </h2>
          <ul>
            <li>
              <LocalLink to="/terms-conditions">{t('footer.terms')}</LocalLink>
            </li>
            <li>
              <LocalLink to="/cookies-privacy-policy">{t('footer.privacy')}</LocalLink>
            </li>
            <li>
              <LocalLink to="/my-data">{t('footer.myData')}</LocalLink>
            </li>
            <li>
              <button type="button" className="link-button" onClick={openCookieSettings}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
      </div>

      <StaffBar />

      <div className="site-footer__bottom">
        <div className="container">
          <p>{t('footer.rights', { year: String(istYear(new Date())), product: site.productName })}</p>
        </div>
      </div>
    </footer>
  );
}
