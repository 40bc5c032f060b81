import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../services/api';
import { TextField } from '../../ui/TextField';
import { login } from './api';
import './admin.css';

export const INVALID_LOGIN = 'Invalid username or password.';

export function LoginPage() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    const secret = password.trim();
    if (!name || !secret) {
      setError(INVALID_LOGIN);
      return;
    }
    setBusy(true);
    setError('');
    try {
      await login(name, secret);
      navigate('/admin/redirect', { replace: true });
    } catch (caught) {
      // Only "too many attempts" and network trouble differ from the one spec message.
      setError(caught instanceof ApiError && (caught.status === 429 || caught.status === 0) ? caught.message : INVALID_LOGIN);
      setBusy(false);
    }
  }

  return (
    <section className="section">
      <title>Staff Login</title>
      <meta name="robots" content="noindex" />
      <div className="container admin-login">
        <h1>Staff Login</h1>
        <form onSubmit={submit} noValidate className="card admin-login__form">
          <TextField idPrefix="login" name="username" label="Username" value={username} onChange={setUsername} autoComplete="username" required />
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </div>
          {error && (
            <p className="status status--error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Signing in…' : 'Login'}
          </button>
        </form>
      </div>
    </section>
  );
}
