// A stand-in for `fetch` in screen tests: each path answers from its own queue of replies.
import { vi } from 'vitest';

export type Reply = () => Promise<Response>;

export const json =
  (body: unknown, status = 200): Reply =>
  () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
export const offline: Reply = () => Promise.reject(new TypeError('Failed to fetch'));
export const pending: Reply = () => new Promise<Response>(() => {});

/** Answers each path from its queue; the last reply repeats. */
export function stubApi(routes: Record<string, Reply[]>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const queue = routes[String(input)];
    if (!queue?.length) return Promise.reject(new Error(`unexpected fetch ${String(input)}`));
    return (queue.length > 1 ? queue.shift()! : queue[0]!)();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string): number {
  return fetchMock.mock.calls.filter(([input]) => String(input) === path).length;
}
