import type { DataRequestType } from '../../src/domain/data-requests';
import { rowLock, type Db } from './engine/db';

// Visitors' requests for a copy or the erasure of what the server holds for their e-mail address
// (migration 026, server/services/data-requests). Every record is found by the address it was
// given with, compared ignoring case (lower() on both engines: SQLite's NOCASE columns and
// PostgreSQL's plain ones would otherwise disagree).

export type DataRequestState = 'pending' | 'done';

export type StoredDataRequest = {
  id: number;
  type: DataRequestType;
  /** Cleared once the request is done or its link has expired. */
  email: string | null;
  emailHint: string;
  state: DataRequestState;
  createdAt: string;
  expiresAt: string;
  dueAt: string;
  doneAt: string | null;
  result: Record<string, number> | null;
};

type DataRequestRow = {
  id: number;
  type: DataRequestType;
  email: string | null;
  email_hint: string;
  state: DataRequestState;
  created_at: string;
  expires_at: string;
  due_at: string;
  done_at: string | null;
  result: string | null;
};

export type NewDataRequest = {
  type: DataRequestType;
  email: string;
  emailHint: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  dueAt: string;
};

/** Everything held for an address, as the visitor's copy shows it. */
export type HeldRecords = {
  submissions: Array<{ id: number; kind: string; name: string | null; email: string | null; phone: string | null; status: string | null; record: unknown; createdAt: string }>;
  payments: Array<Record<string, unknown>>;
  refunds: Array<Record<string, unknown>>;
  sessions: Array<Record<string, unknown>>;
  bookingChanges: Array<Record<string, unknown>>;
  followUps: Array<Record<string, unknown>>;
  pushSubscriptions: Array<Record<string, unknown>>;
  mails: Array<Record<string, unknown>>;
};

/** What an erasure removed, by kind of record: counts only, kept with the request. */
export type ErasureCounts = { submissions: number; payments: number; mails: number };

/** Mails not sent yet. */
const UNSENT = `('queued', 'failed', 'not_configured')`;
/** Every mail but one being sent right now (`sending`), which the worker is left to finish. */
const NOT_SENDING = `('queued', 'failed', 'not_configured', 'sent')`;

const COLUMNS = 'id, type, email, email_hint, state, created_at, expires_at, due_at, done_at, result';

function toRequest(row: DataRequestRow): StoredDataRequest {
  return {
    id: row.id,
    type: row.type,
    email: row.email,
    emailHint: row.email_hint,
    state: row.state,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    dueAt: row.due_at,
    doneAt: row.done_at,
    result: row.result === null ? null : (JSON.parse(row.result) as Record<string, number>),
  };
}

const inList = (ids: readonly number[]) => (ids.length === 0 ? '(NULL)' : `(${ids.map(() => '?').join(', ')})`);

export function createDataRequestsRepository(db: Db) {
  /** The submissions given with the address. */
  async function submissionIds(email: string): Promise<number[]> {
    const rows = await db.all<{ id: number }>('SELECT id FROM submissions WHERE lower(email) = lower(?) ORDER BY id', [email]);
    return rows.map((row) => row.id);
  }

  return {
    /**
     * Stores a request, and clears the address of every request whose link has expired unused:
     * nobody can act on those any more, so the address has no reason to stay.
     */
    async insert(request: NewDataRequest): Promise<number> {
      return db.transaction(async () => {
        await db.run(`UPDATE data_requests SET email = NULL WHERE state = 'pending' AND email IS NOT NULL AND expires_at <= ?`, [request.createdAt]);
        const row = await db.get<{ id: number }>(
          `INSERT INTO data_requests (type, email, email_hint, token_hash, state, created_at, expires_at, due_at)
           VALUES (?, ?, ?, ?, 'pending', ?, ?, ?) RETURNING id`,
          [request.type, request.email, request.emailHint, request.tokenHash, request.createdAt, request.expiresAt, request.dueAt],
        );
        return row!.id;
      });
    },

    /** The request a link's token opens, held by the calling transaction (only inside db.transaction). */
    async lockByTokenHash(tokenHash: string): Promise<StoredDataRequest | undefined> {
      const row = await db.get<DataRequestRow>(`SELECT ${COLUMNS} FROM data_requests WHERE token_hash = ?${rowLock(db.engine, { skipLocked: false })}`, [tokenHash]);
      return row ? toRequest(row) : undefined;
    },

    /** Marks the request done: its address goes, the counts stay. */
    async complete(id: number, result: Record<string, number>, at: string): Promise<void> {
      await db.run(`UPDATE data_requests SET state = 'done', email = NULL, done_at = ?, result = ? WHERE id = ?`, [at, JSON.stringify(result), id]);
    },

    /** The staff list: the newest first, up to `limit` (the presenter puts the overdue ones first). */
    async list(limit: number): Promise<StoredDataRequest[]> {
      const rows = await db.all<DataRequestRow>(`SELECT ${COLUMNS} FROM data_requests ORDER BY created_at DESC, id DESC LIMIT ?`, [limit]);
      return rows.map(toRequest);
    },

    /** Every record held for the address, for the visitor's copy. */
    async recordsFor(email: string): Promise<HeldRecords> {
      const ids = await submissionIds(email);
      const mine = inList(ids);
      const submissions = await db.all<{ id: number; kind: string; name: string | null; email: string | null; phone: string | null; status: string | null; payload: string; created_at: string }>(
        `SELECT id, kind, name, email, phone, status, payload, created_at FROM submissions WHERE id IN ${mine} ORDER BY id`,
        ids,
      );
      const payments = await db.all<Record<string, unknown>>(
        `SELECT id, merchant_transaction_id, purpose, kind, submission_id, option, amount_paise, state, type, name, email, phone,
           transaction_id, utr, upi_transaction_id, created_at, completed_at
         FROM payments WHERE lower(email) = lower(?) OR submission_id IN ${mine} ORDER BY id`,
        [email, ...ids],
      );
      const paymentIds = payments.map((payment) => Number(payment.id));
      return {
        submissions: submissions.map((row) => ({
          id: row.id,
          kind: row.kind,
          name: row.name,
          email: row.email,
          phone: row.phone,
          status: row.status,
          record: JSON.parse(row.payload) as unknown,
          createdAt: row.created_at,
        })),
        payments,
        refunds: await db.all(
          `SELECT payment_id, amount_paise, state, reason, created_at, completed_at FROM refunds WHERE payment_id IN ${inList(paymentIds)} ORDER BY id`,
          paymentIds,
        ),
        sessions: await db.all(
          `SELECT es.kind, es.submission_id, es.starts_at, es.ends_at, es.state, e.name AS expert
           FROM expert_sessions es LEFT JOIN experts e ON e.id = es.expert_id WHERE es.submission_id IN ${mine} ORDER BY es.starts_at`,
          ids,
        ),
        bookingChanges: await db.all(
          `SELECT kind, submission_id, action, actor, reason, from_starts_at, to_starts_at, created_at FROM booking_changes WHERE submission_id IN ${mine} ORDER BY id`,
          ids,
        ),
        followUps: await db.all(
          `SELECT submission_id, state, notes, created_at, first_contacted_at, closed_at FROM follow_ups WHERE submission_id IN ${mine} ORDER BY id`,
          ids,
        ),
        pushSubscriptions: await db.all(`SELECT kind, submission_id, created_at FROM push_subscriptions WHERE submission_id IN ${mine} ORDER BY id`, ids),
        mails: await db.all(
          `SELECT to_address, subject, text, state, created_at, sent_at FROM mail_outbox WHERE lower(to_address) = lower(?) ORDER BY id`,
          [email],
        ),
      };
    },

    /** The address's bookings still standing (paid), which an erasure cancels first. */
    async paidBookingsOf(email: string): Promise<Array<{ id: number; kind: string }>> {
      return db.all(`SELECT id, kind FROM submissions WHERE lower(email) = lower(?) AND status = 'Paid' ORDER BY id`, [email]);
    },

    /**
     * Erases what is held for the address; call it inside the transaction that cancels the
     * address's sessions and marks the request done. Payments keep what accounting must (amount,
     * dates, state, transaction ids) and lose the payer; mails to the address are deleted, those
     * not sent yet (never to go) and those sent (copies of what they were told, this request's
     * own link among them); the address's other requests forget it; the submissions go, and with them (ON DELETE CASCADE) their sessions, reminders,
     * changes, follow-ups, push subscriptions and mails. What the cancellations queued just now for
     * others (the expert, the team) is kept, detached from the submission: they must still learn
     * the session is off.
     */
    async erase(email: string, at: string): Promise<ErasureCounts> {
      const ids = await submissionIds(email);
      const mine = inList(ids);
      await db.run(
        `UPDATE mail_outbox SET submission_id = NULL
         WHERE submission_id IN ${mine} AND state IN ${UNSENT} AND created_at = ? AND lower(to_address) <> lower(?)`,
        [...ids, at, email],
      );
      const mails = await db.run(`DELETE FROM mail_outbox WHERE lower(to_address) = lower(?) AND state IN ${NOT_SENDING}`, [email]);
      await db.run('UPDATE data_requests SET email = NULL WHERE lower(email) = lower(?)', [email]);
      const payments = await db.run(
        `UPDATE payments SET name = NULL, email = NULL, phone = NULL, payment_instrument = NULL, meeting_link = NULL, redacted_at = ?
         WHERE redacted_at IS NULL AND (lower(email) = lower(?) OR submission_id IN ${mine})`,
        [at, email, ...ids],
      );
      const submissions = await db.run(`DELETE FROM submissions WHERE id IN ${mine}`, ids);
      return { submissions: submissions.changes, payments: payments.changes, mails: mails.changes };
    },

    /** The erasure's one audit row: which request, when; nothing about whose. */
    async audit(requestId: number, at: string): Promise<void> {
      await db.run(`INSERT INTO deletion_audit (staff_username, kind, record_id, deleted_at) VALUES (?, 'data_requests', ?, ?)`, [DATA_REQUEST_AUDIT_USERNAME, requestId, at]);
    },
  };
}

/** The name deletion_audit gives an erasure the visitor asked for, where a staff deletion names the staff member. */
export const DATA_REQUEST_AUDIT_USERNAME = 'data-request';

export type DataRequestsRepository = ReturnType<typeof createDataRequestsRepository>;
