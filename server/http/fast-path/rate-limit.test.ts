import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../../../tests/support/test-app';
import { createRateCountersRepository, type RateCountersRepository } from '../../db/rate-counters-repository';
import { errorHandler, INTERNAL_ERROR_MESSAGE } from '../../errors';
import type { Log } from '../../log';
import { databaseRateCounts, memoryRateCounts, perMinuteLimit, TOO_MANY_REQUESTS, type RateCounts } from './rate-limit';

function limitedApp(limit: number, clock: { now: number }, counts: RateCounts, log?: Log) {
  const app = express();
  app.set('trust proxy', true);
  app.post('/form', perMinuteLimit(limit, { name: 'form', counts, now: () => clock.now }), (_req, res) => {
    res.status(201).json({ ok: true });
  });
  app.use(errorHandler(log));
  return app;
}

const from = (app: express.Express, ip: string) => request(app).post('/form').set('X-Forwarded-For', ip);

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** Counts in a fresh database of the tests' engine. */
async function inADatabase(): Promise<RateCounts> {
  const temp = await createTempDatabase();
  cleanups.push(temp.cleanup);
  return databaseRateCounts(createRateCountersRepository(temp.db));
}

// The same limit whichever counts it keeps: in this process's memory (SQLite's app), or in the
// database every instance shares (PostgreSQL's app; here on the tests' engine).
describe.each([
  { where: 'in memory', counts: () => Promise.resolve(memoryRateCounts()) },
  { where: 'in the database', counts: inADatabase },
])('perMinuteLimit counting $where', ({ counts }) => {
  it('counts down in the draft-8 headers, then answers 429 with Retry-After until the minute is over', async () => {
    const clock = { now: 1_000_000 };
    const app = limitedApp(2, clock, await counts());
    const first = await from(app, '203.0.113.7').expect(201);
    expect(first.headers.ratelimit).toBe('"2-in-1min"; r=1; t=60');
    expect(first.headers['ratelimit-policy']).toMatch(/^"2-in-1min"; q=2; w=60; pk=:[A-Za-z0-9+/=]+:$/);
    expect(first.headers['ratelimit-policy']).not.toContain('203.0.113.7');

    clock.now += 20_000;
    expect((await from(app, '203.0.113.7').expect(201)).headers.ratelimit).toBe('"2-in-1min"; r=0; t=40');
    const limited = await from(app, '203.0.113.7').expect(429);
    expect(limited.body).toEqual({ error: TOO_MANY_REQUESTS });
    expect(limited.headers['retry-after']).toBe('40');
    expect(limited.headers['ratelimit-policy']).toBe(first.headers['ratelimit-policy']);

    clock.now += 40_000;
    expect((await from(app, '203.0.113.7').expect(201)).headers.ratelimit).toBe('"2-in-1min"; r=1; t=60');
  });

  it('lets exactly the limit through when one address sends many at once, each told its own place', async () => {
    const app = limitedApp(5, { now: 1_000_000 }, await counts());
    const answers = await Promise.all(Array.from({ length: 12 }, () => from(app, '203.0.113.7')));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
    const remaining = answers.filter((answer) => answer.status === 201).map((answer) => String(answer.headers.ratelimit).match(/r=(\d+)/)![1]);
    expect(remaining.sort()).toEqual(['0', '1', '2', '3', '4']);
  });

  it('keeps one count per IPv4 address and per IPv6 /56', async () => {
    const clock = { now: 0 };
    const app = limitedApp(1, clock, await counts());
    await from(app, '203.0.113.1').expect(201);
    await from(app, '203.0.113.1').expect(429);
    await from(app, '203.0.113.2').expect(201);

    await from(app, '2001:db8:aa:bb01::1').expect(201);
    await from(app, '2001:db8:aa:bbff::2').expect(429);
    await from(app, '2001:db8:aa:cc00::1').expect(201);
  });

  it('starts a fresh minute for an address seen again after its window ended', async () => {
    const clock = { now: 0 };
    const app = limitedApp(1, clock, await counts());
    await from(app, '198.51.100.9').expect(201);
    clock.now += 5 * 60_000;
    await from(app, '203.0.113.1').expect(201);
    await from(app, '198.51.100.9').expect(201);
    await from(app, '198.51.100.9').expect(429);
  });

  it('keeps each limit apart from the others on the same counts', async () => {
    const clock = { now: 0 };
    const shared = await counts();
    const app = express();
    app.set('trust proxy', true);
    app.post('/a', perMinuteLimit(1, { name: 'a', counts: shared, now: () => clock.now }), (_req, res) => void res.status(201).end());
    app.post('/b', perMinuteLimit(1, { name: 'b', counts: shared, now: () => clock.now }), (_req, res) => void res.status(201).end());
    app.use(errorHandler());
    await request(app).post('/a').set('X-Forwarded-For', '203.0.113.1').expect(201);
    await request(app).post('/a').set('X-Forwarded-For', '203.0.113.1').expect(429);
    await request(app).post('/b').set('X-Forwarded-For', '203.0.113.1').expect(201);
  });
});

describe('perMinuteLimit counting in the database', () => {
  it('answers an error, and lets nothing through, when the database does not count', async () => {
    const unused = () => Promise.reject(new Error('not used here'));
    const failing: RateCountersRepository = {
      hit: () => Promise.reject(new Error('connection lost')),
      deleteEnded: () => Promise.resolve(0),
      takeBelow: unused,
      giveBack: unused,
      forget: unused,
    };
    const logged: unknown[] = [];
    const app = limitedApp(5, { now: 0 }, databaseRateCounts(failing), (_message, fields) => logged.push(fields?.error));
    const answer = await from(app, '203.0.113.7').expect(500);
    expect(answer.body).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(answer.headers.ratelimit).toBeUndefined();
    expect(logged).toEqual([new Error('connection lost')]);
  });

  it('counts the hits that arrive together in one statement per address, each told its own place', async () => {
    const temp = await createTempDatabase();
    cleanups.push(temp.cleanup);
    const repository = createRateCountersRepository(temp.db);
    const written: Array<{ key: string; hits: number | undefined }> = [];
    const counter = databaseRateCounts({
      ...repository,
      hit: (scope, key, now, windowMs, hits) => (written.push({ key, hits }), repository.hit(scope, key, now, windowMs, hits)),
    }).counter('per-minute:form');
    const at = Date.parse('2026-11-28T10:00:00Z');
    const burst = await Promise.all([...Array.from({ length: 6 }, () => counter.hit('203.0.113.1', at)), counter.hit('203.0.113.2', at)]);
    expect(burst.map((count) => count.hits)).toEqual([1, 2, 3, 4, 5, 6, 1]);
    expect(written).toHaveLength(2);
    expect(written).toEqual(expect.arrayContaining([{ key: '203.0.113.1', hits: 6 }, { key: '203.0.113.2', hits: 1 }]));
    // The next burst goes on from there.
    expect((await Promise.all([counter.hit('203.0.113.1', at), counter.hit('203.0.113.1', at)])).map((count) => count.hits)).toEqual([7, 8]);
  });

  it('deletes the counts whose minute has ended, once a minute', async () => {
    const temp = await createTempDatabase();
    cleanups.push(temp.cleanup);
    const clock = { now: Date.parse('2026-11-25T10:00:00Z') };
    const app = limitedApp(5, clock, databaseRateCounts(createRateCountersRepository(temp.db)));
    await from(app, '203.0.113.1').expect(201);
    clock.now += 30_000;
    await from(app, '203.0.113.2').expect(201);
    clock.now += 40_000;
    // A minute after the first sweep: the first address's minute is over, the second's is not.
    await from(app, '203.0.113.3').expect(201);
    expect((await temp.db.all<{ key: string }>('SELECT key FROM rate_counters ORDER BY key')).map((row) => row.key)).toEqual(['203.0.113.2', '203.0.113.3']);
  });
});
