// Factories for the outbox tests: a private in-memory IndexedDB per test, a clock, a fake API.

import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach } from 'vitest';
import { DATABASE_NAME, openSaathiDb, type OutboxItem, type SaathiDb } from '../../src/offline/db';
import { contactMessage } from './fixtures';

let counter = 0;

/** A device: one IndexedDB "disk". `open()` is a tab (or the worker) opening the database on it. */
export function fakeDevice() {
  const indexedDB = new IDBFactory();
  const name = `saathi-test-${++counter}`;
  return { open: (): SaathiDb => openSaathiDb(name, { indexedDB, IDBKeyRange }) };
}

export function freshDb(): SaathiDb {
  return fakeDevice().open();
}

/** For a test file: a maker of fresh databases, each closed once its test is over. */
export function freshDbsClosedAfterEach(): () => SaathiDb {
  const opened: SaathiDb[] = [];
  afterEach(() => {
    for (const database of opened.splice(0)) database.close();
  });
  return () => {
    const database = freshDb();
    opened.push(database);
    return database;
  };
}

/**
 * Empties the page's own device: the global IndexedDB (`fake-indexeddb/auto`) and the changes
 * kept in localStorage until it has them (pending-changes.ts). A first visit.
 */
export function emptyDevice(): Promise<void> {
  globalThis.localStorage?.clear();
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DATABASE_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('deleting the database failed'));
  });
}

export function fakeClock(start = Date.UTC(2025, 2, 5, 10, 30)) {
  let at = start;
  return {
    now: () => at,
    advance(ms: number) {
      at += ms;
    },
  };
}

export function queuedItem(overrides: Partial<OutboxItem> = {}): OutboxItem {
  return {
    id: crypto.randomUUID(),
    kind: 'contact',
    payload: validContact(),
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'queued',
    lastError: null,
    lastStatus: null,
    fieldErrors: null,
    serverId: null,
    sentAt: null,
    sendingSince: null,
    ...overrides,
  };
}

/** The contact message the outbox queues in these tests: the shared fixture. */
export function validContact() {
  return contactMessage();
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export type SentRequest = { url: string; key: string | null; body: unknown };

/** A fake API answering from a script of responses (the last one repeats), recording each request. */
export function fakeApi(...script: (() => Response | Promise<Response>)[]) {
  const requests: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    requests.push({ url: String(input), key: headers.get('Idempotency-Key'), body: JSON.parse(String(init?.body)) });
    const answer = script[Math.min(requests.length - 1, script.length - 1)];
    if (!answer) throw new Error('The fake API has no answer scripted');
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}
