import { describe, expect, it } from 'vitest';
import { createLogger, logLine } from './log';

const AT = new Date('2026-11-20T06:00:00.000Z');

describe('logLine', () => {
  it('writes one JSON object on one line: time, level, the fixed message, then the fields', () => {
    const line = logLine('info', 'request', { method: 'GET', path: '/blogs' }, AT);
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({ time: '2026-11-20T06:00:00.000Z', level: 'info', msg: 'request', method: 'GET', path: '/blogs' });
  });

  it('keeps what a visitor sent as data: format directives, line breaks and control characters stay inside the field', () => {
    const path = '/%s%o%d%j%%\n{"level":"error","msg":"forged"}\u001b[31m';
    const line = logLine('error', 'Unhandled error', { path }, AT);
    expect(line.split('\n')).toHaveLength(2);
    expect(JSON.parse(line).path).toBe(path);
  });

  it('writes an error with its name, message, stack, code and cause, and nothing else of it', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const error = Object.assign(new TypeError('fetch failed', { cause }), { body: 'fullName=Asha', status: 502 });
    const entry = JSON.parse(logLine('error', 'Starting a payment failed', { error }, AT));
    expect(entry.error).toEqual({
      name: 'TypeError',
      message: 'fetch failed',
      stack: error.stack,
      status: 502,
      cause: { name: 'Error', message: 'connect ECONNREFUSED', stack: cause.stack, code: 'ECONNREFUSED' },
    });
    expect(entry.error.stack).toContain('log.test.ts');
  });

  it('never throws: circular fields, big integers and fields named like its own keys', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    const entry = JSON.parse(logLine('info', 'odd fields', { loop, big: 2n ** 70n, msg: 'not the message', level: 'error' }, AT));
    expect(entry).toMatchObject({ level: 'info', msg: 'odd fields', loop: { name: 'loop', self: '[Circular]' }, big: '1180591620717411303424' });
    expect(entry['field.msg']).toBe('not the message');
    expect(entry['field.level']).toBe('error');
  });
});

describe('createLogger', () => {
  it('writes info lines to one sink and error lines to the other', () => {
    const out: string[] = [];
    const err: string[] = [];
    const log = createLogger({ out: (line) => out.push(line), err: (line) => err.push(line), now: () => AT });
    log.info('Saathi is listening', { url: 'http://127.0.0.1:8080' });
    log.error('Unhandled error', { path: '/x' });
    expect(out.map((line) => JSON.parse(line).msg)).toEqual(['Saathi is listening']);
    expect(err.map((line) => JSON.parse(line).msg)).toEqual(['Unhandled error']);
  });
});
