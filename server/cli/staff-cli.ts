import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import type { Db } from '../db/engine/db';
import { openDb } from '../db/engine/open-db';
import { migrate } from '../db/migrate';

/** `--name value` options of a staff command; unknown options are an error. */
export function readOptions(args: string[], names: string[]): Record<string, string | undefined> {
  const { values } = parseArgs({
    args,
    options: Object.fromEntries(names.map((name) => [name, { type: 'string' as const }])),
    strict: true,
  });
  return values as Record<string, string | undefined>;
}

/**
 * The new password: typed twice without echo on a terminal, otherwise the first line
 * of stdin (for scripts: `printf '%s\n' "$PASSWORD" | npm run admin:create -- ...`).
 */
export async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += String(chunk);
    return (input.split(/\r?\n/)[0] ?? '').trim();
  }
  const first = await promptHidden('Password: ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first.trim();
}

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (key: string) => {
      for (const character of key) {
        if (character === '\r' || character === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (character === '\u0003') {
          stdin.setRawMode(false);
          stdin.off('data', onData);
          reject(new Error('Cancelled.'));
          return;
        }
        if (character === '\u007f' || character === '\b') value = value.slice(0, -1);
        else value += character;
      }
    };
    stdin.on('data', onData);
  });
}

/** Opens the configured database (schema brought up to date), runs `task` and closes it. Exit code. */
export async function withDatabase(task: (db: Db) => Promise<string>): Promise<number> {
  let db: Db | undefined;
  try {
    db = openDb(loadConfig());
    await migrate(db);
    console.log(await task(db));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await db?.close();
  }
}
