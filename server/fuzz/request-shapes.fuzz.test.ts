import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../tests/support/staff';
import { createTestApp, listenOnLoopback, recordingLogger, type TestApp } from '../../tests/support/test-app';
import {
  ADMIN_PASSWORD,
  blogPost,
  calendarRequest,
  contactMessage,
  individualSession,
  NEXT_WEEK,
  NOW,
  workshopRegistration,
} from '../../tests/support/fixtures';
import { bookIndividual, startPayment } from '../../tests/support/http-bookings';
import { bodyVariant, encodedBody, nastyHeaders, nastySegment, pick, queryString } from '../../tests/support/hostile-requests';
import { mulberry32, type Rng } from '../../tests/support/seeded-random';

// Every route, public, payment, booking, event, sandbox page, sign-in, pages and files, and
// every staff route signed in and not, fed generated requests that break what is around a
// body: path parameters (malformed percent-encoding, NUL, traversal, huge), query strings,
// headers (cookies, origins, hosts, tokens, ranges, encodings accepted, forwarded addresses),
// other methods, and content encodings of the body (not what they claim, cut short, stacked,
// unknown, a gzip bomb, chunked). Whatever arrives: never a 5xx, nothing logged as a fault of
// ours, and an API refusal is JSON {error}. Reproduce a failure with FUZZ_SEED=<the seed
// printed>; FUZZ_SHAPES sets the number of requests.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_120) >>> 0;
const REQUESTS = Number(process.env.FUZZ_SHAPES ?? 2_500);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Route = {
  method: Method;
  /** The path with `{name}` where a parameter goes. */
  path: string;
  /** A valid value of each parameter. */
  params?: Record<string, string>;
  /** A valid query string, `?` included. */
  query?: string;
  /** A valid JSON body. */
  body?: unknown;
  /** A valid form body (the sandbox page), instead of JSON. */
  form?: string;
  /** Headers a client of ours sends with it. */
  headers?: Record<string, string>;
  /** A staff route: sent with the session cookie most of the time. */
  staff?: boolean;
  /** Never sent with the staff cookie (it would end the session the staff routes need). */
  noSession?: boolean;
};

type Prepared = { app: TestApp; url: string; close(): Promise<void>; cookie: string; routes: Route[]; log: ReturnType<typeof recordingLogger> };

async function prepare(): Promise<Prepared> {
  const log = recordingLogger();
  // TRUST_PROXY: requests come from loopback, so X-Forwarded-For is read too.
  const app = await createTestApp({ seed: true, now: () => NOW, log, env: { RATE_LIMIT_PER_MINUTE: '1000000', ADMIN_PASSWORD, TRUST_PROXY: 'loopback' } });
  const { url, close } = await listenOnLoopback(app.app);
  const cookie = await signInAs(app, 'admin', 'fuzz-admin');
  const booking = await bookIndividual(url);
  const txn = await startPayment(url);
  const blogId = String((await app.db.get<{ blog_id: string }>('SELECT blog_id FROM blogs ORDER BY id LIMIT 1'))?.blog_id);
  const postId = String((await app.db.get<{ id: number }>('SELECT id FROM blogs ORDER BY id DESC LIMIT 1'))?.id);
  const json = { 'content-type': 'application/json' };
  const bearer = { ...json, authorization: `Bearer ${booking.token}` };

  const routes: Route[] = [
    { method: 'GET', path: '/api/health' },
    { method: 'GET', path: '/api/blogs' },
    { method: 'GET', path: '/api/blogs/{blogId}', params: { blogId } },
    { method: 'GET', path: '/api/experts' },
    { method: 'GET', path: '/api/experts/{id}', params: { id: '1' } },
    { method: 'GET', path: '/api/experts/matches', query: '?kind=individual&language=Hindi&gender=Female&concerns=Depression' },
    { method: 'GET', path: '/api/slots', query: `?date=${NEXT_WEEK}` },
    { method: 'GET', path: '/api/slots', query: `?date=${NEXT_WEEK}&kind=individual&duration=individual-60&expertId=any&language=Hindi` },
    { method: 'GET', path: '/api/events/{slug}', params: { slug: 'art-therapy-workshop' } },
    { method: 'POST', path: '/api/events/{slug}/registrations', params: { slug: 'art-therapy-workshop' }, body: workshopRegistration(), headers: json },
    { method: 'POST', path: '/api/submissions/{kind}', params: { kind: 'contact' }, body: contactMessage(), headers: json },
    { method: 'PUT', path: '/api/bookings/{kind}/{id}/session', params: { kind: 'individual', id: String(booking.id) }, body: individualSession(), headers: bearer },
    { method: 'DELETE', path: '/api/bookings/{kind}/{id}/payment', params: { kind: 'individual', id: String(booking.id) }, headers: bearer },
    { method: 'POST', path: '/api/payments', body: { purpose: 'booking', kind: 'individual', id: booking.id, option: 'individual-60' }, headers: bearer },
    { method: 'GET', path: '/api/payments/{txn}/status', params: { txn } },
    { method: 'POST', path: '/api/payments/callback/{provider}', params: { provider: 'sandbox' }, body: { merchantTransactionId: txn }, headers: json },
    { method: 'POST', path: '/api/auth/login', body: { username: 'fuzz-admin', password: 'not the password' }, headers: json, noSession: true },
    { method: 'POST', path: '/api/auth/logout', noSession: true },
    { method: 'GET', path: '/api/auth/me', staff: true },
    { method: 'GET', path: '/api/{missing}', params: { missing: 'no-such-thing' } },
    { method: 'GET', path: '/api/admin/summary', staff: true },
    { method: 'GET', path: '/api/admin/login-activities', staff: true },
    { method: 'GET', path: '/api/admin/emails', staff: true },
    { method: 'POST', path: '/api/admin/emails/{id}/retry', params: { id: '1' }, staff: true },
    { method: 'GET', path: '/api/admin/blogs', staff: true },
    { method: 'POST', path: '/api/admin/blogs/preview', body: { content: blogPost().content }, headers: json, staff: true },
    { method: 'POST', path: '/api/admin/blogs', body: blogPost(), headers: json, staff: true },
    { method: 'GET', path: '/api/admin/blogs/{id}', params: { id: postId }, staff: true },
    { method: 'PUT', path: '/api/admin/blogs/{id}', params: { id: postId }, body: blogPost({ url: 'edited' }), headers: json, staff: true },
    { method: 'DELETE', path: '/api/admin/blogs/{id}', params: { id: postId }, staff: true },
    { method: 'POST', path: '/api/admin/meetings', body: calendarRequest(), headers: json, staff: true },
    { method: 'GET', path: '/api/admin/experts', staff: true },
    { method: 'GET', path: '/api/admin/experts/{id}', params: { id: '1' }, staff: true },
    { method: 'PUT', path: '/api/admin/experts/{id}', params: { id: '1' }, body: { name: 'Meera', languages: ['Hindi'], gender: null, concerns: [], kinds: ['individual'], hours: [], timeOff: [], active: true }, headers: json, staff: true },
    { method: 'GET', path: '/api/admin/schedule', query: `?date=${NEXT_WEEK}`, staff: true },
    { method: 'GET', path: '/api/admin/schedule/experts', query: '?kind=individual', staff: true },
    { method: 'PUT', path: '/api/admin/bookings/{kind}/{id}/expert', params: { kind: 'individual', id: String(booking.id) }, body: { expertId: 1, reason: 'Covering a colleague' }, headers: json, staff: true },
    { method: 'GET', path: '/api/me/sessions', staff: true },
    { method: 'PUT', path: '/api/me/availability', body: { hours: [], timeOff: [] }, headers: json, staff: true },
    { method: 'POST', path: '/api/admin/test-payments', staff: true },
    { method: 'GET', path: '/api/admin/payments.csv', staff: true },
    { method: 'GET', path: '/api/admin/payments', query: '?q=asha&sort=oldest&page=1&pageSize=5', staff: true },
    { method: 'GET', path: '/api/admin/payments/{id}', params: { id: '1' }, staff: true },
    { method: 'DELETE', path: '/api/admin/payments/{id}', params: { id: '1' }, staff: true },
    { method: 'GET', path: '/api/admin/{kind}.csv', params: { kind: 'individual' }, staff: true },
    { method: 'GET', path: '/api/admin/{kind}', params: { kind: 'individual' }, query: '?q=asha&sort=newest', staff: true },
    { method: 'GET', path: '/api/admin/{kind}/{id}', params: { kind: 'individual', id: String(booking.id) }, staff: true },
    { method: 'DELETE', path: '/api/admin/{kind}/{id}', params: { kind: 'contact', id: '1' }, staff: true },
    { method: 'GET', path: '/pay/sandbox/{txn}', params: { txn } },
    { method: 'POST', path: '/pay/sandbox/{txn}', params: { txn }, form: 'outcome=PENDING' },
    { method: 'GET', path: '/robots.txt' },
    { method: 'GET', path: '/sitemap.xml' },
    { method: 'GET', path: '/index.html' },
    { method: 'GET', path: '/assets/{file}', params: { file: 'main-abc123.js' } },
    { method: 'GET', path: '/{page}', params: { page: 'contact' } },
    { method: 'GET', path: '/blog/{id}', params: { id: blogId } },
    { method: 'GET', path: '/payment-status', query: `?transactionid=${txn}` },
    { method: 'GET', path: '/admin/{page}', params: { page: 'admin-dashboard' }, staff: true },
  ];
  return { app, url, close, cookie, routes, log };
}

type Built = { method: Method | 'HEAD' | 'OPTIONS' | 'PATCH' | 'PROPFIND'; path: string; headers: Record<string, string>; body: Uint8Array | undefined; label: string };

/** One generated request for `route`. */
function build(rng: Rng, route: Route, { url, cookie }: Pick<Prepared, 'url' | 'cookie'>): Built {
  const labels: string[] = [];
  let path = route.path;
  for (const [name, valid] of Object.entries(route.params ?? {})) {
    const broken = rng() < 0.35;
    if (broken) labels.push(`{${name}} broken`);
    path = path.replace(`{${name}}`, broken ? nastySegment(rng) : encodeURIComponent(valid));
  }
  if (rng() < 0.05) {
    labels.push('extra segment');
    path += `/${nastySegment(rng)}`;
  }
  path += route.query !== undefined && rng() < 0.6 ? route.query : queryString(rng);

  const headers: Record<string, string> = { ...route.headers, ...nastyHeaders(rng, { origin: url, ...(route.noSession ? {} : { cookie }) }) };
  if (route.staff && headers.cookie === undefined && rng() < 0.75) headers.cookie = cookie;
  if (route.noSession && headers.cookie === cookie) delete headers.cookie;
  // Staff writes need this site's Origin; without it they stop at the cross-site check.
  if (route.staff && route.method !== 'GET' && headers.origin === undefined && rng() < 0.8) headers.origin = url;
  if (route.body !== undefined && (route.method === 'POST' || route.method === 'PUT') && headers['idempotency-key'] === undefined) {
    headers['idempotency-key'] = crypto.randomUUID();
  }

  let body: Uint8Array | undefined;
  if (route.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = Buffer.from(rng() < 0.7 ? route.form : pick(rng, ['outcome=SUCCESS', 'outcome=%ff', 'outcome[]=PENDING', '%', '']));
  } else if (route.body !== undefined) {
    const variant = rng() < 0.6 ? undefined : bodyVariant(rng, route.body, false);
    body = Buffer.from(variant === undefined ? JSON.stringify(route.body) : variant.body);
    if (variant) {
      labels.push(`body ${variant.label}`);
      if (variant.contentType === undefined) delete headers['content-type'];
      else headers['content-type'] = variant.contentType;
    }
  } else if (rng() < 0.05) {
    headers['content-type'] = 'application/json';
    body = Buffer.from('{"unexpected": "body"}');
    labels.push('body on a route without one');
  }
  if (body !== undefined && rng() < 0.35) {
    const encoded = encodedBody(rng, body);
    Object.assign(headers, encoded.headers);
    body = encoded.bytes;
    labels.push(`encoding ${encoded.label}`);
  }
  let method: Built['method'] = route.method;
  if (rng() < 0.04) {
    method = pick(rng, ['HEAD', 'OPTIONS', 'PATCH', 'PROPFIND'] as const);
    labels.push(`method ${method}`);
  }
  return { method, path, headers, body, label: labels.join(', ') || 'as our clients send it' };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

type Answer = { status: number; type: string | undefined; text: string };

/** node:http rather than fetch: it sends headers fetch refuses or rewrites, and bytes as given. */
function send(url: string, built: Built): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...built.headers };
    if (built.body !== undefined && headers['transfer-encoding'] === undefined) headers['content-length'] = built.body.length;
    // The path goes out as it is: a URL would resolve `..` and re-encode what it dislikes.
    const { hostname, port } = new URL(url);
    const req = httpRequest({ hostname, port, path: built.path, method: built.method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(built.body);
  });
}

function describeRequest(seed: number, i: number, built: Built): string {
  const body = built.body === undefined ? '' : ` body=${JSON.stringify(Buffer.from(built.body).toString('latin1').slice(0, 200))}`;
  return `FUZZ_SEED=${seed} request #${i} (${built.label}) ${built.method} ${built.path.slice(0, 300)} headers=${JSON.stringify(built.headers).slice(0, 600)}${body}`;
}

describe(`fuzzing the shape of requests to every route (FUZZ_SEED=${SEED}, ${REQUESTS} requests)`, () => {
  let prepared: Prepared;
  beforeAll(async () => {
    prepared = await prepare();
  });
  afterAll(async () => {
    agent.destroy();
    await prepared?.close();
    await prepared?.app.cleanup();
  });

  it('never answers 5xx, logs no fault, and refuses API requests with JSON {error}', { timeout: 120_000 }, async () => {
    const { url, routes, log } = prepared;
    const rng = mulberry32(SEED);
    const statuses = new Map<string, Map<number, number>>();
    for (let i = 0; i < REQUESTS; i++) {
      const route = routes[i % routes.length]!;
      const built = build(rng, route, prepared);
      const faultsBefore = log.errors().length;
      const answer = await send(url, built);
      const where = describeRequest(SEED, i, built);
      const byStatus = statuses.get(`${route.method} ${route.path}`) ?? new Map<number, number>();
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      statuses.set(`${route.method} ${route.path}`, byStatus);

      expect(answer.status, `${where} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
      expect(log.errors().slice(faultsBefore), `${where} was logged as a fault`).toEqual([]);
      // 431 is Node's HTTP server refusing more than 16 KB of headers before the app sees them.
      if (built.path.startsWith('/api/') && answer.status >= 400 && answer.status !== 431 && built.method !== 'HEAD') {
        expect(answer.type ?? '(none)', `${where} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toMatch(/^application\/json/);
        // The payment status keeps its gateway-like {code, data} answer for an unknown transaction.
        const refusal = JSON.parse(answer.text) as { error?: unknown; code?: unknown };
        expect(typeof refusal.error === 'string' || (route.path === '/api/payments/{txn}/status' && refusal.code === 'TRANSACTION_NOT_FOUND'), `${where}: ${answer.text.slice(0, 300)}`).toBe(true);
      }
    }
    // The session held: staff routes were reached signed in, not only refused.
    const staffAnswers = [...statuses].filter(([name]) => name.includes('/api/admin/')).flatMap(([, byStatus]) => [...byStatus]);
    expect(staffAnswers.some(([status]) => status >= 200 && status < 300)).toBe(true);
    expect(Object.keys(Object.prototype)).toEqual([]);
    console.info(
      [...statuses].map(([name, byStatus]) => `${name}: ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))}`).join('\n'),
    );
  });
});
