import type { Request, RequestHandler } from 'express';
import { badRequest, notFound } from '../errors';
import { presentSubmissionReceipt } from '../presenters/submissions';
import { isRecord } from '../../src/domain/is-record';
import { isBookingKind } from '../../src/domain/submission-kinds';
import { languageOfContent } from '../../src/i18n/language';
import type { BookingAccess } from '../services/bookings/booking-access';
import { submissionKind } from '../services/submissions/kinds';
import type { SubmissionService } from '../services/submissions/submission-service';
import { sendCreated } from '../http/fast-path/created-answer';
import { perMinuteLimit, type RateCounts } from '../http/fast-path/rate-limit';

export const KEY_REQUIRED = 'Idempotency-Key header is required';
export const KEY_NOT_A_UUID = 'Idempotency-Key header must be a UUID';
export const BODY_NOT_AN_OBJECT = 'Please send the form as a JSON object.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The client's key for this submission, lower-cased so one UUID is one key however it is spelled. */
export function idempotencyKeyOf(req: Request): string {
  const key = req.get('Idempotency-Key')?.trim();
  if (!key) throw badRequest(KEY_REQUIRED);
  if (!UUID.test(key)) throw badRequest(KEY_NOT_A_UUID);
  return key.toLowerCase();
}

export type SubmissionPostDeps = {
  submissions: SubmissionService;
  rateLimitPerMinute: number;
  /** Where the per-minute limit counts (app.ts). */
  rateCounts: RateCounts;
  /** Issues the access token a booking's answer carries; without it no token is given. */
  bookingAccess?: BookingAccess;
};

/** Where the forms post; the app mounts `submissionPost` here, ahead of the API router. */
export const SUBMISSION_PATH = '/api/submissions/:kind';

/**
 * The handlers of a form post, in order: the per-minute limit, then the submission. They are
 * mounted on the app itself rather than in a router: form posts are the busiest writes, and
 * every router a request passes costs it a walk through that router's layers (with the 201
 * written straight, 12% more posts a second: http/fast-path/created-answer.ts).
 */
export function submissionPost({ submissions, rateLimitPerMinute, rateCounts, bookingAccess }: SubmissionPostDeps): [RequestHandler, RequestHandler<{ kind: string }>] {
  const limit = perMinuteLimit(rateLimitPerMinute, { name: 'submissions', counts: rateCounts });

  const submit: RequestHandler<{ kind: string }> = async (req, res) => {
    const kind = submissionKind(req.params.kind);
    if (!kind) throw notFound();
    const key = idempotencyKeyOf(req);
    if (!isRecord(req.body)) throw badRequest(BODY_NOT_AN_OBJECT);
    // A ZodError becomes 400 {error, fields} in the error handler; nothing is stored.
    const input = kind.schema.parse(req.body);

    // Stored in one commit with the other posts that arrive with it, answered once that commit is done.
    const receipt = await submissions.submitGrouped(req.params.kind, kind, key, input, languageOfContent(req.get('Content-Language')));

    if (receipt.replayed) res.set('Idempotent-Replayed', 'true');
    const kindName = req.params.kind;
    const token = bookingAccess && isBookingKind(kindName) ? bookingAccess.tokenFor(kindName, receipt.id) : undefined;
    sendCreated(res, presentSubmissionReceipt(receipt, token));
  };

  return [limit, submit];
}
