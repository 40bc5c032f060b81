import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPostgresDb, type TempPostgresDb } from '../../../tests/support/postgres';
import { openSqliteDb } from '../engine/sqlite-db';
import { chunkSize, insertedTogether, MOST_ROWS_A_STATEMENT } from './inserted-together';

let temp: TempPostgresDb;
beforeAll(async () => {
  temp = await createTempPostgresDb();
  await temp.db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL, key TEXT, size INTEGER)');
});
afterAll(() => temp.cleanup());

describe('rows inserted together (PostgreSQL)', () => {
  it('stores every row as given: quotes, line breaks, non-Latin text, JSON in text, nulls and numbers', async () => {
    const rows = [
      { id: 1, text: `She said "no" \\ then 'yes'\r\nnext line`, key: null, size: 0 },
      { id: 2, text: 'नमस्ते, {"a": [1, "b"]}', key: 'k-2', size: -3 },
      { id: 3, text: '😀 \u202e', key: '', size: null },
    ];
    await insertedTogether(temp.db, 'notes', ['id', 'text', 'key', 'size'], rows.map(({ id, text, key, size }) => [id, text, key, size]));
    expect(await temp.db.all('SELECT id, text, key, size FROM notes ORDER BY id')).toEqual(rows);
  });

  it('stores more rows than one statement carries, each once', async () => {
    const rows = Array.from({ length: MOST_ROWS_A_STATEMENT * 2 + 37 }, (_, i) => [1000 + i, `row ${i}`]);
    await insertedTogether(temp.db, 'notes', ['id', 'text'], rows);
    const stored = await temp.db.all<{ id: number; text: string }>('SELECT id, text FROM notes WHERE id >= 1000 ORDER BY id');
    expect(stored.map(({ id, text }) => [id, text])).toEqual(rows);
  });

  it('inserts nothing for no rows, and fails whole on a row the table refuses', async () => {
    await insertedTogether(temp.db, 'notes', ['id', 'text'], []);
    await expect(insertedTogether(temp.db, 'notes', ['id', 'text'], [[9, 'new'], [1, 'taken']])).rejects.toMatchObject({ code: '23505' });
    expect(await temp.db.get('SELECT count(*) AS n FROM notes WHERE id = 9')).toEqual({ n: 0 });
  });

  it('sends rows in chunks of a few sizes: powers of two up to the most a statement carries', () => {
    expect([1, 2, 3, 50, 64, 65, 1000].map(chunkSize)).toEqual([1, 2, 2, 32, 64, 64, 64]);
  });

  it('is refused on SQLite, which has no use for it', async () => {
    const db = openSqliteDb(':memory:');
    await expect(insertedTogether(db, 'notes', ['id'], [[1]])).rejects.toThrow('PostgreSQL');
    await db.close();
  });
});
