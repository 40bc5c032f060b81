import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import { z } from 'zod';
import { messagesByField, type FieldErrors } from '../src/domain/field-errors';
import { isRecord } from '../src/domain/is-record';
import { logger, type Log } from './log';

// Errors a handler means to send are HttpErrors made by the factories below; the one
// error handler turns them (and zod errors, a unique key repeated on either engine, and
// the client errors libraries mark with a 4xx status) into the API's `{error, fields?}`
// answer. Anything else is a bug: logged, never shown.

export type { FieldErrors };

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'unprocessable'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'too_many_requests'
  | 'service_unavailable'
  /** Any other 4xx a library marked an error with. */
  | 'client_error';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** More of the answer's body, beside `error` and `fields` (e.g. a taken slot's alternatives). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Please sign in.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = "You don't have permission to do this.") => new HttpError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);
/** What was here has ended for good (a manage link after its session). */
export const gone = (message: string) => new HttpError(410, 'gone', message);
export const conflict = (message: string, fields?: FieldErrors, extra?: Readonly<Record<string, unknown>>) =>
  new HttpError(409, 'conflict', message, fields, extra);
export const unprocessable = (message: string) => new HttpError(422, 'unprocessable', message);
export const payloadTooLarge = (message = 'The request is too large.') =>
  new HttpError(413, 'payload_too_large', message);
export const tooManyRequests = (message = 'Too many requests. Please wait a moment and try again.') =>
  new HttpError(429, 'too_many_requests', message);
export const unsupportedEncoding = () => new HttpError(415, 'unsupported_media_type', UNSUPPORTED_ENCODING);
export const serviceUnavailable = (message = 'The service is temporarily unavailable. Please try again later.') =>
  new HttpError(503, 'service_unavailable', message);

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
export const INVALID_JSON = 'Invalid JSON';
export const UNREADABLE_REQUEST = 'The request could not be read.';
export const MALFORMED_ADDRESS = 'The address of this request is not valid.';
export const UNSUPPORTED_ENCODING = 'Unsupported request encoding.';

/** One message per field, the first zod reports: what a form shows under the input. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  return messagesByField(error.issues).fieldErrors;
}

/**
 * The status a library put on an error it made for a bad request: http-errors (body-parser,
 * raw-body, send) set `status` and `statusCode`, and so does Express's router on a path
 * parameter whose percent-encoding is malformed. Express's own final handler answers with
 * it; a 4xx is the client's mistake, not ours.
 */
function clientStatusOf(err: Record<string, unknown>): number | undefined {
  const status = typeof err.status === 'number' ? err.status : err.statusCode;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status < 500 ? status : undefined;
}

/**
 * A request that could not be read (malformed address, body, encoding, charset; too large):
 * an error a library marked as the client's, with the matching 4xx and a message of ours
 * (theirs may name internals, e.g. a zlib code).
 */
function clientError(err: unknown): HttpError | undefined {
  if (!isRecord(err)) return undefined;
  const status = clientStatusOf(err);
  if (status === undefined) return undefined;
  switch (err.type) {
    case 'entity.parse.failed':
      return badRequest(INVALID_JSON);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return unsupportedEncoding();
  }
  // The router decodes path parameters with decodeURIComponent and passes its URIError on.
  if (err instanceof URIError) return badRequest(MALFORMED_ADDRESS);
  switch (status) {
    case 400:
      return badRequest(UNREADABLE_REQUEST);
    case 413:
      return payloadTooLarge();
    case 415:
      return unsupportedEncoding();
    default:
      // Another client error a library chose (416 from a file's range, 403 from a verify
      // step): its status stands, with its standard wording.
      return new HttpError(status, 'client_error', STATUS_CODES[status] ?? UNREADABLE_REQUEST);
  }
}

/** PostgreSQL's SQLSTATE for unique_violation (a unique index or primary key), as pg sets it on `code`. */
const PG_UNIQUE_VIOLATION = '23505';

/**
 * A row that would repeat a unique key, on either engine. Only this constraint means "it is
 * already there" (409); a foreign key or check constraint that fails (SQLite's
 * SQLITE_CONSTRAINT_FOREIGNKEY and _CHECK, PostgreSQL's 23503 and 23514) is a bug of ours: 500.
 */
export function isUniqueConstraint(err: unknown): boolean {
  return (
    isRecord(err) &&
    (err.code === 'SQLITE_CONSTRAINT_UNIQUE' || err.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || err.code === PG_UNIQUE_VIOLATION)
  );
}

/**
 * PostgreSQL's SQLSTATE for character_not_in_repertoire: its text cannot hold U+0000, so a value
 * with one (only a hostile request sends it: the forms drop such characters, decision 012) is
 * refused by the database whatever the statement. SQLite stores or compares it like any other.
 */
const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';

export const UNSTORABLE_CHARACTER = 'This request contains a character that is not accepted (U+0000).';

function toHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof z.ZodError) {
    return badRequest('Please check the highlighted fields.', fieldErrorsOf(err));
  }
  if (isUniqueConstraint(err)) return conflict('This record already exists.');
  if (isRecord(err) && err.code === PG_CHARACTER_NOT_IN_REPERTOIRE) return badRequest(UNSTORABLE_CHARACTER);
  return clientError(err);
}

/** Answers every error a handler throws or passes on; only the unexpected ones are logged, as faults. */
export function errorHandler(log: Log = logger.error): ErrorRequestHandler {
  return (err, req, res, next) => {
    // Once the body has started there is no JSON to send; Express closes the socket.
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = toHttpError(err);
    if (known) {
      res
        .status(known.status)
        .json({ ...known.extra, error: known.message, ...(known.fields ? { fields: known.fields } : {}) });
      return;
    }
    // The path without its query (it can carry names and e-mails), as data: see log.ts.
    log('Unhandled error', { method: req.method, path: req.originalUrl.split('?')[0], error: err });
    res.status(500).json({ error: INTERNAL_ERROR_MESSAGE });
  };
}
