// The outbox's counts for the header, on every page. The database code arrives after the
// page is idle, so the home page's first load does not carry it.

import { useEffect, useState } from 'react';
import { whenIdle } from './idle';
import type { OutboxSummary } from './shared';

export type { OutboxSummary };

/** null until the device's outbox has been read. */
export function useOutboxSummary(): OutboxSummary | null {
  const [summary, setSummary] = useState<OutboxSummary | null>(null);
  useEffect(() => {
    let stop = () => {};
    let active = true;
    const cancelIdle = whenIdle(() => {
      import('./shared').then(
        (shared) => {
          if (active) stop = shared.watchOutboxSummary(setSummary);
        },
        () => {},
      );
    });
    return () => {
      active = false;
      cancelIdle();
      stop();
    };
  }, []);
  return summary;
}
