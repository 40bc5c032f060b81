import { Link } from 'react-router-dom';
import { assessmentOf } from '../../domain/assessments/registry';
import { band } from '../../domain/assessments/scoring';
import type { SubmissionSummary } from '../../domain/staff';
import { groupPhone } from '../../domain/phone';
import { fieldLabel, formatField, formatWhen, SUBMISSION_COLUMN_LABELS as COLUMNS } from '../../domain/submission-labels';
import { severityTone } from '../../ui/severity-tone';
import type { AdminListKind } from './kinds';

function Severity({ list, item }: { list: AdminListKind; item: SubmissionSummary }) {
  const score = item.fields.score;
  if (!list.assessment || typeof score !== 'number') return null;
  try {
    const found = band(list.assessment, score);
    const tone = severityTone(found.severity, assessmentOf(list.assessment).bands.length);
    return (
      <span className={`tag severity severity--${tone}`}>
        {score} · {found.label}
      </span>
    );
  } catch {
    return <span className="tag">{score}</span>;
  }
}

type Props = {
  list: AdminListKind;
  item: SubmissionSummary;
  onDelete: (item: SubmissionSummary) => void;
};

/** One submission in a staff list: who, when, its fields, and the way to its details. */
export function SubmissionCard({ list, item, onDelete }: Props) {
  return (
    <li className="card admin-card">
      <h2 className="admin-card__title">{item.name ?? '—'}</h2>
      <Severity list={list} item={item} />
      <dl>
        <dt>{COLUMNS.id}</dt>
        <dd>{item.id}</dd>
        <dt>{COLUMNS.createdAt}</dt>
        <dd>{formatWhen(item.createdAt)}</dd>
        <dt>{COLUMNS.email}</dt>
        <dd>{item.email ?? '—'}</dd>
        <dt>{COLUMNS.phone}</dt>
        <dd>{groupPhone(item.phone)}</dd>
        {item.status && (
          <>
            <dt>{COLUMNS.status}</dt>
            <dd>{item.status}</dd>
          </>
        )}
        {Object.entries(item.fields)
          .filter(([name]) => name !== 'score')
          .map(([name, value]) => (
            <div key={name} className="admin-card__pair">
              <dt>{fieldLabel(list.recordKind, name)}</dt>
              <dd>{formatField(list.recordKind, name, value)}</dd>
            </div>
          ))}
      </dl>
      <div className="admin-card__actions">
        <Link className="button" to={`/admin/responses/${list.detailPath}/${item.id}`}>
          View Details
        </Link>
        <button type="button" className="button button--accent" onClick={() => onDelete(item)}>
          Delete
        </button>
      </div>
    </li>
  );
}
