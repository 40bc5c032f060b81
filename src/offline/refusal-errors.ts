import { useCallback, useMemo, useState } from 'react';
import type { OutboxItem } from './db';

export type RefusalErrors = {
  /** The server's message for `field`, until the visitor edits it. */
  of(field: string): string | undefined;
  /** Every message still standing, by field. */
  standing(): Record<string, string>;
  /** The visitor changed these fields: their refusal no longer applies. */
  edited(...fields: string[]): void;
  /** A new submission (or a discarded one): nothing edited any more. */
  reset(): void;
};

/**
 * The field messages of a submission the server refused, minus those of the fields the
 * visitor has changed since: a message about a value that is no longer there only misleads.
 */
export function useRefusalErrors(refused: OutboxItem | null): RefusalErrors {
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
    const standing = () =>
      Object.fromEntries(Object.entries(fieldErrors ?? {}).filter(([field]) => !editedSince.has(field)));
    return {
      of: (field) => (editedSince.has(field) ? undefined : fieldErrors?.[field]),
      standing,
      edited,
      reset,
    };
  }, [fieldErrors, editedSince, edited, reset]);
}
