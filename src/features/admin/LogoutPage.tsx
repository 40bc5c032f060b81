import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from './api';

export function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    logout()
      .catch(() => undefined)
      .finally(() => {
        if (active) navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <p className="status" role="status">
      Signing out…
    </p>
  );
}
