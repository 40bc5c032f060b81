// The outbox's counts for the header, on every page. The database code arrives only once the
// page is idle and the outbox holds something (or the visitor sends), so most pages never carry it.
// Nor does the header's script carry the triggers or the list of kinds: both are chunks of their
// own (main.tsx asks for the triggers at start), read here once the header is on screen.

import { useEffect, useState } from 'react';
import type { OutboxSummary } from './shared';

export type { OutboxSummary };

/** The summary with the page of its first kind, for the header's link. */
export type HeaderSummary = OutboxSummary & { firstPage: string };

/** null until the device's outbox has been read. */
export function useOutboxSummary(): HeaderSummary | null {
  const [summary, setSummary] = useState<HeaderSummary | null>(null);
  useEffect(() => {
    let unmounted = false;
    let stop = () => {};
    let stopWaiting = () => {};
    void Promise.all([import('./triggers'), import('./kinds')]).then(([{ whenOutboxInUse }, { pageOfKind }]) => {
      if (unmounted) return;
      stopWaiting = whenOutboxInUse((shared) => {
        stop = shared.watchOutboxSummary((read) => setSummary({ ...read, firstPage: pageOfKind(read.firstKind ?? '') }));
      });
    });
    return () => {
      unmounted = true;
      stopWaiting();
      stop();
    };
  }, []);
  return summary;
}
