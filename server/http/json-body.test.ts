import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { UNREADABLE_REQUEST, UNSUPPORTED_ENCODING } from '../errors';
import { contactMessage } from '../../tests/support/fixtures';
import { createTestApp, listenOnLoopback, recordingLogger, type TestApp } from '../../tests/support/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

// The raw bodies below are this message's JSON with its subject replaced.
const message = contactMessage({ subject: 'Sessions' });

function postRaw(app: TestApp, text: string) {
  return request(app.app).post('/api/submissions/contact').set('Content-Type', 'application/json').set('Idempotency-Key', randomUUID()).send(text);
}

const stored = async (app: TestApp) =>
  (await app.db.get<{ n: number }>('SELECT (SELECT count(*) FROM submissions) + (SELECT count(*) FROM idempotency_keys) + (SELECT count(*) FROM mail_outbox) AS n'))!.n;

describe('JSON request bodies', () => {
  // Found by the fuzzer: a lone surrogate in the subject crashed the team notice's mailto: link (500).
  it.each([
    ['a value', JSON.stringify(message).replace('"Sessions"', '"x\\udfffy"')],
    ['a key', JSON.stringify({ ...message, 'k\ud800': 1 })],
  ])('refuses a lone surrogate in %s as invalid JSON, storing nothing', async (_where, text) => {
    testApp = await createTestApp();
    const res = await postRaw(testApp, text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid JSON' });
    expect(await stored(testApp)).toBe(0);
  });

  it('takes every other character, emoji and right-to-left text included', async () => {
    testApp = await createTestApp();
    const res = await postRaw(testApp, JSON.stringify({ ...message, subject: 'مرحبا 👩🏽‍⚕️ नमस्ते' }));
    expect(res.status).toBe(201);
  });
});

describe('what a JSON body may be', () => {
  const send = (app: TestApp, body: string) => request(app.app).post('/api/submissions/contact').set('Content-Type', 'application/json').set('Idempotency-Key', randomUUID()).send(body);

  it.each([
    ['leading white space', `  \n ${JSON.stringify(message)}`],
    ['a byte order mark', `\ufeff${JSON.stringify(message)}`],
    ['an emoji, and \\ud800 as plain text', JSON.stringify({ ...message, subject: 'Smile \ud83d\ude00 \\ud800 is text' })],
    ['an escaped surrogate pair', JSON.stringify(message).replace('"Sessions"', '"\\ud83d\\ude00"')],
    ['an escaped backslash before u', JSON.stringify(message).replace('"Sessions"', '"x\\\\udfffy"')],
  ])('takes a form with %s', async (_what, body) => {
    testApp = await createTestApp();
    expect((await send(testApp, body)).status).toBe(201);
  });

  it.each(['', '   ', '\ufeff', '"just text"', '42', 'null', '[1, 2]', '{"fullName": ', '{"a":1}}'].map((body) => [body]))(
    'answers %j with 400, storing nothing and logging no fault',
    async (body) => {
      const log = recordingLogger();
      testApp = await createTestApp({ log });
      const res = await send(testApp, body);
      expect(res.status).toBe(400);
      expect(res.body).toHaveProperty('error');
      expect(await stored(testApp)).toBe(0);
      expect(log.errors()).toEqual([]);
    },
  );

  it('stores nothing when the client goes away before the whole body has arrived, and goes on answering', async () => {
    testApp = await createTestApp();
    const server = createServer(testApp.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST /api/submissions/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nIdempotency-Key: ${randomUUID()}\r\nContent-Length: 500\r\n\r\n{"fullName":`,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));

      const after = await request(server).post('/api/submissions/contact').set('Idempotency-Key', randomUUID()).send(message);
      expect(after.status).toBe(201);
      expect(await stored(testApp)).toBe(3);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('Content-Encoding', () => {
  const json = JSON.stringify(message);
  const accepted = { status: 201 };
  const unreadable = { status: 400, body: { error: UNREADABLE_REQUEST } };
  const unsupported = { status: 415, body: { error: UNSUPPORTED_ENCODING } };
  // body-parser inflates gzip, deflate (zlib-wrapped, as HTTP means it) and br, in any case, one
  // encoding at a time.
  const cases: [string, string, Buffer, { status: number; body?: unknown }][] = [
    ['gzip', 'gzip', gzipSync(json), accepted],
    ['GZIP', 'gzip', gzipSync(json), accepted],
    ['deflate', 'zlib deflate', deflateSync(json), accepted],
    ['br', 'brotli', brotliCompressSync(json), accepted],
    ['identity', 'plain text', Buffer.from(json), accepted],
    ['gzip', 'plain text', Buffer.from(json), unreadable],
    ['gzip', 'gzip cut short', gzipSync(json).subarray(0, 20), unreadable],
    ['deflate', 'raw deflate', deflateRawSync(json), unreadable],
    ['br', 'plain text', Buffer.from(json), unreadable],
    ['x-unknown', 'plain text', Buffer.from(json), unsupported],
    ['compress', 'plain text', Buffer.from(json), unsupported],
    ['gzip, gzip', 'gzip twice', gzipSync(gzipSync(json)), unsupported],
    ['identity, gzip', 'gzip', gzipSync(json), unsupported],
  ];

  it.each(cases)('answers Content-Encoding %s with %s, never as a fault', async (encoding, _bytesAre, bytes, expected) => {
    const log = recordingLogger();
    testApp = await createTestApp({ log });
    // fetch sends the bytes as they are (supertest would serialise a Buffer as JSON).
    const { url, close } = await listenOnLoopback(testApp.app);
    onTestFinished(close);
    const res = await fetch(`${url}/api/submissions/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding, 'Idempotency-Key': randomUUID() },
      body: new Uint8Array(bytes),
    });
    const body = (await res.json()) as unknown;
    expect(res.status, JSON.stringify(body)).toBe(expected.status);
    if (expected.body) expect(body).toEqual(expected.body);
    expect(log.errors()).toEqual([]);
  });
});
