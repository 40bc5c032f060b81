import { FieldError, fieldErrorProps } from './FieldError';

// What every staff change of a booking asks (issue 20): why, for the audit, and whether to lift
// the visitor's rule. `note` says what the override does for this change.

type Props = {
  idPrefix: string;
  reason: string;
  onReason: (reason: string) => void;
  reasonError: string | undefined;
  override: boolean;
  onOverride: (override: boolean) => void;
  note: string;
};

export function ChangeReasonFields({ idPrefix, reason, onReason, reasonError, override, onOverride, note }: Props) {
  const ids = { reason: `${idPrefix}-reason`, override: `${idPrefix}-override` };
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={ids.reason}>
          Reason
        </label>
        <textarea
          className="field__control"
          id={ids.reason}
          value={reason}
          onChange={(event) => onReason(event.target.value)}
          rows={2}
          required
          {...fieldErrorProps(`${ids.reason}-error`, reasonError)}
        />
        <FieldError id={`${ids.reason}-error`} message={reasonError} />
      </div>
      <label className="admin-choice" htmlFor={ids.override}>
        <input id={ids.override} type="checkbox" checked={override} onChange={(event) => onOverride(event.target.checked)} aria-describedby={`${ids.override}-note`} />
        Override the change rule
      </label>
      <p id={`${ids.override}-note`} className="admin-muted">
        {note}
      </p>
    </>
  );
}
