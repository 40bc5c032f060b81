import type { Config } from '../../config';
import { databaseFile } from '../../database-file';
import type { Db } from './db';
import { openPostgresDb } from './postgres-db';
import { openSqliteDb } from './sqlite-db';

/** The configured database: PostgreSQL at DATABASE_URL, otherwise the SQLite file in DATA_DIR. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Db {
  return config.databaseUrl ? openPostgresDb(config.databaseUrl) : openSqliteDb(databaseFile(config));
}
