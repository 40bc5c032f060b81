import { useId, useState, type FormEvent } from 'react';
import { messagesByField, type FieldErrors } from '../../domain/field-errors';
import { isRecord } from '../../domain/is-record';
import { expertAssignmentSchema, type ScheduledSession } from '../../domain/schemas/expert-assignment';
import { useRemote } from '../../services/api';
import { assignableExpertsPath, assignExpert, readAssignableExperts } from './api';
import { FieldError, fieldErrorProps } from './FieldError';
import { RemoteStatus } from './RemoteStatus';

// Giving one booking its expert, or another one (issue 19): whom, why, and whether to assign
// even when the expert is not free then. What was typed stays when the server refuses, so
// staff can fix the one thing it names.

const failureOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');
const fieldsOf = (error: unknown): FieldErrors =>
  isRecord(error) && isRecord(error.fields)
    ? Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

export function AssignExpertForm({ session, onAssigned }: { session: ScheduledSession; onAssigned: (expertName: string) => void }) {
  const [attempt, setAttempt] = useState(0);
  const experts = useRemote(assignableExpertsPath(session.kind), readAssignableExperts, attempt);
  const [expertId, setExpertId] = useState('');
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const prefix = useId();
  const ids = { expert: `${prefix}-expert`, reason: `${prefix}-reason`, override: `${prefix}-override` };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = expertAssignmentSchema.safeParse({ expertId: expertId === '' ? undefined : Number(expertId), reason, override });
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error.issues).fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await assignExpert(session.kind, session.id, parsed.data);
      const chosen = experts.state === 'loaded' ? experts.data.find((expert) => expert.id === parsed.data.expertId) : undefined;
      onAssigned(chosen?.name ?? 'the expert');
    } catch (error) {
      setFailure(failureOf(error));
      setErrors(fieldsOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (experts.state !== 'loaded') return <RemoteStatus remote={experts} retry={() => setAttempt((n) => n + 1)} />;
  return (
    <form className="admin-assign" onSubmit={submit} noValidate aria-label={`Assign an expert to booking #${session.id}`}>
      <div className="field">
        <label className="field__label" htmlFor={ids.expert}>
          Expert
        </label>
        <select className="field__control" id={ids.expert} value={expertId} onChange={(event) => setExpertId(event.target.value)} required {...fieldErrorProps(`${ids.expert}-error`, errors.expertId)}>
          <option value="">Choose an expert</option>
          {experts.data.map((expert) => (
            <option key={expert.id} value={expert.id}>
              {expert.name}
            </option>
          ))}
        </select>
        <FieldError id={`${ids.expert}-error`} message={errors.expertId} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.reason}>
          Reason
        </label>
        <textarea className="field__control" id={ids.reason} value={reason} onChange={(event) => setReason(event.target.value)} rows={2} required {...fieldErrorProps(`${ids.reason}-error`, errors.reason)} />
        <FieldError id={`${ids.reason}-error`} message={errors.reason} />
      </div>
      <label className="admin-choice" htmlFor={ids.override}>
        <input id={ids.override} type="checkbox" checked={override} onChange={(event) => setOverride(event.target.checked)} />
        Assign even if busy
      </label>
      {failure && (
        <p className="status status--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Assigning…' : 'Assign'}
      </button>
    </form>
  );
}
