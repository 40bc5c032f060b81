import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import type { PostgresDb, SqlValue } from './engine/db';
import { migrate } from './migrate';

// npm run db:copy: moves an installation from its SQLite file to an empty PostgreSQL database
// (decision 018). The source is read in one read transaction on a connection of its own, so the
// copy is the database as of one moment while the server goes on writing (WAL). The target is
// migrated and filled in one PostgreSQL transaction: a refusal or a failure leaves it as it was.
// Then every table is counted and hashed on both sides, row by row in primary key order, so the
// copy is known to be whole before the service is pointed at it.

/** Rows per INSERT statement, fewer when a table's columns would pass PostgreSQL's parameter limit. */
export const ROWS_PER_INSERT = 500;
const POSTGRES_MAX_PARAMETERS = 65_535;
/** Rows read from PostgreSQL per query when verifying. */
const VERIFY_PAGE = 5_000;

/** Why the copy did not start: the target is not empty, or the two databases are not at the same migration. Nothing was written. */
export class CopyRefused extends Error {}

export type SourceTable = {
  name: string;
  /** Stored columns, in the table's order (generated ones are left to each engine). */
  columns: string[];
  /** The primary key's columns, in key order; empty for a table without one. */
  primaryKey: string[];
  /** Tables its foreign keys name (itself excepted). */
  references: string[];
};

export type TableCheck = {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  ok: boolean;
};

export type CopyResult = {
  /** Migration files the target was brought up to date with. */
  migrations: string[];
  /** Rows copied, per table, in the order they were copied. */
  tables: Array<{ table: string; rows: number }>;
  /** Tables whose identity sequence was moved past the copied ids. */
  sequences: string[];
  checks: TableCheck[];
};

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The tables of a SQLite database that hold its data, by name: not SQLite's own (sqlite_...), not
 * a full-text index (a virtual table and the tables named after it: its shadow tables,
 * `submission_search_data`, ..., and the queue of rows waiting for it, `submission_search_queue`),
 * which is SQLite's way to search and which PostgreSQL's trigram indexes do without.
 */
export function sqliteStoredTables(source: BetterSqlite3.Database): string[] {
  const all = source
    .prepare<[], { name: string; sql: string | null }>("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all();
  const virtual = all.filter((table) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(table.sql ?? '')).map((table) => table.name);
  return all
    .map((table) => table.name)
    .filter((name) => !name.startsWith('sqlite_'))
    .filter((name) => !virtual.some((index) => name === index || name.startsWith(`${index}_`)));
}

/**
 * Stored tables the copy leaves out: schema_migrations (the target has its own), and
 * rate_counters, counts that last one window (a quarter of an hour at most): they start from
 * nothing on the new database, which gives a guesser one fresh window at worst.
 */
const NOT_COPIED = ['schema_migrations', 'rate_counters'];

/** The tables the migrations make on SQLite, with what copying them needs: the stored ones but those NOT_COPIED. */
export function sourceTables(source: BetterSqlite3.Database): SourceTable[] {
  const copied = sqliteStoredTables(source).filter((name) => !NOT_COPIED.includes(name));
  return copied.map((name) => {
    const columns = source.prepare<[], { name: string; pk: number; hidden: number }>(`SELECT name, pk, hidden FROM pragma_table_xinfo(${literal(name)})`).all();
    const references = source.prepare<[], { table: string }>(`SELECT "table" FROM pragma_foreign_key_list(${literal(name)})`).all();
    return {
      name,
      columns: columns.filter((column) => column.hidden === 0).map((column) => column.name),
      primaryKey: columns
        .filter((column) => column.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((column) => column.name),
      references: [...new Set(references.map((reference) => reference.table))].filter((table) => table !== name),
    };
  });
}

/** The tables in an order where each comes after the tables its foreign keys name (PostgreSQL checks them row by row). */
export function inDependencyOrder(tables: readonly SourceTable[]): SourceTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: SourceTable[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: SourceTable, path: string[]) => {
    if (state.get(table.name) === 'done') return;
    if (state.get(table.name) === 'visiting') throw new Error(`The foreign keys go round in a circle: ${[...path, table.name].join(' -> ')}`);
    state.set(table.name, 'visiting');
    for (const name of table.references) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/**
 * Counters that other tables' triggers move (revision-counters.ts). Copied after those tables,
 * the counter's row is not there yet while their rows go in, so the copy moves nothing and the
 * counter arrives as the source holds it.
 */
const COUNTERS = ['content_revision', 'calendar_revision'];

function countersLast(tables: readonly SourceTable[]): SourceTable[] {
  return [...tables.filter((table) => !COUNTERS.includes(table.name)), ...tables.filter((table) => COUNTERS.includes(table.name))];
}

function sourceVersions(source: BetterSqlite3.Database): number[] {
  const recorded = source.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'").get();
  if (!recorded) return [];
  return source
    .prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version')
    .all()
    .map((row) => row.version);
}

async function targetVersions(target: PostgresDb): Promise<number[]> {
  return (await target.all<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version')).map((row) => row.version);
}

type TargetColumn = { table: string; column: string; type: string; identity: boolean };

async function targetColumns(target: PostgresDb): Promise<Map<string, Map<string, TargetColumn>>> {
  const rows = await target.all<{ table_name: string; column_name: string; data_type: string; is_identity: string }>(
    `SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns
      WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, Map<string, TargetColumn>>();
  for (const row of rows) {
    const columns = tables.get(row.table_name) ?? new Map<string, TargetColumn>();
    columns.set(row.column_name, { table: row.table_name, column: row.column_name, type: row.data_type, identity: row.is_identity === 'YES' });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** Refuses a target that holds rows in schema_migrations or in any table the copy would fill. */
async function refuseUnlessEmpty(target: PostgresDb, tables: readonly SourceTable[]): Promise<void> {
  const existing = new Set(
    (await target.all<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'")).map(
      (row) => row.table_name,
    ),
  );
  const filled: string[] = [];
  for (const name of ['schema_migrations', ...tables.map((table) => table.name)]) {
    if (!existing.has(name)) continue;
    if (await target.get(`SELECT 1 FROM ${quoted(name)} LIMIT 1`)) filled.push(name);
  }
  if (filled.length > 0) {
    throw new CopyRefused(`The target database is not empty (rows in ${filled.join(', ')}): it must be a new, empty database. Nothing was written.`);
  }
}

function sameVersions(source: readonly number[], target: readonly number[]): boolean {
  return source.length === target.length && source.every((version, index) => version === target[index]);
}

function versionsRefusal(source: readonly number[], target: readonly number[]): CopyRefused {
  const unknown = source.filter((version) => !target.includes(version));
  const latest = (versions: readonly number[]) => (versions.length > 0 ? `migration ${versions[versions.length - 1]}` : 'no migrations');
  if (unknown.length > 0) {
    return new CopyRefused(
      `The SQLite database has migrations this version of Saathi does not know (${unknown.join(', ')}): run db:copy from the version that wrote it. Nothing was written.`,
    );
  }
  return new CopyRefused(
    `The SQLite database is at ${latest(source)}, this version of Saathi at ${latest(target)}: bring it up to date first (start the server on it once, or run npm run seed), then copy again. Nothing was written.`,
  );
}

function sqlValue(value: unknown, table: string, column: string): SqlValue {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return value;
  throw new Error(`${table}.${column} holds a value PostgreSQL's columns do not take (${typeof value}).`);
}

async function copyTable(source: BetterSqlite3.Database, target: PostgresDb, table: SourceTable, rowsPerInsert: number): Promise<number> {
  const columns = table.columns;
  const perStatement = Math.max(1, Math.min(rowsPerInsert, Math.floor(POSTGRES_MAX_PARAMETERS / columns.length)));
  const head = `INSERT INTO ${quoted(table.name)} (${columns.map(quoted).join(', ')}) VALUES `;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const insert = async (batch: SqlValue[][]) => {
    await target.run(head + batch.map(() => tuple).join(', '), batch.flat());
  };

  const rows = source.prepare(`SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(table.name)} ORDER BY ${sqliteOrder(table)}`).raw(true);
  let batch: SqlValue[][] = [];
  let copied = 0;
  for (const row of rows.iterate() as Iterable<unknown[]>) {
    batch.push(row.map((value, index) => sqlValue(value, table.name, columns[index]!)));
    if (batch.length === perStatement) {
      await insert(batch);
      copied += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await insert(batch);
    copied += batch.length;
  }
  return copied;
}

/** Moves each identity column's sequence past the copied ids, so the next row PostgreSQL numbers does not collide. */
async function moveSequences(target: PostgresDb, copied: ReadonlyArray<{ table: string; rows: number }>, columns: Map<string, Map<string, TargetColumn>>): Promise<string[]> {
  const moved: string[] = [];
  for (const { table, rows } of copied) {
    if (rows === 0) continue;
    for (const column of columns.get(table)?.values() ?? []) {
      if (!column.identity) continue;
      await target.get(`SELECT setval(pg_get_serial_sequence(?, ?), max(${quoted(column.column)})) FROM ${quoted(table)}`, [quoted(table), column.column]);
      moved.push(table);
    }
  }
  return moved;
}

// ---- Verification -----------------------------------------------------------------------------

/** SQLite's order: the primary key (or every column), text by its bytes whatever the column's collation. */
function sqliteOrder(table: SourceTable): string {
  const keys = table.primaryKey.length > 0 ? table.primaryKey : table.columns;
  return keys.map((column) => `${quoted(column)} COLLATE BINARY`).join(', ');
}

/** The same order on PostgreSQL: text by its bytes ("C", as SQLite's BINARY), nulls first as SQLite puts them. */
function postgresOrder(table: SourceTable, columns: Map<string, TargetColumn> | undefined): string {
  const keys = table.primaryKey.length > 0 ? table.primaryKey : table.columns;
  return keys
    .map((column) => {
      const type = columns?.get(column)?.type ?? '';
      const text = type === 'text' || type === 'character varying' || type === 'character';
      return `${quoted(column)}${text ? ' COLLATE "C"' : ''} ASC NULLS FIRST`;
    })
    .join(', ');
}

/**
 * One value as text that tells null, numbers and strings apart and writes each the same way
 * whichever engine read it: SQLite's 7 and PostgreSQL's 7 are `i7`, the string '7' is `s7`.
 */
export function canonicalValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return `i${value}`;
  if (typeof value === 'number') return Number.isInteger(value) ? `i${value}` : `r${value}`;
  if (typeof value === 'string') return `s${value}`;
  if (typeof value === 'boolean') return `i${value ? 1 : 0}`;
  if (Buffer.isBuffer(value)) return `x${value.toString('hex')}`;
  throw new Error(`A value of an unexpected kind: ${typeof value}`);
}

/** Counts rows and hashes their canonical text, in the order given. */
class TableHash {
  private readonly hash = createHash('sha256');
  rows = 0;
  add(row: readonly unknown[]): void {
    this.hash.update(`${JSON.stringify(row.map(canonicalValue))}\n`);
    this.rows++;
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

function sourceChecksum(source: BetterSqlite3.Database, table: SourceTable): TableHash {
  const hash = new TableHash();
  const rows = source.prepare(`SELECT ${table.columns.map(quoted).join(', ')} FROM ${quoted(table.name)} ORDER BY ${sqliteOrder(table)}`).raw(true);
  for (const row of rows.iterate() as Iterable<unknown[]>) hash.add(row);
  return hash;
}

async function targetChecksum(target: PostgresDb, table: SourceTable, columns: Map<string, TargetColumn> | undefined): Promise<TableHash> {
  const hash = new TableHash();
  const select = `SELECT ${table.columns.map(quoted).join(', ')} FROM ${quoted(table.name)} ORDER BY ${postgresOrder(table, columns)} LIMIT ${VERIFY_PAGE} OFFSET ?`;
  for (let offset = 0; ; offset += VERIFY_PAGE) {
    const page = await target.all<Record<string, unknown>>(select, [offset]);
    for (const row of page) hash.add(table.columns.map((column) => row[column]));
    if (page.length < VERIFY_PAGE) return hash;
  }
}

/** Runs `work` in a read transaction on the source (one snapshot), unless one is open already. */
async function inReadTransaction<T>(source: BetterSqlite3.Database, work: () => Promise<T>): Promise<T> {
  if (source.inTransaction) return work();
  source.exec('BEGIN');
  try {
    return await work();
  } finally {
    if (source.inTransaction) source.exec('ROLLBACK');
  }
}

/** Counts and hashes every copied table on both sides: the copy is whole when every check is ok. */
export async function verifyCopy(source: BetterSqlite3.Database, target: PostgresDb): Promise<TableCheck[]> {
  return inReadTransaction(source, async () => {
    const tables = inDependencyOrder(sourceTables(source));
    const columns = await targetColumns(target);
    const checks: TableCheck[] = [];
    for (const table of tables) {
      const here = sourceChecksum(source, table);
      const there = columns.has(table.name) ? await targetChecksum(target, table, columns.get(table.name)) : undefined;
      const sourceChecksumHex = here.digest();
      const targetChecksumHex = there ? there.digest() : '(no such table)';
      checks.push({
        table: table.name,
        sourceRows: here.rows,
        targetRows: there?.rows ?? 0,
        sourceChecksum: sourceChecksumHex,
        targetChecksum: targetChecksumHex,
        ok: there !== undefined && here.rows === there.rows && sourceChecksumHex === targetChecksumHex,
      });
    }
    return checks;
  });
}

// ---- The copy ---------------------------------------------------------------------------------

export type CopyOptions = {
  rowsPerInsert?: number;
  /** Told of each table as it is copied. */
  onTable?: (table: string, rows: number) => void;
};

/**
 * Copies the SQLite database into an empty PostgreSQL database, migrated here to the same
 * version, all in one transaction; moves the identity sequences past the copied ids; then
 * verifies every table against the same snapshot of the source. Throws CopyRefused (nothing
 * written) when the target is not empty or the migrations differ.
 */
export async function copySqliteToPostgres(source: BetterSqlite3.Database, target: PostgresDb, { rowsPerInsert = ROWS_PER_INSERT, onTable }: CopyOptions = {}): Promise<CopyResult> {
  return inReadTransaction(source, async () => {
    // The first read fixes the snapshot: everything below, verification included, sees the database as of now.
    const versions = sourceVersions(source);
    if (versions.length === 0) throw new CopyRefused('The SQLite database has no migrations recorded: is it a Saathi database? Nothing was written.');
    const tables = countersLast(inDependencyOrder(sourceTables(source)));

    const copy = await target.transaction(async () => {
      await refuseUnlessEmpty(target, tables);
      const migrations = await migrate(target);
      const migrated = await targetVersions(target);
      if (!sameVersions(versions, migrated)) throw versionsRefusal(versions, migrated);

      const columns = await targetColumns(target);
      for (const table of tables) {
        const there = columns.get(table.name);
        const missing = table.columns.filter((column) => !there?.has(column));
        if (!there) throw new Error(`PostgreSQL's migrations made no table ${table.name}: the two migration histories differ.`);
        if (missing.length > 0) throw new Error(`PostgreSQL's ${table.name} has no column ${missing.join(', ')}: the two migration histories differ.`);
      }

      // The target was empty before migrate(): what its tables hold now, the migrations wrote
      // (the workshop event of 006). The source holds its own copy of those rows, as changed
      // since: they are copied with the rest, so these go first, the referring tables before.
      for (const table of [...tables].reverse()) await target.run(`DELETE FROM ${quoted(table.name)}`);

      const copied: Array<{ table: string; rows: number }> = [];
      for (const table of tables) {
        const rows = await copyTable(source, target, table, rowsPerInsert);
        copied.push({ table: table.name, rows });
        onTable?.(table.name, rows);
      }
      const sequences = await moveSequences(target, copied, columns);
      return { migrations, tables: copied, sequences };
    });

    return { ...copy, checks: await verifyCopy(source, target) };
  });
}
