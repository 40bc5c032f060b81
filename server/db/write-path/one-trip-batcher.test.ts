import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTempPostgresDb, type TempPostgresDb } from '../../../tests/support/postgres';
import { createOneTripBatcher } from './one-trip-batcher';

// PostgreSQL's group commit: what arrives together shares one transaction, and a post that is
// refused takes back only its own rows.

let temp: TempPostgresDb;
beforeAll(async () => {
  temp = await createTempPostgresDb();
  await temp.db.exec(`
    CREATE TABLE notes (
      name TEXT PRIMARY KEY,
      -- The transaction that wrote the row.
      written_by BIGINT NOT NULL DEFAULT txid_current()
    )`);
});
afterAll(() => temp.cleanup());
beforeEach(() => temp.db.exec('TRUNCATE notes'));

function setUp() {
  const db = temp.db;
  if (db.engine !== 'postgres') throw new Error('PostgreSQL only');
  const note = (name: string) => db.run('INSERT INTO notes (name) VALUES (?)', [name]);
  /** How each batch was sent: the notes of each transaction, together or alone. */
  const sent: string[] = [];
  const batcher = createOneTripBatcher<string[]>(db, {
    together: (posts) => {
      const names = posts.flat();
      sent.push(`together ${names.join(' ')}`);
      return [db.run(`INSERT INTO notes (name) VALUES ${names.map(() => '(?)').join(', ')}`, names)];
    },
    alone: (names) => {
      sent.push(`alone ${names.join(' ')}`);
      return names.map(note);
    },
  });
  /** A post of one or more notes. */
  const post = (...names: string[]) => batcher.run(names);
  const stored = async () => (await db.all<{ name: string; written_by: number }>('SELECT name, written_by FROM notes ORDER BY name')).map((row) => ({ ...row, written_by: Number(row.written_by) }));
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
});
