import { useEffect, useMemo, useRef } from 'react';

/** What a form says when a check it needs cannot be loaded (no connection, no offline copy yet). */
export const CHECK_UNAVAILABLE =
  'This form could not be checked just now. Please check your connection and try again: everything you typed is kept.';

export type Loaded<T> = {
  /** Null until it has arrived. */
  readonly current: T | null;
  /** Waits for it; null (and a warning in the console) when it cannot be loaded. */
  get(): Promise<T | null>;
};

/**
 * Something a page needs soon but not to show itself, such as a form's zod schemas (24 KB
 * gzipped, and costly to start on a phone): loaded once the page is on screen, in a task of its
 * own. `load` must be the same function on every render (a module's or a constant's).
 */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const value = useRef<T | null>(null);
  const loaded = useMemo<Loaded<T>>(
    () => ({
      get current() {
        return value.current;
      },
      async get() {
        try {
          return (value.current ??= await load());
        } catch (error) {
          console.warn('Part of this page could not be loaded', error);
          return null;
        }
      },
    }),
    [load],
  );
  useEffect(() => {
    // A failure is told by the check that needs it.
    void loaded.get();
  }, [loaded]);
  return loaded;
}
