import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER } from '../services/payments/sandbox';
import { deriveKey, loadServerSecret } from '../services/secrets';
import { createTestApp, recordingLogger, type TestApp } from '../../tests/support/test-app';
import type { Db } from '../db/engine/db';
import {
  ADMIN_PASSWORD,
  assessmentReport,
  contactMessage,
  coupleBooking,
  familyBooking,
  individualBooking,
  individualSession,
  NOW,
  workshopRegistration,
} from '../../tests/support/fixtures';
import { bookIndividual, bookIndividualSession } from '../../tests/support/http-bookings';
import { bodyVariant } from '../../tests/support/hostile-requests';
import { mulberry32, type Rng } from '../../tests/support/seeded-random';

// Every public write endpoint is fed generated requests: near-valid forms with one thing
// broken, garbage of every JSON type, unreadable text, huge, deep and hostile bodies, wrong
// content types and keys. Whatever arrives, the answer is never a 5xx, nothing is logged as
// a fault, a refusal is JSON `{error}`, and a refusal stores nothing. Reproduce a failure
// with FUZZ_SEED=<the seed printed>. The shape of requests around the body (parameters,
// query, headers, encodings) is request-shapes.fuzz.test.ts's.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_801) >>> 0;
// ~50 s on a quiet two-core machine; FUZZ_BODIES=300 for a quick run while working.
const BODIES_PER_ENDPOINT = Number(process.env.FUZZ_BODIES ?? 2_000);

type Table = 'submissions' | 'idempotency_keys' | 'payments' | 'sandbox_payments' | 'mail_outbox' | 'sessions';
const TABLES: Table[] = ['submissions', 'idempotency_keys', 'payments', 'sandbox_payments', 'mail_outbox', 'sessions'];

type Snapshot = Record<Table, number> & { payloads: string };

async function snapshot(db: Db): Promise<Snapshot> {
  const counts = {} as Record<Table, number>;
  for (const table of TABLES) counts[table] = (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
  // A refused session change must not touch the stored booking either.
  const payloads = (await db.all<{ payload: string }>('SELECT payload FROM submissions ORDER BY id')).map((row) => row.payload).join(',');
  return { ...counts, payloads };
}

type Endpoint = {
  name: string;
  method: 'POST' | 'PUT';
  /** The path and the valid body it starts from, given a prepared app. */
  prepare(app: TestApp, url: string): Promise<{ path: string; base: unknown; headers?: Record<string, string> }>;
  /** What an accepted request may have stored. */
  accepted(before: Snapshot, after: Snapshot): boolean;
  idempotent: boolean;
  /** The answer to the untouched base body. */
  validStatus: number;
};

const storesOneSubmission = (b: Snapshot, a: Snapshot) =>
  a.submissions === b.submissions + 1 && a.idempotency_keys === b.idempotency_keys + 1 && a.payments === b.payments;

const submissionEndpoint = (kind: string, base: unknown): Endpoint => ({
  name: `POST /api/submissions/${kind}`,
  method: 'POST',
  idempotent: true,
  validStatus: 201,
  prepare: async () => ({ path: `/api/submissions/${kind}`, base }),
  accepted: storesOneSubmission,
});

const ENDPOINTS: Endpoint[] = [
  submissionEndpoint('contact', contactMessage()),
  submissionEndpoint('individual', individualBooking()),
  submissionEndpoint('couple', coupleBooking()),
  submissionEndpoint('family-friends', familyBooking()),
  submissionEndpoint('depression', assessmentReport('depression')),
  submissionEndpoint('anxiety', assessmentReport('anxiety')),
  submissionEndpoint('general-health', assessmentReport('general-health')),
  {
    name: 'POST /api/events/:slug/registrations',
    method: 'POST',
    idempotent: true,
    validStatus: 201,
    prepare: async () => ({ path: '/api/events/art-therapy-workshop/registrations', base: workshopRegistration() }),
    accepted: storesOneSubmission,
  },
  {
    name: 'POST /api/payments',
    method: 'POST',
    idempotent: false,
    validStatus: 201,
    async prepare(_app, url) {
      const { id, token } = await bookIndividualSession(url);
      return { path: '/api/payments', base: { purpose: 'booking', kind: 'individual', id, option: 'individual-60' }, headers: { Authorization: `Bearer ${token}` } };
    },
    accepted: (b, a) => a.payments === b.payments + 1 && a.sandbox_payments === b.sandbox_payments + 1 && a.submissions === b.submissions,
  },
  {
    name: 'POST /api/auth/login',
    method: 'POST',
    idempotent: false,
    validStatus: 401,
    prepare: async () => ({ path: '/api/auth/login', base: { username: 'admin', password: 'not the password' } }),
    accepted: () => false,
  },
  {
    name: 'PUT /api/bookings/individual/:id/session',
    method: 'PUT',
    idempotent: false,
    validStatus: 200,
    async prepare(_app, url) {
      const { id, token } = await bookIndividual(url);
      return {
        path: `/api/bookings/individual/${id}/session`,
        base: individualSession(),
        headers: { Authorization: `Bearer ${token}` },
      };
    },
    // A valid change rewrites the booking's session; it never adds a row.
    accepted: (b, a) => TABLES.every((t) => a[t] === b[t]),
  },
  {
    name: 'POST /api/payments/callback/sandbox',
    method: 'POST',
    idempotent: false,
    validStatus: 200,
    prepare: async (app) => {
      // Signed like the sandbox's own callback, so bodies that keep the signature reach past it.
      const txn = 'TNOSUCHPAYMENT0001';
      const signature = createHmac('sha256', deriveKey(loadServerSecret(app.config), 'sandbox-callback')).update(`sandbox-callback:${txn}`).digest('hex');
      return { path: '/api/payments/callback/sandbox', base: { merchantTransactionId: txn }, headers: { [SANDBOX_SIGNATURE_HEADER]: signature } };
    },
    accepted: (b, a) => TABLES.every((t) => a[t] === b[t]) && a.payloads === b.payloads,
  },
];

const servers: Array<{ server: Server; app: TestApp }> = [];
afterAll(async () => {
  for (const { server, app } of servers) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.cleanup();
  }
});

async function listen(app: TestApp): Promise<{ server: Server; url: string }> {
  const server = createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ server, app });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function describeRequest(seed: number, i: number, variant: ReturnType<typeof bodyVariant>): string {
  const body = typeof variant.body === 'string' ? variant.body : Buffer.from(variant.body).toString('utf8');
  return `FUZZ_SEED=${seed} request #${i} (${variant.label}) content-type=${variant.contentType ?? '(none)'} key=${JSON.stringify(variant.key)} body=${JSON.stringify(body.slice(0, 300))}${body.length > 300 ? `… (${body.length} chars)` : ''}`;
}

describe(`fuzzing the public write endpoints (FUZZ_SEED=${SEED}, ${BODIES_PER_ENDPOINT} bodies each)`, () => {
  ENDPOINTS.forEach((endpoint, index) => {
    it(`${endpoint.name}: never a 5xx, a refusal is JSON {error} and stores nothing`, { timeout: 60_000 }, async () => {
      const log = recordingLogger();
      const app = await createTestApp({ now: () => NOW, log, env: { RATE_LIMIT_PER_MINUTE: '1000000', ADMIN_PASSWORD } });
      const { url } = await listen(app);
      const target = await endpoint.prepare(app, url);
      const seed = (SEED + index * 0x9e3779b9) >>> 0;
      const rng: Rng = mulberry32(seed);
      const statuses = new Map<number, number>();

      // The untouched body is accepted, so the broken ones reach as deep as validation goes.
      const valid = await fetch(`${url}${target.path}`, {
        method: endpoint.method,
        headers: { ...target.headers, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
        body: JSON.stringify(target.base),
      });
      expect(valid.status, await valid.text()).toBe(endpoint.validStatus);

      for (let i = 0; i < BODIES_PER_ENDPOINT; i++) {
        const variant = bodyVariant(rng, target.base, endpoint.idempotent);
        const headers: Record<string, string> = { ...target.headers, ...variant.headers };
        if (variant.contentType) headers['Content-Type'] = variant.contentType;
        if (variant.key !== undefined) headers['Idempotency-Key'] = variant.key;
        const before = await snapshot(app.db);
        const res = await fetch(`${url}${target.path}`, { method: endpoint.method, headers, body: variant.body });
        const text = await res.text();
        const after = await snapshot(app.db);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const where = describeRequest(seed, i, variant);

        expect(res.status, `${where} answered ${res.status}: ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(log.errors(), `${where} was logged as a fault`).toEqual([]);
        expect(res.headers.get('content-type'), where).toMatch(/^application\/json/);
        const answer = JSON.parse(text) as Record<string, unknown>;
        if (res.ok) {
          expect(endpoint.accepted(before, after), `${where} was accepted but stored ${JSON.stringify({ before, after })}`).toBe(true);
        } else {
          expect(typeof answer.error, `${where} answered ${res.status} ${text.slice(0, 300)}`).toBe('string');
          expect({ ...after, payloads: after.payloads.length }, `${where} was refused but stored something`).toEqual({ ...before, payloads: before.payloads.length });
          expect(after.payloads, where).toBe(before.payloads);
        }
      }
      // A `__proto__` key in any body reached no object's prototype.
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      console.info(`${endpoint.name}: ${BODIES_PER_ENDPOINT} bodies, answers ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
    });
  });

  it('answers the rate limit with JSON {error} too', async () => {
    const app = await createTestApp({ now: () => NOW, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    onTestFinished(() => app.cleanup());
    const statuses: number[] = [];
    for (const path of ['/api/submissions/contact', '/api/events/art-therapy-workshop/registrations', '/api/payments', '/api/bookings/individual/1/session']) {
      for (let i = 0; i < 5; i++) {
        const req = path.includes('bookings') ? request(app.app).put(path) : request(app.app).post(path);
        const res = await req.set('Idempotency-Key', randomUUID()).set('Content-Type', 'text/plain').send('{');
        statuses.push(res.status);
        expect(res.status).toBeLessThan(500);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(typeof res.body.error).toBe('string');
      }
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(4 * 2);
  });
});
