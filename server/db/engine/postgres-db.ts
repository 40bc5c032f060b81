import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { PostgresDb, SqlParams } from './db';
import { numberPlaceholders, orderedValues, type NumberedStatement } from './placeholders';
import { statementCache } from './statement-cache';

// PostgreSQL through the async Db interface: a pool of connections; a transaction holds one
// of them for its work (found through AsyncLocalStorage), every other statement takes any.

/** COUNT(*) and SUM(integer) answer int8, which pg hands over as text: here numbers, as SQLite gives. */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/** A connection is replaced after this long: it keeps every statement it has prepared (see below). */
const CONNECTION_LIFETIME_S = 3600;

/**
 * Speed-up: a statement is prepared once per connection, under a name, rather than parsed and
 * planned again at every run; for the public form post that was nearly a third of PostgreSQL's
 * CPU time (docs/BENCHMARKS.md). The name is the text's hash, so the same text keeps its name
 * when the statement cache starts again, and a connection prepares it once. A connection keeps
 * what it prepared until it closes: CONNECTION_LIFETIME_S bounds what dynamic SQL can leave
 * there. (A pooler in front of PostgreSQL must keep prepared statements: PgBouncer 1.21 does,
 * with max_prepared_statements.)
 */
function preparedStatement(sql: string): NumberedStatement & { name: string } {
  const statement = numberPlaceholders(sql);
  return { ...statement, name: `saathi_${createHash('sha256').update(statement.text).digest('hex').slice(0, 32)}` };
}

/**
 * Speed-up: what a transaction sends in one turn of the event loop leaves in one socket write.
 * pg writes each statement on its own, and a write costs ~100 µs here (a third of the server's
 * time in the form post went to them: docs/BENCHMARKS.md); pipelined statements sent together
 * (BEGIN with the first statement, a post's lock with its lookup) now share one. The socket is
 * held back (corked) at the first statement and let go once the turn's code and promise
 * callbacks have run (nextTick runs after them), so nothing waits longer than that turn.
 */
function sendTogether(client: pg.PoolClient, corked: WeakSet<pg.PoolClient>): void {
  if (corked.has(client)) return;
  // A pool's client is a pg.Client; its type leaves out the connection.
  const { stream } = (client as unknown as pg.Client).connection;
  stream.cork();
  corked.add(client);
  process.nextTick(() => {
    corked.delete(client);
    stream.uncork();
  });
}

export type PostgresDbOptions = {
  /** Connections in the pool. */
  max?: number;
};

export function openPostgresDb(url: string, { max = 10 }: PostgresDbOptions = {}): PostgresDb {
  // Speed-up: pipelined connections send a statement at once, even while the one before it is
  // still running, instead of holding it back until that one is answered. The server still runs a
  // connection's statements one after the other, in order; what code sends without awaiting in
  // turn (BEGIN below, a form post's lock and lookup) then costs one round trip, not one each.
  const pool = new pg.Pool({ connectionString: url, max, types, pipeline: true, maxLifetimeSeconds: CONNECTION_LIFETIME_S });
  // An idle connection that the server drops (a restart) must not bring the process down.
  pool.on('error', () => {});
  const prepared = statementCache(preparedStatement);
  const insideTransaction = new AsyncLocalStorage<pg.PoolClient>();
  const corked = new WeakSet<pg.PoolClient>();
  /** Connections whose COMMIT has been sent by transactionInOneTrip: a later statement would run outside it. */
  const committing = new WeakSet<pg.PoolClient>();
  let savepoints = 0;

  async function query(sql: string, params: SqlParams | undefined): Promise<pg.QueryResult> {
    const statement = prepared(sql);
    const client = insideTransaction.getStore();
    if (client && committing.has(client)) throw new Error('A statement came after its transaction was sent whole');
    if (client) sendTogether(client, corked);
    return (client ?? pool).query({ name: statement.name, text: statement.text, values: orderedValues(statement, params) });
  }

  /**
   * Runs `use` on a connection of its own. Should it throw, what it left of a transaction is
   * rolled back (a transaction already ended, e.g. by a COMMIT that rolled it back, only warns).
   */
  async function withConnection<T>(use: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await use(client);
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        // The connection is gone: it must not go back to the pool.
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async function savepoint<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
    const name = `saathi_${++savepoints}`;
    await client.query(`SAVEPOINT ${name}`);
    try {
      const result = await work();
      await client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      // Undone and then released, as on SQLite: a transaction that goes on after a caught
      // failure does not keep a savepoint per failure open until it ends.
      await client.query(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
      throw error;
    }
  }

  return {
    engine: 'postgres',

    async all<Row>(sql: string, params?: SqlParams) {
      return (await query(sql, params)).rows as Row[];
    },

    async get<Row>(sql: string, params?: SqlParams) {
      return (await query(sql, params)).rows[0] as Row | undefined;
    },

    async run(sql: string, params?: SqlParams) {
      return { changes: (await query(sql, params)).rowCount ?? 0 };
    },

    async exec(sql: string) {
      await (insideTransaction.getStore() ?? pool).query(sql);
    },

    async transaction<T>(work: () => Promise<T>): Promise<T> {
      const open = insideTransaction.getStore();
      if (open) return savepoint(open, work);
      return withConnection(async (client) => {
        // BEGIN is not awaited alone: the work's first statement goes out behind it (pipelined,
        // see above). Should BEGIN fail, the connection is gone and that statement fails too.
        sendTogether(client, corked);
        const [, result] = await Promise.all([client.query('BEGIN'), insideTransaction.run(client, work)]);
        await client.query('COMMIT');
        return result;
      });
    },

    async transactionInOneTrip(work) {
      if (insideTransaction.getStore()) throw new Error('A transaction sent whole cannot run inside another one');
      await withConnection(async (client) => {
        try {
          sendTogether(client, corked);
          const begin = client.query('BEGIN');
          const statements = insideTransaction.run(client, work);
          committing.add(client);
          // Each statement is its own message with its own sync point: after one fails, the ones
          // behind it fail too (the transaction is aborted) and COMMIT ends it rolled back.
          const settled = await Promise.allSettled([begin, ...statements, client.query('COMMIT')]);
          const failure = settled.find((outcome) => outcome.status === 'rejected');
          if (failure) throw failure.reason;
        } finally {
          committing.delete(client);
        }
      });
    },

    inTransaction: () => insideTransaction.getStore() !== undefined,

    async close() {
      // Closing twice is closing once (a test, or a failed start, may close before the owner does).
      if (!pool.ended && !pool.ending) await pool.end();
    },
  };
}
