import express, { type RequestHandler } from 'express';

export const BODY_LIMIT = '100kb';

// In unicode mode a surrogate pair is one code point, so this matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * JSON request bodies, limited to 100 kB and to well-formed text (I-JSON, RFC 7493): a
 * `"\ud800"` escape is valid JSON syntax but no character, and would break whatever
 * encodes the text later (mail links, SQLite's UTF-8). Refused as invalid JSON, 400.
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: BODY_LIMIT,
    reviver(key: string, value: unknown) {
      if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
        throw new SyntaxError('Text with a lone surrogate is not valid Unicode');
      }
      return value;
    },
  });
}
