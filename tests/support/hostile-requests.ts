import * as zlib from 'node:zlib';
import type { Rng } from './seeded-random';

// Seeded generators of hostile requests. The same seed gives the same requests, so a
// failure printed with its seed reproduces.

const int = (rng: Rng, max: number) => Math.floor(rng() * max);
export const pick = <T>(rng: Rng, items: readonly T[]): T => items[int(rng, items.length)]!;

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eمرحبا بالعالم\u202C',
  'שלום',
  'नमस्ते दुनिया',
  '👩🏽‍⚕️🧠💬',
  '\u200B\u200D\uFEFF',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '-1e308',
  '9007199254740993',
  '0x10',
  'true',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'prototype',
  "'; DROP TABLE submissions; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '%00%0d%0a',
  '../../etc/passwd',
  '2026-02-30',
  '99:99 AM',
  'individual-60',
  'workshop-single',
  'booking',
  '9876543210',
  'a@b.c',
];

const NASTY_NUMBERS = [0, -0, -1, 1, 1.5, 120, 121, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 53, 1e-320];
const POISON_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'valueOf'];

function hugeString(rng: Rng): string {
  // Within and beyond the 100 kB body limit.
  const length = pick(rng, [1_000, 10_000, 60_000, 99_000, 101_000, 150_000]);
  return pick(rng, ['a', 'अ', '😀', '\u0000']).repeat(Math.ceil(length / 2));
}

function deep(rng: Rng, depth: number): unknown {
  let value: unknown = pick(rng, ['x', 1, null, true]);
  for (let i = 0; i < depth; i++) value = rng() < 0.5 ? [value] : { [pick(rng, ['a', '__proto__', 'constructor'])]: value };
  return value;
}

export function randomValue(rng: Rng, depth = 0): unknown {
  const roll = int(rng, depth > 2 ? 7 : 10);
  switch (roll) {
    case 0:
      return pick(rng, NASTY_STRINGS);
    case 1:
      return pick(rng, NASTY_NUMBERS);
    case 2:
      return rng() < 0.5;
    case 3:
      return null;
    case 4:
      return pick(rng, NASTY_STRINGS) + pick(rng, NASTY_STRINGS);
    case 5:
      return rng() < 0.1 ? hugeString(rng) : 'x'.repeat(int(rng, 3000));
    case 6:
      return String(pick(rng, NASTY_NUMBERS));
    case 7:
      return Array.from({ length: int(rng, 5) }, () => randomValue(rng, depth + 1));
    case 8: {
      const object: Record<string, unknown> = {};
      for (let i = int(rng, 4); i > 0; i--) object[pick(rng, [...POISON_KEYS, ...NASTY_STRINGS])] = randomValue(rng, depth + 1);
      return object;
    }
    default:
      return deep(rng, 1 + int(rng, 200));
  }
}

/** JSON text, with `__proto__` kept as an own key the way a hostile client would send it. */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v, '__proto__')) {
      const copy: Record<string, unknown> = {};
      for (const [k, inner] of Object.entries(v)) copy[k === '__proto__' ? '\u0000proto-marker' : k] = inner;
      return copy;
    }
    return v;
  }).replaceAll('"\\u0000proto-marker"', '"__proto__"');
}

function withOwnProto(target: Record<string, unknown>, value: unknown): void {
  Object.defineProperty(target, '__proto__', { value, enumerable: true, configurable: true, writable: true });
}

/** The valid body with one to three things broken (a field dropped, retyped, or extra). */
function mutated(rng: Rng, base: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base };
  const keys = Object.keys(base);
  for (let n = 1 + int(rng, 3); n > 0; n--) {
    const roll = int(rng, 6);
    const key = pick(rng, keys);
    if (roll === 0) delete body[key];
    else if (roll <= 3) body[key] = randomValue(rng);
    else if (roll === 4) withOwnProto(body, { polluted: true, isAdmin: true });
    else body[pick(rng, [...POISON_KEYS, 'extra', 'id', 'amount', 'status', 'role'])] = randomValue(rng);
  }
  return body;
}

const INVALID_JSON = [
  '',
  '{',
  '}',
  '{"a":}',
  "{'a': 1}",
  '{"a": NaN}',
  '{"a": Infinity}',
  '{"a": -0x10}',
  '{"a": 1,}',
  '[1, 2',
  'undefined',
  '\u0000',
  '{"a": "\u0000"}',
  '{"a": "\\ud800"}',
  '{"a": "\\uZZZZ"}',
  '\uFEFF{"a": 1}',
  '{"a": 1} {"b": 2}',
  '<?xml version="1.0"?><a/>',
  'fullName=a&email=b',
];

export type Variant = {
  label: string;
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string | undefined;
  key: string | undefined;
  headers?: Record<string, string>;
};

function idempotencyKey(rng: Rng, idempotent: boolean): string | undefined {
  if (!idempotent) return rng() < 0.9 ? undefined : crypto.randomUUID();
  const roll = rng();
  if (roll < 0.8) return crypto.randomUUID();
  return pick(rng, [
    '',
    ' ',
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000',
    '00000000-0000-0000-0000-0000000000000',
    `${crypto.randomUUID()}, ${crypto.randomUUID()}`,
    'x'.repeat(4000),
    '../../../',
    '%00',
    undefined,
  ]);
}

function contentType(rng: Rng): string | undefined {
  const roll = rng();
  if (roll < 0.8) return 'application/json';
  return pick(rng, [
    undefined,
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=utf-16',
    'application/json; charset=nonsense',
    'application/merge-patch+json',
    'application/xml',
    '*/*',
    'garbage',
  ]);
}

/** One generated request for an endpoint whose valid body is `base`. */
export function bodyVariant(rng: Rng, base: unknown, idempotent: boolean): Variant {
  const key = idempotencyKey(rng, idempotent);
  const type = contentType(rng);
  const roll = rng();
  let label: string;
  let text: string;
  if (roll < 0.55 && base && typeof base === 'object') {
    label = 'mutated form';
    text = toJson(mutated(rng, base as Record<string, unknown>));
  } else if (roll < 0.75) {
    label = 'random value';
    text = toJson(randomValue(rng));
  } else if (roll < 0.87) {
    label = 'invalid JSON';
    text = pick(rng, INVALID_JSON);
  } else if (roll < 0.93) {
    label = 'deeply nested';
    const depth = pick(rng, [1_000, 10_000, 40_000]);
    text = rng() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth / 10)}1${'}'.repeat(depth / 10)}`;
  } else if (roll < 0.97) {
    label = 'huge';
    const huge = hugeString(rng);
    text = base && typeof base === 'object' ? toJson({ ...(base as Record<string, unknown>), [pick(rng, Object.keys(base))]: huge }) : toJson(huge);
  } else {
    label = 'form-encoded';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((base as Record<string, unknown>) ?? {})) form.set(k, String(v));
    text = rng() < 0.5 ? form.toString() : `${form.toString()}&__proto__[polluted]=1&constructor[prototype][polluted]=1`;
  }
  // Sometimes the bytes themselves are not UTF-8 at all.
  const notUtf8 = rng() < 0.03;
  const body = notUtf8 ? Uint8Array.from([0xff, 0xfe, 0xc3, 0x28, ...Buffer.from(text.slice(0, 200))]) : type === undefined ? new Uint8Array(Buffer.from(text)) : text;
  return { label, body, contentType: type, key };
}

// Request shapes: what arrives besides a JSON body. Path parameters, query strings, headers
// and content encodings, each either as a client of ours sends it or broken the way a
// scanner, a proxy or a careless script breaks it.

/** Path segments, written as they go on the wire (already percent-encoded where they are). */
const NASTY_SEGMENTS = [
  '%',
  '%f',
  '%ff',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%00',
  'a%00b',
  '%0d%0a',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%s%o%d',
  '%25s%25o',
  '%E2%80%AE',
  '%E0%A4%A8%E0%A4%AE%E0%A4%B8%E0%A5%8D%E0%A4%A4%E0%A5%87',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '9007199254740993',
  '%20',
  'x'.repeat(5_000),
  'index.html',
  'x.js',
  'x.csv',
];

export function nastySegment(rng: Rng): string {
  return pick(rng, NASTY_SEGMENTS);
}

const QUERY_KEYS = ['q', 'sort', 'page', 'pageSize', 'date', 'transactionid', 'id', 'email', '__proto__', 'constructor', ''];
const QUERY_VALUES = ['', '1', '-1', '0', '1e400', 'NaN', 'abc', 'newest', 'oldest', '__proto__', '2026-11-27', '2026-02-30', '%ff', '%', '%E0%A4%A', '%00', '%s%o', 'x'.repeat(3_000)];

/** A query string (with its `?`), or '' most of the time. */
export function queryString(rng: Rng): string {
  if (rng() < 0.4) return '';
  const roll = rng();
  if (roll < 0.1) return pick(rng, ['?', '?&&&', '?=', '?%', '?a[b][c]=1&a[b]=2', '?q[]=1&q[]=2', '?__proto__[polluted]=1', `?${'a=1&'.repeat(2_000)}`]);
  const pairs: string[] = [];
  for (let n = 1 + int(rng, 4); n > 0; n--) {
    const key = pick(rng, QUERY_KEYS);
    const value = pick(rng, QUERY_VALUES);
    pairs.push(rng() < 0.2 ? `${key}[]=${value}` : `${key}=${value}`);
  }
  return `?${pairs.join('&')}`;
}

/** Headers a client may send, each header present now and then, most of them wrong. */
export function nastyHeaders(rng: Rng, options: { origin: string; cookie?: string }): Record<string, string> {
  const headers: Record<string, string> = {};
  const maybe = (chance: number, name: string, values: readonly string[]) => {
    if (rng() < chance) headers[name] = pick(rng, values);
  };
  maybe(0.3, 'accept-encoding', ['gzip', 'br', 'br;q=0', '*;q=0', 'identity;q=0', 'gzip;q=x, br;q=-1', 'x'.repeat(4_000), ',,,']);
  maybe(0.2, 'accept', ['*/*', 'text/html', 'application/json;q=0', '', '\u00e9\u00ff']);
  maybe(0.3, 'origin', [options.origin, 'null', 'https://evil.example', 'http://[::1', 'javascript:alert(1)', '%ff', 'x'.repeat(3_000)]);
  maybe(0.1, 'referer', [`${options.origin}/admin`, 'not a url', '%E0%A4%A']);
  maybe(0.2, 'authorization', ['Bearer', 'Bearer ', `Bearer ${'x'.repeat(5_000)}`, 'Basic YWRtaW46YWRtaW4=', 'Bearer \u00e9\u00e9', 'Bearer a b']);
  maybe(0.2, 'idempotency-key', ['', 'not-a-uuid', '%00', '00000000-0000-0000-0000-000000000000', 'x'.repeat(4_000)]);
  maybe(0.15, 'range', ['bytes=0-0', 'bytes=999999999-', 'bytes=x', 'bytes=5-1', 'bytes=0-1,2-3,' + '4-5,'.repeat(500)]);
  maybe(0.1, 'if-none-match', ['*', 'W/"x"', '"' + 'x'.repeat(3_000) + '"']);
  maybe(0.1, 'if-modified-since', ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT', '']);
  maybe(0.15, 'x-forwarded-for', ['1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', '\u00ff\u0080', '1.2.3.4, '.repeat(200)]);
  maybe(0.1, 'x-sandbox-signature', ['', 'x'.repeat(64), '\u00e9']);
  maybe(0.05, 'host', ['evil.example', '[::1', 'x'.repeat(300), 'localhost:99999', '%ff', 'a b']);
  maybe(0.05, 'x-forwarded-proto', ['https', 'javascript', '', 'http,https']);
  maybe(0.05, 'x-forwarded-host', ['evil.example', '%ff', '']);
  const cookies = [
    options.cookie,
    'saathi_session=%ff',
    'saathi_session="unterminated',
    'saathi_session=' + 'a'.repeat(100),
    '=;;=;',
    'saathi.cookie-consent=%7B%22value%22%3A',
    `many=${'a;b='.repeat(500)}`,
  ].filter((cookie): cookie is string => cookie !== undefined);
  maybe(0.4, 'cookie', cookies);
  return headers;
}

export type EncodedBody = { label: string; bytes: Uint8Array<ArrayBuffer>; headers: Record<string, string> };

/**
 * `body` as sent with one Content-Encoding: the encoding it names (gzip, deflate, br, any
 * letter case), bytes that are not that encoding, cut short, raw deflate, stacked encodings,
 * unknown ones, or a chunked body without a length.
 */
export function encodedBody(rng: Rng, body: string | Uint8Array): EncodedBody {
  const plain = Buffer.from(body);
  const compress: Record<string, (data: Buffer) => Buffer> = { gzip: zlib.gzipSync, deflate: zlib.deflateSync, br: zlib.brotliCompressSync };
  const roll = int(rng, 10);
  const named = pick(rng, ['gzip', 'deflate', 'br'] as const);
  const spelled = rng() < 0.2 ? named.toUpperCase() : named;
  const bytesOf = (buffer: Buffer) => new Uint8Array(buffer);
  switch (roll) {
    case 0:
    case 1:
      return { label: `${spelled}`, bytes: bytesOf(compress[named]!(plain)), headers: { 'content-encoding': spelled } };
    case 2:
      return { label: `${spelled} that is not`, bytes: bytesOf(plain), headers: { 'content-encoding': spelled } };
    case 3: {
      const whole = compress[named]!(plain);
      return { label: `${spelled} cut short`, bytes: bytesOf(whole.subarray(0, Math.max(1, int(rng, whole.length)))), headers: { 'content-encoding': spelled } };
    }
    case 4:
      return { label: 'raw deflate', bytes: bytesOf(zlib.deflateRawSync(plain)), headers: { 'content-encoding': 'deflate' } };
    case 5:
      return { label: 'gzip, gzip', bytes: bytesOf(zlib.gzipSync(zlib.gzipSync(plain))), headers: { 'content-encoding': pick(rng, ['gzip, gzip', 'gzip,br', 'identity, gzip']) } };
    case 6:
      return { label: 'unknown encoding', bytes: bytesOf(plain), headers: { 'content-encoding': pick(rng, ['x-unknown', 'compress', 'zstd', '', ' ', '\u00e9']) } };
    case 7:
      return { label: 'identity', bytes: bytesOf(plain), headers: { 'content-encoding': pick(rng, ['identity', 'IDENTITY']) } };
    case 8:
      // A gzip bomb in miniature: far more text than the 100 kB limit once inflated.
      return { label: 'inflates past the limit', bytes: bytesOf(zlib.gzipSync(Buffer.alloc(2_000_000, 0x20))), headers: { 'content-encoding': 'gzip' } };
    default:
      return { label: 'chunked', bytes: bytesOf(plain), headers: { 'transfer-encoding': 'chunked' } };
  }
}
