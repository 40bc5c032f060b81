import express, { type RequestHandler } from 'express';

/** 100 kB: the largest body read (body-parser's '100kb' is the same 102,400 bytes). */
export const BODY_LIMIT_BYTES = 100 * 1024;

// In unicode mode a surrogate pair is one code point, so this matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;

function refuseLoneSurrogates(key: string, value: unknown): unknown {
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw new SyntaxError('Text with a lone surrogate is not valid Unicode');
  }
  return value;
}

/**
 * JSON request bodies (body-parser, strict: an object or an array), limited to 100 kB and to
 * well-formed text (I-JSON, RFC 7493): a `"\ud800"` escape is valid JSON syntax but no
 * character, and would break whatever encodes the text later (mail links, SQLite's UTF-8).
 * Refused as invalid JSON, 400, by the error handler.
 */
export function jsonBody(): RequestHandler {
  return express.json({ limit: BODY_LIMIT_BYTES, reviver: refuseLoneSurrogates });
}
