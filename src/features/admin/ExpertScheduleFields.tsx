import { parseHourMinute, WEEKDAY_NAMES, WEEKDAYS, type TimeOff, type Weekday, type WorkingHours } from '../../domain/expert-profile';
import { FieldError, fieldErrorProps, groupErrorProps } from './FieldError';

// The expert's calendar on the staff form: weekly hours per weekday (IST) and days away.
// Both lists are edited in place; the schema's messages show under the group and the row.

const hourMinute = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new stretch of a day: an hour after the day's last one when there is room, else the usual office hours. */
function nextHours(day: Weekday, ofDay: readonly WorkingHours[]): WorkingHours {
  const last = ofDay.at(-1);
  const end = last ? parseHourMinute(last.to) : undefined;
  // `<input type="time">` cannot show 24:00, so a new stretch ends by 23:00.
  if (end !== undefined && end < 22 * 60) return { day, from: hourMinute(end), to: hourMinute(end + 60) };
  return { day, from: '09:00', to: '17:00' };
}

type HoursProps = {
  hours: WorkingHours[];
  errors: Record<string, string>;
  onChange(hours: WorkingHours[]): void;
};

export function WeeklyHoursField({ hours, errors, onChange }: HoursProps) {
  const change = (index: number, part: 'from' | 'to', value: string) => onChange(hours.map((row, i) => (i === index ? { ...row, [part]: value } : row)));
  return (
    <fieldset className="admin-fieldset" {...groupErrorProps('expert-hours-error', errors.hours)}>
      <legend>Weekly hours (IST)</legend>
      <FieldError id="expert-hours-error" message={errors.hours} />
      {WEEKDAYS.map((day) => {
        const rows = hours.map((row, index) => ({ row, index })).filter(({ row }) => row.day === day);
        return (
          <fieldset key={day} className="admin-day">
            <legend>{WEEKDAY_NAMES[day]}</legend>
            {rows.length === 0 && <p className="field__hint">Not working</p>}
            {rows.map(({ row, index }, n) => {
              const id = `expert-hours-${index}`;
              const rowError = errors[`hours.${index}`];
              return (
                <div key={index} className="admin-range">
                  <label htmlFor={`${id}-from`}>From</label>
                  <input id={`${id}-from`} type="time" value={row.from} onChange={(event) => change(index, 'from', event.target.value)} {...fieldErrorProps(`${id}-error`, rowError)} />
                  <label htmlFor={`${id}-to`}>To</label>
                  <input id={`${id}-to`} type="time" value={row.to} onChange={(event) => change(index, 'to', event.target.value)} {...fieldErrorProps(`${id}-error`, rowError)} />
                  <button type="button" className="button button--secondary" aria-label={`Remove ${WEEKDAY_NAMES[day]} hours ${n + 1}`} onClick={() => onChange(hours.filter((_, i) => i !== index))}>
                    Remove
                  </button>
                  <FieldError id={`${id}-error`} message={rowError} />
                </div>
              );
            })}
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Add hours on ${WEEKDAY_NAMES[day]}`}
              onClick={() => onChange([...hours, nextHours(day, rows.map(({ row }) => row))])}
            >
              Add hours
            </button>
          </fieldset>
        );
      })}
    </fieldset>
  );
}

type TimeOffProps = {
  timeOff: TimeOff[];
  errors: Record<string, string>;
  onChange(timeOff: TimeOff[]): void;
};

export function TimeOffField({ timeOff, errors, onChange }: TimeOffProps) {
  const change = (index: number, part: 'from' | 'to', value: string) =>
    // A first day after the last one moves the last one along with it.
    onChange(timeOff.map((row, i) => (i !== index ? row : part === 'from' && (row.to === '' || row.to < value) ? { from: value, to: value } : { ...row, [part]: value })));
  return (
    <fieldset className="admin-fieldset" {...groupErrorProps('expert-timeOff-error', errors.timeOff)}>
      <legend>Time off</legend>
      <FieldError id="expert-timeOff-error" message={errors.timeOff} />
      {timeOff.length === 0 && <p className="field__hint">No time off planned</p>}
      {timeOff.map((row, index) => {
        const id = `expert-timeOff-${index}`;
        const rowError = errors[`timeOff.${index}`];
        return (
          <fieldset key={index} className="admin-range">
            <legend>Time off {index + 1}</legend>
            <label htmlFor={`${id}-from`}>First day</label>
            <input id={`${id}-from`} type="date" value={row.from} onChange={(event) => change(index, 'from', event.target.value)} {...fieldErrorProps(`${id}-error`, rowError)} />
            <label htmlFor={`${id}-to`}>Last day</label>
            <input id={`${id}-to`} type="date" value={row.to} min={row.from || undefined} onChange={(event) => change(index, 'to', event.target.value)} {...fieldErrorProps(`${id}-error`, rowError)} />
            <button type="button" className="button button--secondary" aria-label={`Remove time off ${index + 1}`} onClick={() => onChange(timeOff.filter((_, i) => i !== index))}>
              Remove
            </button>
            <FieldError id={`${id}-error`} message={rowError} />
          </fieldset>
        );
      })}
      <button type="button" className="button button--secondary" onClick={() => onChange([...timeOff, { from: '', to: '' }])}>
        Add time off
      </button>
    </fieldset>
  );
}
