import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTempPostgresDb, type TempPostgresDb } from '../../../tests/support/postgres';
import { createOneTripBatcher, MOST_POSTS_A_TRANSACTION } from './one-trip-batcher';

// PostgreSQL's group commit: what arrives together shares one transaction, and a post that is
// refused takes back only its own rows.

let temp: TempPostgresDb;
beforeAll(async () => {
  temp = await createTempPostgresDb();
  await temp.db.exec(`
    CREATE TABLE notes (
      name TEXT PRIMARY KEY,
      -- The transaction that wrote the row, and when.
      written_by BIGINT NOT NULL DEFAULT txid_current(),
      written_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp()
    )`);
});
afterAll(() => temp.cleanup());
beforeEach(() => temp.db.exec('TRUNCATE notes'));

/** A transaction with a post named this one takes this long to commit. */
const SLOW = 'slow';
const SLOW_MS = 300;

function setUp(most = MOST_POSTS_A_TRANSACTION) {
  const db = temp.db;
  if (db.engine !== 'postgres') throw new Error('PostgreSQL only');
  const note = (name: string) => db.run('INSERT INTO notes (name) VALUES (?)', [name]);
  /** How each batch was sent: the notes of each transaction, together or alone. */
  const sent: string[] = [];
  const batcher = createOneTripBatcher<string[]>(db, {
    together: (posts) => {
      const names = posts.flat();
      sent.push(`together ${names.join(' ')}`);
      return [
        db.run(`INSERT INTO notes (name) VALUES ${names.map(() => '(?)').join(', ')}`, names),
        ...(names.includes(SLOW) ? [db.run(`SELECT pg_sleep(${SLOW_MS / 1000})`)] : []),
      ];
    },
    alone: (names) => {
      sent.push(`alone ${names.join(' ')}`);
      return [...names.map(note), ...(names.includes(SLOW) ? [db.run(`SELECT pg_sleep(${SLOW_MS / 1000})`)] : [])];
    },
  }, most);
  /** A post of one or more notes. */
  const post = (...names: string[]) => batcher.run(names);
  const stored = async () =>
    (await db.all<{ name: string; written_by: number; written_at: Date }>('SELECT name, written_by, written_at FROM notes ORDER BY name')).map((row) => ({
      ...row,
      written_by: Number(row.written_by),
    }));
  return { post, stored, sent };
}

describe('the one-trip batcher', () => {
  it('stores the posts that arrive together in one transaction, and answers each once it is committed', async () => {
    const { post, stored, sent } = setUp();
    await Promise.all([post('a1', 'a2'), post('b1'), post('c1', 'c2')]);
    const rows = await stored();
    expect(rows.map((row) => row.name)).toEqual(['a1', 'a2', 'b1', 'c1', 'c2']);
    expect(new Set(rows.map((row) => row.written_by)).size).toBe(1);
    expect(sent).toEqual(['together a1 a2 b1 c1 c2']);
  });

  it('answers a refused post with its own error and stores the others, each whole', async () => {
    const { post, stored, sent } = setUp();
    await post('taken');
    const outcomes = await Promise.allSettled([post('a1', 'a2'), post('b1', 'taken'), post('c1')]);
    // After the failed batch, each post is sent alone, in whatever order their connections come.
    expect(sent.slice(0, 2)).toEqual(['alone taken', 'together a1 a2 b1 taken c1']);
    expect(sent.slice(2).sort()).toEqual(['alone a1 a2', 'alone b1 taken', 'alone c1']);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[1]).toMatchObject({ reason: { code: '23505' } });
    // b1 went with its post: nothing of a refused post is kept.
    expect((await stored()).map((row) => row.name)).toEqual(['a1', 'a2', 'c1', 'taken']);
  });

  it('refuses two posts of one batch that clash with each other as one post after the other would be', async () => {
    const { post, stored } = setUp();
    const outcomes = await Promise.allSettled([post('same'), post('same')]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await stored()).map((row) => row.name)).toEqual(['same']);
  });

  it('answers a lone refused post with its error', async () => {
    const { post, stored } = setUp();
    await post('taken');
    await expect(post('taken')).rejects.toMatchObject({ code: '23505' });
    expect((await stored()).map((row) => row.name)).toEqual(['taken']);
  });

  it('gives posts that come after a batch has left a transaction of their own', async () => {
    const { post, stored } = setUp();
    await post('first');
    await post('second');
    const rows = await stored();
    expect(rows[0]!.written_by).not.toBe(rows[1]!.written_by);
  });

  it('sends a burst of more posts than one transaction holds in parts, each once the one before has committed', async () => {
    const { post, stored, sent } = setUp(2);
    await Promise.all([post(SLOW), post('a'), post('b'), post('c'), post('d')]);
    expect(sent).toEqual([`together ${SLOW} a`, 'together b c', 'alone d']);
    const rows = await stored();
    const at = (name: string) => rows.find((row) => row.name === name)!;
    expect(new Set(rows.map((row) => row.written_by)).size).toBe(3);
    // The second part was written only after the first, slow to commit, had committed.
    expect(at('b').written_at.getTime() - at(SLOW).written_at.getTime()).toBeGreaterThanOrEqual(SLOW_MS);
    expect(at('d').written_at.getTime()).toBeGreaterThanOrEqual(at('b').written_at.getTime());
  });

  it('keeps the posts that come while a transaction is in flight for the next one, together', async () => {
    const { post, sent } = setUp();
    const first = post(SLOW);
    // Sent while the first is in flight, 50 ms apart: after it, as one transaction.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all([first, post('a'), new Promise((resolve) => setTimeout(resolve, 50)).then(() => post('b'))]);
    expect(sent).toEqual([`alone ${SLOW}`, 'together a b']);
  });
});
