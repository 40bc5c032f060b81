import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { adminRecordPath, followUpPath as followUpScreen } from '../../domain/admin-paths';
import { FOLLOW_UP_FILTERS, type FollowUpFilter, type FollowUpItem, type FollowUpOwner, type FollowUpState } from '../../domain/follow-ups';
import { groupPhone } from '../../domain/phone';
import { ApiError, useRemote } from '../../services/api';
import { useStaffSession } from '../../services/staff-session';
import { changeFollowUp, followUpPath, followUpsPath, readFollowUp, readFollowUps } from './api';
import { RemoteStatus } from './RemoteStatus';
import { SubmissionPager } from './SubmissionPager';
import './admin.css';

// The crisis follow-up queue (admin, support): risky self-assessment results from people who
// left a way to reach them, each to be called back. /admin/follow-ups lists them, overdue
// first; /admin/follow-ups/:id is where the call is recorded (the team's notice links there).

const STATE_WORDS: Readonly<Record<FollowUpState, string>> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };
const FILTER_WORDS: Readonly<Record<FollowUpFilter, string>> = { open: 'Open (new and contacted)', new: 'New', contacted: 'Contacted', closed: 'Closed', all: 'All' };

/** "45 min", "3 h 20 min", "2 days 4 h": how long someone has waited, read at a glance. */
export function duration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

const inIndia = (iso: string) => `${new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`;

function StateBadge({ item }: { item: FollowUpItem }) {
  return (
    <>
      {STATE_WORDS[item.state]}
      {item.overdue && <strong className="admin-overdue"> Overdue</strong>}
    </>
  );
}

/** /admin/follow-ups */
export function FollowUpsPage() {
  const [state, setState] = useState<FollowUpFilter>('open');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(followUpsPath(state, page), readFollowUps, attempt);
  return (
    <section className="section admin">
      <title>Follow-ups</title>
      <div className="container">
        <h1>Follow-ups</h1>
        <p>
          Risky self-assessment results from people who left a phone number or an e-mail address. Call each one back; an item still new after the alert time
          is overdue and listed first.
        </p>
        <div className="admin-toolbar">
          <label>
            Show{' '}
            <select
              value={state}
              onChange={(event) => {
                setState(event.target.value as FollowUpFilter);
                setPage(1);
              }}
            >
              {FOLLOW_UP_FILTERS.map((filter) => (
                <option key={filter} value={filter}>
                  {FILTER_WORDS[filter]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <RemoteStatus remote={remote} retry={() => setAttempt((n) => n + 1)} />
        {remote.state === 'loaded' &&
          (remote.data.items.length === 0 ? (
            <p className="status">Nobody is waiting here.</p>
          ) : (
            <>
              <div className="admin-table-scroll" role="region" aria-label="Follow-ups" tabIndex={0}>
                <table className="admin-table">
                  <caption className="visually-hidden">Overdue first, then oldest first. Alert after {remote.data.alertHours} hours without contact.</caption>
                  <thead>
                    <tr>
                      <th scope="col">State</th>
                      <th scope="col">Person</th>
                      <th scope="col">Result</th>
                      <th scope="col">Waiting</th>
                      <th scope="col">Owner</th>
                    </tr>
                  </thead>
                  <tbody>
                    {remote.data.items.map((item) => (
                      <tr key={item.id} className={item.overdue ? 'admin-row--overdue' : undefined}>
                        <td>
                          <StateBadge item={item} />
                        </td>
                        <td>
                          <Link to={followUpScreen(item.id)}>{item.name || `Follow-up #${item.id}`}</Link>
                          <br />
                          {groupPhone(item.phone)}
                        </td>
                        <td>
                          {item.testTitle}: {item.bandLabel}
                        </td>
                        <td>{item.minutesToFirstContact === null ? duration(item.ageMinutes) : `Contacted after ${duration(item.minutesToFirstContact)}`}</td>
                        <td>{item.owner?.username ?? 'Nobody yet'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <SubmissionPager
                pageNumber={page}
                pages={Math.max(1, Math.ceil(remote.data.total / 20))}
                total={remote.data.total}
                more={false}
                onPrevious={() => setPage((n) => n - 1)}
                onNext={() => setPage((n) => n + 1)}
              />
            </>
          ))}
      </div>
    </section>
  );
}

/** What staff do on an item: move it on, take or give it, and keep notes of the calls. */
function FollowUpActions({ item, staff, onChanged }: { item: FollowUpItem; staff: FollowUpOwner[]; onChanged: (item: FollowUpItem, notice: string) => void }) {
  const session = useStaffSession();
  const me = session.state === 'signed-in' ? staff.find((member) => member.username === session.user.username) : undefined;
  const [notes, setNotes] = useState(item.notes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(change: Parameters<typeof changeFollowUp>[1], notice: string) {
    setBusy(true);
    setError(null);
    try {
      onChanged(await changeFollowUp(item.id, change), notice);
    } catch (caught) {
      const fields = caught instanceof ApiError ? (caught as ApiError & { fields?: Record<string, string> }).fields : undefined;
      setError(fields ? Object.values(fields).join(' ') : caught instanceof Error ? caught.message : 'Something went wrong.');
    } finally {
      setBusy(false);
    }
  }

  const saveNotes = (event: FormEvent) => {
    event.preventDefault();
    void send({ notes }, 'Notes saved.');
  };

  return (
    <div className="admin-section">
      <h2>Call back</h2>
      {error && (
        <p className="status status--error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-card__actions">
        {item.state === 'new' && (
          <button type="button" className="button" disabled={busy} onClick={() => void send({ state: 'contacted', notes }, 'Marked as contacted.')}>
            Mark as contacted
          </button>
        )}
        {item.state !== 'closed' && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void send({ state: 'closed', notes }, 'Closed.')}>
            Close
          </button>
        )}
      </div>
      {item.state === 'new' && <p className="admin-muted">Closing before any contact needs notes saying why.</p>}

      <h3>Owner</h3>
      <p>{item.owner ? `${item.owner.username} has this.` : 'Nobody has taken this yet.'}</p>
      <div className="admin-card__actions">
        {me && item.owner?.id !== me.id && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void send({ ownerId: me.id }, 'It is yours now.')}>
            Take it myself
          </button>
        )}
        <label>
          Assign to{' '}
          <select
            value={item.owner?.id ?? ''}
            disabled={busy}
            onChange={(event) => {
              const ownerId = event.target.value === '' ? null : Number(event.target.value);
              void send({ ownerId }, ownerId === null ? 'Nobody has it now.' : 'Owner changed.');
            }}
          >
            <option value="">Nobody</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.username}
              </option>
            ))}
          </select>
        </label>
      </div>

      <form onSubmit={saveNotes} className="admin-blog-form">
        <label htmlFor="follow-up-notes">Notes</label>
        <textarea id="follow-up-notes" rows={5} value={notes} onChange={(event) => setNotes(event.target.value)} />
        <button type="submit" className="button button--secondary" disabled={busy || notes === item.notes}>
          Save notes
        </button>
      </form>
    </div>
  );
}

/** /admin/follow-ups/:id */
export function FollowUpPage() {
  const { id } = useParams();
  const [attempt, setAttempt] = useState(0);
  const [changed, setChanged] = useState<{ item: FollowUpItem; notice: string } | null>(null);
  const remote = useRemote(followUpPath(Number(id)), readFollowUp, attempt);
  const item = changed?.item ?? (remote.state === 'loaded' ? remote.data.data : undefined);
  return (
    <section className="section admin">
      <title>Follow-up</title>
      <div className="container">
        <p>
          <Link to="/admin/follow-ups">All follow-ups</Link>
        </p>
        <h1>Follow-up #{id}</h1>
        <RemoteStatus remote={remote} retry={() => setAttempt((n) => n + 1)} />
        <p role="status" className="status">
          {changed?.notice}
        </p>
        {item && remote.state === 'loaded' && (
          <>
            {item.overdue && (
              <p className="status status--error" role="alert">
                Overdue: nobody has reached this person in {remote.data.alertHours} hours.
              </p>
            )}
            <dl className="admin-pairs">
              <div>
                <dt>State</dt>
                <dd>
                  <StateBadge item={item} />
                </dd>
              </div>
              <div>
                <dt>Name</dt>
                <dd>{item.name}</dd>
              </div>
              <div>
                <dt>Phone</dt>
                <dd>{item.phone ? <a href={`tel:+91${item.phone}`}>{groupPhone(item.phone)}</a> : 'None given'}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{item.email ? <a href={`mailto:${item.email}`}>{item.email}</a> : 'None given'}</dd>
              </div>
              <div>
                <dt>Result</dt>
                <dd>
                  {item.testTitle}: {item.bandLabel} ({item.score})
                </dd>
              </div>
              <div>
                <dt>Why</dt>
                <dd>{item.reasons.join(' ')}</dd>
              </div>
              <div>
                <dt>Received</dt>
                <dd>
                  {inIndia(item.createdAt)} ({duration(item.ageMinutes)} ago)
                </dd>
              </div>
              <div>
                <dt>First contact</dt>
                <dd>{item.firstContactedAt && item.minutesToFirstContact !== null ? `${inIndia(item.firstContactedAt)}, after ${duration(item.minutesToFirstContact)}` : 'Not yet'}</dd>
              </div>
            </dl>
            <p>
              <Link to={adminRecordPath(item.test, item.submissionId)}>The whole report, with every answer</Link>
            </p>
            <FollowUpActions
              key={item.updatedAt}
              item={item}
              staff={remote.data.staff}
              onChanged={(next, notice) => setChanged({ item: next, notice })}
            />
          </>
        )}
      </div>
    </section>
  );
}
