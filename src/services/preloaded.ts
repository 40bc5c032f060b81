import { createContext, useContext } from 'react';
import { isRecord } from '../domain/is-record';
import { PRELOADED_ELEMENT_ID, type PreloadedAnswer } from '../domain/preloaded';

// Answers the server already had when it rendered the page. It reads the same API answers
// the page would fetch, renders with them and sends them along in the HTML, so the page
// hydrates with exactly what the visitor already sees instead of starting over at "Loading".

export type Preloads = {
  /** The answer for `path` if the page arrived with it. */
  get(path: string): PreloadedAnswer | undefined;
};

const NONE: Preloads = { get: () => undefined };

export const PreloadsContext = createContext<Preloads>(NONE);

export function usePreloads(): Preloads {
  return useContext(PreloadsContext);
}

function isPreloadedAnswer(value: unknown): value is PreloadedAnswer {
  return isRecord(value) && typeof value.status === 'number' && 'body' in value;
}

function addressOf(doc: Document): string {
  return doc.location.pathname + doc.location.search;
}

/**
 * The answers embedded in the page (an inert JSON island); none when it came from the offline
 * shell. They hold for the page the visitor arrived on, however many of its parts read one (the
 * home page's counters and its experts carousel, which hydrates later in a chunk of its own);
 * once the visitor has moved to another address, every path is fetched afresh.
 */
export function readPreloads(doc: Document = document): Preloads {
  const answers = new Map<string, PreloadedAnswer>();
  const text = doc.getElementById(PRELOADED_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed)) {
        for (const [path, answer] of Object.entries(parsed)) if (isPreloadedAnswer(answer)) answers.set(path, answer);
      }
    } catch {
      // A damaged island only costs the fetch the page would have made anyway.
    }
  }
  const arrival = addressOf(doc);
  return { get: (path) => (addressOf(doc) === arrival ? answers.get(path) : undefined) };
}

/**
 * The server's side: answers come from `answer` (the API's own repositories) as the page asks
 * for them during the render, and every one given is kept for the page's JSON island.
 */
export function collectingPreloads(answer: (path: string) => PreloadedAnswer | undefined): Preloads & {
  given(): Record<string, PreloadedAnswer>;
} {
  const given = new Map<string, PreloadedAnswer>();
  return {
    get(path) {
      if (!given.has(path)) {
        const found = answer(path);
        if (found === undefined) return undefined;
        given.set(path, found);
      }
      return given.get(path);
    },
    given: () => Object.fromEntries(given),
  };
}
