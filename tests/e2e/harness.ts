import type { Page } from 'playwright-core';
import type { Db } from '../../server/db/engine/db';
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

/** What a server stored, read straight from its database. */
export function storedSubmissions(server: RunningServer, kind: string): Promise<StoredSubmission[]> {
  return withDatabase(server, async (db) =>
    (await db.all<{ id: number; status: string | null; payload: string }>('SELECT id, status, payload FROM submissions WHERE kind = ? ORDER BY id', [kind])).map(
      (row) => ({ id: row.id, status: row.status, payload: JSON.parse(row.payload) as Record<string, unknown> }),
    ),
  );
}

export async function queuedMailCount(server: RunningServer): Promise<number> {
  return withDatabase(server, async (db) => (await db.get<{ n: number }>('SELECT count(*) AS n FROM mail_outbox'))?.n ?? 0);
}

/**
 * Opens the server's database (either engine), runs `use` on it and closes it: a test reads what
 * the server stored, or with `writable` sets a row up, without holding a connection while the
 * server goes on writing. SQL with `?` placeholders and plain rows, as on both engines.
 */
export async function withDatabase<T>(server: RunningServer, use: (db: Db) => Promise<T>, { writable = false }: { writable?: boolean } = {}): Promise<T> {
  const db = server.openDb({ writable });
  try {
    return await use(db);
  } finally {
    await db.close();
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
