// The outbox's counts for the header, on every page. The database code arrives only once the
// page is idle and the outbox holds something (or the visitor sends), so most pages never carry it.

import { useEffect, useState } from 'react';
import type { OutboxSummary } from './shared';
import { whenOutboxInUse } from './triggers';

export type { OutboxSummary };

/** null until the device's outbox has been read. */
export function useOutboxSummary(): OutboxSummary | null {
  const [summary, setSummary] = useState<OutboxSummary | null>(null);
  useEffect(() => {
    let stop = () => {};
    const stopWaiting = whenOutboxInUse((shared) => {
      stop = shared.watchOutboxSummary(setSummary);
    });
    return () => {
      stopWaiting();
      stop();
    };
  }, []);
  return summary;
}
