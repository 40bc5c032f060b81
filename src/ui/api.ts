import { useEffect, useState } from 'react';
import { isRecord } from '../domain/is-record';

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

/**
 * GET a JSON document and hand it to `read`, which must return the typed value or throw.
 * Rejects with ApiError: the server's `{error}` text for HTTP errors, a network message otherwise.
 */
export async function getJson<T>(path: string, read: (body: unknown) => T, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('You appear to be offline. Please check your connection and try again.', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = isRecord(body) && typeof body.error === 'string' ? body.error : `Request failed (${response.status})`;
    throw new ApiError(message, response.status);
  }
  return read(body);
}

export type Remote<T> =
  | { state: 'loading' }
  | { state: 'error'; error: ApiError }
  | { state: 'loaded'; data: T };

/**
 * Loads `path` on mount and whenever `path` or `attempt` changes (bump `attempt` to retry).
 * Aborts the request when the component unmounts or the path changes.
 */
export function useRemote<T>(path: string, read: (body: unknown) => T, attempt = 0): Remote<T> {
  const [remote, setRemote] = useState<Remote<T>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setRemote({ state: 'loading' });
    getJson(path, read, controller.signal).then(
      (data) => setRemote({ state: 'loaded', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setRemote({ state: 'error', error: error instanceof ApiError ? error : new ApiError(String(error), 0) });
      },
    );
    return () => controller.abort();
    // `read` is a module-level parser by convention; re-running on its identity would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, attempt]);
  return remote;
}
