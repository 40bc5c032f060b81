import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRepositories } from '../../db/repositories';
import { HttpError } from '../../errors';
import { contactMessage } from '../../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
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
    expect(answers).toEqual([
      { status: 'fulfilled', value: { id: 1, replayed: false } },
      { status: 'fulfilled', value: { id: 1, replayed: true } },
      { status: 'rejected', reason: expect.objectContaining({ status: 422, message: KEY_REUSED }) },
      { status: 'rejected', reason: expect.objectContaining({ status: 409, message: 'Closed' }) },
      { status: 'fulfilled', value: { id: 2, replayed: false } },
    ]);
    const stored = await db.all<{ id: number; payload: string }>('SELECT id, payload FROM submissions ORDER BY id');
    expect(stored.map(({ id, payload }) => ({ id, subject: (JSON.parse(payload) as { subject: string }).subject }))).toEqual([
      { id: 1, subject: 'first' },
      { id: 2, subject: 'second' },
    ]);
    expect(await db.get('SELECT count(*) AS n FROM idempotency_keys')).toEqual({ n: 2 });
    expect(await db.all('SELECT submission_id FROM mail_outbox ORDER BY id')).toEqual([{ submission_id: 1 }, { submission_id: 2 }]);
    // The worker is woken once a submission with mails is committed, never before.
    expect(await Promise.all(nudges)).toEqual([2, 2]);
  });

  describe('keeps the staff search index in step', () => {
    /** FTS5 compares an external-content index with its table; it throws when a row is missing or extra. */
    async function expectIndexInStep(app: TestApp) {
      await expect(app.db.exec(`INSERT INTO submission_search (submission_search) VALUES ('integrity-check')`)).resolves.toBeUndefined();
    }
    const found = async (app: TestApp, text: string) =>
      (await app.db.all<{ rowid: number }>('SELECT rowid FROM submission_search WHERE submission_search MATCH ? ORDER BY rowid', [`"${text}"`])).map(
        (row) => row.rowid,
      );
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
      await service.submit('note', note, randomUUID(), { name: 'Bilal Khan', phone: '9123456780' });
      expect(await found(testApp, 'sha R')).toEqual([id]);
      expect(await found(testApp, 'Bilal')).toEqual([id + 1]);
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
      expect(await found(testApp, 'Earlier')).toEqual([1]);
      expect(await found(testApp, 'sha R')).toEqual([2]);
      expect(await found(testApp, 'Bilal')).toEqual([3]);
      expect(await found(testApp, 'Gone')).toEqual([]);
      await expectIndexInStep(testApp);
      // A later turn indexes its own rows only.
      await service.submitGrouped('note', note, randomUUID(), { name: 'Later Turn', phone: '9000000002' });
      expect(await found(testApp, 'Turn')).toEqual([1, 4]);
      await expectIndexInStep(testApp);
    });
  });

  it('knows the contact kind and nothing that only looks like a kind', () => {
    expect(submissionKind('contact')).toBeDefined();
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty', '']) expect(submissionKind(name)).toBeUndefined();
  });
});
