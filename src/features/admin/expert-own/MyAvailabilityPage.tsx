import { useState, type FormEvent } from 'react';
import type { TimeOff, WorkingHours } from '../../../domain/expert-profile';
import type { FieldErrors } from '../../../domain/field-errors';
import { isRecord } from '../../../domain/is-record';
import { expertScheduleSchema, type ExpertScheduleFields } from '../../../domain/schemas/expert';
import { ApiError, useRemote } from '../../../services/api';
import { MY_AVAILABILITY_PATH, saveMyAvailability } from '../api';
import { TimeOffField, WeeklyHoursField } from '../ExpertScheduleFields';
import { RemoteStatus } from '../RemoteStatus';
import { CHECK_FIELDS, errorsOf, EXPERT_SAVED, serverFieldsOf } from '../use-expert-form';
import '../admin.css';

// /admin/my-availability (expert): the expert's own weekly hours and time off, edited with the
// same fields as the staff expert form and checked with the same schema before it is sent.

export function readSchedule(body: unknown): ExpertScheduleFields {
  if (!isRecord(body) || !Array.isArray(body.hours) || !Array.isArray(body.timeOff)) throw new ApiError('Invalid response structure', 0);
  return { hours: body.hours as WorkingHours[], timeOff: body.timeOff as TimeOff[] };
}

type Message = { tone: 'ok' | 'error'; text: string };

function AvailabilityEditor({ stored }: { stored: ExpertScheduleFields }) {
  const [hours, setHours] = useState<WorkingHours[]>(() => stored.hours.map((row) => ({ ...row })));
  const [timeOff, setTimeOff] = useState<TimeOff[]>(() => stored.timeOff.map((row) => ({ ...row })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  /** A change to one list forgets what was said about it. */
  const forget = (field: 'hours' | 'timeOff') =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${field}.`))));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const parsed = expertScheduleSchema.safeParse({ hours, timeOff });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      setMessage({ tone: 'error', text: CHECK_FIELDS });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = readSchedule(await saveMyAvailability(parsed.data));
      setHours(saved.hours);
      setTimeOff(saved.timeOff);
      setMessage({ tone: 'ok', text: EXPERT_SAVED });
    } catch (error) {
      setErrors(serverFieldsOf(error));
      setMessage({ tone: 'error', text: error instanceof Error && error.message ? error.message : 'Your hours could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card admin-expert-form" onSubmit={submit} noValidate>
      <WeeklyHoursField
        hours={hours}
        errors={errors}
        onChange={(next) => {
          setHours(next);
          forget('hours');
        }}
      />
      <TimeOffField
        timeOff={timeOff}
        errors={errors}
        onChange={(next) => {
          setTimeOff(next);
          forget('timeOff');
        }}
      />
      {message && (
        <p className={message.tone === 'ok' ? 'status' : 'status status--error'} role={message.tone === 'ok' ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

export function MyAvailabilityPage() {
  const [attempt, setAttempt] = useState(0);
  const remote = useRemote(MY_AVAILABILITY_PATH, readSchedule, attempt);
  return (
    <section className="section admin">
      <title>My availability</title>
      <div className="container">
        <h1>My availability</h1>
        <p>The hours you take sessions in each week (IST), and the days you are away. Visitors can book only within them.</p>
        <RemoteStatus remote={remote} retry={() => setAttempt((n) => n + 1)} />
        {remote.state === 'loaded' && <AvailabilityEditor stored={remote.data} />}
      </div>
    </section>
  );
}
