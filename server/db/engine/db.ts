import type BetterSqlite3 from 'better-sqlite3';

// The one interface the repositories, services and commands reach the database through, on
// SQLite (the default: one file under DATA_DIR) or on PostgreSQL (DATABASE_URL). Plain SQL, the
// same text for both engines wherever they agree; where they do not, the place says so and
// branches on `engine` (decision 018).

/** What a statement's parameters may hold (booleans are stored as 0 and 1). */
export type SqlValue = string | number | bigint | null;

/** Parameters by position (`?`) or by name (`@name`), never both in one statement. */
export type SqlParams = readonly SqlValue[] | Readonly<Record<string, SqlValue>>;

export type RunResult = { changes: number };

export type SqlEngine = 'sqlite' | 'postgres';

type DbMethods = {
  /** Every row the statement answers. */
  all<Row>(sql: string, params?: SqlParams): Promise<Row[]>;
  /** The first row, or undefined. */
  get<Row>(sql: string, params?: SqlParams): Promise<Row | undefined>;
  /** A statement that answers no rows: how many rows it changed. */
  run(sql: string, params?: SqlParams): Promise<RunResult>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: every statement made through this Db while `work` runs
   * (in whatever function it calls) belongs to it, others wait for it (SQLite) or run beside
   * it (PostgreSQL). It commits when `work` resolves and rolls back when it throws. Called
   * inside a transaction, it is a savepoint: its throw takes back only its own statements.
   */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /** True inside `transaction`'s work. */
  inTransaction(): boolean;
  close(): Promise<void>;
};

/** SQLite's Db also hands out its connection, for what only SQLite has (backup, checkpoints, group commit). */
export type SqliteDb = DbMethods & { readonly engine: 'sqlite'; readonly connection: BetterSqlite3.Database };

/** PostgreSQL's Db also sends a short transaction in one round trip (a speed-up: see postgres-db.ts). */
export type PostgresDb = DbMethods & {
  readonly engine: 'postgres';
  /**
   * One transaction whose statements do not wait for one another: `work` starts them all at
   * once (it must call every statement before it returns, and none after) and they leave
   * together with BEGIN and COMMIT, in one round trip. Resolves once committed; should one
   * fail, nothing of it is kept and its error is thrown.
   */
  transactionInOneTrip(work: () => readonly Promise<unknown>[]): Promise<void>;
};

/** Either engine; `engine` tells which (and narrows to it). */
export type Db = SqliteDb | PostgresDb;

/**
 * The clause that locks the rows a SELECT inside a transaction picks, for code that reads and
 * then writes on what it read. PostgreSQL: transactions run side by side (READ COMMITTED);
 * `FOR UPDATE` makes another transaction wanting the row wait until this one ends, then read it
 * as it is by then; `skipLocked` makes it pass over the row and take the next instead (a claim,
 * so that workers of several instances never take the same row). SQLite: a write transaction
 * already keeps every other writer out, and there is no such clause: ''.
 */
export function rowLock(engine: SqlEngine, { skipLocked }: { skipLocked: boolean }): string {
  if (engine === 'sqlite') return '';
  return skipLocked ? ' FOR UPDATE SKIP LOCKED' : ' FOR UPDATE';
}

/**
 * The PostgreSQL advisory locks that let one instance at a time through a piece of work, by
 * name; in one list so that no two share a number. Any numbers would do, as long as every
 * instance uses the same.
 */
const ADVISORY_LOCKS = {
  migrations: 4_270_017,
  calendars: 4_270_019,
  seed: 4_270_020,
  firstAdmin: 4_270_021,
} as const;

/**
 * Inside a transaction: waits until no other transaction holds the lock `name`, and holds it until
 * this one ends. PostgreSQL: a transaction-scoped advisory lock. SQLite: nothing to do, a write
 * transaction (BEGIN IMMEDIATE) already keeps every other writer out.
 */
export async function lockUntilCommit(db: Db, name: keyof typeof ADVISORY_LOCKS): Promise<void> {
  if (!db.inTransaction()) throw new Error(`The ${name} lock is taken only inside a transaction`);
  if (db.engine === 'postgres') await db.get('SELECT pg_advisory_xact_lock(?)', [ADVISORY_LOCKS[name]]);
}
