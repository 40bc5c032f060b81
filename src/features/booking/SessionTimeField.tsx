import { useEffect, useState } from 'react';
import { SLOT_MESSAGES, sessionWindows, type SlotAvailability } from '../../domain/slots';
import { loadIndividualSlots } from './api';
import { SelectField, type FieldProps } from './fields';

/**
 * The time picker of a date: individual slots from the server when it answers (its clock
 * decides) and from this device otherwise; couple/family windows from the same rules.
 */
export function SessionTimeField({ source, ...props }: FieldProps & { source: 'individual' | 'windows' }) {
  const date = typeof props.values.sessionDate === 'string' ? props.values.sessionDate : '';
  const [day, setDay] = useState<SlotAvailability | null>(null);

  useEffect(() => {
    let active = true;
    if (date === '') {
      setDay({ date: '', slots: [], message: SLOT_MESSAGES.noDate });
      return;
    }
    if (source === 'windows') {
      setDay(sessionWindows(date, new Date()));
      return;
    }
    setDay(null);
    void loadIndividualSlots(date).then((answer) => {
      if (active) setDay(answer);
    });
    return () => {
      active = false;
    };
  }, [date, source]);

  if (day === null) {
    return (
      <p className="status" role="status">
        Loading available times…
      </p>
    );
  }
  if (day.slots.length === 0) {
    return (
      <div className="field" data-invalid={props.errors.sessionTime ? 'true' : undefined}>
        <p className="field__label">{props.label}</p>
        <p className="field__hint" role="status">
          {day.message ?? SLOT_MESSAGES.noneLeft}
        </p>
        {props.errors.sessionTime && <p className="field__error">{props.errors.sessionTime}</p>}
      </div>
    );
  }
  return <SelectField {...props} options={day.slots} placeholder="Select a time" />;
}
