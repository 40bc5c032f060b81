import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRemote } from '../../services/api';
import { readPage, retryEmail } from './api';
import { RemoteStatus } from './RemoteStatus';
import { formatWhen } from '../../domain/submission-labels';
import './admin.css';

type LoginActivity = { id: number; action: string; username: string; role: string | null; ip: string | null; createdAt: string };
type MailDelivery = { id: number; to: string; subject: string; state: string; attempts: number; lastError: string | null; createdAt: string; sentAt: string | null };

export const SENT_AGAIN = 'The e-mail is queued to be sent again.';
export const SEND_AGAIN_FAILED = 'The e-mail could not be queued again. Please reload and try again.';

const ACTION_LABELS: Record<string, string> = {
  login: 'Login',
  logout: 'Logout',
  failed_login: 'Failed login',
  session_expired: 'Session expired',
};

function Shell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="section admin">
      <title>{title}</title>
      <div className="container">
        <Link to="/admin/admin-dashboard" className="button button--secondary">
          Back to dashboard
        </Link>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}

function usePaged<T>(path: string) {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(`${path}?page=${page}&pageSize=50`, readPage<T>, attempt);
  return { remote, page, setPage, retry: () => setAttempt((n) => n + 1) };
}

function Pager({ page, total, setPage }: { page: number; total: number; setPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / 50));
  return (
    <nav className="admin-pages" aria-label="Pages">
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

export function LoginActivitiesPage() {
  const { remote, page, setPage, retry } = usePaged<LoginActivity>('/api/admin/login-activities');
  return (
    <Shell title="Login Activities">
      <RemoteStatus remote={remote} retry={retry} />
      {remote.state === 'loaded' && (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Action</th>
                <th scope="col">Username</th>
                <th scope="col">Role</th>
                <th scope="col">IP address</th>
              </tr>
            </thead>
            <tbody>
              {remote.data.items.map((row) => (
                <tr key={row.id}>
                  <td>{formatWhen(row.createdAt)}</td>
                  <td>{ACTION_LABELS[row.action] ?? row.action}</td>
                  <td>{row.username}</td>
                  <td>{row.role ?? '—'}</td>
                  <td>{row.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={remote.data.total} setPage={setPage} />
        </>
      )}
    </Shell>
  );
}

export function EmailsPage() {
  const { remote, page, setPage, retry } = usePaged<MailDelivery>('/api/admin/emails');
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  const [sending, setSending] = useState<number | null>(null);

  async function sendAgain(id: number) {
    setSending(id);
    setNotice(null);
    try {
      await retryEmail(id);
      setNotice({ error: false, text: SENT_AGAIN });
      retry();
    } catch {
      setNotice({ error: true, text: SEND_AGAIN_FAILED });
    } finally {
      setSending(null);
    }
  }

  return (
    <Shell title="E-mail Outbox">
      {notice && (
        <p className={notice.error ? 'status status--error' : 'status'} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      <RemoteStatus remote={remote} retry={retry} />
      {remote.state === 'loaded' && (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Queued</th>
                <th scope="col">To</th>
                <th scope="col">Subject</th>
                <th scope="col">State</th>
                <th scope="col">Attempts</th>
                <th scope="col">Last error</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {remote.data.items.map((row) => (
                <tr key={row.id}>
                  <td>{formatWhen(row.createdAt)}</td>
                  <td>{row.to}</td>
                  <td>{row.subject}</td>
                  <td>{row.state === 'sent' && row.sentAt ? `sent ${formatWhen(row.sentAt)}` : row.state}</td>
                  <td>{row.attempts}</td>
                  <td>{row.lastError ?? '—'}</td>
                  <td>
                    {row.state === 'failed' && (
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={sending === row.id}
                        aria-label={`Send again to ${row.to}: ${row.subject}`}
                        onClick={() => void sendAgain(row.id)}
                      >
                        Send again
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} total={remote.data.total} setPage={setPage} />
        </>
      )}
    </Shell>
  );
}
