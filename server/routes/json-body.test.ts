import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support';

let testApp: TestApp | undefined;
afterEach(() => {
  testApp?.cleanup();
  testApp = undefined;
});

const message = { fullName: 'Neha Gupta', email: 'neha@example.in', phoneNumber: '9988776655', subject: 'Sessions', message: 'Do you offer sessions in Marathi?' };

function postRaw(app: TestApp, text: string) {
  return request(app.app).post('/api/submissions/contact').set('Content-Type', 'application/json').set('Idempotency-Key', randomUUID()).send(text);
}

const stored = (app: TestApp) => app.db.prepare('SELECT (SELECT count(*) FROM submissions) + (SELECT count(*) FROM idempotency_keys) + (SELECT count(*) FROM mail_outbox)').pluck().get();

describe('JSON request bodies', () => {
  // Found by the fuzzer: a lone surrogate in the subject crashed the team notice's mailto: link (500).
  it.each([
    ['a value', JSON.stringify(message).replace('"Sessions"', '"x\\udfffy"')],
    ['a key', JSON.stringify({ ...message, 'k\ud800': 1 })],
  ])('refuses a lone surrogate in %s as invalid JSON, storing nothing', async (_where, text) => {
    testApp = createTestApp();
    const res = await postRaw(testApp, text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid JSON' });
    expect(stored(testApp)).toBe(0);
  });

  it('takes every other character, emoji and right-to-left text included', async () => {
    testApp = createTestApp();
    const res = await postRaw(testApp, JSON.stringify({ ...message, subject: 'مرحبا 👩🏽‍⚕️ नमस्ते' }));
    expect(res.status).toBe(201);
  });
});
