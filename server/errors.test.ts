import { format } from 'node:util';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { badRequest, errorHandler, INTERNAL_ERROR_MESSAGE, notFound } from './errors';

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

  it('hides unknown errors behind a generic 500 and logs them', async () => {
    const { app, log } = appThrowing(new Error('secret internals at /srv/app.ts:12'));
    const res = await request(app).get('/boom').expect(500);
    expect(res.body).toEqual({ error: INTERNAL_ERROR_MESSAGE });
    expect(res.text).not.toContain('secret internals');
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
