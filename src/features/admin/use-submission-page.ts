import { useCallback, useEffect, useState } from 'react';
import type { SubmissionSummary } from '../../domain/staff';
import { ApiError, getJson } from '../../services/api';
import { readPage, type Page } from './api';

export const REFRESH_MS = 30_000;

export type SubmissionPageLoad = { state: 'loading' } | { state: 'error'; message: string } | { state: 'loaded'; page: Page<SubmissionSummary> };

export type SubmissionPage = {
  load: SubmissionPageLoad;
  /** Loads the page again, showing "Loading…" meanwhile. */
  reload(): void;
  /** Takes a deleted submission out of the page shown. */
  drop(id: number): void;
};

/**
 * One page of a staff list, loaded from `path` and refreshed quietly every REFRESH_MS, so that
 * new submissions show up while the page is open; `fetchError` is said when the server gives no reason.
 */
export function useSubmissionPage(path: string, fetchError: string): SubmissionPage {
  const [load, setLoad] = useState<SubmissionPageLoad>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const fetchPage = useCallback(
    (signal: AbortSignal, quiet: boolean) => {
      if (!quiet) setLoad({ state: 'loading' });
      getJson(path, readPage<SubmissionSummary>, signal).then(
        (page) => setLoad({ state: 'loaded', page }),
        (error: unknown) => {
          if (signal.aborted) return;
          setLoad({ state: 'error', message: error instanceof ApiError && error.message ? error.message : fetchError });
        },
      );
    },
    [path, fetchError],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(controller.signal, false);
    const timer = setInterval(() => fetchPage(controller.signal, true), REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [fetchPage, attempt]);

  function drop(id: number) {
    setLoad((current) =>
      current.state === 'loaded'
        ? { state: 'loaded', page: { ...current.page, items: current.page.items.filter((entry) => entry.id !== id), total: current.page.more ? current.page.total : current.page.total - 1 } }
        : current,
    );
  }

  return { load, reload: () => setAttempt((n) => n + 1), drop };
}
