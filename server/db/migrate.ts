import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockUntilCommit, type Db, type SqlEngine } from './engine/db';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

// One history for both engines. A version is one file, `NNN-name.sql`, that both run as it is,
// or, where SQLite and PostgreSQL need different SQL for the same change, a pair of engine files
// `NNN-name.sqlite.sql` and `NNN-name.postgres.sql`. schema_migrations records the versions, so
// a database of either engine knows which changes it has, whatever file brought them.
const MIGRATION_FILE = /^(\d{3})-([a-z0-9-]+)(?:\.(sqlite|postgres))?\.sql$/;
const ENGINES: readonly SqlEngine[] = ['sqlite', 'postgres'];

type MigrationFile = { version: number; name: string; engine: SqlEngine | undefined; file: string };
type Migration = { version: number; name: string; sql: string };

function readMigrations(dir: string, engine: SqlEngine): Migration[] {
  const byVersion = new Map<number, MigrationFile[]>();
  for (const file of readdirSync(dir)) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) continue;
    const entry = { version: Number(match[1]), name: match[2]!, engine: match[3] as SqlEngine | undefined, file };
    byVersion.set(entry.version, [...(byVersion.get(entry.version) ?? []), entry]);
  }

  return [...byVersion.entries()]
    .sort(([a], [b]) => a - b)
    .map(([version, files]) => {
      const [first, second] = files.map((entry) => entry.file).sort();
      const oneChange = files.every((entry) => entry.name === files[0]!.name && entry.engine !== undefined);
      if (files.length > 1 && !oneChange) {
        throw new Error(`Two migrations share the number ${version}: ${first} and ${second}`);
      }
      if (files.length === 1 && files[0]!.engine === undefined) return files[0]!;
      // Engine files: one for each engine, or a database of the other would miss this change.
      const missing = ENGINES.find((wanted) => !files.some((entry) => entry.engine === wanted));
      if (missing) {
        throw new Error(`Migration ${version} has ${first} but no ${first!.replace(/\.(sqlite|postgres)\.sql$/, `.${missing}.sql`)}`);
      }
      return files.find((entry) => entry.engine === engine)!;
    })
    .map(({ version, file }) => ({ version, name: file, sql: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * Applies every migration not yet recorded in schema_migrations, in numeric order, each in its
 * own transaction (a failing file leaves no half-applied schema), with the file meant for the
 * database's engine. Refuses a directory where two changes share a number or a change has a
 * file for one engine only, before applying anything. Returns the names of the files applied by
 * this call; running it again applies nothing.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir, db.engine);

  // Two processes may start on one PostgreSQL database at once (SQLite's BEGIN IMMEDIATE already
  // lets one writer in at a time): each takes its turn, and finds done what the other did.
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> =>
    db.transaction(async () => {
      await lockUntilCommit(db, 'migrations');
      return work();
    });

  await exclusively(() =>
    db.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        applied_at TEXT NOT NULL
      )
    `),
  );
  const applied = new Set((await db.all<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));

  const done: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const ran = await exclusively(async () => {
      if (await db.get('SELECT 1 FROM schema_migrations WHERE version = ?', [migration.version])) return false;
      await db.exec(migration.sql);
      await db.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
      return true;
    });
    if (ran) done.push(migration.name);
  }
  return done;
}
