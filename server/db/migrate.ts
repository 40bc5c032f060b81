import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './engine/db';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

type Migration = { version: number; name: string; sql: string };

function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: file,
      sql: readFileSync(join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);

  for (let i = 1; i < migrations.length; i++) {
    const current = migrations[i];
    const previous = migrations[i - 1];
    if (current && previous && current.version === previous.version) {
      throw new Error(`Two migrations share the number ${current.version}: ${previous.name} and ${current.name}`);
    }
  }
  return migrations;
}

/**
 * Applies every migration not yet recorded in schema_migrations, in numeric order,
 * each in its own transaction (a failing file leaves no half-applied schema).
 * Returns the names of the files applied by this call; running it again applies nothing.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )
  `);
  const applied = new Set((await db.all<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));

  const done: string[] = [];
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    await db.transaction(async () => {
      await db.exec(migration.sql);
      await db.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
    });
    done.push(migration.name);
  }
  return done;
}
