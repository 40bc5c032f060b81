import { Link, NavLink, useNavigate } from 'react-router-dom';
import type { StaffRole } from '../../domain/staff';
import { useSite } from '../../services/site';
import { useStaffSession } from '../../services/staff-session';
import { SiteFrame } from '../../ui/Layout';
import { ADMIN_LISTS } from './kinds';
import './admin.css';

type StaffLink = { to: string; label: string; roles: readonly StaffRole[] };

/** The staff area's own navigation, each link for the roles whose screens it opens (AdminArea). */
export const STAFF_LINKS: readonly StaffLink[] = [
  { to: '/admin/admin-dashboard', label: 'Dashboard', roles: ['admin'] },
  { to: '/admin/follow-ups', label: 'Follow-ups', roles: ['admin', 'support'] },
  { to: '/admin/schedule', label: 'Today', roles: ['admin', 'support'] },
  { to: '/admin/unassigned', label: 'Unassigned', roles: ['admin', 'support'] },
  ...ADMIN_LISTS.map((list) => ({ to: `/admin/responses/${list.listPath}`, label: list.title, roles: ['admin', 'support'] as const })),
  { to: '/admin/blog-management', label: 'Blog Management', roles: ['admin', 'editor'] },
  { to: '/admin/experts', label: 'Experts', roles: ['admin'] },
  { to: '/admin/emails', label: 'E-mail Outbox', roles: ['admin'] },
  { to: '/admin/data-requests', label: 'Data requests', roles: ['admin'] },
  { to: '/admin/testForm', label: 'Meetings', roles: ['admin'] },
  { to: '/admin/login-activities', label: 'Login Activities', roles: ['admin'] },
  { to: '/admin/testPage', label: '₹1 test payment', roles: ['admin'] },
  // An expert's own screens, and nothing else for them.
  { to: '/admin/my-sessions', label: 'My sessions', roles: ['expert'] },
  { to: '/admin/my-availability', label: 'My availability', roles: ['expert'] },
];

function StaffNav() {
  const session = useStaffSession();
  const navigate = useNavigate();
  if (session.state !== 'signed-in') return null;
  const { username, role } = session.user;
  return (
    <nav className="staff-nav" aria-label="Staff">
      <ul className="staff-nav__links">
        {STAFF_LINKS.filter((link) => link.roles.includes(role)).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{link.label}</NavLink>
          </li>
        ))}
      </ul>
      <p className="staff-nav__user">
        Logged in as: {username} ({role})
        <button type="button" className="link-button" onClick={() => navigate('/logout')}>
          Logout
        </button>
      </p>
    </nav>
  );
}

/**
 * The frame of every staff page (sign-in and sign-out included): the staff navigation instead
 * of the public site's header and footer, and no cookie banner, so no staff page loads the ad
 * pixel. Signed out, it shows only the way back to the site.
 */
export function StaffLayout() {
  const { productName } = useSite();
  return (
    <SiteFrame
      className="site staff"
      header={
        <header className="staff-header">
          <div className="container staff-header__bar">
            <Link to="/" className="staff-header__brand">
              {productName} <span>staff</span>
            </Link>
            <StaffNav />
          </div>
        </header>
      }
    />
  );
}
