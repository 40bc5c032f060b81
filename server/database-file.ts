import { join } from 'node:path';
import type { Config } from './config';

/** The one SQLite file of an installation; backups sit next to it in DATA_DIR. */
export function databaseFile(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'saathi.db');
}
