import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff';
import { RequireRole } from './RequireRole';

export const HOME_BY_ROLE: Record<StaffRole, string> = {
  admin: '/admin/admin-dashboard',
  editor: '/admin/blog-management',
  support: '/admin/responses/individual-responses',
  expert: '/admin/my-sessions',
};

function GoOn({ role }: { role: StaffRole }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(HOME_BY_ROLE[role], { replace: true }), 800);
    return () => clearTimeout(timer);
  }, [navigate, role]);
  return (
    <section className="section">
      <div className="container">
        <h1>Login Successful</h1>
        <p role="status">Taking you to your workspace…</p>
      </div>
    </section>
  );
}

export function RedirectPage() {
  return <RequireRole roles={STAFF_ROLES}>{(user) => <GoOn role={user.role} />}</RequireRole>;
}
