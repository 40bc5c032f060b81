import { useMemo, useRef } from 'react';

/** What a form says when a check it needs cannot be loaded (no connection, no offline copy yet). */
export const CHECK_UNAVAILABLE =
  'This form could not be checked just now. Please check your connection and try again: everything you typed is kept.';

export type Loaded<T> = {
  /** Null until it has arrived. */
  readonly current: T | null;
  /** Waits for it; null (and a warning in the console) when it cannot be loaded. */
  get(): Promise<T | null>;
  /** Starts loading it: when the visitor first touches or edits the form. */
  warm(): void;
  /** Spread on a form: its first focus or tap calls `warm`. */
  readonly warmOnTouch: { onFocus(): void; onPointerDown(): void };
};

/**
 * Something a form needs once the visitor uses it, not to show itself: its zod schemas (24 KB
 * gzipped, and costly to start on a phone). It loads on the visitor's first touch of the form
 * (`warm`), seconds before the first check needs it, or when a check asks for it; a visitor who
 * only reads the page never downloads it. `load` must be the same function on every render (a
 * module's or a constant's).
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const value = useRef<T | null>(null);
  return useMemo<Loaded<T>>(() => {
    let loading: Promise<T> | undefined;
    const get = async () => {
      try {
        return (value.current ??= await (loading ??= load()));
      } catch (error) {
        loading = undefined;
        console.warn('Part of this page could not be loaded', error);
        return null;
      }
    };
    const warm = () => void get();
    return {
      get current() {
        return value.current;
      },
      get,
      warm,
      warmOnTouch: { onFocus: warm, onPointerDown: warm },
    };
  }, [load]);
}
