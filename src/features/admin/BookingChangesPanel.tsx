import { useState } from 'react';
import type { ScheduledSession } from '../../domain/schemas/expert-assignment';
import type { ManageAnswer } from '../../domain/schemas/manage';
import type { SubmissionDetail } from '../../domain/staff';
import { isBookingKind, type BookingKind } from '../../domain/submission-kinds';
import { useRemote } from '../../services/api';
import { readSchedule, schedulePath } from './api';
import { movedNotice, recordedStart, refundOutcome } from './booking-change-words';
import { CancelBookingForm } from './CancelBookingForm';
import { RescheduleBookingForm, type CurrentExpert } from './RescheduleBookingForm';

// On a booking's staff detail (issue 20): move or cancel a paid session for the visitor, with
// a reason kept in the audit. A cancelled booking only says so; anything unpaid shows nothing,
// since the server changes paid sessions only.

const PAID = 'Paid';
const CANCELLED = 'Cancelled';

type Action = 'move' | 'cancel';

type Props = {
  /** The staff list's API kind ('individual', 'couple', …); anything but a booking shows nothing. */
  kind: string;
  detail: SubmissionDetail;
  /** A change went through: what to tell staff while the detail is read again. */
  onChanged: (notice: string) => void;
};

export function BookingChangesPanel({ kind, detail, onChanged }: Props) {
  if (!isBookingKind(kind)) return null;
  if (detail.status === CANCELLED) {
    return (
      <section className="card admin-section" aria-labelledby="booking-changes">
        <h2 id="booking-changes">Session</h2>
        <p>Cancelled</p>
      </section>
    );
  }
  if (detail.status !== PAID) return null;
  return <PaidBookingChanges kind={kind} detail={detail} onChanged={onChanged} />;
}

/** The booking as its day's schedule lists it: who has it and when it really starts (a window's start is only the earliest). */
function useScheduledSession(kind: BookingKind, detail: SubmissionDetail): ScheduledSession | null | undefined {
  const date = typeof detail.record.sessionDate === 'string' ? detail.record.sessionDate : '';
  const schedule = useRemote(schedulePath(date), readSchedule);
  // Unknown while loading or unreadable: the forms still work, from "any matching expert" and the stored time.
  if (schedule.state !== 'loaded') return undefined;
  return schedule.data.sessions.find((session) => session.kind === kind && session.id === detail.id) ?? null;
}

function PaidBookingChanges({ kind, detail, onChanged }: Props & { kind: BookingKind }) {
  const [open, setOpen] = useState<Action | null>(null);
  const session = useScheduledSession(kind, detail);
  const currentExpert: CurrentExpert = session === undefined ? undefined : (session?.expert ?? null);
  const startsAt = session?.startsAt ? new Date(session.startsAt) : recordedStart(detail.record);
  const toggle = (action: Action) => setOpen((shown) => (shown === action ? null : action));

  return (
    <section className="card admin-section" aria-labelledby="booking-changes">
      <h2 id="booking-changes">Move or cancel</h2>
      <p className="admin-muted">For the visitor, with a reason kept in the audit. The visitor and the expert are e-mailed.</p>
      <div className="admin-actions">
        <button type="button" className="button button--secondary" aria-expanded={open === 'move'} onClick={() => toggle('move')}>
          Reschedule
        </button>
        <button type="button" className="button button--secondary" aria-expanded={open === 'cancel'} onClick={() => toggle('cancel')}>
          Cancel session
        </button>
      </div>
      {open === 'move' && (
        <RescheduleBookingForm
          kind={kind}
          id={detail.id}
          record={detail.record}
          currentExpert={currentExpert}
          onMoved={(answer: ManageAnswer) => onChanged(movedNotice(answer))}
        />
      )}
      {open === 'cancel' && (
        <CancelBookingForm kind={kind} id={detail.id} startsAt={startsAt} onCancelled={(answer) => onChanged(`Cancelled. ${refundOutcome(answer.payment)}`)} />
      )}
    </section>
  );
}
