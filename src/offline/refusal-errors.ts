import { useCallback, useMemo, useState } from 'react';
import type { OutboxItem } from './db';
import type { FieldErrors } from './outbox';

export type RefusalErrors = {
  /** The message to show for `field`: the form's own check first, else the server's refusal. */
  of(field: string): string | undefined;
  /** Every message to show, by field (the form's own over the server's). */
  shown(): Record<string, string>;
  /** The visitor changed these fields: their refusal no longer applies. */
  edited(...fields: string[]): void;
  /** A new submission (or a discarded one): nothing edited any more. */
  reset(): void;
};

/**
 * The field messages of a form: its own checks (`checked`), and those of a submission the
 * server refused, minus the fields the visitor has changed since: a message about a value
 * that is no longer there only misleads.
 */
export function useRefusalErrors(refused: OutboxItem | null, checked: FieldErrors): RefusalErrors {
  const [editedSince, setEditedSince] = useState<ReadonlySet<string>>(new Set());
  const fieldErrors = refused?.fieldErrors;
  const hasRefusal = refused !== null;

  const edited = useCallback(
    (...fields: string[]) => {
      if (!hasRefusal) return;
      setEditedSince((known) => (fields.every((field) => known.has(field)) ? known : new Set([...known, ...fields])));
    },
    [hasRefusal],
  );
  const reset = useCallback(() => setEditedSince(new Set()), []);

  return useMemo(() => {
    const standing = (field: string) => (editedSince.has(field) ? undefined : fieldErrors?.[field]);
    return {
      of: (field) => checked[field] || standing(field),
      shown: () => ({
        ...Object.fromEntries(Object.entries(fieldErrors ?? {}).filter(([field]) => !editedSince.has(field))),
        ...checked,
      }),
      edited,
      reset,
    };
  }, [fieldErrors, editedSince, checked, edited, reset]);
}
