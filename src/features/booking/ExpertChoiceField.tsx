import { ANY_EXPERT } from '../../domain/expert-profile';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../i18n/react';
import { ExpertPhoto } from '../experts';
import { fieldId } from '../../ui/TextField';
import { answersFrom, type ExpertMatch } from './api';
import type { FieldProps } from './fields';
import { useMatchWords, type MatchWords } from './match-words';
import { bookingEnglish, bookingMessages } from './messages';
import { shownExperts, useMatches } from './use-matches';

export const ANY_MATCHING_EXPERT = bookingEnglish['experts.anyMatching'];
export const TEAM_ASSIGNS = bookingEnglish['experts.teamAssigns'];
/** When nobody meets every preference, "any" holds the first free of the closest experts shown. */
export const ANY_CLOSEST_EXPERT = bookingEnglish['experts.anyClosest'];
export const FINDING_EXPERTS = bookingEnglish['experts.finding'];
export const MATCHES_UNAVAILABLE = bookingEnglish['experts.unavailable'];
export const LAST_KNOWN_MATCHES = bookingEnglish['experts.lastKnown'];

type ExpertOptionProps = { expert: ExpertMatch; words: MatchWords; radio: (value: string, labelId: string, describedBy?: string) => ReactNode };

function ExpertOption({ expert, words, radio }: ExpertOptionProps) {
  const t = useT(bookingMessages);
  const labelId = `expert-${expert.id}-name`;
  const detailsId = `expert-${expert.id}-details`;
  return (
    <div className="expert-option">
      <ExpertPhoto key={expert.imageSrc} src={expert.imageSrc} alt={expert.name} size={64} className="expert-option__photo" />
      <div className="expert-option__body">
        {radio(String(expert.id), labelId, detailsId)}
        <div id={detailsId} className="expert-option__details">
          {expert.position && <p className="expert-option__position">{expert.position}</p>}
          {expert.languages.length > 0 && <p>{t('experts.speaks', { languages: words.languages(expert.languages) })}</p>}
          {expert.reasons.length > 0 && (
            <ul className="expert-option__reasons">
              {expert.reasons.map((reason) => (
                <li key={reason}>{words.reason(reason)}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Step 5's "Your expert": up to three matched experts and "whoever matching is free first" (the
 * default). When nobody meets every preference, the server's reason and the closest experts,
 * and the team assigns: the visitor can always go on.
 */
export function ExpertChoiceField(props: FieldProps) {
  const { form, name, label, values, errors, onChange, readOnly } = props;
  const id = fieldId(form, name);
  const error = errors[name];
  const t = useT(bookingMessages);
  const answers = answersFrom('individual', values);
  const words = useMatchWords('individual', answers);
  const state = useMatches('individual', answers);
  const offer = state.loading ? null : state.offer;
  const experts = shownExperts(offer);
  const nobodyMatches = offer !== null && offer.matches.length === 0;
  const note = offer === null ? t('experts.unavailable') : [words.unmet(offer), offer.lastKnown ? t('experts.lastKnown') : null].filter(Boolean).join(' ');
  const current = typeof values[name] === 'string' && values[name] !== '' ? values[name] : ANY_EXPERT;

  // A chosen expert who no longer matches (an earlier answer changed) gives way to the default.
  const latest = useRef({ current, onChange, readOnly });
  latest.current = { current, onChange, readOnly };
  const shownIds = experts.map((expert) => String(expert.id)).join(',');
  useEffect(() => {
    const { current, onChange, readOnly } = latest.current;
    if (state.loading || offer === null || readOnly || current === ANY_EXPERT) return;
    if (!shownIds.split(',').includes(current)) onChange(name, ANY_EXPERT);
  }, [state.loading, offer, shownIds, name]);

  // What the server does with "any": the first free match, else the first free of the closest,
  // else (nobody takes these sessions) no one until the team assigns someone.
  const anyLabel = t(!nobodyMatches ? 'experts.anyMatching' : experts.length > 0 ? 'experts.anyClosest' : 'experts.teamAssigns');

  function radio(value: string, labelId: string, describedBy?: string) {
    const inputId = `${id}-${value}`;
    return (
      <p className="choice">
        <input
          id={inputId}
          type="radio"
          name={`${form}-${name}`}
          value={value}
          checked={current === value}
          disabled={readOnly}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          onChange={() => onChange(name, value)}
        />
        <label id={labelId} htmlFor={inputId} className="expert-option__name">
          {value === ANY_EXPERT ? anyLabel : experts.find((expert) => String(expert.id) === value)?.name}
        </label>
      </p>
    );
  }

  return (
    <fieldset className="field field--group expert-choice" data-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{label}</legend>
      {state.loading && (
        <p className="field__hint" role="status">
          {t('experts.finding')}
        </p>
      )}
      {!state.loading && note !== '' && (
        <p className="field__hint" role="status">
          {note}
        </p>
      )}
      {nobodyMatches && experts.length > 0 && <p className="field__hint">{t('experts.closest')}</p>}
      <div className="choice-list expert-choice__list" id={id} tabIndex={-1}>
        {experts.map((expert) => (
          <ExpertOption key={expert.id} expert={expert} words={words} radio={radio} />
        ))}
        {radio(ANY_EXPERT, `${id}-any-label`)}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
