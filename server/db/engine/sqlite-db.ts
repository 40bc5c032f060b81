import { AsyncLocalStorage } from 'node:async_hooks';
import type BetterSqlite3 from 'better-sqlite3';
import { openDatabase } from '../connection';
import type { SqliteDb, SqlParams } from './db';
import { statementCache } from './statement-cache';

// SQLite through the async Db interface. better-sqlite3 answers at once, so each statement is
// run the moment it is asked for; only the transactions need care. One connection serves the
// whole process, and a transaction's work may await between its statements: while one is open,
// a statement from anywhere else would land inside it (and be rolled back with it). So a
// transaction holds the connection until it ends: the statements made within its work (found
// through AsyncLocalStorage) run, every other statement and transaction waits its turn.

export function openSqliteDb(file: string): SqliteDb {
  return sqliteDb(openDatabase(file));
}

export function sqliteDb(connection: BetterSqlite3.Database): SqliteDb {
  const prepare = statementCache((sql) => connection.prepare(sql));
  const insideTransaction = new AsyncLocalStorage<symbol>();
  /** The transaction holding the connection, if any. */
  let holder: symbol | null = null;
  /** Settles when the last transaction asked for has ended: the next one waits for it. */
  let queueEnd: Promise<void> = Promise.resolve();
  /** Settles when the holder's transaction ends. */
  let holderEnd: Promise<void> = Promise.resolve();
  let savepoints = 0;

  const ours = () => holder !== null && insideTransaction.getStore() === holder;

  /** Resolves when a statement may run: no transaction is open, or it belongs to the open one. */
  async function turn(): Promise<void> {
    while (holder !== null && !ours()) await holderEnd;
  }

  function bound<T>(sql: string, params: SqlParams | undefined, use: (statement: BetterSqlite3.Statement, args: unknown[]) => T): T {
    const statement = prepare(sql);
    if (params === undefined) return use(statement, []);
    return use(statement, Array.isArray(params) ? [...params] : [params]);
  }

  async function savepoint<T>(work: () => Promise<T>): Promise<T> {
    const name = `saathi_${++savepoints}`;
    connection.exec(`SAVEPOINT ${name}`);
    try {
      const result = await work();
      connection.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      // Some errors (a full disk, I/O) end the whole transaction: then there is nothing to undo here.
      if (connection.inTransaction) connection.exec(`ROLLBACK TO ${name}; RELEASE ${name}`);
      throw error;
    }
  }

  return {
    engine: 'sqlite',
    connection,

    async all<Row>(sql: string, params?: SqlParams) {
      if (holder !== null && !ours()) await turn();
      return bound(sql, params, (statement, args) => statement.all(...args) as Row[]);
    },

    async get<Row>(sql: string, params?: SqlParams) {
      if (holder !== null && !ours()) await turn();
      return bound(sql, params, (statement, args) => statement.get(...args) as Row | undefined);
    },

    async run(sql: string, params?: SqlParams) {
      if (holder !== null && !ours()) await turn();
      return { changes: bound(sql, params, (statement, args) => statement.run(...args).changes) };
    },

    async exec(sql: string) {
      if (holder !== null && !ours()) await turn();
      connection.exec(sql);
    },

    async transaction<T>(work: () => Promise<T>): Promise<T> {
      if (ours()) return savepoint(work);
      const before = queueEnd;
      let release!: () => void;
      const ended = new Promise<void>((resolve) => (release = resolve));
      queueEnd = ended;
      await before;
      const token = Symbol('transaction');
      holder = token;
      holderEnd = ended;
      try {
        // IMMEDIATE takes the write lock up front: another process (a command beside the
        // server) cannot write between this transaction's reads and its writes.
        connection.exec('BEGIN IMMEDIATE');
        try {
          const result = await insideTransaction.run(token, work);
          connection.exec('COMMIT');
          return result;
        } catch (error) {
          if (connection.inTransaction) connection.exec('ROLLBACK');
          throw error;
        }
      } finally {
        holder = null;
        release();
      }
    },

    inTransaction: ours,

    async close() {
      await queueEnd;
      if (connection.open) connection.close();
    },
  };
}
