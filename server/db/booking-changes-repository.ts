import type { Db } from './engine/db';
import type { BookingKind } from '../../src/domain/submission-kinds';

/** A reschedule or cancellation of a paid booking, as booking_changes keeps it. */
export type BookingChange = {
  kind: BookingKind;
  submissionId: number;
  action: 'reschedule' | 'cancel';
  actor: 'visitor' | 'staff';
  userId: number | null;
  reason: string | null;
  override: boolean;
  fromStartsAt: string | null;
  toStartsAt: string | null;
  fromExpertId: number | null;
  toExpertId: number | null;
  /** A visitor's post: its Idempotency-Key and the hash of what it asked. */
  idempotencyKey: string | null;
  requestHash: string | null;
  at: Date;
};

/** What a replayed key needs: which booking and change it made, and whether the same was asked. */
export type KeyedChange = { kind: BookingKind; submissionId: number; action: BookingChange['action']; requestHash: string | null };

/** The newest change of a booking, as the manage page states it. */
export type LastChange = { action: BookingChange['action']; actor: BookingChange['actor']; reason: string | null; at: string };

/** The payment that paid for a booking: what a refund is made from. */
export type BookingPayment = { id: number; amountPaise: number };

export function createBookingChangesRepository(db: Db) {
  return {
    /** Inside the transaction that makes the change. */
    async record(change: BookingChange): Promise<void> {
      await db.run(
        `INSERT INTO booking_changes (kind, submission_id, action, actor, user_id, reason, override, from_starts_at, to_starts_at,
           from_expert_id, to_expert_id, idempotency_key, request_hash, created_at)
         VALUES (@kind, @submissionId, @action, @actor, @userId, @reason, @override, @fromStartsAt, @toStartsAt,
           @fromExpertId, @toExpertId, @idempotencyKey, @requestHash, @createdAt)`,
        {
          kind: change.kind,
          submissionId: change.submissionId,
          action: change.action,
          actor: change.actor,
          userId: change.userId,
          reason: change.reason,
          override: change.override ? 1 : 0,
          fromStartsAt: change.fromStartsAt,
          toStartsAt: change.toStartsAt,
          fromExpertId: change.fromExpertId,
          toExpertId: change.toExpertId,
          idempotencyKey: change.idempotencyKey,
          requestHash: change.requestHash,
          createdAt: change.at.toISOString(),
        },
      );
    },
    async findByKey(key: string): Promise<KeyedChange | undefined> {
      const row = await db.get<{ kind: BookingKind; submission_id: number; action: BookingChange['action']; request_hash: string | null }>(
        'SELECT kind, submission_id, action, request_hash FROM booking_changes WHERE idempotency_key = ?',
        [key],
      );
      return row && { kind: row.kind, submissionId: row.submission_id, action: row.action, requestHash: row.request_hash };
    },
    async lastFor(kind: BookingKind, submissionId: number): Promise<LastChange | undefined> {
      const row = await db.get<{ action: BookingChange['action']; actor: BookingChange['actor']; reason: string | null; created_at: string }>(
        'SELECT action, actor, reason, created_at FROM booking_changes WHERE kind = ? AND submission_id = ? ORDER BY id DESC LIMIT 1',
        [kind, submissionId],
      );
      return row && { action: row.action, actor: row.actor, reason: row.reason, at: row.created_at };
    },
    /** How many times the booking's calendar event has changed: its invite's SEQUENCE (0 when paid). */
    async inviteSequence(kind: BookingKind, submissionId: number): Promise<number> {
      // Every change that sends the booking's calendar event again: moves, cancellations, and
      // staff giving it an expert (staff_actions). Each is one more than the last.
      const row = await db.get<{ changes: number }>(
        `SELECT (SELECT COUNT(*) FROM booking_changes WHERE kind = @kind AND submission_id = @id)
              + (SELECT COUNT(*) FROM staff_actions WHERE kind = @kind AND record_id = @id AND action IN ('expert_assign', 'expert_reassign')) AS changes`,
        { kind, id: submissionId },
      );
      return row?.changes ?? 0;
    },
    async paymentFor(kind: BookingKind, submissionId: number): Promise<BookingPayment | undefined> {
      // Settlement confirms a booking from one successful payment; an unconfirmed one paid for nothing.
      const row = await db.get<{ id: number; amount_paise: number }>(
        `SELECT id, amount_paise FROM payments
         WHERE kind = ? AND submission_id = ? AND state = 'SUCCESS' AND unconfirmed IS NULL AND purpose = 'booking'
         ORDER BY id DESC LIMIT 1`,
        [kind, submissionId],
      );
      return row && { id: row.id, amountPaise: row.amount_paise };
    },
  };
}

export type BookingChangesRepository = ReturnType<typeof createBookingChangesRepository>;
