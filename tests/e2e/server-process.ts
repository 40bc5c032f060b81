import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Db, SqlEngine } from '../../server/db/engine/db';
import { openPostgresDb } from '../../server/db/engine/postgres-db';
import { openSqliteDb, sqliteDb } from '../../server/db/engine/sqlite-db';
import { createTempPostgresDb } from '../support/postgres';

const root = new URL('../..', import.meta.url).pathname;

/** Builds the client and the server where their sources changed since the last build, as `npm start` does. */
export function ensureBuild(): void {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed');
}

/**
 * The engine the spawned servers store their data in: SQLite (a file in the data folder), or
 * PostgreSQL when TEST_DATABASE is `postgres`, as the vitest project `e2e-postgres` sets it.
 */
export const E2E_ENGINE: SqlEngine = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

export type RunningServer = {
  /** Where the server listens now; a restart moves it to a new port. */
  readonly url: string;
  dataDir: string;
  readonly engine: SqlEngine;
  /** What a command run beside the server (admin:create) needs in its environment to reach the same data. */
  readonly dataEnv: Readonly<Record<string, string>>;
  /**
   * A new handle on the server's database, for a test to read what it stored (or set a row up);
   * the caller closes it (harness.ts `withDatabase`). SQLite: the file opened read-only unless
   * `writable`, as a second process on it would.
   */
  openDb(options?: { writable?: boolean }): Db;
  /** Sends a signal to the server process itself (not to a wrapper), and waits for it to exit. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Sends a signal to the running server process and returns at once (a no-op once it has exited). */
  signal(signal: NodeJS.Signals): void;
  /** Starts a new server process on the same data folder, after `kill`. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

type Launched = { child: ChildProcess; url: string };

export type ServerProcessOptions = {
  /** Node flags before the script, e.g. `--import <module>` to load a test's module into the server first. */
  nodeArgs?: readonly string[];
};

// The built server, run as `npm start` runs it, but by node directly rather than through npm
// and a shell: the child's pid is the server's, so a SIGKILL reaches the server, not a
// wrapper that would leave it running.
async function launch(dataDir: string, env: Record<string, string>, nodeArgs: readonly string[]): Promise<Launched> {
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, 'dist-node/index.js'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`Server did not start in time:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });
  return { child, url };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

type ServerDatabase = { engine: SqlEngine; url?: string; drop(): Promise<void> };

/**
 * The database a new server gets: on PostgreSQL a fresh migrated one of its own (dropped with the
 * server), unless `env` names one already (DATABASE_URL), which stays; on SQLite nothing to make,
 * the server creates its file in the data folder.
 */
async function databaseFor(env: Record<string, string>): Promise<ServerDatabase> {
  if (env.DATABASE_URL) return { engine: 'postgres', url: env.DATABASE_URL, drop: async () => {} };
  if (E2E_ENGINE === 'sqlite') return { engine: 'sqlite', drop: async () => {} };
  const temp = await createTempPostgresDb({ migrated: true });
  return { engine: 'postgres', url: temp.url, drop: () => temp.cleanup() };
}

/**
 * Starts the real server (the build of `server/index.ts` that `npm start` runs; `ensureBuild`
 * first) on a free port with a fresh data folder and a fresh database of the tests' engine
 * (E2E_ENGINE), and resolves once it says where it listens.
 */
export async function startServerProcess(env: Record<string, string> = {}, { nodeArgs = [] }: ServerProcessOptions = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saathi-e2e-'));
  let database: ServerDatabase;
  try {
    database = await databaseFor(env);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const databaseEnv: Record<string, string> = database.url ? { DATABASE_URL: database.url } : {};
  const serverEnv = { ...env, ...databaseEnv };
  let current: Launched;
  try {
    current = await launch(dataDir, serverEnv, nodeArgs);
  } catch (error) {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
  return {
    get url() {
      return current.url;
    },
    dataDir,
    engine: database.engine,
    dataEnv: { DATA_DIR: dataDir, ...databaseEnv },
    openDb({ writable = false } = {}) {
      if (database.url) return openPostgresDb(database.url, { max: 1 });
      const file = join(dataDir, 'saathi.db');
      return writable ? openSqliteDb(file) : sqliteDb(new Database(file, { readonly: true, fileMustExist: true }));
    },
    async kill(signal) {
      const done = exited(current.child);
      current.child.kill(signal);
      await done;
    },
    signal(signal) {
      if (running(current.child)) current.child.kill(signal);
    },
    async restart() {
      if (running(current.child)) throw new Error('The server is still running; kill it first');
      current = await launch(dataDir, serverEnv, nodeArgs);
    },
    async stop() {
      const { child } = current;
      if (running(child)) {
        const done = exited(child);
        child.kill('SIGTERM');
        await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (running(child)) child.kill('SIGKILL');
      }
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
