import { useState, type KeyboardEvent } from 'react';
import { EXPERT_GENDERS, type ExpertGender } from '../../domain/expert-profile';
import { KNOWN_LANGUAGES } from '../../domain/expert-vocabulary';
import { FieldError, groupErrorProps } from './FieldError';

// The expert form's lists of choices: each a fieldset whose legend names it, the schema's
// message under the legend.

const toggled = <T,>(values: readonly T[], value: T, on: boolean): T[] => (on ? [...values, value] : values.filter((item) => item !== value));

type CheckboxGroupProps<T extends string> = {
  name: string;
  legend: string;
  options: readonly T[];
  labelOf?: (option: T) => string;
  values: readonly T[];
  error: string | undefined;
  onChange(values: T[]): void;
};

export function CheckboxGroup<T extends string>({ name, legend, options, labelOf = String, values, error, onChange }: CheckboxGroupProps<T>) {
  const errorId = `expert-${name}-error`;
  return (
    <fieldset className="admin-fieldset admin-choices" {...groupErrorProps(errorId, error)}>
      <legend>{legend}</legend>
      <FieldError id={errorId} message={error} />
      {options.map((option) => (
        <label key={option} className="admin-choice">
          <input type="checkbox" name={name} value={option} checked={values.includes(option)} onChange={(event) => onChange(toggled(values, option, event.target.checked))} />
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  );
}

type LanguagesProps = { languages: string[]; error: string | undefined; onChange(languages: string[]): void };

/** The wizards' languages as checkboxes, and any other language typed in and shown as a chip. */
export function LanguagesField({ languages, error, onChange }: LanguagesProps) {
  const [other, setOther] = useState('');
  const known = (language: string) => KNOWN_LANGUAGES.some((name) => name.toLowerCase() === language.toLowerCase());
  const others = languages.filter((language) => !known(language));

  function addOther() {
    const language = other.trim();
    if (!language) return;
    const same = KNOWN_LANGUAGES.find((name) => name.toLowerCase() === language.toLowerCase()) ?? language;
    if (!languages.some((name) => name.toLowerCase() === same.toLowerCase())) onChange([...languages, same]);
    setOther('');
  }

  function addOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the language here rather than saving the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addOther();
  }

  return (
    <fieldset className="admin-fieldset admin-choices" {...groupErrorProps('expert-languages-error', error)}>
      <legend>Languages</legend>
      <FieldError id="expert-languages-error" message={error} />
      {KNOWN_LANGUAGES.map((language) => (
        <label key={language} className="admin-choice">
          <input type="checkbox" name="languages" value={language} checked={languages.includes(language)} onChange={(event) => onChange(toggled(languages, language, event.target.checked))} />
          {language}
        </label>
      ))}
      {others.length > 0 && (
        <ul className="admin-chips" aria-label="Other languages">
          {others.map((language) => (
            <li key={language} className="admin-chip">
              {language}{' '}
              <button type="button" className="link-button" aria-label={`Remove ${language}`} onClick={() => onChange(languages.filter((name) => name !== language))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="admin-range">
        <label htmlFor="expert-other-language">Add another language</label>
        <input id="expert-other-language" value={other} maxLength={40} onChange={(event) => setOther(event.target.value)} onKeyDown={addOnEnter} />
        <button type="button" className="button button--secondary" onClick={addOther}>
          Add language
        </button>
      </div>
    </fieldset>
  );
}

const NOT_STATED = 'Not stated';

type GenderProps = { gender: ExpertGender | null; error: string | undefined; onChange(gender: ExpertGender | null): void };

export function GenderField({ gender, error, onChange }: GenderProps) {
  const options = [...EXPERT_GENDERS, NOT_STATED] as const;
  return (
    <fieldset className="admin-fieldset admin-choices" {...groupErrorProps('expert-gender-error', error)}>
      <legend>Gender</legend>
      <FieldError id="expert-gender-error" message={error} />
      {options.map((option) => (
        <label key={option} className="admin-choice">
          <input
            type="radio"
            name="gender"
            value={option}
            checked={(gender ?? NOT_STATED) === option}
            onChange={() => onChange(option === NOT_STATED ? null : option)}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}
