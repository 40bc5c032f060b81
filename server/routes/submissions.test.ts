import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Db } from '../db/engine/db';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseFile } from '../database-file';
import { INTERNAL_ERROR_MESSAGE } from '../errors';
import { KEY_REUSED } from '../services/submissions/submission-service';
import { contactMessage } from '../../tests/support/fixtures';
import { createTestApp, recordingLogger, TEST_ENGINE, type TestApp, type TestAppOptions } from '../../tests/support/test-app';
import { TOO_MANY_REQUESTS } from '../http/fast-path/rate-limit';
import { BODY_NOT_AN_OBJECT, KEY_NOT_A_UUID, KEY_REQUIRED } from './submissions';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
  vi.restoreAllMocks();
});

async function start(options: TestAppOptions = {}): Promise<TestApp> {
  testApp = await createTestApp(options);
  return testApp;
}

const message = contactMessage();

function post(app: TestApp, body: unknown, { key = randomUUID() as string | null, kind = 'contact' } = {}) {
  const req = request(app.app).post(`/api/submissions/${kind}`).set('Content-Type', 'application/json');
  if (key !== null) req.set('Idempotency-Key', key);
  return req.send(JSON.stringify(body));
}

async function counts(db: Db) {
  const count = async (table: string) => (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
  return { submissions: await count('submissions'), keys: await count('idempotency_keys'), mails: await count('mail_outbox') };
}

type SubmissionRow = { id: number; kind: string; name: string; email: string; phone: string; status: string | null; payload: string; created_at: string };

function submissionRow(db: Db, id: number): Promise<SubmissionRow | undefined> {
  return db.get<SubmissionRow>('SELECT * FROM submissions WHERE id = ?', [id]);
}

describe('POST /api/submissions/contact', () => {
  it('stores the message, its key and the team notice, and answers 201 {id}', async () => {
    const app = await start({ env: { TEAM_EMAIL: 'inbox@saathi.example' } });
    const key = randomUUID();
    const before = Date.now();
    const res = await post(app, { ...message, subject: '  Question about sessions  ' }, { key }).expect(201).expect('Content-Type', /json/);

    expect(res.body).toEqual({ id: expect.any(Number) });
    expect(res.headers['cache-control']).toBe('no-store');
    // A write's answer is never revalidated: no ETag is computed for it.
    expect(res.headers.etag).toBeUndefined();
    const id = res.body.id as number;
    const row = (await submissionRow(app.db, id))!;
    expect(row).toMatchObject({ kind: 'contact', name: 'Neha Gupta', email: 'neha@example.in', phone: '9988776655', status: null });
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    expect(payload).toEqual({ ...message, submittedAt: row.created_at });
    expect(new Date(row.created_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(row.created_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await app.db.all('SELECT key, kind, submission_id, answered_id, request_hash FROM idempotency_keys')).toEqual([
      { key, kind: 'contact', submission_id: id, answered_id: id, request_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);

    const mails = await app.db.all<Record<string, unknown>>('SELECT * FROM mail_outbox');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to_address: 'inbox@saathi.example',
      reply_to: 'neha@example.in',
      subject: 'Saathi: new contact message – Question about sessions',
      state: 'not_configured',
      attempts: 0,
      submission_id: id,
      message_id: expect.stringMatching(/^<[0-9a-f-]{36}@saathi\.example>$/),
    });
    expect(mails[0]!.html).toContain('Reply to Sender');
    expect(mails[0]!.text).toContain('Do you offer sessions in Marathi?');
  });

  it('queues the mail for sending when SMTP is configured, and nudges the worker only after the commit', async () => {
    let seenByAnotherConnection: number | Promise<number> | undefined;
    let nudgedInTransaction: boolean | undefined;
    const nudge = vi.fn(() => {
      const { db, config } = testApp!;
      nudgedInTransaction = db.inTransaction();
      if (TEST_ENGINE === 'postgres') {
        // PostgreSQL: a statement outside the transaction takes another connection of the pool
        // (the transaction holds its own until it ends), which sees only committed data. It
        // answers asynchronously, so it is read once the post is answered.
        seenByAnotherConnection = db.get<{ n: number }>('SELECT count(*) AS n FROM mail_outbox').then((row) => row!.n);
        return;
      }
      // SQLite: a second connection to the file sees only committed data.
      const other = new Database(databaseFile(config), { readonly: true });
      try {
        seenByAnotherConnection = (other.prepare('SELECT count(*) AS n FROM mail_outbox').get() as { n: number }).n;
      } finally {
        other.close();
      }
    });
    const app = await start({ env: { SMTP_URL: 'smtp://127.0.0.1:1' }, mail: { nudge } });
    await post(app, message).expect(201);
    expect(nudge).toHaveBeenCalledTimes(1);
    expect(nudgedInTransaction).toBe(false);
    expect(await seenByAnotherConnection).toBe(1);
    expect(await app.db.get('SELECT state FROM mail_outbox')).toEqual({ state: 'queued' });
  });

  it('stores the language of the page it was sent from (its Content-Language)', async () => {
    const app = await start();
    const hindi = await post(app, message).set('Content-Language', 'hi').expect(201);
    const english = await post(app, message).expect(201);
    const languages = await app.db.all<{ id: number; language: string }>('SELECT id, language FROM submissions ORDER BY id');
    expect(languages).toEqual([
      { id: hindi.body.id, language: 'hi' },
      { id: english.body.id, language: 'en' },
    ]);
  });

  it('answers a replay of the same key with the same id and stores nothing new', async () => {
    const nudge = vi.fn();
    const app = await start({ mail: { nudge } });
    const key = randomUUID();
    const first = await post(app, message, { key }).expect(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await post(app, message, { key }).expect(201);
    expect(again.body).toEqual({ id: first.body.id });
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Same data however it is spelled: key order, surrounding spaces, key letter case.
    const reordered = { message: message.message, subject: ` ${message.subject} `, phoneNumber: message.phoneNumber, email: message.email, fullName: message.fullName };
    const spelledDifferently = await post(app, reordered, { key: key.toUpperCase() }).expect(201);
    expect(spelledDifferently.body).toEqual({ id: first.body.id });

    expect(await counts(app.db)).toEqual({ submissions: 1, keys: 1, mails: 1 });
    expect(nudge).toHaveBeenCalledTimes(1);
  });

  it('stores one record when the same key arrives several times at once', async () => {
    const app = await start();
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(app, message, { key })));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.body.id)).size).toBe(1);
    expect(await counts(app.db)).toEqual({ submissions: 1, keys: 1, mails: 1 });
  });

  it('refuses the same key with a different body (422) and leaves the first record as it was', async () => {
    const app = await start();
    const key = randomUUID();
    const first = await post(app, message, { key }).expect(201);

    const res = await post(app, { ...message, message: 'Something else entirely' }, { key }).expect(422).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: KEY_REUSED });
    expect(KEY_REUSED).toBe('This request was already used for a different submission.');

    expect(await counts(app.db)).toEqual({ submissions: 1, keys: 1, mails: 1 });
    expect(JSON.parse((await submissionRow(app.db, first.body.id))!.payload).message).toBe(message.message);
  });

  it('gives different keys different records', async () => {
    const app = await start();
    const a = await post(app, message).expect(201);
    const b = await post(app, message).expect(201);
    expect(b.body.id).not.toBe(a.body.id);
    expect(await counts(app.db)).toEqual({ submissions: 2, keys: 2, mails: 2 });
  });

  it('requires an Idempotency-Key header (400) and stores nothing', async () => {
    const app = await start();
    const res = await post(app, message, { key: null }).expect(400).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: KEY_REQUIRED });
    expect(KEY_REQUIRED).toBe('Idempotency-Key header is required');
    expect((await post(app, message, { key: '   ' }).expect(400)).body).toEqual({ error: KEY_REQUIRED });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it.each(['abc', '12345', 'not-a-uuid-at-all-not-a-uuid-at-all!', `${randomUUID()}x`, "' OR 1=1 --"])(
    'refuses an Idempotency-Key that is not a UUID (%s)',
    async (key) => {
      const app = await start();
      const res = await post(app, message, { key }).expect(400);
      expect(res.body).toEqual({ error: KEY_NOT_A_UUID });
      expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
    },
  );

  it('answers bad input with 400 and the schema message per field, storing nothing, not even the key', async () => {
    const app = await start();
    const key = randomUUID();
    const res = await post(app, { ...message, email: 'neha-at-example', phoneNumber: '0123456789', subject: '   ' }, { key })
      .expect(400)
      .expect('Content-Type', /json/);
    expect(res.body).toEqual({
      error: 'Please check the highlighted fields.',
      fields: {
        email: 'Email is invalid',
        phoneNumber: 'Please enter a valid 10-digit phone number',
        subject: 'Subject is required',
      },
    });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });

    // The key was not used up: the corrected form goes through with it.
    await post(app, message, { key }).expect(201);
    expect(await counts(app.db)).toEqual({ submissions: 1, keys: 1, mails: 1 });
  });

  it('names every missing field', async () => {
    const app = await start();
    const res = await post(app, {}).expect(400);
    expect(res.body.fields).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phoneNumber: 'Phone number is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it('refuses fields the form does not have, such as a client-side submittedAt', async () => {
    const app = await start();
    const res = await post(app, { ...message, submittedAt: '2020-01-01T00:00:00.000Z' }).expect(400);
    expect(res.body.error).toBe('Please check the highlighted fields.');
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it('refuses an array as the body', async () => {
    const app = await start();
    const res = await post(app, [message]).expect(400);
    expect(res.body).toEqual({ error: BODY_NOT_AN_OBJECT });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it.each([
    ['a string', 'hello'],
    ['null', null],
  ])('refuses %s as the body (strict JSON parsing)', async (_label, body) => {
    const app = await start();
    const res = await post(app, body).expect(400);
    expect(res.body).toEqual({ error: 'Invalid JSON' });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it('refuses a form that is not sent as JSON', async () => {
    const app = await start();
    const res = await request(app.app)
      .post('/api/submissions/contact')
      .set('Idempotency-Key', randomUUID())
      .type('form')
      .send(message)
      .expect(400);
    expect(res.body).toEqual({ error: BODY_NOT_AN_OBJECT });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it('answers a body over the size limit with 413 JSON and stores nothing', async () => {
    const app = await start();
    const res = await post(app, { ...message, message: 'x'.repeat(200 * 1024) }).expect(413).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'The request is too large.' });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });
});

describe('invisible characters in a submission (docs/decisions/012-invisible-characters.md)', () => {
  it('stores names and messages without NUL or bidirectional overrides, in the record, its search columns and the team notice', async () => {
    const app = await start();
    const res = await post(app, {
      ...message,
      fullName: '\u202eNeha\u0000 Gupta\u202c',
      subject: 'Sessions\u2066 in Hindi\u2069',
      message: 'नमस्ते,\r\nक्\u200dष is fine.\u0000\u001b[2J',
    }).expect(201);

    const row = (await submissionRow(app.db, res.body.id as number))!;
    expect(row.name).toBe('Neha Gupta');
    expect(JSON.parse(row.payload)).toMatchObject({ fullName: 'Neha Gupta', subject: 'Sessions in Hindi', message: 'नमस्ते,\nक्\u200dष is fine.[2J' });
    const notice = (await app.db.get<{ subject: string; text: string; html: string }>('SELECT subject, text, html FROM mail_outbox'))!;
    expect(`${notice.subject}${notice.text}${notice.html}`).not.toMatch(/[\u0000\u001b\u202a-\u202e\u2066-\u2069]/);
    expect(notice.text).toContain('Neha Gupta');
  });

  it('refuses a name of invisible characters only with the field message, and an e-mail address with one in it', async () => {
    const app = await start();
    const res = await post(app, { ...message, fullName: '\u0000\u202e\u200b', email: 'neha\u202e@example.in' }).expect(400);
    expect(res.body.fields).toEqual({ fullName: 'Full name is required', email: 'Email is invalid' });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it('cleans a workshop registration and a self-assessment report alike', async () => {
    const app = await start();
    const registration = await request(app.app)
      .post('/api/events/art-therapy-workshop/registrations')
      .set('Idempotency-Key', randomUUID())
      .send({ name: 'Neha\u202e Jain\u0007', phone: '9876543210', email: 'neha@example.in' })
      .expect(201);
    expect((await submissionRow(app.db, registration.body.id as number))!.name).toBe('Neha Jain');

    const answers = [1, 1, 1, 1, 1, 1, 1];
    const report = await post(app, { fullName: 'अंजलि\u0000 शर्मा\u2067', contactNumber: '9876543210', email: 'a@example.in', answers, score: 7 }, { kind: 'anxiety' }).expect(201);
    expect((await submissionRow(app.db, report.body.id as number))!.name).toBe('अंजलि शर्मा');
  });
});

describe('POST /api/submissions/:kind with an unknown kind', () => {
  it.each(['unknown', '__proto__', 'constructor', 'toString', 'Contact'])('answers 404 for %s and stores nothing', async (kind) => {
    const app = await start();
    const res = await post(app, message, { kind }).expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'Not found' });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });
});

describe('one transaction for the record, its key and its mails', () => {
  it('rolls the submission and the key back when the mail cannot be recorded, and a retry then succeeds', async () => {
    const log = recordingLogger();
    const app = await start({ log });
    await app.db.exec(
      TEST_ENGINE === 'postgres'
        ? // PostgreSQL: a trigger runs a function, here one in PL/pgSQL that raises the error.
          `CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
           CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox FOR EACH ROW EXECUTE FUNCTION refuse_mail();`
        : `CREATE TRIGGER refuse_mail BEFORE INSERT ON mail_outbox BEGIN SELECT RAISE(ABORT, 'disk full'); END;`,
    );
    const key = randomUUID();

    const res = await post(app, message, { key }).expect(500);
    expect(res.body).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(res.text).not.toContain('disk full');
    expect(log.errors()).toEqual([expect.objectContaining({ msg: 'Unhandled error', path: '/api/submissions/contact' })]);
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });

    // The client retries a 5xx with the same key; once the fault is gone it is stored once.
    // PostgreSQL names a trigger within its table (and drops the function with it, CASCADE).
    await app.db.exec(TEST_ENGINE === 'postgres' ? 'DROP FUNCTION refuse_mail() CASCADE' : 'DROP TRIGGER refuse_mail');
    const retried = await post(app, message, { key }).expect(201);
    expect(await counts(app.db)).toEqual({ submissions: 1, keys: 1, mails: 1 });
    expect(await app.db.get('SELECT submission_id FROM mail_outbox')).toEqual({ submission_id: retried.body.id });
  });
});

describe('a replay after staff deleted the record', () => {
  it('answers the original id, creates nothing again, and keeps no personal data about it', async () => {
    const app = await start();
    const key = randomUUID();
    const first = await post(app, message, { key }).expect(201);
    const id = first.body.id as number;

    await app.db.run('DELETE FROM submissions WHERE id = ?', [id]);
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 1, mails: 0 });
    expect(await app.db.get('SELECT submission_id, answered_id, request_hash FROM idempotency_keys')).toEqual({
      submission_id: null,
      answered_id: id,
      request_hash: null,
    });

    const replay = await post(app, message, { key }).expect(201);
    expect(replay.body).toEqual({ id });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 1, mails: 0 });

    // Ids are never handed out twice, so the old id cannot come to mean someone else's record.
    const next = await post(app, message).expect(201);
    expect(next.body.id).toBeGreaterThan(id);
  });
});

describe('rate limiting of public form posts', () => {
  it('answers 429 JSON after the per-minute limit, replays included, with the standard headers', async () => {
    const app = await start({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    const key = randomUUID();
    const first = await post(app, message, { key }).expect(201);
    expect(first.headers['ratelimit-policy']).toMatch(/q=3/);
    expect(first.headers.ratelimit).toMatch(/r=2/);
    await post(app, message, { key }).expect(201);
    await post(app, message, { key }).expect(201);

    const limited = await post(app, message, { key }).expect(429).expect('Content-Type', /json/);
    expect(limited.body).toEqual({ error: TOO_MANY_REQUESTS });
    expect(TOO_MANY_REQUESTS).toBe('Too many requests. Please wait a minute and try again.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const fresh = await post(app, message).expect(429);
    expect(fresh.body).toEqual({ error: TOO_MANY_REQUESTS });
    expect(await counts(app.db)).toEqual({ submissions: 1, keys: 1, mails: 1 });
  });

  it('counts each address separately', async () => {
    const app = await start({ env: { RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' } });
    const from = (ip: string) => post(app, message).set('X-Forwarded-For', ip);
    await from('203.0.113.1').expect(201);
    await from('203.0.113.1').expect(429);
    await from('203.0.113.2').expect(201);
  });

  it('does not limit reading', async () => {
    const app = await start({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
    await post(app, message).expect(201);
    for (let i = 0; i < 3; i++) await request(app.app).get('/api/health').expect(200);
  });
});
