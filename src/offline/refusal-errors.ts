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

const sameMessage = (message: string) => message;

/**
 * The field messages of a form: its own checks (`checked`), and those of a submission the
 * server refused, minus the fields the visitor has changed since: a message about a value
 * that is no longer there only misleads. The server's messages are English (the API's
 * language); `say` gives them in the page's, as the form's own already are.
 */
export function useRefusalErrors(refused: OutboxItem | null, checked: FieldErrors, say: (message: string) => string = sameMessage): RefusalErrors {
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
    const refusedMessage = (field: string) => {
      const message = fieldErrors?.[field];
      return message === undefined ? undefined : say(message);
    };
    const standing = (field: string) => (editedSince.has(field) ? undefined : refusedMessage(field));
    return {
      of: (field) => checked[field] || standing(field),
      shown: () => ({
        ...Object.fromEntries(Object.entries(fieldErrors ?? {}).flatMap(([field, message]) => (editedSince.has(field) ? [] : [[field, say(message)]]))),
        ...checked,
      }),
      edited,
      reset,
    };
  }, [fieldErrors, editedSince, checked, edited, reset, say]);
}
