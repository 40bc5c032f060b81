import { useEffect, useRef, useState } from 'react';
import { isRecord } from '../../domain/is-record';
import type { OutboxItem } from '../../offline/db';
import { useLatestSubmission } from '../../offline/hooks';
import { manageActionOf, manageChangePath, type ManageAction } from '../../offline/manage-change';
import { manageKind } from '../../offline/manage-kind';
import { discardFailed, dismissSent, queueChange } from '../../offline/outbox';
import { retryNow } from '../../offline/triggers';
import { useOnline } from '../../services/use-online';
import { readManageAnswer, type Alternative, type ManageAnswer, type RescheduleChoice } from './api';
import { manageEnglish } from './messages';
import { LINK_NOT_VALID } from './use-manage-answer';

export type Change = { action: 'reschedule'; choice: RescheduleChoice } | { action: 'cancel' };

/**
 * Where the booking's change stands, read from the device outbox. `waiting`: kept on the device
 * until the server answers (offline, or no answer yet); it goes on its own, under one
 * Idempotency-Key, so a change that did arrive is made once. `refused`: the server said no
 * (409, 400) with its reason and, for a time just taken, others.
 */
export type SendStatus =
  | { state: 'idle' }
  | { state: 'sending'; action: ManageAction }
  | { state: 'waiting'; action: ManageAction; choice: RescheduleChoice | null; lastError: string | null }
  | { state: 'refused'; action: ManageAction; error: string; alternatives: Alternative[]; choice: RescheduleChoice | null };

// Held in English, as the device keeps them; the page shows them in its language (useManageWords().known).
export const WAITING = manageEnglish['change.waiting'];
export const STILL_SENDING = manageEnglish['change.stillSending'];
const REFUSED = manageEnglish['change.refused'];
const NOT_STORED = manageEnglish['change.notStored'];

const isAlternative = (value: unknown): value is Alternative => isRecord(value) && typeof value.date === 'string' && typeof value.time === 'string';

function alternativesOf(answer: OutboxItem['serverAnswer']): Alternative[] {
  return isRecord(answer) && Array.isArray(answer.alternatives) ? answer.alternatives.filter(isAlternative) : [];
}

function choiceOf(payload: unknown): RescheduleChoice | null {
  if (!isRecord(payload) || typeof payload.sessionDate !== 'string' || typeof payload.sessionTime !== 'string') return null;
  const expertId = payload.expertId === 'any' || typeof payload.expertId === 'number' ? payload.expertId : 'any';
  return { sessionDate: payload.sessionDate, sessionTime: payload.sessionTime, expertId };
}

const isGone = (item: OutboxItem) => item.lastStatus === 404 || item.lastStatus === 410;

/** What the visitor is shown for the booking's newest change. A change just queued online is on its way. */
function statusOf(item: OutboxItem | null | undefined, online: boolean): SendStatus {
  if (!item || item.state === 'sent' || (item.state === 'failed' && isGone(item))) return { state: 'idle' };
  const action = manageActionOf(item) ?? 'reschedule';
  if (item.state === 'sending' || (item.state === 'queued' && item.attempts === 0 && online)) return { state: 'sending', action };
  if (item.state === 'queued') return { state: 'waiting', action, choice: choiceOf(item.payload), lastError: item.lastError };
  return { state: 'refused', action, error: item.lastError ?? REFUSED, alternatives: alternativesOf(item.serverAnswer), choice: choiceOf(item.payload) };
}

type Handlers = {
  /** The change was made; `answer` is the booking as it stood at `at`. */
  onDone: (answer: ManageAnswer, action: ManageAction, at: number) => void;
  /** The link no longer opens the booking (404, 410). */
  onGone: (message: string) => void;
  /** The server refused a change this page saw waiting: the rule may have moved on. */
  onRefused: () => void;
};

/**
 * The page's two actions, sent through the device outbox (online or not: one path), one change
 * per booking. A new change replaces one still waiting or refused; while one is on its way,
 * nothing else is sent. The answer is acted on when it arrives, here or in another tab or the
 * service worker, or when the page next opens: then the acknowledged item is forgotten.
 */
export function useChangeSender(token: string, { onDone, onGone, onRefused }: Handlers) {
  const kind = manageKind(token);
  const item = useLatestSubmission(kind);
  const online = useOnline();
  const [queuing, setQueuing] = useState<ManageAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);
  const handled = useRef<string | null>(null);
  const seenOpen = useRef<string | null>(null);
  const handlers = useRef({ onDone, onGone, onRefused });
  handlers.current = { onDone, onGone, onRefused };

  useEffect(() => {
    if (!item || handled.current === item.id) return;
    if (item.state === 'queued' || item.state === 'sending') {
      seenOpen.current = item.id;
      return;
    }
    handled.current = item.id;
    if (item.state === 'sent') {
      const answer = readManageAnswer(item.serverAnswer);
      const action = manageActionOf(item);
      if (answer && action) handlers.current.onDone(answer, action, item.sentAt ?? Date.now());
      void dismissSent(kind).catch(() => {});
    } else if (isGone(item)) {
      handlers.current.onGone(item.lastError ?? LINK_NOT_VALID);
      void discardFailed(item.id).catch(() => {});
    } else if (seenOpen.current === item.id) {
      handlers.current.onRefused();
    }
  }, [item, kind]);

  const stored = statusOf(item, online);
  const status: SendStatus = queuing !== null ? { state: 'sending', action: queuing } : stored;
  const busy = status.state === 'sending';

  async function send(change: Change) {
    // A second tap before this render knows of the first sends nothing either.
    if (busy || inFlight.current) return;
    inFlight.current = true;
    setQueuing(change.action);
    setProblem(null);
    const body = change.action === 'cancel' ? {} : change.choice;
    const result = await queueChange(kind, manageChangePath(token, change.action), body).catch(() => null);
    inFlight.current = false;
    setQueuing(null);
    if (result === null) setProblem(NOT_STORED);
    else if (!result.ok) setProblem(STILL_SENDING);
  }

  return {
    status,
    /** Why the last tap did not queue a change, if it did not. */
    problem,
    sending: busy,
    send: (change: Change) => void send(change),
    /** "Retry now": the waiting change goes at once, under its key. */
    retry: () => {
      if (item?.state === 'queued') retryNow(item.id);
    },
    /** Forgets a refusal, e.g. when the visitor starts over. */
    clear: () => {
      setProblem(null);
      if (item?.state === 'failed') void discardFailed(item.id).catch(() => {});
    },
  };
}

export type ChangeSender = ReturnType<typeof useChangeSender>;
