import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isRecord } from '../../domain/is-record';
import { ApiError, useRemote } from '../../services/api';
import { ADMIN_LISTS } from './kinds';
import { RemoteStatus } from './RemoteStatus';
import './admin.css';

type Summary = {
  kinds: Array<{ kind: string; total: number; newSinceYesterday: number }>;
  perDay: Array<{ day: string; count: number }>;
  /** The crisis follow-up queue: open items, and new ones past the alert time. */
  followUps?: { open: number; overdue: number };
};

/** Said first on the dashboard while anyone at risk waits past the alert time for a call back. */
function OverdueFollowUps({ counts }: { counts: Summary['followUps'] }) {
  if (!counts || counts.overdue === 0) return null;
  return (
    <p className="status status--error admin-alert" role="alert">
      <strong>
        {counts.overdue === 1 ? '1 person at risk has' : `${counts.overdue} people at risk have`} not been contacted in time.
      </strong>{' '}
      <Link to="/admin/follow-ups">Open the follow-ups</Link>
    </p>
  );
}

function readSummary(body: unknown): Summary {
  if (!isRecord(body) || !Array.isArray(body.kinds) || !Array.isArray(body.perDay)) throw new ApiError('Invalid response structure', 0);
  return body as Summary;
}

/** The last 30 days in IST, oldest first, with a count for each (0 when none). */
function last30Days(perDay: Summary['perDay'], today = new Date()): Array<{ day: string; count: number }> {
  const counts = new Map(perDay.map((entry) => [entry.day, entry.count]));
  const istMidday = new Date(today.getTime() + 330 * 60_000);
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(istMidday.getTime() - (29 - index) * 86_400_000).toISOString().slice(0, 10);
    return { day, count: counts.get(day) ?? 0 };
  });
}

function PerDayChart({ perDay }: { perDay: Summary['perDay'] }) {
  const days = last30Days(perDay);
  const max = Math.max(1, ...days.map((entry) => entry.count));
  const width = 300;
  const height = 100;
  const barWidth = width / days.length;
  const total = days.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <figure className="card admin-chart">
      <svg viewBox={`0 0 ${width} ${height + 4}`} role="img" aria-label={`Submissions per day, last 30 days: ${total} in all`}>
        {days.map((entry, index) => {
          const barHeight = (entry.count / max) * height;
          return (
            <rect key={entry.day} x={index * barWidth + 1} y={height - barHeight} width={barWidth - 2} height={barHeight} className="admin-chart__bar">
              <title>{`${entry.day}: ${entry.count}`}</title>
            </rect>
          );
        })}
        <line x1="0" x2={width} y1={height + 1} y2={height + 1} className="admin-chart__axis" />
      </svg>
      <figcaption>Submissions per day, last 30 days ({total} in all)</figcaption>
    </figure>
  );
}

export function DashboardPage() {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote('/api/admin/summary', readSummary, attempt);
  return (
    <section className="section admin">
      <title>Admin Dashboard</title>
      <div className="container">
        <h1>Admin Dashboard</h1>
        <RemoteStatus remote={remote} retry={() => setAttempt((n) => n + 1)} />
        {remote.state === 'loaded' && (
          <>
            <OverdueFollowUps counts={remote.data.followUps} />
            <ul className="grid admin-cards">
              <li className="card link-card admin-card">
                <Link to="/admin/follow-ups">Follow-ups</Link>
                <p className="admin-card__count">{remote.data.followUps?.open ?? 0}</p>
                <p>open, {remote.data.followUps?.overdue ?? 0} overdue</p>
              </li>
              {ADMIN_LISTS.map((list) => {
                const found = remote.data.kinds.find((entry) => entry.kind === list.kind);
                return (
                  <li key={list.kind} className="card link-card admin-card">
                    <Link to={`/admin/responses/${list.listPath}`}>{list.title}</Link>
                    <p className="admin-card__count">{found?.total ?? 0}</p>
                    <p>{found?.newSinceYesterday ?? 0} new since yesterday</p>
                  </li>
                );
              })}
              <li className="card link-card admin-card">
                <Link to="/admin/blog-management">Blog Management</Link>
              </li>
              <li className="card link-card admin-card">
                <Link to="/admin/login-activities">Login Activities</Link>
              </li>
              <li className="card link-card admin-card">
                <Link to="/admin/emails">E-mail Outbox</Link>
              </li>
              <li className="card link-card admin-card">
                <Link to="/admin/testPage">₹1 test payment</Link>
              </li>
              <li className="card link-card admin-card">
                <Link to="/test/form">Create a meeting</Link>
              </li>
            </ul>
            <PerDayChart perDay={remote.data.perDay} />
          </>
        )}
      </div>
    </section>
  );
}
