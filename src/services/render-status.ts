import { createContext, useContext } from 'react';

/**
 * A page being rendered on the server: the request's Cookie header it may read (the cookie
 * choice), and what it tells the server about itself: its HTTP status, and the code-split
 * page modules it used (whose styles are linked in its HTML).
 */
export type RenderRecord = { cookies: string; status: number; modules: Set<string> };

export const RenderRecordContext = createContext<RenderRecord | null>(null);

/** The Cookie header of the request being rendered on the server; undefined in the browser. */
export function useRequestCookies(): string | undefined {
  return useContext(RenderRecordContext)?.cookies;
}

/** Marks the page being rendered on the server as not found; in the browser it does nothing. */
export function NotFoundStatus(): null {
  const record = useContext(RenderRecordContext);
  if (record) record.status = 404;
  return null;
}

/** Notes that the page being rendered on the server uses `module` (a path under src/). */
export function useRenderedModule(module: string): void {
  useContext(RenderRecordContext)?.modules.add(module);
}
