import { useCallback, useEffect, useState } from 'react';
import { forgetManageAnswer, keepManageAnswer, lastManageAnswer } from '../../offline/manage-answers';
import { loadManage, readManageAnswer, type ManageAnswer } from './api';
import { manageEnglish } from './messages';

export const LINK_NOT_VALID = manageEnglish['server.invalid'];
export const NOT_LOADED = manageEnglish.notLoaded;

/**
 * The booking behind the link: `gone` when the server says the link opens nothing (404) or
 * no longer works (410), with its words; `failed` when there was no answer to read and the
 * device keeps none. `at`: when the server gave the answer; `kept`: it is the device's last
 * known one (offline), which may be out of date.
 */
export type ManageView =
  | { phase: 'loading' }
  | { phase: 'shown'; answer: ManageAnswer; at: number; kept: boolean }
  | { phase: 'gone'; message: string }
  | { phase: 'failed' };

/** Keeping is a convenience for the next offline visit: a device that cannot store still shows the page. */
function keep(token: string, answer: ManageAnswer, at: number): void {
  keepManageAnswer(token, answer, { now: () => at }).catch((error: unknown) => console.warn('Keeping the session on this device failed', error));
}

/** The device's last known answer for the link, or null (none, unreadable, or no storage). */
async function kept(token: string): Promise<{ answer: ManageAnswer; at: number } | null> {
  try {
    const row = await lastManageAnswer(token);
    const answer = row ? readManageAnswer(row.answer) : null;
    return row && answer ? { answer, at: row.savedAt } : null;
  } catch {
    return null;
  }
}

export function useManageAnswer(token: string) {
  const [view, setView] = useState<ManageView>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setView({ phase: 'loading' });
    void (async () => {
      // Offline, the request could only fail (after a weak connection's timeout): go to the kept answer.
      const result = navigator.onLine ? await loadManage(token) : null;
      if (!active) return;
      if (result?.ok) {
        const at = Date.now();
        setView({ phase: 'shown', answer: result.value, at, kept: false });
        keep(token, result.value, at);
      } else if (result && (result.status === 404 || result.status === 410)) {
        setView({ phase: 'gone', message: result.error ?? LINK_NOT_VALID });
        void forgetManageAnswer(token).catch(() => {});
      } else {
        const last = await kept(token);
        // A change's answer that arrived meanwhile (sent while the page was closed) is newer still.
        if (active) setView((current) => (current.phase === 'shown' ? current : last ? { phase: 'shown', ...last, kept: true } : { phase: 'failed' }));
      }
    })();
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  /**
   * A change went through at `at`: its answer is the booking as it then stood, shown unless the
   * page already shows a later answer (a change sent while the page was closed, then reloaded).
   */
  const show = useCallback(
    (answer: ManageAnswer, at: number = Date.now()) => {
      setView((current) => (current.phase === 'shown' && !current.kept && current.at > at ? current : { phase: 'shown', answer, at, kept: false }));
      keep(token, answer, at);
    },
    [token],
  );
  /** Asks again without leaving the page (after a refusal, the rule may have moved on). */
  const refresh = useCallback(() => {
    void loadManage(token).then((result) => {
      if (result.ok) show(result.value);
    });
  }, [token, show]);
  const gone = useCallback(
    (message: string) => {
      setView({ phase: 'gone', message });
      void forgetManageAnswer(token).catch(() => {});
    },
    [token],
  );
  return { view, retry, show, refresh, gone };
}
