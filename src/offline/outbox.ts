// What a form does with a submission: check it, keep it on the device, have it sent.

import type { OutboxItem, SaathiDb } from './db';
import { messagesByField, type FieldErrors } from '../domain/field-errors';
import type { SubmissionKindName } from '../domain/submission-kinds';
import { timeOrderedUuid } from '../domain/time-ordered-uuid';
import type { Language } from '../i18n/language';
import { SCHEMA_LOADERS } from './kinds';
import { dropChange } from './pending-changes';
import { deviceDb, requestSync } from './triggers';

export type { FieldErrors };

export type SubmitResult =
  | { ok: true; id: string }
  /** Nothing was stored: the form shows these messages. `formError` is a problem of no single field. */
  | { ok: false; fieldErrors: FieldErrors; formError?: string };

export type SubmitOptions = {
  /** By default this page's own database, loaded on first use. */
  db?: SaathiDb;
  now?: () => number;
  /** The item's id, its Idempotency-Key: by default a UUID in time order (time-ordered-uuid.ts). */
  newId?: () => string;
  /** Asked to send once the item is stored; by default the app's own sync. */
  send?: () => void;
  /** A failed item this one replaces (the visitor edited and resent it); removed in the same step. */
  replaces?: string;
  /** The page's language, which the visitor's mails are written in; English by default. */
  language?: Language;
};

type Validator = { safeParse(values: unknown): { success: true } | { success: false; error: { issues: Parameters<typeof messagesByField>[0] } } };

/** The first message per field of `schema` for `values`; empty when they are valid. */
export function fieldErrorsFor(schema: Validator, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : messagesByField(result.error.issues).fieldErrors;
}

const PERSIST_ASKED_KEY = 'saathi-storage-persist-asked';

/**
 * Asks the browser not to evict our storage under pressure, once per device: Chrome decides
 * silently, Firefox asks the visitor, and asking again after a "no" would only nag.
 */
async function askForPersistentStorage(): Promise<void> {
  const storage = globalThis.navigator?.storage;
  if (!storage?.persist || !storage.persisted) return;
  try {
    if (globalThis.localStorage?.getItem(PERSIST_ASKED_KEY)) return;
    globalThis.localStorage?.setItem(PERSIST_ASKED_KEY, '1');
    if (!(await storage.persisted())) await storage.persist();
  } catch {
    // Private modes may refuse both; the outbox works without, only less durably.
  }
}

/**
 * Validates `payload` with the kind's shared schema. Invalid: returns the field messages and
 * stores nothing. Valid: stores the item in the outbox (and the typed values as the draft,
 * linked to the item, so the draft is deleted only once the server acknowledges it), asks the
 * engine to send, and returns the item's id at once; the send itself is followed through
 * `useOutboxItem`.
 */
/** A new item, due at once: its id is the Idempotency-Key of every attempt. */
function queuedItem(id: string, kind: string, payload: unknown, at: number): OutboxItem {
  return {
    id,
    kind,
    payload,
    createdAt: at,
    attempts: 0,
    nextAttemptAt: at,
    state: 'queued',
    lastError: null,
    lastStatus: null,
    fieldErrors: null,
    serverId: null,
    sentAt: null,
    sendingSince: null,
  };
}

export async function submit(kind: SubmissionKindName, payload: unknown, options: SubmitOptions = {}): Promise<SubmitResult> {
  const { db: given, now = Date.now, newId = () => timeOrderedUuid(now()), send = requestSync, replaces, language } = options;
  const schema = await SCHEMA_LOADERS[kind]();
  const parsed = schema.safeParse(payload);
  if (!parsed.success) return { ok: false, ...messagesByField(parsed.error.issues) };

  const db = await deviceDb(given);
  const at = now();
  const item = { ...queuedItem(newId(), kind, parsed.data, at), ...(language === undefined ? {} : { language }) };
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    if (replaces !== undefined) {
      const old = await db.outbox.get(replaces);
      if (old?.state === 'failed') await db.outbox.delete(replaces);
    }
    await db.outbox.add(item);
    await db.drafts.put({ kind, data: payload, updatedAt: at, submittedAs: item.id });
  });
  // The form flushed its draft before submitting, so a change still kept in localStorage is one
  // whose write failed: these values supersede it, and once sent it must not come back as a draft.
  dropChange(db.name, 'drafts', kind, at);
  void askForPersistentStorage();
  send();
  return { ok: true, id: item.id };
}

export type ChangeResult =
  | { ok: true; id: string }
  /** The kind's earlier change is on its way: its answer is about to say where things stand. */
  | { ok: false; reason: 'sending' };

export type QueueChangeOptions = Omit<SubmitOptions, 'replaces'>;

/**
 * Queues a change to something that takes one change at a time (a booking, through its manage
 * link, manage-kind.ts): `payload` to be posted to `path`, under `kind`. The kind's change still
 * waiting, or refused, is replaced in the same transaction, and an earlier acknowledged one
 * forgotten: the visitor's latest choice is the one they mean, and the server checks each change
 * against the booking as it stands when it arrives, so a replaced one that had in fact arrived
 * does no harm. Nothing is validated here: the server's answer is the check that counts.
 */
export async function queueChange(kind: string, path: string, payload: object, options: QueueChangeOptions = {}): Promise<ChangeResult> {
  const { db: given, now = Date.now, newId = () => timeOrderedUuid(now()), send = requestSync } = options;
  const db = await deviceDb(given);
  const at = now();
  const item = { ...queuedItem(newId(), kind, payload, at), path };
  const queued = await db.transaction('rw', db.outbox, async () => {
    const earlier = await db.outbox.where('kind').equals(kind).toArray();
    if (earlier.some((other) => other.state === 'sending')) return false;
    await db.outbox.bulkDelete(earlier.map((other) => other.id));
    await db.outbox.add(item);
    return true;
  });
  if (!queued) return { ok: false, reason: 'sending' };
  void askForPersistentStorage();
  send();
  return { ok: true, id: item.id };
}

/**
 * The visitor gives up on a refused item: it and its draft are deleted. Only a `failed`
 * item can be discarded; one still queued may already be on the server.
 */
export async function discardFailed(id: string, given?: SaathiDb): Promise<void> {
  const db = await deviceDb(given);
  await db.transaction('rw', db.outbox, db.drafts, async () => {
    const item = await db.outbox.get(id);
    if (item?.state !== 'failed') return;
    await db.outbox.delete(id);
    const draft = await db.drafts.get(item.kind);
    if (draft?.submittedAs === id) await db.drafts.delete(item.kind);
  });
}

/** The visitor has seen that their items of `kind` arrived ("Send Another Message"). */
export async function dismissSent(kind: string, given?: SaathiDb): Promise<void> {
  const db = await deviceDb(given);
  await db.outbox
    .where('kind')
    .equals(kind)
    .filter((item) => item.state === 'sent')
    .delete();
}
