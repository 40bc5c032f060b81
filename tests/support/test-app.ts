import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type express from 'express';
import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { databaseFile } from '../../server/database-file';
import type { Db } from '../../server/db/engine/db';
import { openPostgresDb } from '../../server/db/engine/postgres-db';
import { openSqliteDb } from '../../server/db/engine/sqlite-db';
import { createTempPostgresDb } from './postgres';
import { migrate } from '../../server/db/migrate';
import { createLogger, type Logger } from '../../server/log';
import type { MailNudge } from '../../server/services/mail/outbox';
import { seedDemoContent } from '../../server/services/content/seed';

// Builds the real app on a fresh SQLite file in a temporary folder, with a tiny
// stand-in for the client build. Each call is isolated; `cleanup` removes everything.

export const FAKE_INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Test shell</title>
    <!--site-settings-->
  </head>
  <body><div id="root"></div></body>
</html>
`;

export type TestApp = {
  app: express.Express;
  db: Db;
  /** postgres://… of `db` on PostgreSQL, for a second connection as another instance would open; undefined on SQLite. */
  databaseUrl?: string;
  config: Config;
  /** The temporary folder: DATA_DIR, with the fake client build in ./client */
  dir: string;
  /**
   * A connection of its own to the same database, as another process (a second instance,
   * `npm run seed`) holds: on PostgreSQL a pool of its own, on SQLite a connection of its own to
   * the file. Closed by `cleanup`, before the app's own.
   */
  openAsAnotherProcess(): Db;
  cleanup(): Promise<void>;
};

export type TestAppOptions = {
  /** Add the demo blog posts and experts. */
  seed?: boolean;
  /** Extra environment variables, as the server would read them. */
  env?: NodeJS.ProcessEnv;
  /** Leave out the client build, as on a fresh clone. */
  withoutClientBuild?: boolean;
  /** Stands in for the mail worker (e.g. a spy on nudge). */
  mail?: MailNudge;
  /** The server's clock, for slot rules. */
  now?: () => Date;
  /** Where the app logs (e.g. a logger into an array); the process's log by default. */
  log?: Logger;
};

export function createTempDir(prefix = 'saathi-test-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A migrated database in a temporary folder; `cleanup` closes it and removes the folder. */
/**
 * The engine the server and repository tests run on: SQLite, or PostgreSQL when TEST_DATABASE is
 * `postgres` (the test project `server-postgres` in vitest.config.ts sets it).
 */
export const TEST_ENGINE: Db['engine'] = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** A migrated database of the tests' engine: the SQLite file in `dir`, or a fresh PostgreSQL database. */
async function openTestDb(dir: string): Promise<{ db: Db; url?: string; close(): Promise<void> }> {
  if (TEST_ENGINE === 'postgres') {
    const { db, url, cleanup } = await createTempPostgresDb({ migrated: true });
    return { db, url, close: cleanup };
  }
  const db = openSqliteDb(join(dir, 'saathi.db'));
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return { db, close: () => db.close() };
}

/**
 * A migrated database (of the tests' engine) and a temporary folder; `cleanup` closes it (and
 * every handle `openAnother` gave) and removes both.
 */
export async function createTempDatabase(): Promise<{
  db: Db;
  dir: string;
  /** postgres://… of `db` on PostgreSQL, for a second connection as another instance would open; undefined on SQLite (the file is `dir`/saathi.db). */
  databaseUrl?: string;
  openAnother(): Db;
  cleanup(): Promise<void>;
}> {
  const temp = createTempDir();
  const { db, url, close } = await openTestDb(temp.dir);
  const others: Db[] = [];
  return {
    db,
    dir: temp.dir,
    databaseUrl: url,
    /**
     * Another handle on the same database, as a second server instance holds: on PostgreSQL a
     * pool of its own, whose transactions run beside `db`'s. SQLite: `db` itself, since one
     * process keeps one connection to the file.
     */
    openAnother() {
      if (url === undefined) return db;
      const other = openPostgresDb(url);
      others.push(other);
      return other;
    },
    async cleanup() {
      for (const other of others) await other.close();
      await close();
      temp.remove();
    },
  };
}

/**
 * Every contact detail set, to other example values than the demo defaults: what a production
 * config must have (server/config.ts refuses the demo ones there).
 */
export const CONFIGURED_CONTACTS = {
  SUPPORT_PHONE: '+91 22 0000 0001',
  SUPPORT_EMAIL: 'care@sukoon.example',
  CHAT_LINK: 'https://chat.sukoon.example/',
  SOCIAL_INSTAGRAM: 'https://instagram.sukoon.example/',
  SOCIAL_WHATSAPP: 'https://whatsapp.sukoon.example/',
  SOCIAL_LINKEDIN: 'https://linkedin.sukoon.example/',
  SOCIAL_FACEBOOK: 'https://facebook.sukoon.example/',
} as const;

export async function createTestApp({ seed = false, env = {}, withoutClientBuild = false, mail, now, log }: TestAppOptions = {}): Promise<TestApp> {
  const temp = createTempDir();
  const clientDir = join(temp.dir, 'client');
  if (!withoutClientBuild) {
    mkdirSync(join(clientDir, 'assets'), { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), FAKE_INDEX_HTML);
    writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log("app");\n');
    writeFileSync(join(clientDir, 'sw.js'), 'self.addEventListener("install", () => {});\n');
  }

  // An app run as production needs its own contact details; the others keep the defaults.
  const contacts = env.NODE_ENV === 'production' ? CONFIGURED_CONTACTS : {};
  let opened: Awaited<ReturnType<typeof openTestDb>>;
  try {
    opened = await openTestDb(temp.dir);
  } catch (error) {
    temp.remove();
    throw error;
  }
  const { db, url: databaseUrl, close } = opened;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: temp.dir, CLIENT_DIR: clientDir, ...contacts, ...env });
  try {
    if (seed) await seedDemoContent(db);
  } catch (error) {
    await close();
    temp.remove();
    throw error;
  }

  const others: Db[] = [];
  return {
    app: createApp({ db, config, mail, ...(now ? { now } : {}), ...(log ? { log } : {}) }),
    db,
    ...(databaseUrl ? { databaseUrl } : {}),
    config,
    dir: temp.dir,
    openAsAnotherProcess() {
      const other = databaseUrl ? openPostgresDb(databaseUrl) : openSqliteDb(databaseFile(config));
      others.push(other);
      return other;
    },
    async cleanup() {
      for (const other of others) await other.close();
      await close();
      temp.remove();
    },
  };
}

export type LogEntry = { level: string; msg: string } & Record<string, unknown>;

/** A logger that keeps what it is told, parsed, instead of writing it. */
export function recordingLogger(): Logger & { entries: LogEntry[]; errors(): LogEntry[] } {
  const entries: LogEntry[] = [];
  const keep = (line: string) => void entries.push(JSON.parse(line) as LogEntry);
  return { ...createLogger({ out: keep, err: keep }), entries, errors: () => entries.filter((entry) => entry.level === 'error') };
}

/**
 * The app on a loopback port, for requests that supertest cannot make (raw bytes: it would
 * serialise a Buffer as JSON). `close` ends open connections too.
 */
export async function listenOnLoopback(app: express.Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
