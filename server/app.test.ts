import request from 'supertest';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { gzipSync } from 'node:zlib';
import { MALFORMED_ADDRESS, UNREADABLE_REQUEST } from './errors';
import { signInAs } from '../tests/support/staff';
import { createTestApp, listenOnLoopback, recordingLogger, type TestApp } from '../tests/support/test-app';

let testApp: TestApp | undefined;
afterEach(() => testApp?.cleanup());

function cspDirectives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')] as const;
      }),
  );
}

describe('unknown API paths', () => {
  it.each(['get', 'post', 'delete'] as const)('answer %s with a JSON 404', async (method) => {
    testApp = await createTestApp();
    const res = await request(testApp.app)[method]('/api/x').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('never fall back to the HTML app', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app).get('/api/blogs/a/b/c').expect(404);
    expect(res.text).not.toContain('<html');
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 Invalid JSON and no stack trace', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app)
      .post('/api/blogs')
      .set('Content-Type', 'application/json')
      .send('{"title": oops')
      .expect(400)
      .expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'Invalid JSON' });
    expect(res.text).not.toMatch(/SyntaxError|at JSON\.parse|node_modules/);
  });

  it('answers a body over 100 kB with 413 JSON', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app)
      .post('/api/submissions/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(120 * 1024) }))
      .expect(413)
      .expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('answers well-formed JSON to a route that does not exist with a JSON 404', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app).post('/api/submissions/unknown').send({ a: 1 }).expect(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app).get('/api/health');
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: https:",
      'connect-src': "'self'",
      'font-src': "'self'",
      'manifest-src': "'self'",
      'worker-src': "'self'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('allows the ad pixel hosts only when a pixel id is configured', async () => {
    testApp = await createTestApp({ env: { PIXEL_ID: '1234567890' } });
    const res = await request(testApp.app).get('/');
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self' https://connect.facebook.net");
    expect(csp.get('connect-src')).toBe("'self' https://www.facebook.com");
  });

  it('sends HSTS only when the public URL is https', async () => {
    testApp = await createTestApp();
    expect((await request(testApp.app).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    await testApp.cleanup();
    testApp = await createTestApp({ env: { PUBLIC_URL: 'https://saathi.example' } });
    expect((await request(testApp.app).get('/api/health')).headers['strict-transport-security']).toMatch(/max-age=/);
  });
});

describe('compression', () => {
  it('compresses a large answer for a client that accepts gzip', async () => {
    testApp = await createTestApp({ seed: true });
    const res = await request(testApp.app).get('/api/blogs').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('sends the answer as it is to a client that accepts no encoding, saying that it varies', async () => {
    testApp = await createTestApp({ seed: true });
    const res = await request(testApp.app).get('/api/blogs').unset('Accept-Encoding').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.data.length).toBeGreaterThan(0);
  });
});

describe('the request log', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON line per request, with the path as data and without the query', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    testApp = await createTestApp({ env: { LOG_REQUESTS: 'true' } });
    await request(testApp.app).get('/api/no-such/%25s%s%o?email=asha@example.in').expect(404);
    await vi.waitFor(() => expect(lines).toHaveLength(1));

    expect(lines[0]!.endsWith('\n')).toBe(true);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/no-such/%25s%s%o', status: 404 });
    expect(entry.ms).toEqual(expect.any(Number));
    expect(lines[0]).not.toContain('asha@example.in');
  });
});

describe('requests that cannot be read', () => {
  type Method = 'get' | 'post' | 'put' | 'delete';
  // Every route with a path parameter, given one whose percent-encoding is broken: Express's
  // router fails to decode it and passes on a URIError marked 400.
  const PUBLIC: [Method, string][] = [
    ['get', '/api/blogs/%E0%A4%A'],
    ['get', '/api/experts/%ff'],
    ['get', '/api/events/%ff'],
    ['post', '/api/events/%ff/registrations'],
    ['post', '/api/submissions/%ff'],
    ['put', '/api/bookings/%ff/1/session'],
    ['put', '/api/bookings/individual/%E0%A4%A/session'],
    ['get', '/api/payments/%ff/status'],
    ['post', '/api/payments/callback/%ff'],
    ['get', '/pay/sandbox/%ff'],
    ['post', '/pay/sandbox/%E0%A4%A'],
  ];
  const STAFF: [Method, string][] = [
    ['get', '/api/admin/%ff'],
    ['get', '/api/admin/%ff.csv'],
    ['get', '/api/admin/contact/%ff'],
    ['delete', '/api/admin/contact/%E0%A4%A'],
    ['get', '/api/admin/blogs/%ff'],
    ['put', '/api/admin/blogs/%ff'],
    ['get', '/api/admin/payments/%ff'],
    ['post', '/api/admin/emails/%ff/retry'],
  ];

  async function expectRefused(app: TestApp, log: ReturnType<typeof recordingLogger>, method: Method, path: string, cookie?: string) {
    let req = request(app.app)[method](path).set('Idempotency-Key', crypto.randomUUID()).set('Origin', app.config.publicUrl);
    if (cookie) req = req.set('Cookie', cookie);
    const res = await req.send({});
    expect(res.status, `${method.toUpperCase()} ${path}: ${res.text}`).toBe(400);
    expect(res.body).toEqual({ error: MALFORMED_ADDRESS });
    expect(log.errors(), `${method.toUpperCase()} ${path}`).toEqual([]);
  }

  it('answers a malformed path parameter on every public route with 400 JSON, logging no fault', async () => {
    const log = recordingLogger();
    testApp = await createTestApp({ log });
    for (const [method, path] of PUBLIC) await expectRefused(testApp, log, method, path);
  });

  it('answers a malformed path parameter on every staff route with 400 JSON once signed in, 401 before', async () => {
    const log = recordingLogger();
    testApp = await createTestApp({ log });
    const cookie = await signInAs(testApp, 'admin');
    for (const [method, path] of STAFF) {
      await request(testApp.app)[method](path).set('Origin', testApp.config.publicUrl).expect(401);
      await expectRefused(testApp, log, method, path, cookie);
    }
  });

  it.each([
    ['gzip', 'a JSON body', 'application/json', '{"fullName":"Asha"}'],
    ['deflate', 'a JSON body', 'application/json', '{"fullName":"Asha"}'],
    ['br', 'a JSON body', 'application/json', '{"fullName":"Asha"}'],
    ['gzip', 'the sandbox page\'s form', 'application/x-www-form-urlencoded', 'outcome=SUCCESS'],
  ])('answers a body that is not the %s it claims to be (%s) with 400 JSON, logging no fault', async (encoding, _what, type, body) => {
    const log = recordingLogger();
    testApp = await createTestApp({ log });
    const { url, close } = await listenOnLoopback(testApp.app);
    onTestFinished(close);
    const path = type === 'application/json' ? '/api/submissions/contact' : '/pay/sandbox/T1';
    for (const bytes of [Buffer.from(body), gzipSync(body).subarray(0, 12)]) {
      const res = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': type, 'Content-Encoding': encoding, 'Idempotency-Key': crypto.randomUUID() },
        body: new Uint8Array(bytes),
      });
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect(JSON.parse(text)).toEqual({ error: UNREADABLE_REQUEST });
    }
    expect(log.errors()).toEqual([]);
  });
});
