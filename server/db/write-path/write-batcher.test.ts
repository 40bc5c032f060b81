import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteDb } from '../engine/sqlite-db';
import { createTempDir } from '../../../tests/support/test-app';
import { createWriteBatcher } from './write-batcher';
import { GATHER_TURNS } from './gather';

let cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function setUp() {
  const temp = createTempDir();
  const file = join(temp.dir, 'batch.db');
  const db = openSqliteDb(file);
  await db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)');
  cleanups.push(async () => {
    await db.close();
    temp.remove();
  });
  /** What another process would see: committed rows only. */
  function committed(): string[] {
    const other = new Database(file, { readonly: true });
    try {
      return other.prepare<[], string>('SELECT text FROM notes ORDER BY id').pluck().all();
    } finally {
      other.close();
    }
  }
  const batcher = createWriteBatcher(db);
  const add = async (text: string) => (await db.get<{ id: number }>('INSERT INTO notes (text) VALUES (?) RETURNING id', [text]))!.id;
  /** What each write saw committed when it ran, by its text. */
  const seen = new Map<string, string[]>();
  /** A write that notes what was committed when it ran. */
  const write = (text: string) =>
    batcher.run(() => {
      seen.set(text, committed());
      return add(text);
    });
  return { db, file, batcher, add, committed, write, seen };
}

/** Resolves in the check phase of this turn of the event loop: the caller goes on in the next. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the write batcher', () => {
  it('runs the writes of one turn in one transaction, in order, and answers after its commit', async () => {
    const { batcher, add, committed } = await setUp();
    const seenDuringBatch: string[][] = [];
    const ids = await Promise.all(
      ['a', 'b', 'c'].map((text) =>
        batcher.run(() => {
          seenDuringBatch.push(committed());
          return add(text);
        }),
      ),
    );
    // Nothing was committed until the last write of the turn had run.
    expect(seenDuringBatch).toEqual([[], [], []]);
    expect(ids).toEqual([1, 2, 3]);
    expect(committed()).toEqual(['a', 'b', 'c']);
  });

  it('gathers the writes of the turns after the first into the same transaction, while each turn brings more', async () => {
    const { write, seen, committed } = await setUp();
    const answers = [write('a')];
    await nextTurn();
    answers.push(write('b'));
    await nextTurn();
    answers.push(write('c'));
    expect(await Promise.all(answers)).toEqual([1, 2, 3]);
    // Nothing was committed until the last write had run: one transaction.
    expect([...seen.values()]).toEqual([[], [], []]);
    expect(committed()).toEqual(['a', 'b', 'c']);
  });

  it('closes the batch after a turn that brings no write', async () => {
    const { write, seen } = await setUp();
    const first = write('a');
    await nextTurn();
    // This turn brings nothing: the batch of 'a' is committed at its end.
    await nextTurn();
    await Promise.all([first, write('b')]);
    expect(seen.get('b')).toEqual(['a']);
  });

  it('closes the batch after GATHER_TURNS more turns, however long writes keep coming', async () => {
    const { write, seen } = await setUp();
    const texts = Array.from({ length: GATHER_TURNS + 3 }, (_, index) => `w${index}`);
    const answers: Promise<number>[] = [];
    for (const text of texts) {
      answers.push(write(text));
      await nextTurn();
    }
    await Promise.all(answers);
    // The first turn's write and one from each gathered turn share the first commit.
    const firstBatch = texts.slice(0, GATHER_TURNS + 1);
    for (const text of firstBatch) expect(seen.get(text)).toEqual([]);
    expect(seen.get(texts[GATHER_TURNS + 1]!)).toEqual(firstBatch);
  });

  it('answers each write only once the data is committed', async () => {
    const { batcher, add, committed } = await setUp();
    const seenByAnswer = await batcher.run(() => add('a')).then(() => committed());
    expect(seenByAnswer).toEqual(['a']);
  });

  it('starts a new transaction for writes of a later turn', async () => {
    const { batcher, add, committed } = await setUp();
    await batcher.run(() => add('a'));
    let seen: string[] = [];
    await batcher.run(() => {
      seen = committed();
      return add('b');
    });
    expect(seen).toEqual(['a']);
    expect(committed()).toEqual(['a', 'b']);
  });

  it('takes back only the rows of a write that throws, and answers it with its own error', async () => {
    const { batcher, add, committed } = await setUp();
    const refused = new Error('refused');
    const answers = await Promise.allSettled([
      batcher.run(() => add('kept 1')),
      batcher.run(async () => {
        await add('taken back');
        throw refused;
      }),
      batcher.run(() => add('kept 2')),
    ]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: refused },
      // The failed write's id was taken back with its row.
      { status: 'fulfilled', value: 2 },
    ]);
    expect(committed()).toEqual(['kept 1', 'kept 2']);
  });

  it('runs each write once when none of the batch throws', async () => {
    const { batcher, add, committed } = await setUp();
    const runs = { a: 0, b: 0 };
    await Promise.all([batcher.run(() => (runs.a++, add('a'))), batcher.run(() => (runs.b++, add('b')))]);
    expect(runs).toEqual({ a: 1, b: 1 });
    expect(committed()).toEqual(['a', 'b']);
  });

  it('after a write throws, runs the batch again from a clean start, each write in its own savepoint', async () => {
    const { batcher, add, committed } = await setUp();
    const refused = new Error('refused');
    const runs = { before: 0, refused: 0, after: 0 };
    const answers = await Promise.allSettled([
      batcher.run(() => (runs.before++, add('before'))),
      batcher.run(async () => {
        runs.refused++;
        await add('taken back');
        throw refused;
      }),
      batcher.run(() => (runs.after++, add('after'))),
    ]);
    // The first attempt stopped at the refused write and was rolled back whole; the second
    // ran every write, and its results are the ones answered and kept.
    expect(runs).toEqual({ before: 2, refused: 2, after: 1 });
    expect(answers).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 2 },
    ]);
    expect(committed()).toEqual(['before', 'after']);
  });

  it('answers each write of a batch with several refused ones with its own outcome', async () => {
    const { batcher, add, committed } = await setUp();
    const answers = await Promise.allSettled(
      ['a', 'x', 'b', 'y', 'c'].map((text) =>
        batcher.run(async () => {
          const id = await add(text);
          if (text === 'x' || text === 'y') throw new Error(`refused ${text}`);
          return id;
        }),
      ),
    );
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : (answer.reason as Error).message))).toEqual([
      1,
      'refused x',
      2,
      'refused y',
      3,
    ]);
    expect(committed()).toEqual(['a', 'b', 'c']);
  });

  it('lets a later write of the batch read what an earlier one wrote', async () => {
    const { db, batcher, add } = await setUp();
    const count = async () => (await db.get<{ count: number }>('SELECT count(*) AS count FROM notes'))!.count;
    const [, seen] = await Promise.all([batcher.run(() => add('a')), batcher.run(count)]);
    expect(seen).toBe(1);
  });

  it('refuses the whole batch, storing nothing, when its transaction cannot start', async () => {
    const { db, file, batcher, add, committed } = await setUp();
    db.connection.pragma('busy_timeout = 0');
    const other = new Database(file);
    cleanups.push(() => {
      other.close();
    });
    other.exec('BEGIN IMMEDIATE');
    const answers = await Promise.allSettled([batcher.run(() => add('a')), batcher.run(() => add('b'))]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(answers[0]).toMatchObject({ reason: { code: 'SQLITE_BUSY' } });
    other.exec('ROLLBACK');
    expect(committed()).toEqual([]);
    expect(db.connection.inTransaction).toBe(false);
  });
});
