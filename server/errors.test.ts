import { format } from 'node:util';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { badRequest, errorHandler, INTERNAL_ERROR_MESSAGE, INVALID_JSON, MALFORMED_ADDRESS, notFound, UNREADABLE_REQUEST, UNSUPPORTED_ENCODING, UNSTORABLE_CHARACTER } from './errors';

function appThrowing(error: unknown, log = vi.fn()) {
  const app = express();
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorHandler(log));
  return { app, log };
}

describe('errorHandler', () => {
  it('sends an HttpError with its status and message', async () => {
    const res = await request(appThrowing(notFound('Expert not found')).app).get('/boom').expect(404);
    expect(res.body).toEqual({ error: 'Expert not found' });
  });

  it('includes field errors when given', async () => {
    const res = await request(appThrowing(badRequest('Check the form', { email: 'Email is invalid' })).app)
      .get('/boom')
      .expect(400);
    expect(res.body).toEqual({ error: 'Check the form', fields: { email: 'Email is invalid' } });
  });

  it('turns zod errors into 400 with one message per field', async () => {
    const schema = z.object({ name: z.string().min(1, 'Name is required'), age: z.number().min(1, 'Age must be 1-120') });
    const result = schema.safeParse({ name: '', age: 0 });
    if (result.success) throw new Error('expected a failure');
    const res = await request(appThrowing(result.error).app).get('/boom').expect(400);
    expect(res.body.fields).toEqual({ name: 'Name is required', age: 'Age must be 1-120' });
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('turns a unique constraint into 409', async () => {
    const error = Object.assign(new Error('UNIQUE constraint failed: blogs.blog_id'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
    const res = await request(appThrowing(error).app).get('/boom').expect(409);
    expect(res.body.error).not.toContain('blogs.blog_id');
  });

  it('turns PostgreSQL\'s unique violation into 409, and leaves its other constraints a 500', async () => {
    // As pg's DatabaseError carries them: the SQLSTATE in `code`, the constraint's name beside it.
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "blogs_pkey"'), { code: '23505', constraint: 'blogs_pkey' });
    const res = await request(appThrowing(unique).app).get('/boom').expect(409);
    expect(res.body.error).not.toContain('blogs_pkey');
    for (const code of ['23503', '23514']) {
      const { app, log } = appThrowing(Object.assign(new Error('violates a constraint'), { code }));
      expect((await request(app).get('/boom').expect(500)).body).toEqual({ error: INTERNAL_ERROR_MESSAGE });
      expect(log).toHaveBeenCalledOnce();
    }
  });

  it('refuses a value PostgreSQL cannot hold (U+0000) with 400, not a fault', async () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const { app, log } = appThrowing(nul);
    expect((await request(app).get('/boom').expect(400)).body).toEqual({ error: UNSTORABLE_CHARACTER });
    expect(log).not.toHaveBeenCalled();
  });

  it('hides unknown errors behind a generic 500 and logs them', async () => {
    const { app, log } = appThrowing(new Error('secret internals at /srv/app.ts:12'));
    const res = await request(app).get('/boom').expect(500);
    expect(res.body).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(res.text).not.toContain('secret internals');
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('errors a library marks as the client\'s', () => {
  /** An error as http-errors leaves it: status and statusCode set on it, `expose` for a 4xx. */
  const marked = (error: Error, status: number, extra: Record<string, unknown> = {}) => Object.assign(error, { status, statusCode: status, expose: status < 500, ...extra });

  it.each([
    // Express's router, on a path parameter that is not valid percent-encoding.
    ['a malformed path parameter', Object.assign(new URIError("Failed to decode param '%E0%A4%A'"), { status: 400, statusCode: 400 }), 400, MALFORMED_ADDRESS],
    // body-parser passes a zlib error on, marked 400, when a gzip body is not gzip.
    ['a body that is not the gzip it claims', marked(Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR', errno: -3 }), 400), 400, UNREADABLE_REQUEST],
    ['a truncated brotli body', marked(Object.assign(new Error('Decompression failed'), { code: 'ERR__ERROR_FORMAT_PADDING_2' }), 400), 400, UNREADABLE_REQUEST],
    ['unparsable JSON', marked(new SyntaxError('Unexpected token'), 400, { type: 'entity.parse.failed', body: '{"fullName": "Asha' }), 400, INVALID_JSON],
    ['a body over the limit', marked(new Error('request entity too large'), 413, { type: 'entity.too.large' }), 413, 'The request is too large.'],
    ['an unknown content encoding', marked(new Error('unsupported content encoding "x"'), 415, { type: 'encoding.unsupported' }), 415, UNSUPPORTED_ENCODING],
    ['an unknown charset', marked(new Error('unsupported charset "UTF-7"'), 415, { type: 'charset.unsupported' }), 415, UNSUPPORTED_ENCODING],
    ['too many form fields', marked(new Error('too many parameters'), 413, { type: 'parameters.too.many' }), 413, 'The request is too large.'],
    ['a range past the end of a file', marked(new Error('Range Not Satisfiable'), 416), 416, 'Range Not Satisfiable'],
    ['only statusCode set', Object.assign(new Error('bad'), { statusCode: 400 }), 400, UNREADABLE_REQUEST],
  ])('answers %s with its 4xx and a message of ours, logging nothing', async (_what, error, status, message) => {
    const { app, log } = appThrowing(error);
    const res = await request(app).get('/boom').expect(status).expect('Content-Type', /json/);
    expect(res.body).toEqual({ error: message });
    expect(res.text).not.toMatch(/Z_DATA_ERROR|incorrect header|decode param|Asha/);
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['a 5xx', Object.assign(new Error('upstream down'), { status: 502 })],
    ['a status that is not an error', Object.assign(new Error('odd'), { status: 302 })],
    ['a status that is not a number', Object.assign(new Error('odd'), { status: '400' })],
    ['a fractional status', Object.assign(new Error('odd'), { status: 400.5 })],
  ])('still treats %s as a fault of ours: 500, logged', async (_what, error) => {
    const { app, log } = appThrowing(error);
    const res = await request(app).get('/boom').expect(500);
    expect(res.body).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('the log of an unhandled error', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Everything the process writes to its error output, the way the console formats its arguments. */
  function errorOutput(): string[] {
    const written: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void written.push(format(...args)));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    return written;
  }

  // A console format string once held the path: `%s` took the error's place and printed it
  // without its stack, `%o` and `%d` ate the rest, `%f` turned it into NaN.
  it.each(['/boom/%s%o', '/boom/%d%f', '/boom/%j%c%i'])('keeps the error and its stack whatever the path (%s)', async (path) => {
    const written = errorOutput();
    const app = express();
    app.use(() => {
      throw new Error('the real error');
    });
    app.use(errorHandler());
    await request(app).get(path).expect(500);

    const all = written.join('');
    expect(all).toContain('the real error');
    expect(all).toMatch(/\bat .*errors\.test\.ts/);
    expect(written).toHaveLength(1);
    const entry = JSON.parse(written[0]!) as { level: string; msg: string; method: string; path: string; error: { message: string; stack: string } };
    expect(entry).toMatchObject({ level: 'error', msg: 'Unhandled error', method: 'GET', path });
    expect(entry.error.message).toBe('the real error');
    expect(entry.error.stack).toMatch(/^Error: the real error\n\s+at /);
  });
});
