/** The attributes that tie a field to its message, while it has one. */
export function fieldErrorProps(id: string, message: string | undefined): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return message ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}

/** The same for a fieldset: ARIA has no aria-invalid for a group, only the description. */
export function groupErrorProps(id: string, message: string | undefined): { 'aria-describedby'?: string } {
  return message ? { 'aria-describedby': id } : {};
}

/** A field's message, under it; nothing while the field is fine. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}
