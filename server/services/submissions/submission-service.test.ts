import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRepositories } from '../../db/repositories';
import { HttpError } from '../../errors';
import { contactMessage } from '../../../tests/support/fixtures';
import { likePattern } from '../../db/admin-submissions-repository';
import { indexQueuedSubmissions } from '../../db/write-path/search-index-queue';
import { createTestApp, TEST_ENGINE, type TestApp } from '../../../tests/support/test-app';
import { submissionKind } from './kinds';
import { defineKind } from './submission-kind';
import { canonicalJson, requestHash } from './request-hash';
import { createSubmissionService, KEY_REUSED } from './submission-service';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

const note = defineKind({
  schema: z.strictObject({ name: z.string(), phone: z.string() }),
  searchFields: (input) => ({ name: input.name, email: null, phone: input.phone }),
  initialStatus: 'Pending',
  mails: () => [],
});

describe('canonicalJson and requestHash', () => {
  it('ignore key order at every level and keep array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(requestHash({ b: 1, a: 'x' })).toBe(requestHash({ a: 'x', b: 1 }));
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
    expect(requestHash({ a: '1' })).not.toBe(requestHash({ a: 1 }));
  });
});

describe('the submission service', () => {
  it('stores the initial status of a kind that has one, and no mail for a kind without mails', async () => {
    testApp = await createTestApp();
    const service = createSubmissionService({ db: testApp.db, repositories: createRepositories(testApp.db), config: testApp.config, now: () => new Date('2025-03-05T10:00:00.000Z') });
    const { id, replayed } = await service.submit('note', note, randomUUID(), { name: 'A', phone: '9876543210' });
    expect(replayed).toBe(false);
    expect(await testApp.db.get('SELECT kind, name, phone, status, payload, created_at FROM submissions WHERE id = ?', [id])).toEqual({
      kind: 'note',
      name: 'A',
      phone: '9876543210',
      status: 'Pending',
      payload: JSON.stringify({ name: 'A', phone: '9876543210', submittedAt: '2025-03-05T10:00:00.000Z' }),
      created_at: '2025-03-05T10:00:00.000Z',
    });
    expect(await testApp.db.get('SELECT count(*) AS n FROM mail_outbox')).toEqual({ n: 0 });
  });

  it('refuses a key already used for another kind of form, even with equal data', async () => {
    testApp = await createTestApp();
    const service = createSubmissionService({ db: testApp.db, repositories: createRepositories(testApp.db), config: testApp.config });
    const key = randomUUID();
    const input = { name: 'A', phone: '9876543210' };
    await service.submit('note', note, key, input);
    await expect(service.submit('other-note', note, key, input)).rejects.toThrow(
      expect.objectContaining({ status: 422, message: KEY_REUSED }) as HttpError,
    );
    expect(await testApp.db.get('SELECT count(*) AS n FROM submissions')).toEqual({ n: 1 });
  });

  it('stores the posts of one turn together: a key sent twice is a replay of the first, a refused one takes back only itself', async () => {
    testApp = await createTestApp();
    const { db } = testApp;
    /** The submissions stored at each nudge: counted when nudged, read once the posts are answered. */
    const nudges: Promise<number>[] = [];
    const count = async () => (await db.get<{ n: number }>('SELECT count(*) AS n FROM submissions'))!.n;
    const service = createSubmissionService({ db, repositories: createRepositories(db), config: testApp.config, mail: { nudge: () => void nudges.push(count()) } });
    const contact = submissionKind('contact')!;
    const message = (subject: string) => contactMessage({ subject });
    const closed = defineKind({
      schema: z.strictObject({ name: z.string() }),
      searchFields: (input) => ({ name: input.name, email: null, phone: null }),
      conflicts: () => ({ message: 'Closed', fields: { name: 'Closed' } }),
      mails: () => [],
    });
    const key = randomUUID();
    const answers = await Promise.allSettled([
      service.submitGrouped('contact', contact, key, message('first')),
      service.submitGrouped('contact', contact, key, message('first')),
      service.submitGrouped('contact', contact, key, message('other')),
      service.submitGrouped('closed', closed, randomUUID(), { name: 'A' }),
      service.submitGrouped('contact', contact, randomUUID(), message('second')),
    ]);
    const subjects = async () =>
      (await db.all<{ id: number; payload: string }>('SELECT id, payload FROM submissions ORDER BY id')).map(({ id, payload }) => ({
        id,
        subject: (JSON.parse(payload) as { subject: string }).subject,
      }));
    if (TEST_ENGINE === 'sqlite') {
      // SQLite: the five are one batch, stored in the order they came, in one commit.
      expect(answers).toEqual([
        { status: 'fulfilled', value: { id: 1, replayed: false } },
        { status: 'fulfilled', value: { id: 1, replayed: true } },
        { status: 'rejected', reason: expect.objectContaining({ status: 422, message: KEY_REUSED }) },
        { status: 'rejected', reason: expect.objectContaining({ status: 409, message: 'Closed' }) },
        { status: 'fulfilled', value: { id: 2, replayed: false } },
      ]);
      expect(await subjects()).toEqual([
        { id: 1, subject: 'first' },
        { id: 2, subject: 'second' },
      ]);
      expect(await db.get('SELECT count(*) AS n FROM idempotency_keys')).toEqual({ n: 2 });
      expect(await db.all('SELECT submission_id FROM mail_outbox ORDER BY id')).toEqual([{ submission_id: 1 }, { submission_id: 2 }]);
      // The worker is woken once a submission with mails is committed, never before.
      expect(await Promise.all(nudges)).toEqual([2, 2]);
      return;
    }
    // PostgreSQL: each post is a transaction of its own, beside the others, so which of the three
    // posts of one key reaches the database first is not fixed. That one is stored; a later one
    // with the same data is its replay, one with other data is refused; the refused closed form
    // takes back only itself, and the post with its own key is stored whatever happened beside it.
    const sameKey = answers.slice(0, 3);
    const stored = sameKey.filter((answer) => answer.status === 'fulfilled' && !answer.value.replayed);
    expect(stored).toHaveLength(1);
    const first = stored[0] as PromiseFulfilledResult<{ id: number; replayed: boolean }>;
    const storedSubject = sameKey.indexOf(first) === 2 ? 'other' : 'first';
    sameKey.forEach((answer, index) => {
      if (answer === first) return;
      const sameData = (index === 2 ? 'other' : 'first') === storedSubject;
      expect(answer).toEqual(
        sameData
          ? { status: 'fulfilled', value: { id: first.value.id, replayed: true } }
          : { status: 'rejected', reason: expect.objectContaining({ status: 422, message: KEY_REUSED }) },
      );
    });
    expect(answers[3]).toEqual({ status: 'rejected', reason: expect.objectContaining({ status: 409, message: 'Closed' }) });
    expect(answers[4]).toEqual({ status: 'fulfilled', value: { id: expect.any(Number), replayed: false } });
    const second = (answers[4] as PromiseFulfilledResult<{ id: number }>).value.id;
    expect(await subjects()).toEqual(
      [
        { id: first.value.id, subject: storedSubject },
        { id: second, subject: 'second' },
      ].sort((a, b) => a.id - b.id),
    );
    expect(await db.get('SELECT count(*) AS n FROM idempotency_keys')).toEqual({ n: 2 });
    expect(await db.all('SELECT submission_id FROM mail_outbox ORDER BY submission_id')).toEqual(
      [first.value.id, second].sort((a, b) => a - b).map((id) => ({ submission_id: id })),
    );
    // The worker is woken once per submission with mails, each after its own commit: the first
    // nudge sees its own submission at least, the last one both.
    const seen = await Promise.all(nudges);
    expect(seen).toHaveLength(2);
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(1);
    expect(seen[1]).toBe(2);
  });

  describe('keeps the staff search index in step', () => {
    /** PostgreSQL: the GIN trigram index of the three columns joined (022-submission-search-text) as the only way in. */
    const FOUND_BY_TRIGRAMS = `SELECT id FROM submissions
      WHERE (coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '')) ILIKE ? ORDER BY id`;
    const throughTrigrams = <T>(app: TestApp, read: () => Promise<T>) =>
      app.db.transaction(async () => {
        // No sequential scan and no plain index scan (the primary key's, for ORDER BY id): what
        // remains is a bitmap scan of the trigram indexes, so a row they miss is not found.
        await app.db.exec('SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off');
        return read();
      });
    /**
     * SQLite: once the queue has joined the index, FTS5 compares the index with its table (rank 1:
     * without it, only with itself); it throws when a row is missing or extra. PostgreSQL keeps its indexes in step itself: here, that `found` reads
     * through the trigram index of the three columns joined.
     */
    async function expectIndexInStep(app: TestApp) {
      if (TEST_ENGINE === 'postgres') {
        const plan = await throughTrigrams(app, () => app.db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${FOUND_BY_TRIGRAMS}`, ['%x%']));
        const text = plan.map((line) => line['QUERY PLAN']).join('\n');
        expect(text).toContain('Bitmap Index Scan on submissions_search_text_trigrams');
        return;
      }
      await indexQueue(app);
      await expect(app.db.exec(`INSERT INTO submission_search (submission_search, rank) VALUES ('integrity-check', 1)`)).resolves.toBeUndefined();
    }
    /** SQLite: the queue of new rows (028) joins the index, two at a time, as the server's indexer does. */
    async function indexQueue({ db }: TestApp) {
      if (db.engine === 'sqlite') while ((await indexQueuedSubmissions(db, 2)) > 0);
    }
    /** SQLite: the ids waiting in the queue for the index; a refused post's row must not be among them. */
    const queued = async ({ db }: TestApp) => (await db.all<{ id: number }>('SELECT id FROM submission_search_queue ORDER BY id')).map((row) => row.id);
    /** The submissions whose name, phone or e-mail holds `text`, found through the search index. */
    const found = async (app: TestApp, text: string) => {
      if (TEST_ENGINE === 'postgres') {
        const pattern = likePattern(text);
        const rows = await throughTrigrams(app, () => app.db.all<{ id: number }>(FOUND_BY_TRIGRAMS, [pattern]));
        return rows.map((row) => row.id);
      }
      await indexQueue(app);
      return (
        await app.db.all<{ rowid: number }>('SELECT rowid FROM submission_search WHERE submission_search MATCH ? ORDER BY rowid', [`"${text}"`])
      ).map((row) => row.rowid);
    };
    const exploding = defineKind({
      schema: z.strictObject({ name: z.string(), phone: z.string() }),
      searchFields: (input) => ({ name: input.name, email: null, phone: input.phone }),
      mails: () => {
        throw new Error('exploded after its row was inserted');
      },
    });

    it('for a submission stored on its own', async () => {
      testApp = await createTestApp();
      const service = createSubmissionService({ db: testApp.db, repositories: createRepositories(testApp.db), config: testApp.config });
      const { id } = await service.submit('note', note, randomUUID(), { name: 'Asha Rao', phone: '9876543210' });
      await expect(service.submit('boom', exploding, randomUUID(), { name: 'Gone Away', phone: '9000000000' })).rejects.toThrow(/exploded/);
      const bilal = await service.submit('note', note, randomUUID(), { name: 'Bilal Khan', phone: '9123456780' });
      if (TEST_ENGINE === 'sqlite') expect(await queued(testApp)).toEqual([id, bilal.id]);
      expect(await found(testApp, 'sha R')).toEqual([id]);
      expect(await found(testApp, 'Bilal')).toEqual([bilal.id]);
      expect(await found(testApp, 'Gone')).toEqual([]);
      await expectIndexInStep(testApp);
    });

    it('for the posts of one turn, also when one of them fails after its row was inserted', async () => {
      testApp = await createTestApp();
      const service = createSubmissionService({ db: testApp.db, repositories: createRepositories(testApp.db), config: testApp.config });
      await service.submitGrouped('note', note, randomUUID(), { name: 'Earlier Turn', phone: '9000000001' });
      const answers = await Promise.allSettled([
        service.submitGrouped('note', note, randomUUID(), { name: 'Asha Rao', phone: '9876543210' }),
        service.submitGrouped('boom', exploding, randomUUID(), { name: 'Gone Away', phone: '9000000000' }),
        service.submitGrouped('note', note, randomUUID(), { name: 'Bilal Khan', phone: '9123456780' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      // SQLite: one batch, in the order the posts came (2 and 3). PostgreSQL: each its own
      // transaction, so the order of their ids is not fixed (and the refused one used one up).
      const [asha, , bilal] = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.id : undefined));
      if (TEST_ENGINE === 'sqlite') expect([asha, bilal]).toEqual([2, 3]);
      if (TEST_ENGINE === 'sqlite') expect(await queued(testApp)).toEqual([1, 2, 3]);
      expect(await found(testApp, 'Earlier')).toEqual([1]);
      expect(await found(testApp, 'sha R')).toEqual([asha]);
      expect(await found(testApp, 'Bilal')).toEqual([bilal]);
      expect(await found(testApp, 'Gone')).toEqual([]);
      await expectIndexInStep(testApp);
      // A later turn indexes its own rows only.
      const later = await service.submitGrouped('note', note, randomUUID(), { name: 'Later Turn', phone: '9000000002' });
      if (TEST_ENGINE === 'sqlite') expect(later.id).toBe(4);
      expect(await found(testApp, 'Turn')).toEqual([1, later.id]);
      await expectIndexInStep(testApp);
    });
  });

  it('knows the contact kind and nothing that only looks like a kind', () => {
    expect(submissionKind('contact')).toBeDefined();
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty', '']) expect(submissionKind(name)).toBeUndefined();
  });
});
