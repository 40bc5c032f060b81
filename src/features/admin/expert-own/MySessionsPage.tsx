import { useState } from 'react';
import { SESSION_KIND_LABELS } from '../../../domain/expert-profile';
import { isRecord } from '../../../domain/is-record';
import { formatIndianCalendarDate } from '../../../domain/ist';
import { VISITOR_LANGUAGE_LABEL, VISITOR_LANGUAGE_NAMES, type OwnSessions, type OwnSessionView } from '../../../domain/staff';
import { isBookingKind } from '../../../domain/submission-kinds';
import { ApiError, useRemote } from '../../../services/api';
import { MY_SESSIONS_PATH } from '../api';
import { RemoteStatus } from '../RemoteStatus';
import '../admin.css';
import './expert.css';

// /admin/my-sessions (expert): the signed-in expert's own sessions from now on, a day at a
// time, each with the way to join and what the visitor told us when booking.

export function readOwnSessions(body: unknown): OwnSessions {
  if (!isRecord(body) || !isRecord(body.expert) || !Array.isArray(body.sessions)) throw new ApiError('Invalid response structure', 0);
  return body as OwnSessions;
}

/** Sessions by IST day, in the server's order (soonest first). */
function byDay(sessions: readonly OwnSessionView[]): Array<[string, OwnSessionView[]]> {
  const days = new Map<string, OwnSessionView[]>();
  for (const session of sessions) days.set(session.date, [...(days.get(session.date) ?? []), session]);
  return [...days];
}

const kindLabel = (kind: string) => (isBookingKind(kind) ? SESSION_KIND_LABELS[kind] : kind);

/** Paid; or held while the visitor is paying; or confirmed by staff without a payment on record. */
const standing = (session: OwnSessionView) => (session.paid ? 'Paid' : session.state === 'held' ? 'Held' : 'Confirmed');

function SessionItem({ session }: { session: OwnSessionView }) {
  const kind = kindLabel(session.kind);
  return (
    <li className="card my-session">
      <p className="my-session__line">
        <strong>{session.time} IST</strong>
        <span>{kind}</span>
        <span className={`my-session__standing my-session__standing--${standing(session).toLowerCase()}`}>{standing(session)}</span>
      </p>
      {session.meetLink ? (
        <a className="button" href={session.meetLink} target="_blank" rel="noopener noreferrer" aria-label={`Join the ${kind.toLowerCase()} session at ${session.time}`}>
          Join
        </a>
      ) : (
        <p className="field__hint">No video link yet: the team sends it once the session is paid.</p>
      )}
      <p className="my-session__language">
        {VISITOR_LANGUAGE_LABEL}: {VISITOR_LANGUAGE_NAMES[session.language]}
      </p>
      <details className="my-session__intake">
        <summary>Intake answers</summary>
        {session.intake.length === 0 ? (
          <p>No answers recorded.</p>
        ) : (
          <dl>
            {session.intake.map((answer) => (
              <div key={answer.label}>
                <dt>{answer.label}</dt>
                <dd>{answer.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </details>
    </li>
  );
}

export function MySessionsPage() {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(MY_SESSIONS_PATH, readOwnSessions, attempt);
  return (
    <section className="section admin">
      <title>My sessions</title>
      <div className="container">
        <h1>My sessions</h1>
        <RemoteStatus remote={remote} retry={() => setAttempt((n) => n + 1)} />
        {remote.state === 'loaded' && remote.data.sessions.length === 0 && <p>No upcoming sessions.</p>}
        {remote.state === 'loaded' &&
          byDay(remote.data.sessions).map(([date, sessions]) => (
            <section key={date} className="my-sessions__day" aria-labelledby={`day-${date}`}>
              <h2 id={`day-${date}`}>{formatIndianCalendarDate(date) || date}</h2>
              <ul className="my-sessions__list">
                {sessions.map((session) => (
                  <SessionItem key={`${session.kind}-${session.id}`} session={session} />
                ))}
              </ul>
            </section>
          ))}
      </div>
    </section>
  );
}
