import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AdminRecordKind } from '../../domain/admin-paths';
import { isRecord } from '../../domain/is-record';
import { VISITOR_LANGUAGE_NAMES, type SubmissionDetail } from '../../domain/staff';
import { fieldLabel, formatField } from '../../domain/submission-labels';
import { ApiError, useRemote } from '../../services/api';
import { readData } from './api';
import { BookingChangesPanel } from './BookingChangesPanel';
import type { AdminListKind } from './kinds';
import { PaymentRefunds, readRefunds, type StaffRefund } from './PaymentRefunds';
import './admin.css';

const HIDDEN = new Set(['responses', 'detailedAssessment', 'comments', 'termsAgreed', 'PaymentsAgreed']);

type SectionProps = { kind: AdminRecordKind; title: string; fields: readonly string[]; record: Record<string, unknown> };

/** A titled group of the record's fields, each under its label and shown as staff read it. */
function Section({ kind, title, fields, record }: SectionProps) {
  const present = fields.filter((name) => record[name] !== undefined);
  if (present.length === 0) return null;
  return (
    <section className="card admin-section">
      <h2>{title}</h2>
      <dl className="admin-pairs">
        {present.map((name) => (
          <div key={name}>
            <dt>{fieldLabel(kind, name)}</dt>
            <dd>{formatField(kind, name, record[name])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function responsesOf(record: Record<string, unknown>): Array<{ question: string; answer: string }> {
  return Array.isArray(record.responses)
    ? record.responses.filter(isRecord).map((row) => ({ question: String(row.question ?? ''), answer: String(row.answer ?? '') }))
    : [];
}

/** The record, and for a payment its refunds (issue 20), which the answer gives beside `data`. */
type LoadedDetail = { detail: SubmissionDetail; refunds: StaffRefund[] };

const readDetail = (body: unknown): LoadedDetail => ({ detail: readData<SubmissionDetail>(body), refunds: readRefunds(body) });

/** Spec §2: a payment's detail is one Field/Value table, in the record's own order; its refunds follow. */
function PaymentDetail({ detail, refunds }: LoadedDetail) {
  const rows: Array<[string, unknown]> = [...Object.entries(detail.record), ['status', detail.status]];
  return (
    <>
      <section className="card admin-section">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name}>
                <th scope="row">{fieldLabel('payments', name)}</th>
                <td>{formatField('payments', name, value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <PaymentRefunds refunds={refunds} />
      <footer className="admin-footer-note">Submission ID: {detail.id}</footer>
    </>
  );
}

function Detail({ list, detail, refunds }: LoadedDetail & { list: AdminListKind }) {
  if (list.kind === 'payments') return <PaymentDetail detail={detail} refunds={refunds} />;
  const record = detail.record;
  const sections = list.sections ?? [];
  const shown = new Set([...sections.flatMap((section) => section.fields), ...HIDDEN]);
  const others = Object.keys(record).filter((name) => !shown.has(name));
  return (
    <>
      {/* Whoever calls or writes back knows which language the visitor chose. */}
      <p className="admin-language">Visitor's language: {VISITOR_LANGUAGE_NAMES[detail.language ?? 'en']}</p>
      {sections.map((section) => (
        <Section key={section.title} kind={list.recordKind} title={section.title} fields={section.fields} record={record} />
      ))}
      {list.assessment && (
        <section className="card admin-section">
          <h2>Responses</h2>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Response</th>
              </tr>
            </thead>
            <tbody>
              {responsesOf(record).map((row, index) => (
                <tr key={index}>
                  <td>{row.question}</td>
                  <td>{row.answer || 'Skipped'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {typeof record.comments === 'string' && record.comments.trim() !== '' && (
            <>
              <h3>Additional Comments</h3>
              <p>{record.comments}</p>
            </>
          )}
        </section>
      )}
      <Section kind={list.recordKind} title="Other details" fields={others} record={record} />
      <footer className="admin-footer-note">Submission ID: {detail.id}</footer>
    </>
  );
}

export function SubmissionDetailPage({ list }: { list: AdminListKind }) {
  const { id = '' } = useParams();
  const [attempt, setAttempt] = useState(0);
  // What a move or cancellation came to, kept while the detail is read again.
  const [notice, setNotice] = useState<{ id: string; text: string } | null>(null);
  const remote = useRemote(`/api/admin/${list.kind}/${encodeURIComponent(id)}`, readDetail, attempt);
  return (
    <section className="section admin">
      <title>{list.title}</title>
      <div className="container">
        <Link to={`/admin/responses/${list.listPath}`} className="button button--secondary">
          Back to List
        </Link>
        <h1>{list.title}</h1>
        {notice?.id === id && (
          <p className="status" role="status">
            {notice.text}
          </p>
        )}
        {remote.state === 'loading' && (
          <p className="status" role="status">
            Loading…
          </p>
        )}
        {remote.state === 'error' &&
          (remote.error instanceof ApiError && remote.error.status === 404 ? (
            <div className="status">
              <p>{list.notFound}</p>
              <p>The submission you're looking for doesn't exist or has been deleted.</p>
            </div>
          ) : (
            <div className="status status--error" role="alert">
              <p>Error: {remote.error.message || list.detailFetchError}</p>
              <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </button>
            </div>
          ))}
        {remote.state === 'loaded' && (
          <>
            <BookingChangesPanel
              kind={list.kind}
              detail={remote.data.detail}
              onChanged={(text) => {
                setNotice({ id, text });
                setAttempt((n) => n + 1);
              }}
            />
            <Detail list={list} {...remote.data} />
          </>
        )}
      </div>
    </section>
  );
}
