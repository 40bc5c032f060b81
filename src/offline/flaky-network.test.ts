import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../tests/support/seeded-random';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { leaseLock } from './outbox-lock';
import { submit } from './outbox';
import { createSyncEngine } from './sync-engine';
import { fakeClock, fakeDevice, validContact } from '../../tests/support/device';

// The real sync engine on fake IndexedDB sends to the real API through a loopback proxy
// that misbehaves on 30% of requests: it drops the connection (before the server saw the
// request, or after it answered), holds the request up to a second (past the engine's
// timeout, sometimes), or answers 500 itself (with or without the server having stored it).
// However often that happens, each queued submission is stored exactly once.

const SEED = Number(process.env.FLAKY_SEED ?? 8_008) >>> 0;
const DEVICES = 4;
const ITEMS_PER_DEVICE = 50;
const MAX_ROUNDS = 60;

type Fault = 'none' | 'drop-before' | 'drop-after' | 'delay' | 'error-before' | 'error-after';

function faultFor(roll: number): Fault {
  if (roll < 0.05) return 'drop-before';
  if (roll < 0.1) return 'drop-after';
  if (roll < 0.2) return 'delay';
  if (roll < 0.25) return 'error-before';
  if (roll < 0.3) return 'error-after';
  return 'none';
}

type Upstream = { status: number; headers: IncomingMessage['headers']; body: Buffer };

function flakyProxy(target: string, random: () => number) {
  const faults = new Map<Fault, number>();
  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function pass(req: IncomingMessage, body: Buffer): Promise<Upstream> {
    return new Promise((resolve, reject) => {
      const upstream = forward(`${target}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      upstream.on('error', reject);
      upstream.end(body);
    });
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const fault = faultFor(random());
      const delayMs = Math.floor(random() * 1_000);
      faults.set(fault, (faults.get(fault) ?? 0) + 1);
      void (async () => {
        if (fault === 'drop-before') return void req.socket.destroy();
        if (fault === 'error-before') return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Bad gateway');
        if (fault === 'delay') await sleep(delayMs);
        const answer = await pass(req, Buffer.concat(chunks));
        if (fault === 'drop-after') return void req.socket.destroy();
        if (fault === 'error-after') return void res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":"Upstream failed"}');
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'Content-Type': answer.headers['content-type'] ?? 'application/json' }).end(answer.body);
      })().catch(() => req.socket.destroy());
    });
  });

  return {
    server,
    faults,
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe('the sync engine on a flaky network', () => {
  it(`stores ${DEVICES * ITEMS_PER_DEVICE} queued submissions exactly once each (FLAKY_SEED=${SEED})`, { timeout: 60_000 }, async () => {
    const app: TestApp = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
    cleanups.push(() => app.cleanup());
    const api = createServer(app.app);
    const apiUrl = await listen(api);
    cleanups.push(() => {
      api.closeAllConnections();
      return new Promise<void>((resolve) => api.close(() => resolve()));
    });
    const proxy = flakyProxy(apiUrl, mulberry32(SEED));
    const proxyUrl = await listen(proxy.server);
    cleanups.push(() => proxy.close());

    const random = mulberry32(SEED ^ 0x5eed);
    const devices = Array.from({ length: DEVICES }, (_, d) => {
      const clock = fakeClock();
      const db = fakeDevice().open();
      cleanups.push(() => db.close());
      const engine = createSyncEngine({ db, fetch, now: clock.now, random, lock: leaseLock(db, { now: clock.now }), baseUrl: proxyUrl, timeoutMs: 700 });
      return { d, clock, db, engine };
    });

    for (const { d, clock, db } of devices) {
      for (let i = 0; i < ITEMS_PER_DEVICE; i++) {
        const result = await submit('contact', { ...validContact(), message: `device ${d}, message ${i}` }, { db, now: clock.now, send: () => {} });
        expect(result.ok, JSON.stringify(result)).toBe(true);
        clock.advance(1);
      }
    }

    let rounds = 0;
    const unsent = async () => {
      let open = 0;
      for (const { db } of devices) open += await db.outbox.where('state').notEqual('sent').count();
      return open;
    };
    while ((await unsent()) > 0) {
      expect(rounds++, `still unsent after ${MAX_ROUNDS} rounds (FLAKY_SEED=${SEED})`).toBeLessThan(MAX_ROUNDS);
      await Promise.all(devices.map(({ engine }) => engine.syncNow()));
      // Past the longest backoff, so every item is due again in the next round.
      for (const { clock } of devices) clock.advance(10 * 60_000);
    }

    const failed = (await Promise.all(devices.map(({ db }) => db.outbox.where('state').equals('failed').toArray()))).flat();
    expect(failed, `FLAKY_SEED=${SEED}`).toEqual([]);

    const stored = await app.db.all<{ id: number; payload: string }>("SELECT id, payload FROM submissions WHERE kind = 'contact' ORDER BY id");
    const rows = stored.map(({ id, payload }) => ({ id, message: (JSON.parse(payload) as { message: string }).message }));
    const byMessage = new Map(rows.map((row) => [row.message, row.id]));
    expect(rows.length, `no duplicates (FLAKY_SEED=${SEED})`).toBe(byMessage.size);
    expect(rows.length, `none lost (FLAKY_SEED=${SEED})`).toBe(DEVICES * ITEMS_PER_DEVICE);
    for (const { d, db } of devices) {
      const items = await db.outbox.toArray();
      expect(items).toHaveLength(ITEMS_PER_DEVICE);
      for (const item of items) {
        expect(item.state).toBe('sent');
        expect((item.serverAnswer as { id: number } | undefined)?.id).toBe(item.serverId);
      }
      // Each device's acknowledgement names the row its own message was stored as.
      const ids = new Set(items.map((item) => item.serverId));
      for (let i = 0; i < ITEMS_PER_DEVICE; i++) expect(ids.has(byMessage.get(`device ${d}, message ${i}`)!)).toBe(true);
    }

    const faults = Object.fromEntries(proxy.faults);
    const total = [...proxy.faults.values()].reduce((sum, n) => sum + n, 0);
    expect(total - (proxy.faults.get('none') ?? 0), 'the proxy misbehaved').toBeGreaterThan(total * 0.2);
    console.info(`flaky network: ${rows.length} rows from ${DEVICES * ITEMS_PER_DEVICE} queued, ${total} requests in ${rounds} rounds, faults ${JSON.stringify(faults)}`);
  });
});
