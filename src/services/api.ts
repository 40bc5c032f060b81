import { useEffect, useRef, useState } from 'react';
import { isRecord } from '../domain/is-record';
import type { PreloadedAnswer } from '../domain/preloaded';
import { usePreloads } from './preloaded';

/** A failed API call: `status` is 0 when the network itself failed. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a read that never reached the server says (status 0). */
export const OFFLINE = 'You appear to be offline. Please check your connection and try again.';

/**
 * How long a read may take, answer and body. On one bar of signal a request can hang for
 * minutes without failing; given up by then, it is told as one that never arrived, and the page
 * offers its retry instead of "Loading" for ever.
 */
export const READ_TIMEOUT_MS = 15_000;

/**
 * GET a JSON document and hand it to `read`, which must return the typed value or throw.
 * Rejects with ApiError: the server's `{error}` text for HTTP errors, OFFLINE when no whole
 * answer came (the network failed, or READ_TIMEOUT_MS passed); with fetch's AbortError when
 * the caller aborted.
 */
export async function getJson<T>(path: string, read: (body: unknown) => T, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  // Its own controller, aborted by the caller's signal or the timer: AbortSignal.any is newer
  // than many of our visitors' phones.
  const controller = new AbortController();
  const abort = () => controller.abort();
  const timer = setTimeout(abort, READ_TIMEOUT_MS);
  signal?.addEventListener('abort', abort, { once: true });
  let status: number;
  let body: unknown;
  try {
    const response = await fetch(path, { headers: { Accept: 'application/json' }, signal: controller.signal });
    status = response.status;
    body = await response.json().catch((error: unknown) => {
      // A body cut off by the timer is no answer; one that is not JSON is the server's (a proxy's error page).
      if (controller.signal.aborted) throw error;
      return undefined;
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(OFFLINE, 0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
  return readAnswer(status, body, read);
}

/** An answer's typed value, or the ApiError it stands for: the server's `{error}` text for HTTP errors. */
function readAnswer<T>(status: number, body: unknown, read: (body: unknown) => T): T {
  if (status < 200 || status > 299) {
    const message = isRecord(body) && typeof body.error === 'string' ? body.error : `Request failed (${status})`;
    throw new ApiError(message, status);
  }
  return read(body);
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(String(error), 0);
}

export type Remote<T> =
  | { state: 'loading' }
  | { state: 'error'; error: ApiError }
  | { state: 'loaded'; data: T };

/** What the page arrived with for `path`, as the state it would have reached by fetching. */
function preloadedRemote<T>(answer: PreloadedAnswer | undefined, read: (body: unknown) => T): Remote<T> | null {
  if (answer === undefined) return null;
  try {
    return { state: 'loaded', data: readAnswer(answer.status, answer.body, read) };
  } catch (error) {
    return { state: 'error', error: asApiError(error) };
  }
}

/**
 * Loads `path` on mount and whenever `path` or `attempt` changes (bump `attempt` to retry).
 * Aborts the request when the component unmounts or the path changes. When the page arrived
 * with the answer (server rendering), it starts from it and refreshes quietly: the visitor
 * never sees "Loading", and the fetch leaves the service worker a copy for offline visits.
 */
export function useRemote<T>(path: string, read: (body: unknown) => T, attempt = 0): Remote<T> {
  const preloads = usePreloads();
  const [remote, setRemote] = useState<Remote<T>>(() => preloadedRemote(preloads.get(path), read) ?? { state: 'loading' });
  // The request the current state already answers, until the first fetch replaces it.
  const shown = useRef(remote.state === 'loading' ? null : { path, attempt, refresh: remote.state === 'loaded' });
  useEffect(() => {
    const quiet = shown.current?.path === path && shown.current.attempt === attempt;
    if (!quiet) {
      shown.current = null;
      setRemote({ state: 'loading' });
    } else if (!shown.current?.refresh) {
      // "Not found" from the server stays true until the visitor retries; nothing to refresh.
      return;
    }
    const controller = new AbortController();
    getJson(path, read, controller.signal).then(
      (data) => setRemote({ state: 'loaded', data }),
      (error: unknown) => {
        // A failed refresh keeps what is shown; the page's own answer is still true.
        if (controller.signal.aborted || quiet) return;
        setRemote({ state: 'error', error: asApiError(error) });
      },
    );
    return () => controller.abort();
    // `read` is a module-level parser by convention; re-running on its identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, attempt]);
  return remote;
}
