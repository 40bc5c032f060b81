import { useCallback, useEffect, useState } from 'react';
import { loadManage, type ManageAnswer } from './api';

export const LINK_NOT_VALID = 'This link is not valid. Please use the link in your booking e-mail.';
export const NOT_LOADED = 'We could not load your session. Please check your connection and try again.';

/**
 * The booking behind the link: `gone` when the server says the link opens nothing (404) or
 * no longer works (410), with its words; `failed` when there was no answer to read.
 */
export type ManageView =
  | { phase: 'loading' }
  | { phase: 'shown'; answer: ManageAnswer }
  | { phase: 'gone'; message: string }
  | { phase: 'failed' };

export function useManageAnswer(token: string) {
  const [view, setView] = useState<ManageView>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setView({ phase: 'loading' });
    void loadManage(token).then((result) => {
      if (!active) return;
      if (result.ok) setView({ phase: 'shown', answer: result.value });
      else if (result.status === 404 || result.status === 410) setView({ phase: 'gone', message: result.error ?? LINK_NOT_VALID });
      else setView({ phase: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  /** A change went through: its answer is the booking as it now stands. */
  const show = useCallback((answer: ManageAnswer) => setView({ phase: 'shown', answer }), []);
  const gone = useCallback((message: string) => setView({ phase: 'gone', message }), []);
  return { view, retry, show, gone };
}
