import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempDir } from '../../../tests/support/test-app';
import { SAFETY_NET_AUTOCHECKPOINT_PAGES, startCheckpointer, type Checkpointer } from './checkpointer';
import { openDatabase, WAL_AUTOCHECKPOINT_PAGES } from '../connection';

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function setUp(): { db: Database.Database; file: string; dir: string } {
  const temp = createTempDir();
  const file = join(temp.dir, 'saathi.db');
  const db = openDatabase(file);
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  cleanups.push(() => {
    if (db.open) db.close();
    temp.remove();
  });
  return { db, file, dir: temp.dir };
}

function started(checkpointer: Checkpointer): Checkpointer {
  cleanups.push(() => checkpointer.stop());
  return checkpointer;
}

async function until(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Bytes 12-15 of the log's header count its restarts (the "checkpoint sequence number"). */
function walRestarts(file: string): number {
  return readFileSync(`${file}-wal`).readUInt32BE(12);
}

describe('startCheckpointer', () => {
  it('checkpoints from a worker thread, so the log starts over without the connection checkpointing', async () => {
    const { db, file } = setUp();
    const insert = db.prepare<[string]>('INSERT INTO notes (text) VALUES (?)');
    const lines: string[] = [];
    started(startCheckpointer({ db, log: (line) => lines.push(line), intervalMs: 20 }));
    // The connection itself would now only checkpoint past 20,000 pages, which this never reaches.
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(SAFETY_NET_AUTOCHECKPOINT_PAGES);

    for (let i = 0; i < 50; i++) insert.run(`note ${i} ${'x'.repeat(2000)}`);
    const before = walRestarts(file);
    // Once the worker has copied the whole log, the next commit rewinds it.
    await until(() => {
      insert.run('one more');
      return walRestarts(file) > before;
    });
    expect(lines).toEqual([]);
    expect(db.prepare("SELECT count(*) FROM notes WHERE text LIKE 'note %'").pluck().get()).toBe(50);
  }, 20_000);

  it('stop() ends the worker: commits are no longer checkpointed', async () => {
    const { db, file } = setUp();
    const insert = db.prepare<[string]>('INSERT INTO notes (text) VALUES (?)');
    const lines: string[] = [];
    const checkpointer = started(startCheckpointer({ db, log: (line) => lines.push(line), intervalMs: 10 }));
    insert.run('hello');
    const first = walRestarts(file);
    await until(() => {
      insert.run('again');
      return walRestarts(file) > first;
    });

    await checkpointer.stop();
    await checkpointer.stop(); // a second stop is harmless
    // The worker's last checkpoint may have copied the whole log, so that this commit rewinds
    // it; the frames it adds are then copied by nobody, and no later commit can rewind the log.
    insert.run('first after stop');
    const afterStop = walRestarts(file);
    // A negative can only be shown by waiting: 20 of the worker's intervals, with commits.
    for (let i = 0; i < 20; i++) {
      insert.run('after stop');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(walRestarts(file)).toBe(afterStop);
    expect(lines).toEqual([]);
  }, 20_000);

  it('falls back to checkpointing in commits, with one line in the log, when the worker fails', async () => {
    const { db, dir } = setUp();
    const lines: string[] = [];
    // The worker cannot open a file that is not there: it fails right after starting.
    const checkpointer = started(startCheckpointer({ db, log: (line) => lines.push(line), file: join(dir, 'missing.db') }));

    await until(() => lines.length > 0);
    await checkpointer.stop();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^WAL checkpointer stopped \(.+\); commits checkpoint as before\.$/);
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(WAL_AUTOCHECKPOINT_PAGES);
    db.prepare('INSERT INTO notes (text) VALUES (?)').run('still stored');
    expect(db.prepare('SELECT text FROM notes').pluck().all()).toEqual(['still stored']);
  }, 20_000);

  it('starts nothing for an in-memory database', async () => {
    const db = openDatabase(':memory:');
    cleanups.push(() => {
      db.close();
    });
    const checkpointer = startCheckpointer({ db });
    expect(db.pragma('wal_autocheckpoint', { simple: true })).toBe(WAL_AUTOCHECKPOINT_PAGES);
    await checkpointer.stop();
  });
});
