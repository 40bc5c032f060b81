import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from '../../errors';
import { perMinuteLimit, TOO_MANY_REQUESTS } from './rate-limit';

function limitedApp(limit: number, clock: { now: number }) {
  const app = express();
  app.set('trust proxy', true);
  app.post('/form', perMinuteLimit(limit, () => clock.now), (_req, res) => {
    res.status(201).json({ ok: true });
  });
  app.use(errorHandler());
  return app;
}

const from = (app: express.Express, ip: string) => request(app).post('/form').set('X-Forwarded-For', ip);

describe('perMinuteLimit', () => {
  it('counts down in the draft-8 headers, then answers 429 with Retry-After until the minute is over', async () => {
    const clock = { now: 1_000_000 };
    const app = limitedApp(2, clock);
    const first = await from(app, '203.0.113.7').expect(201);
    expect(first.headers.ratelimit).toBe('"2-in-1min"; r=1; t=60');
    expect(first.headers['ratelimit-policy']).toMatch(/^"2-in-1min"; q=2; w=60; pk=:[A-Za-z0-9+/=]+:$/);
    expect(first.headers['ratelimit-policy']).not.toContain('203.0.113.7');

    clock.now += 20_000;
    expect((await from(app, '203.0.113.7').expect(201)).headers.ratelimit).toBe('"2-in-1min"; r=0; t=40');
    const limited = await from(app, '203.0.113.7').expect(429);
    expect(limited.body).toEqual({ error: TOO_MANY_REQUESTS });
    expect(limited.headers['retry-after']).toBe('40');

    clock.now += 40_000;
    expect((await from(app, '203.0.113.7').expect(201)).headers.ratelimit).toBe('"2-in-1min"; r=1; t=60');
  });

  it('keeps one count per IPv4 address and per IPv6 /56', async () => {
    const clock = { now: 0 };
    const app = limitedApp(1, clock);
    await from(app, '203.0.113.1').expect(201);
    await from(app, '203.0.113.1').expect(429);
    await from(app, '203.0.113.2').expect(201);

    await from(app, '2001:db8:aa:bb01::1').expect(201);
    await from(app, '2001:db8:aa:bbff::2').expect(429);
    await from(app, '2001:db8:aa:cc00::1').expect(201);
  });

  it('starts a fresh minute for an address seen again after its window ended', async () => {
    const clock = { now: 0 };
    const app = limitedApp(1, clock);
    await from(app, '198.51.100.9').expect(201);
    clock.now += 5 * 60_000;
    await from(app, '203.0.113.1').expect(201);
    await from(app, '198.51.100.9').expect(201);
    await from(app, '198.51.100.9').expect(429);
  });
});
