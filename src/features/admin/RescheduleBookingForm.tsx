import { useId, useRef, useState, type FormEvent } from 'react';
import { addDays } from '../../domain/expert-slots';
import { messagesByField, type FieldErrors } from '../../domain/field-errors';
import { isRecord } from '../../domain/is-record';
import { formatIndianCalendarDate } from '../../domain/ist';
import { staffRescheduleSchema, type ManageAnswer } from '../../domain/schemas/manage';
import { individualSlots, sessionWindows, todayInIndia } from '../../domain/slots';
import type { BookingKind } from '../../domain/submission-kinds';
import { ApiError, useRemote } from '../../services/api';
import { useSite } from '../../services/site';
import { assignableExpertsPath, readAssignableExperts, rescheduleBooking } from './api';
import { alternativesOf, failureOf, fieldsOf, type Alternative } from './booking-change-errors';
import { slotsPath, type SlotExpert } from './booking-change-words';
import { FieldError, fieldErrorProps } from './FieldError';
import { ChangeReasonFields } from './ChangeReasonFields';
import { RemoteStatus } from './RemoteStatus';

// Staff moving a paid session for the visitor (issue 20): a day in the next month, a time
// someone is free then, a reason for the audit, and the override that lifts the visitor's rule.
// What was typed stays when the server refuses; a taken time offers the nearest free ones.

/** How far ahead staff may move a session from the booking screen. */
const DAYS_AHEAD = 30;

/** The booking's current expert: unknown while (or if) its schedule cannot be read. */
export type CurrentExpert = { id: number; name: string } | null | undefined;

/** 'current' keeps the expert (no `expertId` sent), 'any' lets the first free match take it, else an expert's id. */
type ExpertChoice = 'current' | 'any' | `${number}`;

type SlotsAnswer = { slots: string[]; message: string | null };

function readSlots(body: unknown): SlotsAnswer {
  if (!isRecord(body) || !Array.isArray(body.slots)) throw new ApiError('Invalid response structure', 0);
  return { slots: body.slots.filter((slot): slot is string => typeof slot === 'string'), message: typeof body.message === 'string' ? body.message : null };
}

type TimeFieldProps = { id: string; path: string; dayTimes: readonly string[]; override: boolean; value: string; onChange: (time: string) => void; error: string | undefined };

/**
 * The times of the chosen day: those free for the expert chosen, or with the override every
 * time of the day, the busy ones marked, since the override moves the session regardless.
 */
function TimeField({ id, path, dayTimes, override, value, onChange, error }: TimeFieldProps) {
  const [attempt, setAttempt] = useState(0);
  const free = useRemote(path, readSlots, attempt);
  if (free.state !== 'loaded') return <RemoteStatus remote={free} retry={() => setAttempt((n) => n + 1)} />;
  const open = new Set(free.data.slots);
  const times = override ? dayTimes : free.data.slots;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        New time (IST)
      </label>
      <select className="field__control" id={id} value={value} onChange={(event) => onChange(event.target.value)} required {...fieldErrorProps(`${id}-error`, error)}>
        <option value="">Choose a time</option>
        {times.map((time) => (
          <option key={time} value={time}>
            {open.has(time) ? time : `${time} (not free)`}
          </option>
        ))}
      </select>
      {times.length === 0 && <p className="admin-muted">{free.data.message ?? 'Nobody is free on this date. Choose another, or use the override.'}</p>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type ExpertFieldProps = { id: string; kind: BookingKind; currentExpert: CurrentExpert; value: ExpertChoice; onChange: (choice: ExpertChoice) => void; error: string | undefined };

/** Whose free times to offer: the current expert, any who matches the booking, or one staff choose. */
function ExpertField({ id, kind, currentExpert, value, onChange, error }: ExpertFieldProps) {
  const [attempt, setAttempt] = useState(0);
  const experts = useRemote(assignableExpertsPath(kind), readAssignableExperts, attempt);
  if (experts.state !== 'loaded') return <RemoteStatus remote={experts} retry={() => setAttempt((n) => n + 1)} />;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Expert
      </label>
      <select className="field__control" id={id} value={value} onChange={(event) => onChange(event.target.value as ExpertChoice)} {...fieldErrorProps(`${id}-error`, error)}>
        {currentExpert && <option value="current">Current expert ({currentExpert.name})</option>}
        <option value="any">Any matching expert</option>
        {experts.data
          .filter((expert) => expert.id !== currentExpert?.id)
          .map((expert) => (
            <option key={expert.id} value={expert.id}>
              {expert.name}
            </option>
          ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type Props = {
  kind: BookingKind;
  id: number;
  record: Readonly<Record<string, unknown>>;
  currentExpert: CurrentExpert;
  onMoved: (answer: ManageAnswer) => void;
};

export function RescheduleBookingForm({ kind, id, record, currentExpert, onMoved }: Props) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [choice, setChoice] = useState<ExpertChoice | null>(null);
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [alternatives, setAlternatives] = useState<Alternative[]>([]);
  const [busy, setBusy] = useState(false);
  // A second tap before the first answer sends nothing: the disabled button comes a render later.
  const sending = useRef(false);
  const prefix = useId();
  const ids = { date: `${prefix}-date`, time: `${prefix}-time`, expert: `${prefix}-expert` };

  // A couple or family window goes to whoever matching is free in it: the server takes no expert for it.
  const byWindow = kind !== 'individual';
  const chosen: ExpertChoice = choice ?? (currentExpert ? 'current' : 'any');
  const slotExpert: SlotExpert = chosen === 'current' ? (currentExpert?.id ?? 'any') : chosen === 'any' ? 'any' : Number(chosen);
  const today = todayInIndia(new Date());
  const { windowHours } = useSite().changePolicy;

  function forget(...fields: string[]) {
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))));
  }

  function take({ date: day, time: at }: Alternative) {
    setDate(day);
    setTime(at);
    setAlternatives([]);
    setFailure(null);
    forget('sessionDate', 'sessionTime');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    setAlternatives([]);
    const expertId = byWindow || chosen === 'current' ? {} : { expertId: chosen === 'any' ? ('any' as const) : Number(chosen) };
    const parsed = staffRescheduleSchema.safeParse({ sessionDate: date, sessionTime: time, ...expertId, reason, override });
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error.issues).fieldErrors);
      return;
    }
    setErrors({});
    sending.current = true;
    setBusy(true);
    try {
      onMoved(await rescheduleBooking(kind, id, parsed.data));
    } catch (error) {
      setFailure(failureOf(error));
      setErrors(fieldsOf(error));
      setAlternatives(alternativesOf(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const dayTimes = date === '' ? [] : (byWindow ? sessionWindows(date, new Date()) : individualSlots(date, new Date())).slots;
  return (
    <form className="admin-assign" onSubmit={submit} noValidate aria-label={`Move booking #${id}`}>
      <div className="field">
        <label className="field__label" htmlFor={ids.date}>
          New date
        </label>
        <input
          className="field__control"
          id={ids.date}
          type="date"
          min={today}
          max={addDays(today, DAYS_AHEAD)}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
            forget('sessionDate', 'sessionTime');
          }}
          required
          {...fieldErrorProps(`${ids.date}-error`, errors.sessionDate)}
        />
        <FieldError id={`${ids.date}-error`} message={errors.sessionDate} />
      </div>
      {byWindow ? (
        <p className="admin-muted">The first matching expert free in the window takes the session.</p>
      ) : (
        <ExpertField
          id={ids.expert}
          kind={kind}
          currentExpert={currentExpert}
          value={chosen}
          onChange={(value) => {
            setChoice(value);
            setTime('');
            forget('expertId', 'sessionTime');
          }}
          error={errors.expertId}
        />
      )}
      {date === '' ? (
        <FieldError id={`${ids.time}-error`} message={errors.sessionTime} />
      ) : (
        <TimeField
          id={ids.time}
          path={slotsPath(kind, record, date, byWindow ? 'any' : slotExpert)}
          dayTimes={dayTimes}
          override={override}
          value={time}
          onChange={(value) => {
            setTime(value);
            forget('sessionTime');
          }}
          error={errors.sessionTime}
        />
      )}
      <ChangeReasonFields
        idPrefix={prefix}
        reason={reason}
        onReason={(value) => {
          setReason(value);
          forget('reason');
        }}
        reasonError={errors.reason}
        override={override}
        onOverride={setOverride}
        note={`Moves the session even inside the ${windowHours}-hour window or when the expert is not free.`}
      />
      {failure && (
        <div className="status status--error" role="alert">
          <p>{failure}</p>
          {alternatives.length > 0 && (
            <>
              <p>The nearest free times:</p>
              <div className="admin-alternatives">
                {alternatives.map((alternative) => (
                  <button key={`${alternative.date} ${alternative.time}`} type="button" className="button button--secondary" onClick={() => take(alternative)}>
                    {formatIndianCalendarDate(alternative.date) || alternative.date}, {alternative.time}
                  </button>
                ))}
              </div>
            </>
          )}
        </div>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Moving…' : 'Move the session'}
      </button>
    </form>
  );
}
