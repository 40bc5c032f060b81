// npm run backup: an online copy of the configured database into DATA_DIR/backups, safe to run
// while the server serves (server/db/backup.ts).
import { existsSync } from 'node:fs';
import { loadCommandConfig } from './command-config';
import { databaseFile } from '../database-file';
import { backupDatabase } from '../db/backup';
import { openDatabase } from '../db/connection';

async function run(): Promise<number> {
  const config = loadCommandConfig();
  if (!config) return 1;
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: the data is in PostgreSQL, whose own tool makes the backup (pg_dump --format=custom "$DATABASE_URL").');
    return 1;
  }
  const file = databaseFile(config);
  // Opening a missing file would make an empty database and back that up.
  if (!existsSync(file)) {
    console.error(`There is no database at ${file}: nothing to back up. Is DATA_DIR set as the server's?`);
    return 1;
  }
  const db = openDatabase(file);
  try {
    const backup = await backupDatabase(db, config.dataDir);
    console.log(`Backed up ${file} to ${backup.file} (${backup.tables} tables, ${backup.pages} pages).`);
    return 0;
  } catch (error) {
    console.error('The backup failed:', error);
    return 1;
  } finally {
    db.close();
  }
}

void run().then((code) => {
  process.exitCode = code;
});
