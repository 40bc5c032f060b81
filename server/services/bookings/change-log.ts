import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { Config } from '../../config';
import type { BookingChange } from '../../db/booking-changes-repository';
import type { Repositories } from '../../db/repositories';
import { unprocessable } from '../../errors';
import { queueMail, type OutgoingMail } from '../mail/outbox';
import type { ChangeActor } from './booking-changes';

// What every change of a paid booking leaves behind, inside its transaction: the
// booking_changes row (with a visitor's Idempotency-Key and request hash), the staff audit row
// and the mails. And the other side of the key: a replay is recognised, a reused key refused.

export type Keyed = { key: string | null; hash: string | null };

/** Where the session was and went: the row's from/to columns. */
export type ChangeSpan = Pick<BookingChange, 'fromStartsAt' | 'toStartsAt' | 'fromExpertId' | 'toExpertId'>;

export const staffOverride = (actor: ChangeActor) => actor.by === 'staff' && actor.override;

export function createChangeLog({
  repositories: { bookingChanges, staffActions, mailOutbox },
  config,
}: {
  repositories: Pick<Repositories, 'bookingChanges' | 'staffActions' | 'mailOutbox'>;
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>;
}) {
  return {
    /** A key already used: true for the same request (answer as things stand), 422 for another one. */
    async replayed({ key, hash }: Keyed, kind: BookingKind, id: number, action: BookingChange['action']): Promise<boolean> {
      if (key === null) return false;
      const earlier = await bookingChanges.findByKey(key);
      if (!earlier) return false;
      if (earlier.kind !== kind || earlier.submissionId !== id || earlier.action !== action || earlier.requestHash !== hash) {
        throw unprocessable('This Idempotency-Key was already used for a different request.');
      }
      return true;
    },

    /** The change's row and audit; then its mails, made with the booking's new invite SEQUENCE (the number of changes). */
    async write(
      kind: BookingKind,
      id: number,
      action: BookingChange['action'],
      actor: ChangeActor,
      keyed: Keyed,
      span: ChangeSpan,
      mailsFor: (sequence: number) => OutgoingMail[],
      at: Date,
    ): Promise<void> {
      await bookingChanges.record({
        kind,
        submissionId: id,
        action,
        actor: actor.by,
        userId: actor.by === 'staff' ? actor.userId : null,
        reason: actor.by === 'staff' ? actor.reason : null,
        override: staffOverride(actor),
        ...span,
        idempotencyKey: keyed.key,
        requestHash: keyed.hash,
        at,
      });
      if (actor.by === 'staff') {
        await staffActions.record({ staffUsername: actor.username, action: `booking_${action}`, kind, recordId: id, reason: actor.reason, at });
      }
      for (const outgoing of mailsFor(await bookingChanges.inviteSequence(kind, id))) {
        await queueMail(mailOutbox, config, outgoing, { submissionId: id, now: at });
      }
    },
  };
}
