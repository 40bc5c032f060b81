import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { startServerProcess, type RunningServer, type ServerProcessOptions } from './server-process';

/** Servers a test file starts for itself; `stopAll` in afterAll stops every one. */
export function ownServers() {
  const running: RunningServer[] = [];
  return {
    async start(env: Record<string, string> = {}, options: ServerProcessOptions = {}): Promise<RunningServer> {
      const server = await startServerProcess(env, options);
      running.push(server);
      return server;
    },
    async stopAll(): Promise<void> {
      await Promise.all(running.splice(0).map((server) => server.stop().catch(() => {})));
    },
  };
}

export type StoredSubmission = { id: number; status: string | null; payload: Record<string, unknown> };

/** What a server stored, read straight from its SQLite file. */
export function storedSubmissions(server: RunningServer, kind: string): StoredSubmission[] {
  return withDatabase(server, (db) =>
    db
      .prepare<[string], { id: number; status: string | null; payload: string }>('SELECT id, status, payload FROM submissions WHERE kind = ? ORDER BY id')
      .all(kind)
      .map((row) => ({ id: row.id, status: row.status, payload: JSON.parse(row.payload) as Record<string, unknown> })),
  );
}

export function queuedMailCount(server: RunningServer): number {
  return withDatabase(server, (db) => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM mail_outbox').get()?.n ?? 0);
}

function withDatabase<T>(server: RunningServer, read: (db: Database.Database) => T): T {
  const db = new Database(join(server.dataDir, 'saathi.db'), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/**
 * Waits for the service worker and reloads, so the page is controlled by it as on a second
 * visit: from here on the app and its content come from the worker when the network is off.
 */
export async function reloadUnderServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
