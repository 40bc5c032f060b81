import { useState } from 'react';
import { SESSION_KIND_LABELS } from '../../domain/expert-profile';
import { formatIndianCalendarDate } from '../../domain/ist';
import type { ScheduledSession } from '../../domain/schemas/expert-assignment';
import { todayInIndia } from '../../domain/slots';
import { useRemote } from '../../services/api';
import { readSchedule, schedulePath } from './api';
import { AssignExpertForm } from './AssignExpertForm';
import { RemoteStatus } from './RemoteStatus';
import './admin.css';

// Running the day (admin, support; issue 19): /admin/schedule lists a date's sessions with
// their experts, /admin/unassigned the paid bookings still waiting for one. A paid row can be
// given its expert, or another one, from either.

/** The assignment control of one row: a button that opens the form, and what came of it. */
function AssignControl({ session, onAssigned }: { session: ScheduledSession; onAssigned: (notice: string) => void }) {
  const [open, setOpen] = useState(false);
  // An unpaid booking's expert is the one holding its slot; the server assigns only paid ones.
  if (!session.paid) return <span className="admin-muted">Waiting for payment</span>;
  return (
    <div>
      <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
        {session.expert ? 'Change expert' : 'Assign expert'}
      </button>
      {open && (
        <AssignExpertForm
          session={session}
          onAssigned={(name) => {
            setOpen(false);
            onAssigned(`Booking #${session.id} is now with ${name}.`);
          }}
        />
      )}
    </div>
  );
}

function SessionTable({ sessions, withDate, onAssigned }: { sessions: ScheduledSession[]; withDate: boolean; onAssigned: (notice: string) => void }) {
  // On a phone the seven columns are wider than the screen: the table scrolls sideways in its
  // own region (focusable, so a keyboard can scroll it too) instead of hiding its last column.
  return (
    <div className="admin-table-scroll" role="region" aria-label="Sessions" tabIndex={0}>
      <table className="admin-table admin-schedule">
        <thead>
          <tr>
            {withDate && <th scope="col">Date</th>}
            <th scope="col">Time (IST)</th>
            <th scope="col">Session</th>
            <th scope="col">Expert</th>
            <th scope="col">Visitor</th>
            <th scope="col">Join link</th>
            <th scope="col">Payment</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((session) => (
            <tr key={`${session.kind}-${session.id}`}>
              {withDate && <td>{formatIndianCalendarDate(session.date) || session.date}</td>}
              <td>{session.time}</td>
              <td>
                {SESSION_KIND_LABELS[session.kind]} #{session.id}
              </td>
              <td>{session.expert?.name ?? 'Unassigned'}</td>
              <td>{session.visitor}</td>
              <td>
                {session.meetLink ? (
                  <a href={session.meetLink} target="_blank" rel="noreferrer">
                    Join
                  </a>
                ) : (
                  'None yet'
                )}
              </td>
              <td>{session.paid ? 'Paid' : 'Not paid'}</td>
              <td>
                <AssignControl session={session} onAssigned={onAssigned} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The schedule of `date`, read again after an assignment, and what the assignment did: kept
 * here, since the row that made it may leave the list (or the list reload) meanwhile.
 */
function useSchedule(date: string) {
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const remote = useRemote(schedulePath(date), readSchedule, attempt);
  const reload = () => setAttempt((n) => n + 1);
  const assigned = (text: string) => {
    setNotice(text);
    reload();
  };
  return { remote, reload, assigned, notice };
}

function Notice({ text }: { text: string | null }) {
  return (
    <p role="status" className="status">
      {text}
    </p>
  );
}

/** /admin/schedule: one date's sessions, today in India to begin with. */
export function SchedulePage() {
  const [date, setDate] = useState(() => todayInIndia(new Date()));
  const { remote, reload, assigned, notice } = useSchedule(date);
  return (
    <section className="section admin">
      <title>Today</title>
      <div className="container">
        <h1>Sessions</h1>
        <div className="field">
          <label className="field__label" htmlFor="schedule-date">
            Date
          </label>
          <input className="field__control" id="schedule-date" type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} />
        </div>
        <Notice text={notice} />
        <RemoteStatus remote={remote} retry={reload} />
        {remote.state === 'loaded' && remote.data.sessions.length === 0 && <p>No sessions on this date.</p>}
        {remote.state === 'loaded' && remote.data.sessions.length > 0 && <SessionTable sessions={remote.data.sessions} withDate={false} onAssigned={assigned} />}
      </div>
    </section>
  );
}

/** /admin/unassigned: paid bookings from today on that no expert has yet. */
export function UnassignedPage() {
  const [today] = useState(() => todayInIndia(new Date()));
  const { remote, reload, assigned, notice } = useSchedule(today);
  return (
    <section className="section admin">
      <title>Unassigned sessions</title>
      <div className="container">
        <h1>Unassigned sessions</h1>
        <p>Paid bookings that are still waiting for an expert.</p>
        <Notice text={notice} />
        <RemoteStatus remote={remote} retry={reload} />
        {remote.state === 'loaded' && remote.data.unassigned.length === 0 && <p>Every paid booking has an expert.</p>}
        {remote.state === 'loaded' && remote.data.unassigned.length > 0 && <SessionTable sessions={remote.data.unassigned} withDate onAssigned={assigned} />}
      </div>
    </section>
  );
}
