// Sends the outbox to the API until the server acknowledges each item. The page and the
// service worker run this same engine over the same database (see docs/decisions for the
// protocol). No Dexie import at run time here: the database arrives through `deps`.

import { isRecord } from '../domain/is-record';
import { isSubmissionKind, SUBMISSION_KINDS } from '../domain/submission-kinds';
import type { OutboxItem, SaathiDb } from './db';
import { manageTokenOf } from './manage-kind';
import { defaultOutboxLock, type OutboxLock } from './outbox-lock';

export const SEND_TIMEOUT_MS = 15_000;
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;
/** A Retry-After further away than this is treated as this; the visitor can still press Retry now. */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;
/** How long an acknowledged item (already emptied of personal data) stays, to show "Sent". */
export const SENT_RETENTION_MS = 30 * 24 * 60 * 60_000;

export const MESSAGES = {
  offline: 'No connection.',
  timeout: 'The connection was too slow to finish sending.',
  serverBusy: 'Our server is busy right now.',
  serverProblem: 'Our server had a problem.',
  unexpectedAnswer: 'The answer did not come from our server (a Wi-Fi login page, perhaps).',
  refused: 'Our server could not accept this.',
} as const;

/** Where an item of `kind` is posted; a kind this version does not know keeps the generic route. */
export function submissionPath(kind: string): string {
  return isSubmissionKind(kind) ? SUBMISSION_KINDS[kind].apiPath : `/api/submissions/${encodeURIComponent(kind)}`;
}

/**
 * How our API answers an item. A submission is acknowledged with the new record's `{id}`. A
 * change to a booking (manage-kind.ts) is acknowledged with the booking as it now stands, and
 * its 409 is final: the change rule or the taken slot that refused it will not change by
 * trying again, and those routes answer at once, so a 409 never means "the same key is still
 * in progress" there.
 */
type AnswerRules = { idOf: (body: Record<string, unknown>) => unknown; conflictIsFinal: boolean };

const SUBMISSION_ANSWERS: AnswerRules = { idOf: (body) => body.id, conflictIsFinal: false };
const BOOKING_CHANGE_ANSWERS: AnswerRules = {
  idOf: (body) => (isRecord(body.booking) ? body.booking.id : undefined),
  conflictIsFinal: true,
};

/** Where `item` is posted and how its answer reads. */
function routeOf(item: OutboxItem): { path: string; answers: AnswerRules } {
  if (item.path !== undefined && manageTokenOf(item.kind) !== null) return { path: item.path, answers: BOOKING_CHANGE_ANSWERS };
  return { path: item.path ?? submissionPath(item.kind), answers: SUBMISSION_ANSWERS };
}

export type SyncEngineDeps = {
  db: SaathiDb;
  fetch: typeof fetch;
  now?: () => number;
  /** A number in [0, 1), for the jitter. */
  random?: () => number;
  lock?: OutboxLock;
  /** Where the API lives; '' means the page's own origin. */
  baseUrl?: string;
  timeoutMs?: number;
};

export type SyncEngine = {
  /**
   * Sends every item that is due, oldest first, one at a time, each at most once per call.
   * Resolves when done, or at once when another tab or the service worker holds the lock.
   */
  syncNow(): Promise<void>;
  /**
   * Makes queued items due at once (all of them, or those `which` picks) and sends: the
   * visitor's "Retry now", or a reconnect for items that failed for want of a connection.
   */
  retryNow(which?: (item: OutboxItem) => boolean): Promise<void>;
  /** When something next needs this engine: the earliest retry, or the check on an abandoned send. */
  nextDueAt(): Promise<number | null>;
};

/** Exponential backoff with full jitter: a random wait below min(cap, base * 2^(attempts-1)). */
export function backoffDelay(attempts: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.floor(random() * ceiling);
}

/** Retry-After in milliseconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return null;
  return Math.min(RETRY_AFTER_CAP_MS, Math.max(0, ms));
}

type Outcome =
  | { kind: 'sent'; status: number; serverId: number | string; answer: Record<string, unknown> }
  | { kind: 'retry'; status: number; error: string; retryAfterMs: number | null }
  | { kind: 'refused'; status: number; error: string; fields: Record<string, string> | null; answer: Record<string, unknown> };

function readFields(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(value)) {
    if (typeof message === 'string') fields[name] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') fields[name] = message[0];
  }
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * What an answer means for the item. Only our own API's shapes count as an answer: a 2xx
 * without `{id}` or a 4xx without `{error}` came from something in between (a captive
 * portal, a proxy), so the item stays queued rather than being marked sent or refused.
 */
function classify(status: number, body: unknown, retryAfterMs: number | null, rules: AnswerRules): Outcome {
  if (status >= 200 && status < 300) {
    const id = isRecord(body) ? rules.idOf(body) : undefined;
    if (isRecord(body) && (typeof id === 'number' || (typeof id === 'string' && id !== ''))) {
      return { kind: 'sent', status, serverId: id, answer: body };
    }
    return { kind: 'retry', status, error: MESSAGES.unexpectedAnswer, retryAfterMs: null };
  }
  if (status === 429) return { kind: 'retry', status, error: MESSAGES.serverBusy, retryAfterMs };
  if (status >= 500) return { kind: 'retry', status, error: MESSAGES.serverProblem, retryAfterMs: null };
  // A 409 naming fields is a refusal the visitor can fix (the chosen time has gone).
  if (status === 409 && isRecord(body) && typeof body.error === 'string' && (rules.conflictIsFinal || readFields(body.fields))) {
    return { kind: 'refused', status, error: body.error || MESSAGES.refused, fields: readFields(body.fields), answer: body };
  }
  // 408 timed out, 409 the same key still in progress, 425 too early: all say "try again".
  if (status === 408 || status === 409 || status === 425) {
    return { kind: 'retry', status, error: MESSAGES.serverBusy, retryAfterMs: null };
  }
  if (status >= 400 && isRecord(body) && typeof body.error === 'string') {
    return { kind: 'refused', status, error: body.error || MESSAGES.refused, fields: readFields(body.fields), answer: body };
  }
  return { kind: 'retry', status, error: MESSAGES.unexpectedAnswer, retryAfterMs: null };
}

/** The item after a send ended in `outcome` at `at`: acknowledged (emptied of personal data), due again later, or refused. */
function afterOutcome(current: OutboxItem, outcome: Outcome, at: number, random: () => number): OutboxItem {
  if (outcome.kind === 'sent') {
    return {
      ...current,
      state: 'sent',
      payload: null,
      serverId: outcome.serverId,
      serverAnswer: outcome.answer,
      sentAt: at,
      lastError: null,
      lastStatus: outcome.status,
      fieldErrors: null,
      sendingSince: null,
    };
  }
  const attempts = current.attempts + 1;
  if (outcome.kind === 'retry') {
    const delay = outcome.retryAfterMs ?? backoffDelay(attempts, random);
    return { ...current, state: 'queued', attempts, nextAttemptAt: at + delay, lastError: outcome.error, lastStatus: outcome.status, sendingSince: null };
  }
  return {
    ...current,
    state: 'failed',
    attempts,
    lastError: outcome.error,
    lastStatus: outcome.status,
    fieldErrors: outcome.fields,
    serverAnswer: outcome.answer,
    sendingSince: null,
  };
}

export function createSyncEngine({
  db,
  fetch: fetchFn,
  now = Date.now,
  random = Math.random,
  lock = defaultOutboxLock(db),
  baseUrl = '',
  timeoutMs = SEND_TIMEOUT_MS,
}: SyncEngineDeps): SyncEngine {
  async function post(item: OutboxItem): Promise<Outcome> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const { path, answers } = routeOf(item);
    try {
      const response = await fetchFn(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'Idempotency-Key': item.id,
          ...(item.language === undefined ? {} : { 'Content-Language': item.language }),
        },
        body: JSON.stringify(item.payload),
        signal: controller.signal,
      });
      const body: unknown = await response.json().catch(() => undefined);
      return classify(response.status, body, parseRetryAfter(response.headers.get('Retry-After'), now()), answers);
    } catch {
      const error = controller.signal.aborted ? MESSAGES.timeout : MESSAGES.offline;
      return { kind: 'retry', status: 0, error, retryAfterMs: null };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Marks the oldest due item `sending` and returns it. Under the lock, a `sending` item was abandoned. */
  function claimNext(skip: ReadonlySet<string>): Promise<OutboxItem | undefined> {
    return db.transaction('rw', db.outbox, async () => {
      const at = now();
      const open = await db.outbox.where('state').anyOf('queued', 'sending').toArray();
      const due = open
        .filter((item) => !skip.has(item.id) && (item.state === 'sending' || item.nextAttemptAt <= at))
        .sort((a, b) => a.createdAt - b.createdAt)[0];
      if (!due) return undefined;
      const claimed: OutboxItem = { ...due, state: 'sending', sendingSince: at };
      await db.outbox.put(claimed);
      return claimed;
    });
  }

  function record(item: OutboxItem, outcome: Outcome): Promise<void> {
    return db.transaction('rw', db.outbox, db.drafts, async () => {
      const current = await db.outbox.get(item.id);
      // Gone (discarded) or already acknowledged through another sender: nothing to add.
      if (!current || current.state === 'sent') return;
      await db.outbox.put(afterOutcome(current, outcome, now(), random));
      if (outcome.kind !== 'sent') return;
      const draft = await db.drafts.get(current.kind);
      if (draft?.submittedAs === current.id) await db.drafts.delete(current.kind);
    });
  }

  async function forgetOldSent(): Promise<void> {
    const cutoff = now() - SENT_RETENTION_MS;
    await db.outbox
      .where('state')
      .equals('sent')
      .filter((item) => (item.sentAt ?? 0) < cutoff)
      .delete();
  }

  async function sendDue(keepAlive: () => Promise<boolean>): Promise<void> {
    await forgetOldSent();
    const attempted = new Set<string>();
    for (;;) {
      if (!(await keepAlive())) return;
      const item = await claimNext(attempted);
      if (!item) return;
      attempted.add(item.id);
      await record(item, await post(item));
    }
  }

  let running: Promise<void> | null = null;
  let again = false;

  function syncNow(): Promise<void> {
    // A call during a run (a new submit, `online`) is folded into one more pass of that run.
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await lock(sendDue);
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  async function nextDueAt(): Promise<number | null> {
    const open = await db.outbox.where('state').anyOf('queued', 'sending').toArray();
    let next: number | null = null;
    for (const item of open) {
      const at = item.state === 'queued' ? item.nextAttemptAt : (item.sendingSince ?? 0) + timeoutMs + 5_000;
      next = next === null ? at : Math.min(next, at);
    }
    return next;
  }

  async function retryNow(which: (item: OutboxItem) => boolean = () => true): Promise<void> {
    await db.transaction('rw', db.outbox, async () => {
      const at = now();
      const queued = await db.outbox.where('state').equals('queued').toArray();
      for (const item of queued) {
        if (item.nextAttemptAt > at && which(item)) await db.outbox.update(item.id, { nextAttemptAt: at });
      }
    });
    await syncNow();
  }

  return { syncNow, retryNow, nextDueAt };
}
