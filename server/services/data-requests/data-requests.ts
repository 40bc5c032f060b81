import { createHash, randomBytes } from 'node:crypto';
import { isBookingKind } from '../../../src/domain/submission-kinds';
import { dataRequestSchema } from '../../../src/domain/schemas/data-request';
import type { Config } from '../../config';
import type { DataRequestsRepository, HeldRecords, StoredDataRequest } from '../../db/data-requests-repository';
import type { Db } from '../../db/engine/db';
import type { MailOutboxRepository } from '../../db/mail-outbox-repository';
import { conflict, gone, notFound } from '../../errors';
import type { BookingChanges } from '../bookings/booking-changes';
import { dataRequestVerification } from '../mail/data-request-templates';
import { nudgeWorker, queueMail, type MailNudge } from '../mail/outbox';
import { mailSite } from '../mail/templates';

// A visitor's rights over what the server holds for their e-mail address (DPDP Act 2023; issue
// 23): a copy of it, or its erasure. Asking stores the request and mails a single-use link to the
// address, whatever the server holds for it: the answer, and the work done before answering, are
// the same for an address it knows and one it has never seen, so asking reveals nothing. Only
// following the link, which proves the inbox is the asker's, acts on the records.

/** How long the mailed link works. A day: long enough to find the mail, short enough to matter little if the mail leaks. */
export const DATA_REQUEST_LINK_HOURS = 24;

/** The answer to every request, known address or not. */
export const DATA_REQUEST_RECEIVED = 'Thank you. We are sending a link to confirm your request to this e-mail address. Please open it within 24 hours.';
export const LINK_NOT_VALID = 'This link is not valid. Please ask again.';
export const LINK_USED = 'This link has already been used.';
export const LINK_EXPIRED = 'This link has expired. Please ask again.';

/** The address as staff may see it: its first letter and its domain ("a•••@example.com"). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export type DataRequestAnswer =
  | { type: 'copy'; records: HeldRecords & { address: string; madeAt: string } }
  | { type: 'erase'; erased: Record<string, number> };

export function createDataRequests({
  db,
  repository,
  mailOutbox,
  bookingChanges,
  config,
  mail,
  now,
}: {
  db: Db;
  repository: DataRequestsRepository;
  mailOutbox: MailOutboxRepository;
  bookingChanges: Pick<BookingChanges, 'cancelForErasure' | 'askForRefunds'>;
  config: Pick<Config, 'site' | 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'dataRequestDeadlineDays'>;
  mail?: MailNudge;
  now: () => Date;
}) {
  /** Erases in the calling transaction; answers the counts and the refunds to ask for after the commit. */
  async function erase(request: StoredDataRequest, email: string, at: Date): Promise<{ erased: Record<string, number>; refundIds: number[] }> {
    const refundIds: number[] = [];
    let sessions = 0;
    // Sessions ahead first, under the visitor's own cancellation rule, while their bookings exist.
    for (const booking of await repository.paidBookingsOf(email)) {
      if (!isBookingKind(booking.kind)) continue;
      const { cancelled, refundId } = await bookingChanges.cancelForErasure(booking.kind, booking.id, at);
      if (cancelled) sessions += 1;
      if (refundId !== null) refundIds.push(refundId);
    }
    const counts = await repository.erase(email, at.toISOString());
    await repository.audit(request.id, at.toISOString());
    return { erased: { ...counts, sessions }, refundIds };
  }

  return {
    /** POST /api/data-requests: stores the request and queues its link, one commit; the same answer for every address. */
    async request(body: unknown): Promise<{ message: string }> {
      const { email, type } = dataRequestSchema.parse(body);
      const at = now();
      const token = randomBytes(32).toString('base64url');
      await db.transaction(async () => {
        await repository.insert({
          type,
          email,
          emailHint: maskEmail(email),
          tokenHash: hashOf(token),
          createdAt: at.toISOString(),
          expiresAt: new Date(at.getTime() + DATA_REQUEST_LINK_HOURS * HOUR_MS).toISOString(),
          dueAt: new Date(at.getTime() + config.dataRequestDeadlineDays * DAY_MS).toISOString(),
        });
        const link = `${config.publicUrl}/data-request/${token}`;
        await queueMail(mailOutbox, config, { to: email, ...dataRequestVerification({ type, link, validHours: DATA_REQUEST_LINK_HOURS }, mailSite(config)) }, { now: at });
      });
      nudgeWorker(mail);
      return { message: DATA_REQUEST_RECEIVED };
    },

    /**
     * POST /api/data-requests/:token/confirm: does what was asked, once. The copy is answered
     * here and kept nowhere; an erasure is done in one transaction with its audit row.
     */
    async confirm(token: string): Promise<DataRequestAnswer> {
      const at = now();
      const { answer, refundIds } = await db.transaction(async () => {
        const request = await repository.lockByTokenHash(hashOf(token));
        if (!request) throw notFound(LINK_NOT_VALID);
        if (request.state === 'done') throw conflict(LINK_USED);
        if (request.expiresAt <= at.toISOString() || request.email === null) throw gone(LINK_EXPIRED);
        const email = request.email;
        if (request.type === 'copy') {
          const records = await repository.recordsFor(email);
          await repository.complete(request.id, { submissions: records.submissions.length, payments: records.payments.length, mails: records.mails.length }, at.toISOString());
          return { answer: { type: 'copy' as const, records: { address: email, madeAt: at.toISOString(), ...records } }, refundIds: [] };
        }
        const { erased, refundIds } = await erase(request, email, at);
        await repository.complete(request.id, erased, at.toISOString());
        return { answer: { type: 'erase' as const, erased }, refundIds };
      });
      if (answer.type === 'erase') await bookingChanges.askForRefunds(refundIds);
      return answer;
    },

    list: (limit: number) => repository.list(limit),
  };
}

export type DataRequests = ReturnType<typeof createDataRequests>;
