import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { createTestApp, type TestApp } from '../../test-support';
import { defineKind, submissionKind } from './kinds';
import { canonicalJson, requestHash } from './request-hash';
import { createSubmissionService, KEY_REUSED } from './submission-service';

let testApp: TestApp | undefined;
afterEach(() => {
  testApp?.cleanup();
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
  it('stores the initial status of a kind that has one, and no mail for a kind without mails', () => {
    testApp = createTestApp();
    const service = createSubmissionService({ db: testApp.db, config: testApp.config, now: () => new Date('2025-03-05T10:00:00.000Z') });
    const { id, replayed } = service.submit('note', note, randomUUID(), { name: 'A', phone: '9876543210' });
    expect(replayed).toBe(false);
    expect(testApp.db.prepare('SELECT kind, name, phone, status, payload, created_at FROM submissions WHERE id = ?').get(id)).toEqual({
      kind: 'note',
      name: 'A',
      phone: '9876543210',
      status: 'Pending',
      payload: JSON.stringify({ name: 'A', phone: '9876543210', submittedAt: '2025-03-05T10:00:00.000Z' }),
      created_at: '2025-03-05T10:00:00.000Z',
    });
    expect(testApp.db.prepare('SELECT count(*) AS n FROM mail_outbox').get()).toEqual({ n: 0 });
  });

  it('refuses a key already used for another kind of form, even with equal data', () => {
    testApp = createTestApp();
    const service = createSubmissionService({ db: testApp.db, config: testApp.config });
    const key = randomUUID();
    const input = { name: 'A', phone: '9876543210' };
    service.submit('note', note, key, input);
    expect(() => service.submit('other-note', note, key, input)).toThrow(
      expect.objectContaining({ status: 422, message: KEY_REUSED }) as HttpError,
    );
    expect(testApp.db.prepare('SELECT count(*) AS n FROM submissions').get()).toEqual({ n: 1 });
  });

  it('stores the posts of one turn together: a key sent twice is a replay of the first, a refused one takes back only itself', async () => {
    testApp = createTestApp();
    const nudges: number[] = [];
    const count = testApp.db.prepare<[], number>('SELECT count(*) FROM submissions').pluck();
    const service = createSubmissionService({ db: testApp.db, config: testApp.config, mail: { nudge: () => nudges.push(count.get()!) } });
    const contact = submissionKind('contact')!;
    const message = (subject: string) => ({ fullName: 'Neha Gupta', email: 'neha@example.in', phoneNumber: '9988776655', subject, message: 'Hello' });
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
    expect(testApp.db.prepare('SELECT id, json_extract(payload, \'$.subject\') AS subject FROM submissions ORDER BY id').all()).toEqual([
      { id: 1, subject: 'first' },
      { id: 2, subject: 'second' },
    ]);
    expect(testApp.db.prepare('SELECT count(*) AS n FROM idempotency_keys').get()).toEqual({ n: 2 });
    expect(testApp.db.prepare('SELECT submission_id FROM mail_outbox ORDER BY id').pluck().all()).toEqual([1, 2]);
    // The worker is woken once a submission with mails is committed, never before.
    expect(nudges).toEqual([2, 2]);
  });

  it('knows the contact kind and nothing that only looks like a kind', () => {
    expect(submissionKind('contact')).toBeDefined();
    for (const name of ['__proto__', 'constructor', 'hasOwnProperty', '']) expect(submissionKind(name)).toBeUndefined();
  });
});
