import { useState } from 'react';
import type { DataRequestListItem, DataRequestStatus, DataRequestType } from '../../domain/data-requests';
import { useRemote } from '../../services/api';
import { DATA_REQUESTS_PATH, readDataRequests } from './api';
import { RemoteStatus } from './RemoteStatus';
import './admin.css';

// Visitors' requests for a copy or the erasure of their data (admin only). The visitor's own
// mailed link carries each one out; staff watch the deadline the law sets and answer for it.

const TYPE_WORDS: Readonly<Record<DataRequestType, string>> = { copy: 'Copy', erase: 'Erasure' };
const STATUS_WORDS: Readonly<Record<DataRequestStatus, string>> = { pending: 'Waiting for the visitor to confirm', done: 'Done', expired: 'Link expired unused' };
const RESULT_WORDS: Readonly<Record<string, string>> = { submissions: 'forms', payments: 'payments', mails: 'mails', sessions: 'sessions cancelled' };

const inIndia = (iso: string) => `${new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })} IST`;

function resultWords(item: DataRequestListItem): string {
  if (!item.result) return '';
  return Object.entries(item.result)
    .map(([kind, count]) => `${count} ${RESULT_WORDS[kind] ?? kind}`)
    .join(', ');
}

/** /admin/data-requests */
export function DataRequestsPage() {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(DATA_REQUESTS_PATH, readDataRequests, attempt);
  return (
    <section className="section admin">
      <title>Data requests</title>
      <div className="container">
        <h1>Data requests</h1>
        <p>
          Requests from visitors for a copy or the erasure of what we hold for their e-mail address. Each is carried out when the visitor follows the link
          mailed to them; one still open past its deadline is overdue and listed first.
        </p>
        <RemoteStatus remote={remote} retry={() => setAttempt((n) => n + 1)} />
        {remote.state === 'loaded' &&
          (remote.data.items.length === 0 ? (
            <p className="status">No requests yet.</p>
          ) : (
            <div className="admin-table-scroll" role="region" aria-label="Data requests" tabIndex={0}>
              <table className="admin-table">
                <caption className="visually-hidden">Overdue first, then newest first. Deadline: {remote.data.deadlineDays} days after the request.</caption>
                <thead>
                  <tr>
                    <th scope="col">Request</th>
                    <th scope="col">Address</th>
                    <th scope="col">State</th>
                    <th scope="col">Asked</th>
                    <th scope="col">Deadline</th>
                  </tr>
                </thead>
                <tbody>
                  {remote.data.items.map((item) => (
                    <tr key={item.id} className={item.overdue ? 'admin-row--overdue' : undefined}>
                      <td>{TYPE_WORDS[item.type]}</td>
                      <td>{item.email}</td>
                      <td>
                        {STATUS_WORDS[item.status]}
                        {item.overdue && <strong className="admin-overdue"> Overdue</strong>}
                        {item.doneAt && (
                          <>
                            <br />
                            {inIndia(item.doneAt)}
                            {item.result && `: ${resultWords(item)}`}
                          </>
                        )}
                      </td>
                      <td>{inIndia(item.createdAt)}</td>
                      <td>{inIndia(item.dueAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
      </div>
    </section>
  );
}
