// The wizard's inputs. Each is labelled, ties its error to the control, and reports a
// change as (field, value); the wizard keeps the values.

import type { ReactNode } from 'react';
import { keepPhoneDigits } from '../../domain/phone';
import { useT } from '../../i18n/react';
import { fieldId } from '../../ui/TextField';
import { bookingMessages } from './messages';
import { useOptionLabel } from '../../ui/option-labels/messages';
import '../../ui/forms.css';

export type Values = Record<string, unknown>;

export type FieldProps = {
  form: string;
  name: string;
  label: ReactNode;
  values: Values;
  errors: Record<string, string | undefined>;
  onChange: (name: string, value: unknown) => void;
  readOnly?: boolean;
  hint?: string;
};

function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Shell({ id, label, hint, error, children, group = false }: { id: string; label: ReactNode; hint?: string | undefined; error?: string | undefined; children: ReactNode; group?: boolean }) {
  const labelNode = group ? (
    <legend className="field__label" id={`${id}-label`}>
      {label}
    </legend>
  ) : (
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
  );
  const body = (
    <>
      {labelNode}
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </>
  );
  return group ? (
    <fieldset className="field field--group" data-invalid={error ? 'true' : undefined} aria-describedby={describedBy(id, hint, error)}>
      {body}
    </fieldset>
  ) : (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      {body}
    </div>
  );
}

function text(values: Values, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function InputField({
  type = 'text',
  inputMode,
  autoComplete,
  min,
  maxLength,
  ...props
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'date';
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  autoComplete?: string;
  min?: string;
  maxLength?: number;
}) {
  const { form, name, label, values, errors, onChange, readOnly, hint } = props;
  const id = fieldId(form, name);
  const error = errors[name];
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        className="field__control"
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        min={min}
        maxLength={maxLength}
        value={text(values, name)}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </Shell>
  );
}

/**
 * Digits only, at most 10, whatever is typed or pasted (spec §5). No maxLength: the browser
 * would cut a pasted '98765 43210' to ten characters before the spaces are taken out.
 */
export function PhoneField(props: FieldProps) {
  const t = useT(bookingMessages);
  return (
    <InputField
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      hint={props.hint ?? t('field.phone.hint')}
      onChange={(name, value) => props.onChange(name, keepPhoneDigits(String(value)))}
    />
  );
}

export function TextAreaField(props: FieldProps) {
  const { form, name, label, values, errors, onChange, readOnly, hint } = props;
  const id = fieldId(form, name);
  const error = errors[name];
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        className="field__control"
        rows={3}
        value={text(values, name)}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </Shell>
  );
}

/** A list of options: each shown by its label in the page's language, stored as its value. */
export function SelectField({ options, placeholder, ...props }: FieldProps & { options: readonly string[]; placeholder?: string }) {
  const t = useT(bookingMessages);
  const optionLabel = useOptionLabel();
  const { form, name, label, values, errors, onChange, readOnly, hint } = props;
  const id = fieldId(form, name);
  const error = errors[name];
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        className="field__control"
        value={text(values, name)}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(name, event.target.value)}
      >
        <option value="">{placeholder ?? t('field.select')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function RadioField({ options, labels, ...props }: FieldProps & { options: readonly string[]; labels?: Record<string, ReactNode> }) {
  const optionLabel = useOptionLabel();
  const { form, name, label, values, errors, onChange, readOnly, hint } = props;
  const id = fieldId(form, name);
  const error = errors[name];
  const current = text(values, name);
  return (
    <Shell id={id} label={label} hint={hint} error={error} group>
      <div className="choice-list" id={id} tabIndex={-1}>
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type="radio"
              name={`${form}-${name}`}
              value={option}
              checked={current === option}
              disabled={readOnly}
              onChange={() => onChange(name, option)}
            />
            <span>{labels?.[option] ?? optionLabel(option)}</span>
          </label>
        ))}
      </div>
    </Shell>
  );
}

export function CheckboxesField({ options, ...props }: FieldProps & { options: readonly string[] }) {
  const optionLabel = useOptionLabel();
  const { form, name, label, values, errors, onChange, readOnly, hint } = props;
  const id = fieldId(form, name);
  const error = errors[name];
  const current = Array.isArray(values[name]) ? (values[name] as unknown[]).filter((v): v is string => typeof v === 'string') : [];
  return (
    <Shell id={id} label={label} hint={hint} error={error} group>
      <div className="choice-list" id={id} tabIndex={-1}>
        {options.map((option) => (
          <label key={option} className="choice">
            <input
              type="checkbox"
              value={option}
              checked={current.includes(option)}
              disabled={readOnly}
              onChange={(event) =>
                onChange(name, event.target.checked ? options.filter((o) => o === option || current.includes(o)) : current.filter((o) => o !== option))
              }
            />
            <span>{optionLabel(option)}</span>
          </label>
        ))}
      </div>
    </Shell>
  );
}

/** A consent tick: never pre-ticked, only a real `true` counts. */
export function ConsentField(props: FieldProps) {
  const { form, name, label, values, errors, onChange, readOnly } = props;
  const id = fieldId(form, name);
  const error = errors[name];
  return (
    <div className="field field--consent" data-invalid={error ? 'true' : undefined}>
      <label className="choice" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={values[name] === true}
          disabled={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(name, event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
