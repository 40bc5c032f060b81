import { Link, useNavigate } from 'react-router-dom';
import { istYear } from '../domain/ist';
import { openCookieSettings } from '../services/consent';
import { useSite } from '../services/site';
import { useStaffSession } from '../services/staff-session';
import { mailHref, telHref } from './contact-links';
import './layout.css';

const SERVICE_LINKS = [
  { to: '/individual_therapy', label: 'Individual Therapy' },
  { to: '/couple_therapy', label: 'Couple Therapy' },
  { to: '/familyFriends_therapy', label: 'Family & Friends Therapy' },
  { to: '/Self-Assessment-Tool', label: 'Free Self-Assessment' },
] as const;

const RESOURCE_LINKS = [
  { to: '/blogs', label: 'Blogs' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/about', label: 'About Us' },
  { to: '/events/art-therapy-workshop', label: 'Art Therapy Workshop' },
] as const;

function NewTab() {
  return <span className="visually-hidden"> (opens in a new tab)</span>;
}

/** India's crisis lines, on every page; the header's "Get help now" jumps here. */
function CrisisPanel() {
  const { productName, crisisLines } = useSite();
  return (
    <section id="get-help" className="crisis-panel" aria-labelledby="get-help-title" tabIndex={-1}>
      <div className="container crisis-panel__inner">
        <div>
          <h2 id="get-help-title" className="crisis-panel__title">
            Get help now
          </h2>
          <p className="crisis-panel__text">
            If you are in danger or thinking about ending your life, please call now. You do not have to go through
            this alone. {productName} is not an emergency service.
          </p>
        </div>
        <ul className="crisis-panel__lines">
          <li>
            <a className="crisis-line" href={telHref(crisisLines.teleManas)}>
              <span className="crisis-line__name">Tele-MANAS</span>
              <span className="crisis-line__number">{crisisLines.teleManas}</span>
              <span className="crisis-line__note">Toll-free, 24x7, in many Indian languages</span>
            </a>
          </li>
          <li>
            <a className="crisis-line" href={telHref(crisisLines.emergency)}>
              <span className="crisis-line__name">Emergency</span>
              <span className="crisis-line__number">{crisisLines.emergency}</span>
              <span className="crisis-line__note">Police, ambulance or fire, any time</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}

/** Shown only to signed-in staff. */
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
            Services
          </h2>
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="site-footer__heading">
            Resources
          </h2>
          <ul>
            {RESOURCE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__column">
          <h2 className="site-footer__heading">Contact Us</h2>
          <ul>
            <li>
              <a href={telHref(site.supportPhone)}>
                <span className="visually-hidden">Call </span>
                {site.supportPhone}
              </a>
            </li>
            <li>
              <a href={mailHref(site.supportEmail)}>
                <span className="visually-hidden">E-mail </span>
                {site.supportEmail}
              </a>
            </li>
            {site.chatLink && (
              <li>
                <a href={site.chatLink} target="_blank" rel="noopener noreferrer">
                  Chat with us
                  <NewTab />
                </a>
              </li>
            )}
          </ul>
          {socials.length > 0 && (
            <ul className="site-footer__social" aria-label="Follow us">
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
            Others
          </h2>
          <ul>
            <li>
              <Link to="/terms-conditions">Terms &amp; Conditions</Link>
            </li>
            <li>
              <Link to="/cookies-privacy-policy">Cookies &amp; Privacy</Link>
            </li>
            <li>
              <button type="button" className="link-button" onClick={openCookieSettings}>
                Cookie settings
              </button>
            </li>
          </ul>
        </nav>
      </div>

      <StaffBar />

      <div className="site-footer__bottom">
        <div className="container">
          <p>
            © {istYear(new Date())} {site.productName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
