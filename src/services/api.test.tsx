import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRELOADED_ELEMENT_ID } from '../domain/preloaded';
import { callsTo, json, offline, stubApi } from '../../tests/support/stub-api';
import { OFFLINE, READ_TIMEOUT_MS, useRemote } from './api';
import { PreloadsContext, readPreloads, type Preloads } from './preloaded';

const readTitle = (body: unknown): string => {
  const title = (body as { title?: unknown } | null)?.title;
  if (typeof title !== 'string') throw new Error('no title');
  return title;
};

function Title({ path, attempt = 0 }: { path: string; attempt?: number }) {
  const remote = useRemote(path, readTitle, attempt);
  if (remote.state === 'loading') return <p>Loading</p>;
  if (remote.state === 'error') return <p>Error {remote.error.status}: {remote.error.message}</p>;
  return <p>Title {remote.data}</p>;
}

/** The page's JSON island (as the server writes it, or damaged), read back as the browser does. */
function preloadsFrom(text: string): Preloads {
  const island = document.createElement('script');
  island.type = 'application/json';
  island.id = PRELOADED_ELEMENT_ID;
  island.textContent = text;
  document.body.append(island);
  try {
    return readPreloads();
  } finally {
    island.remove();
  }
}

function preloadsOf(answers: Record<string, unknown>): Preloads {
  return preloadsFrom(JSON.stringify(answers));
}

afterEach(() => vi.unstubAllGlobals());

describe('useRemote with the answers a page arrived with', () => {
  it('starts from the answer, never shows Loading, and refreshes quietly', async () => {
    const fetchMock = stubApi({ '/api/post': [json({ title: 'Fresh' })] });
    const preloads = preloadsOf({ '/api/post': { status: 200, body: { title: 'From the server' } } });
    render(
      <PreloadsContext.Provider value={preloads}>
        <Title path="/api/post" />
      </PreloadsContext.Provider>,
    );
    expect(screen.getByText('Title From the server')).toBeInTheDocument();
    expect(await screen.findByText('Title Fresh')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/post')).toBe(1);
    // Another part of the same page (hydrated later, in its own chunk) starts from it too...
    expect(preloads.get('/api/post')).toBeDefined();
    // ...but once the visitor has moved on, the same path is fetched like any other.
    window.history.pushState(null, '', '/elsewhere');
    try {
      expect(preloads.get('/api/post')).toBeUndefined();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('keeps what it shows when the quiet refresh fails (offline)', async () => {
    const fetchMock = stubApi({ '/api/post': [offline] });
    render(
      <PreloadsContext.Provider value={preloadsOf({ '/api/post': { status: 200, body: { title: 'From the server' } } })}>
        <Title path="/api/post" />
      </PreloadsContext.Provider>,
    );
    await act(async () => {});
    expect(callsTo(fetchMock, '/api/post')).toBe(1);
    expect(screen.getByText('Title From the server')).toBeInTheDocument();
  });

  it('shows a not-found answer as the error it is, without asking again until a retry', async () => {
    const fetchMock = stubApi({ '/api/post': [json({ title: 'Published since' })] });
    const preloads = preloadsOf({ '/api/post': { status: 404, body: { error: 'Blog post not found' } } });
    const { rerender } = render(
      <PreloadsContext.Provider value={preloads}>
        <Title path="/api/post" />
      </PreloadsContext.Provider>,
    );
    expect(screen.getByText('Error 404: Blog post not found')).toBeInTheDocument();
    await act(async () => {});
    expect(callsTo(fetchMock, '/api/post')).toBe(0);

    rerender(
      <PreloadsContext.Provider value={preloads}>
        <Title path="/api/post" attempt={1} />
      </PreloadsContext.Provider>,
    );
    expect(await screen.findByText('Title Published since')).toBeInTheDocument();
  });

  it('loads as usual a path the page did not arrive with, and ignores a damaged island', async () => {
    stubApi({ '/api/other': [json({ title: 'Other' })] });
    const preloads = preloadsFrom('{not json');
    render(
      <PreloadsContext.Provider value={preloads}>
        <Title path="/api/other" />
      </PreloadsContext.Provider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Title Other')).toBeInTheDocument();
  });
});

describe('useRemote on a network that never answers', () => {
  /** A request that hangs until its signal aborts it, as a browser's does on one bar of signal. */
  const hanging = vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );

  afterEach(() => vi.useRealTimers());

  it('gives the read up after READ_TIMEOUT_MS and shows the offline message, so the page can offer its retry', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hanging);
    render(<Title path="/api/slow" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText(`Error 0: ${OFFLINE}`)).toBeInTheDocument();
  });

  it('aborts a read the page no longer needs at once, not at its timeout', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', hanging);
    const { rerender } = render(<Title path="/api/first" />);
    rerender(<Title path="/api/second" />);
    const signalOf = (path: string) => hanging.mock.calls.find(([input]) => String(input) === path)?.[1]?.signal;
    expect(signalOf('/api/first')?.aborted).toBe(true);
    expect(signalOf('/api/second')?.aborted).toBe(false);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
