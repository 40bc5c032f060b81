// npm run db:copy -- --to postgres://user:password@host/database
// Copies the configured SQLite database (DATA_DIR/saathi.db) into an empty PostgreSQL database
// and verifies the copy, so an installation can move to PostgreSQL (server/db/copy.ts). Safe to
// run while the server serves: the copy is the database as of the moment it starts.
import { loadCommandConfig, withoutPassword } from './command-config';
import { existsSync } from 'node:fs';
import { databaseFile } from '../database-file';
import { openDatabase } from '../db/connection';
import { CopyRefused, copySqliteToPostgres, type TableCheck } from '../db/copy';
import { openPostgresDb } from '../db/engine/postgres-db';

const USAGE = 'Usage: npm run db:copy -- --to postgres://user:password@host:5432/database';

/** The URL after --to (or --to=), if it names a PostgreSQL database. */
function targetUrl(args: readonly string[]): string | undefined {
  const index = args.findIndex((arg) => arg === '--to' || arg.startsWith('--to='));
  if (index < 0) return undefined;
  const url = args[index] === '--to' ? args[index + 1] : args[index]!.slice('--to='.length);
  if (!url) return undefined;
  try {
    return /^postgres(ql)?:$/.test(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

function checksTable(checks: readonly TableCheck[]): string[] {
  const rows = checks.map((check) => [
    check.table,
    check.sourceRows === check.targetRows ? String(check.sourceRows) : `${check.sourceRows} -> ${check.targetRows}`,
    check.sourceChecksum === check.targetChecksum ? check.sourceChecksum.slice(0, 12) : `${check.sourceChecksum.slice(0, 12)} -> ${check.targetChecksum.slice(0, 12)}`,
    check.ok ? 'ok' : 'DIFFERS',
  ]);
  const all = [['table', 'rows', 'checksum', 'ok'], ...rows];
  const widths = [0, 1, 2].map((column) => Math.max(...all.map((row) => row[column]!.length)));
  return all.map(([table, count, checksum, ok]) => `  ${table!.padEnd(widths[0]!)}  ${count!.padStart(widths[1]!)}  ${checksum!.padEnd(widths[2]!)}  ${ok}`);
}

async function run(): Promise<number> {
  const url = targetUrl(process.argv.slice(2));
  if (!url) {
    console.error(USAGE);
    return 1;
  }
  const config = loadCommandConfig();
  if (!config) return 1;
  const file = databaseFile(config);
  // Opening a missing file would make an empty database and copy that.
  if (!existsSync(file)) {
    console.error(`There is no database at ${file}: nothing to copy. Is DATA_DIR set as the server's?`);
    return 1;
  }

  const started = Date.now();
  console.log(`Copying ${file} into ${withoutPassword(url)}`);
  const source = openDatabase(file);
  const target = openPostgresDb(url, { max: 2 });
  try {
    const result = await copySqliteToPostgres(source, target, { onTable: (table, rows) => console.log(`  ${table}: ${rows} ${rows === 1 ? 'row' : 'rows'}`) });
    const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      result.migrations.length > 0 ? `Migrations applied to the target: ${result.migrations.join(', ')}` : 'The target was already at the same migration.',
    );
    console.log(`Copied ${rows} rows in ${result.tables.length} tables in one transaction.`);
    console.log(result.sequences.length > 0 ? `Identity sequences moved past the copied ids: ${result.sequences.join(', ')}` : 'No identity sequence needed moving.');
    console.log('Verified, table by table (rows and a checksum of every value, on both sides):');
    for (const line of checksTable(result.checks)) console.log(line);
    const differing = result.checks.filter((check) => !check.ok);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (differing.length > 0) {
      console.error(`The copy differs from the source in ${differing.map((check) => check.table).join(', ')}: do not switch to it.`);
      return 1;
    }
    console.log(`All ${result.checks.length} tables match (${seconds} s). Set DATABASE_URL to the target to run the server on it.`);
    return 0;
  } catch (error) {
    if (error instanceof CopyRefused) {
      console.error(error.message);
      return 1;
    }
    console.error('The copy failed:', error);
    return 1;
  } finally {
    source.close();
    await target.close();
  }
}

void run().then((code) => {
  process.exitCode = code;
});
