import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPostgresDb, type TempPostgresDb } from '../../../tests/support/postgres';
import { openSqliteDb } from '../engine/sqlite-db';
import { insertedTogether } from './inserted-together';

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
    await insertedTogether(temp.db, 'notes', 'id integer, text text, key text, size integer', rows);
    expect(await temp.db.all('SELECT id, text, key, size FROM notes ORDER BY id')).toEqual(rows);
  });

  it('inserts nothing for no rows, and fails whole on a row the table refuses', async () => {
    await insertedTogether(temp.db, 'notes', 'id integer, text text', []);
    await expect(insertedTogether(temp.db, 'notes', 'id integer, text text', [{ id: 9, text: 'new' }, { id: 1, text: 'taken' }])).rejects.toMatchObject({ code: '23505' });
    expect(await temp.db.get('SELECT count(*) AS n FROM notes WHERE id = 9')).toEqual({ n: 0 });
  });

  it('is refused on SQLite, which has no use for it', async () => {
    const db = openSqliteDb(':memory:');
    await expect(insertedTogether(db, 'notes', 'id integer', [{ id: 1 }])).rejects.toThrow('PostgreSQL');
    await db.close();
  });
});
