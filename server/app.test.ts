import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './test-support';

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
    testApp = createTestApp();
    const res = await request(testApp.app)[method]('/api/x').expect(404).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: 'Not found' });
  });

  it('never fall back to the HTML app', async () => {
    testApp = createTestApp();
    const res = await request(testApp.app).get('/api/blogs/a/b/c').expect(404);
    expect(res.text).not.toContain('<html');
  });
});

describe('request bodies', () => {
  it('answers malformed JSON with 400 Invalid JSON and no stack trace', async () => {
    testApp = createTestApp();
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
    testApp = createTestApp();
    const res = await request(testApp.app)
      .post('/api/submissions/contact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(120 * 1024) }))
      .expect(413)
      .expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('answers well-formed JSON to a route that does not exist with a JSON 404', async () => {
    testApp = createTestApp();
    const res = await request(testApp.app).post('/api/submissions/unknown').send({ a: 1 }).expect(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    testApp = createTestApp();
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
    testApp = createTestApp({ env: { PIXEL_ID: '1234567890' } });
    const res = await request(testApp.app).get('/');
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toBe("'self' https://connect.facebook.net");
    expect(csp.get('connect-src')).toBe("'self' https://www.facebook.com");
  });

  it('sends HSTS only when the public URL is https', async () => {
    testApp = createTestApp();
    expect((await request(testApp.app).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    testApp.cleanup();
    testApp = createTestApp({ env: { PUBLIC_URL: 'https://saathi.example' } });
    expect((await request(testApp.app).get('/api/health')).headers['strict-transport-security']).toMatch(/max-age=/);
  });
});

describe('compression', () => {
  it('compresses a large answer for a client that accepts gzip', async () => {
    testApp = createTestApp({ seed: true });
    const res = await request(testApp.app).get('/api/blogs').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('sends the answer as it is to a client that accepts no encoding, saying that it varies', async () => {
    testApp = createTestApp({ seed: true });
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
    testApp = createTestApp({ env: { LOG_REQUESTS: 'true' } });
    await request(testApp.app).get('/api/no-such/%25s%s%o?email=asha@example.in').expect(404);
    await vi.waitFor(() => expect(lines).toHaveLength(1));

    expect(lines[0]!.endsWith('\n')).toBe(true);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/no-such/%25s%s%o', status: 404 });
    expect(entry.ms).toEqual(expect.any(Number));
    expect(lines[0]).not.toContain('asha@example.in');
  });
});
