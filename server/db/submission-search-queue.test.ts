import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { migrate } from './migrate';
import { createSubmissionSearchQueue, type SubmissionSearchQueue } from './submission-search-queue';

let db: Database.Database;
let queue: SubmissionSearchQueue;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db);
  queue = createSubmissionSearchQueue(db);
});
afterEach(() => db.close());

/** As a CLI tool or a script would: straight into the table. */
function insert(name: string, phone = '9876543210', email = `${name.split(' ')[0]?.toLowerCase()}@example.in`): number {
  const result = db
    .prepare(`INSERT INTO submissions (kind, name, email, phone, status, payload, created_at) VALUES ('contact', ?, ?, ?, 'new', '{}', '2026-11-22T10:00:00.000Z')`)
    .run(name, email, phone);
  return Number(result.lastInsertRowid);
}

const found = (text: string) =>
  db.prepare<[string], number>('SELECT rowid FROM submission_search WHERE submission_search MATCH ? ORDER BY rowid').pluck().all(`"${text}"`);
const queued = () => db.prepare<[], number>('SELECT id FROM submission_search_queue ORDER BY id').pluck().all();

/** FTS5 compares the index with its table and throws when a row is missing, extra or different. */
function expectIndexInStep() {
  expect(() => db.exec(`INSERT INTO submission_search (submission_search) VALUES ('integrity-check')`)).not.toThrow();
}

describe('the submission search queue', () => {
  it('queues a new row, and indexes it on the next catch-up (as before a staff search)', () => {
    const id = insert('Asha Rao');
    expect(queued()).toEqual([id]);
    expect(found('Asha')).toEqual([]);
    queue.catchUp();
    expect(found('Asha')).toEqual([id]);
    expect(queued()).toEqual([]);
    expectIndexInStep();
    queue.catchUp(); // nothing queued: nothing to do
    expect(found('Asha')).toEqual([id]);
  });

  it('lets a queued row be deleted without touching the index, and takes an indexed one out of it', () => {
    const indexed = insert('Bilal Khan');
    queue.indexQueued();
    const waiting = insert('Chitra Iyer');
    db.prepare('DELETE FROM submissions WHERE id = ?').run(waiting);
    expect(queued()).toEqual([]);
    expectIndexInStep();
    db.prepare('DELETE FROM submissions WHERE id = ?').run(indexed);
    expect(found('Bilal')).toEqual([]);
    expectIndexInStep();
  });

  it('indexes a row changed while queued with its values of the moment, and replaces an indexed row', () => {
    const indexed = insert('Dev Shah');
    queue.indexQueued();
    const waiting = insert('Esha Patel');
    db.prepare(`UPDATE submissions SET name = 'Esha Mehta' WHERE id = ?`).run(waiting);
    db.prepare(`UPDATE submissions SET name = 'Dev Menon', phone = '9000000001' WHERE id = ?`).run(indexed);
    expect(found('Dev Menon')).toEqual([indexed]);
    expect(found('Shah')).toEqual([]);
    queue.indexQueued();
    expect(found('Mehta')).toEqual([waiting]);
    expect(found('Patel')).toEqual([]);
    expectIndexInStep();
  });

  it('keeps a queued row queued when its id changes', () => {
    const waiting = insert('Farah Ali');
    db.prepare('UPDATE submissions SET id = 500 WHERE id = ?').run(waiting);
    expect(queued()).toEqual([500]);
    queue.catchUp();
    expect(found('Farah')).toEqual([500]);
    expectIndexInStep();
  });

  it('rolls the queue back with the rows of a transaction that fails', () => {
    expect(() =>
      db.transaction(() => {
        insert('Gone Away');
        throw new Error('refused');
      })(),
    ).toThrow('refused');
    expect(queued()).toEqual([]);
    queue.catchUp();
    expect(found('Gone')).toEqual([]);
    expectIndexInStep();
  });
});
