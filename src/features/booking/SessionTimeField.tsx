import { ANY_EXPERT } from '../../domain/expert-profile';
import { useEffect, useRef, useState } from 'react';
import { SLOT_MESSAGES } from '../../domain/slots';
import type { BookingKind } from '../../domain/submission-kinds';
import { useT } from '../../i18n/react';
import { answersFrom, loadIndividualSlots, loadSessionWindows, type SlotAnswer } from './api';
import { SelectField, type FieldProps, type Values } from './fields';
import { bookingEnglish, bookingMessages } from './messages';
import { useKnownSentence } from './server-sentences/messages';

export const CONFIRM_WHEN_ONLINE = bookingEnglish['time.confirmOnline'];
export const TIME_NO_LONGER_FREE = bookingEnglish['time.noLongerFree'];

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The request behind the list: its key changes exactly when the list must be asked for again. */
function slotRequest(kind: BookingKind, values: Values): { key: string; load: () => Promise<SlotAnswer> } {
  const date = text(values.sessionDate);
  const answers = answersFrom(kind, values);
  if (kind !== 'individual') {
    return { key: JSON.stringify([kind, date, answers]), load: () => loadSessionWindows(date, kind, answers) };
  }
  const duration = text(values.sessionDuration);
  const expertId = text(values.expertId) || ANY_EXPERT;
  return {
    key: JSON.stringify([kind, date, duration, expertId, answers]),
    load: () => loadIndividualSlots(date, { duration, expertId, answers }),
  };
}

/**
 * The time picker of a date: the times when the chosen expert (or a matching one) is free, as
 * the server answers; the device's own rules when it does not, to be confirmed once online.
 * Individual: start times for the chosen expert and duration. Couple/family: 3-hour windows.
 */
export function SessionTimeField({ kind, ...props }: FieldProps & { kind: BookingKind }) {
  const t = useT(bookingMessages);
  const known = useKnownSentence();
  const date = text(props.values.sessionDate);
  const [day, setDay] = useState<SlotAnswer | null>(null);
  const [dropped, setDropped] = useState(false);
  const request = slotRequest(kind, props.values);
  // The answer arrives later: it compares with the time chosen by then.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let active = true;
    setDropped(false);
    if (date === '') {
      setDay({ date: '', slots: [], message: SLOT_MESSAGES.noDate, fromDevice: false });
      return;
    }
    setDay(null);
    void request.load().then((answer) => {
      if (!active) return;
      setDay(answer);
      const { values, name, onChange, readOnly } = latest.current;
      const chosen = text(values[name]);
      // Only the server knows who is free; the device's rules never take a choice away.
      if (!answer.fromDevice && !readOnly && chosen !== '' && !answer.slots.includes(chosen)) {
        onChange(name, '');
        setDropped(true);
      }
    });
    return () => {
      active = false;
    };
    // The request's key names everything its load reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.key]);

  if (day === null) {
    return (
      <p className="status" role="status">
        {t('time.loading')}
      </p>
    );
  }
  if (day.slots.length === 0) {
    return (
      <div className="field" data-invalid={props.errors.sessionTime ? 'true' : undefined}>
        <p className="field__label">{props.label}</p>
        <p className="field__hint" role="status">
          {known(day.message ?? SLOT_MESSAGES.noneLeft)}
        </p>
        {props.errors.sessionTime && <p className="field__error">{props.errors.sessionTime}</p>}
      </div>
    );
  }
  const note = [dropped ? t('time.noLongerFree') : null, day.fromDevice ? t('time.confirmOnline') : null].filter(Boolean).join(' ');
  return (
    <>
      <SelectField {...props} options={day.slots} placeholder={t('field.selectTime')} />
      {note !== '' && (
        <p className="field__hint" role="status">
          {note}
        </p>
      )}
    </>
  );
}
