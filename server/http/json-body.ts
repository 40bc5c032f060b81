import express, { type Request, type RequestHandler } from 'express';
import { badRequest, INVALID_JSON, UNREADABLE_REQUEST } from '../errors';

/** 100 kB: the largest body read, on either path (body-parser's '100kb' is the same 102,400 bytes). */
export const BODY_LIMIT_BYTES = 100 * 1024;

// In unicode mode a surrogate pair is one code point, so this matches only a lone half.
const LONE_SURROGATE = /\p{Cs}/u;
// Decoded UTF-8 never holds a surrogate (encoded halves become U+FFFD), so a lone one can only
// come from a `\uD800`-style escape: text without such an escape needs no character-by-character check.
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
// body-parser's strict mode: a JSON body is an object or an array.
const FIRST_CHARACTER = /^[\x20\x09\x0a\x0d]*([^\x20\x09\x0a\x0d])/;
// The one spelling every client of ours sends; anything else goes through body-parser.
const PLAIN_JSON = /^application\/json(?:;\s*charset=utf-8)?$/i;

function refuseLoneSurrogates(key: string, value: unknown): unknown {
  if (LONE_SURROGATE.test(key) || (typeof value === 'string' && LONE_SURROGATE.test(value))) {
    throw new SyntaxError('Text with a lone surrogate is not valid Unicode');
  }
  return value;
}

const BYTE_ORDER_MARK = 0xfeff;

/** A body read whole: an object or array, free of lone surrogates; `{}` when empty (as body-parser). */
function parseStrict(decoded: string): unknown {
  // body-parser's decoder drops a leading byte order mark.
  const text = decoded.charCodeAt(0) === BYTE_ORDER_MARK ? decoded.slice(1) : decoded;
  if (text.length === 0) return {};
  const first = FIRST_CHARACTER.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw badRequest(INVALID_JSON);
  try {
    return SURROGATE_ESCAPE.test(text) ? JSON.parse(text, refuseLoneSurrogates) : JSON.parse(text);
  } catch {
    throw badRequest(INVALID_JSON);
  }
}

/** The declared length of a plain JSON body within the limit; undefined when body-parser must read it. */
export function plainBodyLength(req: Pick<Request, 'headers'>): number | undefined {
  const { headers } = req;
  const type = headers['content-type'];
  const length = headers['content-length'];
  if (type === undefined || !PLAIN_JSON.test(type)) return undefined;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return undefined;
  if (length === undefined || !/^\d{1,6}$/.test(length)) return undefined;
  const bytes = Number(length);
  return bytes <= BODY_LIMIT_BYTES ? bytes : undefined;
}

/**
 * JSON request bodies, limited to 100 kB and to well-formed text (I-JSON, RFC 7493): a
 * `"\ud800"` escape is valid JSON syntax but no character, and would break whatever
 * encodes the text later (mail links, SQLite's UTF-8). Refused as invalid JSON, 400.
 *
 * What our own forms send (UTF-8 `application/json` with a Content-Length, uncompressed,
 * within the limit) is read here directly: body-parser's general path (media-type parsing,
 * a decoder stream, a reviver call for every value) was ~6% of a form post's CPU. Every
 * other request (another charset, compressed, chunked, too large, another type) goes
 * through body-parser as before; both paths answer alike.
 */
export function jsonBody(): RequestHandler {
  const general = express.json({ limit: BODY_LIMIT_BYTES, reviver: refuseLoneSurrogates });
  return (req, res, next) => {
    const expected = plainBodyLength(req);
    if (expected === undefined) {
      general(req, res, next);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => {
      if (settled) return;
      settled = true;
      let body: unknown;
      try {
        if (received !== expected) throw badRequest(UNREADABLE_REQUEST);
        body = parseStrict(Buffer.concat(chunks, received).toString('utf8'));
      } catch (error) {
        next(error);
        return;
      }
      req.body = body;
      next();
    };
    // The client went away (or the connection failed) before the whole body arrived; after
    // 'end', 'close' is the request's normal last event and finds the body settled.
    const onFailure = () => {
      if (settled) return;
      settled = true;
      next(badRequest(UNREADABLE_REQUEST));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onFailure);
    req.once('close', onFailure);
  };
}
