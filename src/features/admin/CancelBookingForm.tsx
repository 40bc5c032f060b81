import { useId, useRef, useState, type FormEvent } from 'react';
import { messagesByField, type FieldErrors } from '../../domain/field-errors';
import { staffCancelSchema, type ManageAnswer } from '../../domain/schemas/manage';
import type { BookingKind } from '../../domain/submission-kinds';
import { useSite } from '../../services/site';
import { cancelBooking } from './api';
import { failureOf, fieldsOf } from './booking-change-errors';
import { refundStatement } from './booking-change-words';
import { ChangeReasonFields } from './ChangeReasonFields';

// Staff cancelling a paid session for the visitor (issue 20): a reason for the audit, the
// override that refunds in full, and what the visitor gets back stated before the one step
// that cannot be undone.

type Props = { kind: BookingKind; id: number; startsAt: Date | null; onCancelled: (answer: ManageAnswer) => void };

export function CancelBookingForm({ kind, id, startsAt, onCancelled }: Props) {
  const policy = useSite().changePolicy;
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second tap before the first answer sends nothing: the disabled button comes a render later.
  const sending = useRef(false);
  const prefix = useId();
  const ids = { refund: `${prefix}-refund` };

  const parsed = () => staffCancelSchema.safeParse({ reason, override });

  /** The first step: the reason checked, then the refund stated once more beside the real button. */
  function review(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = parsed();
    if (!checked.success) {
      setErrors(messagesByField(checked.error.issues).fieldErrors);
      return;
    }
    setErrors({});
    setConfirming(true);
  }

  async function confirm() {
    const checked = parsed();
    if (sending.current || !checked.success) return;
    sending.current = true;
    setBusy(true);
    setFailure(null);
    try {
      onCancelled(await cancelBooking(kind, id, checked.data));
    } catch (error) {
      setFailure(failureOf(error));
      setErrors(fieldsOf(error));
      setConfirming(false);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const statement = refundStatement(policy, startsAt, new Date(), override);
  return (
    <form className="admin-assign" onSubmit={review} noValidate aria-label={`Cancel booking #${id}`}>
      <ChangeReasonFields
        idPrefix={prefix}
        reason={reason}
        onReason={(value) => {
          setReason(value);
          setConfirming(false);
          setErrors({});
        }}
        reasonError={errors.reason}
        override={override}
        onOverride={(value) => {
          setOverride(value);
          setConfirming(false);
        }}
        note="Refunds in full whatever the time."
      />
      <p id={ids.refund}>
        <strong>Refund:</strong> {statement}
      </p>
      {failure && (
        <p className="status status--error" role="alert">
          {failure}
        </p>
      )}
      {confirming ? (
        <div className="admin-actions" role="group" aria-label="Confirm the cancellation">
          <button type="button" className="button" disabled={busy} onClick={confirm} aria-describedby={ids.refund}>
            {busy ? 'Cancelling…' : 'Cancel this session'}
          </button>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirming(false)}>
            Keep the session
          </button>
        </div>
      ) : (
        <button type="submit" className="button button--secondary">
          Review the cancellation
        </button>
      )}
    </form>
  );
}
