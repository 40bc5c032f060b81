import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { securityHeaderOptions } from '../app';
import { loadConfig } from '../config';
import { fixedHeaders } from './fixed-headers';

/** An app that answers every request with `ok`, behind the given middleware. */
function appWith(middleware: RequestHandler) {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.type('text').send('ok');
  });
  return app;
}

async function headersOf(middleware: RequestHandler): Promise<Record<string, unknown>> {
  const { headers } = await request(appWith(middleware)).get('/').expect(200);
  const { date: _date, etag: _etag, ...rest } = headers;
  return rest;
}

describe('fixedHeaders', () => {
  it.each([
    ['a local install', {}, false],
    ['an https install with an ad pixel', { PUBLIC_URL: 'https://saathi.example', PIXEL_ID: '1234567890' }, true],
  ])('sets exactly the headers helmet sets, for %s', async (_install, env, https) => {
    const options = securityHeaderOptions(loadConfig({ DATA_DIR: '/tmp/unused', ...env }));
    const direct = await headersOf(helmet(options));
    expect(direct['content-security-policy']).toContain("default-src 'self'");
    expect(String(direct['content-security-policy']).includes('https://connect.facebook.net')).toBe(https);
    expect(direct['strict-transport-security'] !== undefined).toBe(https);
    expect(direct['x-powered-by']).toBeUndefined();
    expect(await headersOf(fixedHeaders(helmet(options)))).toEqual(direct);
  });

  it('replays removals too', async () => {
    const headers = await headersOf(fixedHeaders((_req, res, next) => {
      res.setHeader('X-Kept', 'yes');
      res.removeHeader('X-Powered-By');
      next();
    }));
    expect(headers['x-kept']).toBe('yes');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('refuses, at start-up, a middleware whose headers could vary', () => {
    const readsTheRequest: RequestHandler = (req, res, next) => {
      res.setHeader('X-Path', req.path);
      next();
    };
    const passesOnLater: RequestHandler = (_req, res, next) => {
      res.setHeader('X-Later', 'yes');
      setImmediate(next);
    };
    const failing: RequestHandler = (_req, _res, next) => next(new Error('no'));
    const usesMoreOfTheResponse: RequestHandler = (_req, res, next) => {
      res.status(204);
      next();
    };
    expect(() => fixedHeaders(readsTheRequest)).toThrow(/req\.path/);
    expect(() => fixedHeaders(passesOnLater)).toThrow(/did not pass the request on at once/);
    expect(() => fixedHeaders(failing)).toThrow('no');
    expect(() => fixedHeaders(usesMoreOfTheResponse)).toThrow(/res\.status/);
  });
});
