import type { ReactNode } from 'react';
import type { StaffRole } from '../../domain/staff';
import { useStaffSession, type StaffUser } from '../../services/staff-session';
import { NotFoundPage } from '../legal';

export const NO_PERMISSION = "You don't have permission to access this page.";

/**
 * Mirrors the server's rules for a screen (the server refuses the data anyway):
 * signed out -> the not-found page, as the spec; a role not in `roles` -> the permission message.
 */
export function RequireRole({ roles, children }: { roles: readonly StaffRole[]; children: (user: StaffUser) => ReactNode }) {
  const session = useStaffSession();
  if (session.state === 'checking') {
    return (
      <p className="status" role="status">
        Loading…
      </p>
    );
  }
  if (session.state === 'signed-out') return <NotFoundPage />;
  if (!roles.includes(session.user.role)) {
    return (
      <section className="section">
        <div className="container">
          <p className="status status--error" role="alert">
            {NO_PERMISSION}
          </p>
        </div>
      </section>
    );
  }
  return <>{children(session.user)}</>;
}
