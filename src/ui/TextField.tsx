import type { HTMLInputAutoCompleteAttribute } from 'react';
import './forms.css';

type Props = {
  /** The form's id prefix plus the field name make the input's id. */
  idPrefix: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  rows?: number;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  maxLength?: number;
  readOnly?: boolean;
  required?: boolean;
};

export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`;
}

/**
 * A labelled text input (or text area) whose error is tied to it: aria-invalid while wrong,
 * and the message read out with the field through aria-describedby.
 */
export function TextField({
  idPrefix,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  multiline = false,
  rows = 5,
  autoComplete,
  inputMode,
  maxLength,
  readOnly = false,
  required = true,
}: Props) {
  const id = fieldId(idPrefix, name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    required,
    readOnly,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'field__control',
    onBlur,
  } as const;
  return (
    <div className="field" data-invalid={error ? 'true' : undefined}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
