import { useEffect, useId, useState } from 'react';
import { ANY_EXPERT } from '../../domain/expert-profile';
import { loadFreeTimes, loadMatchingExperts, type ExpertChoice, type FreeTimes, type ManageAnswer, type OtherExpert, type RescheduleChoice } from './api';
import { useKnownSentence } from '../booking';
import { manageEnglish } from './messages';
import { useManageWords } from './use-manage-words';
import type { ChangeSender } from './use-change-sender';
import { nextDates, sessionDateWords } from './words';

export const TIMES_NOT_LOADED = manageEnglish['move.notLoaded'];
export const NO_FREE_TIMES = manageEnglish['move.none'];
export const CONFIRM_WHEN_ONLINE = manageEnglish['move.confirmOnline'];

type Props = { answer: ManageAnswer; sender: ChangeSender; online: boolean; preset: RescheduleChoice | null };

type Times = { state: 'none' } | { state: 'loading' } | ({ state: 'shown' } & FreeTimes) | { state: 'failed' };

/**
 * The free times of the chosen date and expert, asked again when either changes, on retry and
 * on reconnecting. Offline, the device's rules answer: the server checks the time on arrival.
 */
function useFreeTimes(date: string, slotQuery: string, expert: ExpertChoice, kind: ManageAnswer['booking']['kind'], online: boolean) {
  const [times, setTimes] = useState<Times>({ state: 'none' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (date === '') {
      setTimes({ state: 'none' });
      return;
    }
    let active = true;
    setTimes({ state: 'loading' });
    void loadFreeTimes(date, slotQuery, expert, kind).then((result) => {
      if (!active) return;
      setTimes(result.ok ? { state: 'shown', ...result.value } : { state: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [date, slotQuery, expert, kind, online, attempt]);

  return { times, reload: () => setAttempt((count) => count + 1) };
}

/** The other experts who match the booking, for a new time with someone else. */
function useOtherExperts(slotQuery: string, current: number | null): OtherExpert[] {
  const [others, setOthers] = useState<OtherExpert[]>([]);
  useEffect(() => {
    let active = true;
    void loadMatchingExperts(slotQuery).then((result) => {
      if (active && result.ok) setOthers(result.value.filter((expert) => expert.id !== current).slice(0, 3));
    });
    return () => {
      active = false;
    };
  }, [slotQuery, current]);
  return others;
}

/**
 * Choose a date in the next 14 days, a free time that day and who with; confirm to move. Opens
 * on `preset` when the visitor took a time the server offered instead of a taken one.
 */
export function RescheduleForm({ answer, sender, online, preset }: Props) {
  const id = useId();
  const { t, language } = useManageWords();
  const current = answer.expert?.id ?? null;
  const [expert, setExpert] = useState<ExpertChoice>(preset?.expertId ?? current ?? ANY_EXPERT);
  const [date, setDate] = useState(preset?.sessionDate ?? '');
  const [time, setTime] = useState(preset?.sessionTime ?? '');
  const [dates] = useState(() => nextDates(new Date()));
  const others = useOtherExperts(answer.slotQuery, current);
  const { times, reload } = useFreeTimes(date, answer.slotQuery, expert, answer.booking.kind, online);
  const sending = sender.status.state === 'sending' && sender.status.action === 'reschedule';

  // A time stays chosen only while the server (or, offline, the device's rules) still lists it for this date and expert.
  useEffect(() => {
    if (times.state === 'shown') setTime((chosen) => (times.slots.includes(chosen) ? chosen : ''));
  }, [times]);

  const experts: { value: ExpertChoice; label: string }[] = [
    ...(answer.expert ? [{ value: answer.expert.id, label: t('move.yourExpert', { name: answer.expert.name }) }] : []),
    { value: ANY_EXPERT, label: t('move.anyExpert') },
    ...others.map((other) => ({ value: other.id, label: other.name })),
  ];

  return (
    <form
      className="manage__form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (date !== '' && time !== '') sender.send({ action: 'reschedule', choice: { sessionDate: date, sessionTime: time, expertId: expert } });
      }}
    >
      <h3 id={`${id}-title`} className="manage__subtitle">
        {t('move.title')}
      </h3>

      <fieldset className="field field--group">
        <legend className="field__label">{t('move.who')}</legend>
        <div className="manage__choices">
          {experts.map((option) => (
            <label key={String(option.value)} className="manage__choice">
              <input
                type="radio"
                name={`${id}-expert`}
                value={String(option.value)}
                checked={expert === option.value}
                onChange={() => setExpert(option.value)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          {t('move.date')}
        </label>
        <select
          id={`${id}-date`}
          className="field__control"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        >
          <option value="">{t('move.selectDate')}</option>
          {dates.map((day) => (
            <option key={day} value={day}>
              {sessionDateWords(language, day)}
            </option>
          ))}
        </select>
      </div>

      <TimeChoice name={`${id}-time`} times={times} chosen={time} onChoose={setTime} onRetry={reload} online={online} />

      <button type="submit" className="button" disabled={date === '' || time === '' || times.state !== 'shown' || sender.sending}>
        {t(sending ? 'move.sending' : 'move.send')}
      </button>
    </form>
  );
}

type TimeChoiceProps = {
  name: string;
  times: Times;
  chosen: string;
  onChoose: (time: string) => void;
  onRetry: () => void;
  online: boolean;
};

function TimeChoice({ name, times, chosen, onChoose, onRetry, online }: TimeChoiceProps) {
  const { t, label } = useManageWords();
  const known = useKnownSentence();
  switch (times.state) {
    case 'none':
      return null;
    case 'loading':
      return (
        <p className="field__hint" role="status">
          {t('move.loading')}
        </p>
      );
    case 'failed':
      return (
        <div className="manage__problem" role="alert">
          <p>{t('move.notLoaded')}</p>
          <button type="button" className="button button--secondary" disabled={!online} onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      );
    case 'shown':
      if (times.slots.length === 0) {
        return (
          <p className="field__hint" role="status">
            {times.message ? known(times.message) : t('move.none')}
          </p>
        );
      }
      return (
        <fieldset className="field field--group">
          <legend className="field__label">{t('move.time')}</legend>
          <div className="manage__choices manage__choices--times">
            {times.slots.map((slot) => (
              <label key={slot} className="manage__choice manage__choice--chip">
                <input type="radio" name={name} value={slot} checked={chosen === slot} onChange={() => onChoose(slot)} />
                {label(slot)}
              </label>
            ))}
          </div>
          {times.fromDevice && <p className="field__hint">{t('move.confirmOnline')}</p>}
        </fieldset>
      );
  }
}
