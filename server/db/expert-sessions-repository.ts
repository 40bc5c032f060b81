import type { Taken } from '../../src/domain/expert-slots';
import type { BookingKind } from '../../src/domain/submission-kinds';
import { lockUntilCommit, type Db } from './engine/db';
import { readCalendarRevision } from './revision-counters';

/** A session an expert holds for a booking (`held`, until `holdExpiresAt`) or has (`confirmed`). */
export type ExpertSession = {
  expertId: number;
  kind: BookingKind;
  submissionId: number;
  startsAt: string;
  endsAt: string;
  state: 'held' | 'confirmed';
  holdExpiresAt: string | null;
};

type Row = {
  expert_id: number;
  kind: BookingKind;
  submission_id: number;
  starts_at: string;
  ends_at: string;
  state: 'held' | 'confirmed';
  hold_expires_at: string | null;
};

export type ExpertSessionsRepository = {
  /** What each of `expertIds` has between two instants: confirmed sessions, and holds still live at `now`. */
  takenBetween(expertIds: readonly number[], from: Date, to: Date, now: Date): Promise<Map<number, Taken[]>>;
  /** How many sessions each expert has starting between two instants (live holds included). */
  countBetween(from: Date, to: Date, now: Date): Promise<Map<number, number>>;
  /** The calendars' revision: it moves with every expert and every session written, changed or deleted, by any process on the database. */
  revision(): Promise<string>;
  findFor(kind: BookingKind, submissionId: number): Promise<ExpertSession | undefined>;
  /** Holds or confirms a session for the booking, replacing what it held before. */
  put(session: ExpertSession, now: Date): Promise<void>;
  confirm(kind: BookingKind, submissionId: number): Promise<void>;
  /** A hold still live at `now` lasts until `until`; a lapsed one is left for settlement to judge. */
  extendLiveHold(kind: BookingKind, submissionId: number, now: Date, until: Date): Promise<void>;
  release(kind: BookingKind, submissionId: number): Promise<void>;
  /**
   * First thing in a transaction that checks who is free and then writes a session (a hold, a
   * move, a confirmation, a staff assignment): until it ends, no other such transaction gets
   * past this point, so the next one finds the session this one wrote.
   */
  lockCalendars(): Promise<void>;
};

const COLUMNS = 'expert_id, kind, submission_id, starts_at, ends_at, state, hold_expires_at';

const toSession = (row: Row): ExpertSession => ({
  expertId: row.expert_id,
  kind: row.kind,
  submissionId: row.submission_id,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  state: row.state,
  holdExpiresAt: row.hold_expires_at,
});

// A lapsed hold is simply not counted: nothing has to sweep it away for the slot to be free.
const LIVE = `(state = 'confirmed' OR hold_expires_at > ?)`;

const UPSERT = `INSERT INTO expert_sessions (${COLUMNS}, created_at)
  VALUES (@expert_id, @kind, @submission_id, @starts_at, @ends_at, @state, @hold_expires_at, @created_at)
  ON CONFLICT (kind, submission_id) DO UPDATE SET expert_id = excluded.expert_id, starts_at = excluded.starts_at,
    ends_at = excluded.ends_at, state = excluded.state, hold_expires_at = excluded.hold_expires_at`;

export function createExpertSessionsRepository(db: Db): ExpertSessionsRepository {
  return {
    async takenBetween(expertIds, from, to, now) {
      const byExpert = new Map<number, Taken[]>();
      if (expertIds.length === 0) return byExpert;
      const rows = await db.all<Pick<Row, 'expert_id' | 'starts_at' | 'ends_at'>>(
        `SELECT expert_id, starts_at, ends_at FROM expert_sessions
         WHERE starts_at < ? AND ends_at > ? AND ${LIVE} AND expert_id IN (${expertIds.map(() => '?').join(', ')})`,
        [to.toISOString(), from.toISOString(), now.toISOString(), ...expertIds],
      );
      for (const row of rows) {
        const list = byExpert.get(row.expert_id) ?? [];
        list.push({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) });
        byExpert.set(row.expert_id, list);
      }
      return byExpert;
    },

    async countBetween(from, to, now) {
      const rows = await db.all<{ expert_id: number; sessions: number }>(
        `SELECT expert_id, COUNT(*) AS sessions FROM expert_sessions
         WHERE starts_at >= ? AND starts_at < ? AND ${LIVE}
         GROUP BY expert_id`,
        [from.toISOString(), to.toISOString(), now.toISOString()],
      );
      return new Map(rows.map((row) => [row.expert_id, row.sessions]));
    },

    revision: () => readCalendarRevision(db),

    async findFor(kind, submissionId) {
      const row = await db.get<Row>(`SELECT ${COLUMNS} FROM expert_sessions WHERE kind = ? AND submission_id = ?`, [kind, submissionId]);
      return row ? toSession(row) : undefined;
    },

    async put(session, now) {
      await db.run(UPSERT, {
        expert_id: session.expertId,
        kind: session.kind,
        submission_id: session.submissionId,
        starts_at: session.startsAt,
        ends_at: session.endsAt,
        state: session.state,
        hold_expires_at: session.holdExpiresAt,
        created_at: now.toISOString(),
      });
    },

    async confirm(kind, submissionId) {
      await db.run(`UPDATE expert_sessions SET state = 'confirmed', hold_expires_at = NULL WHERE kind = ? AND submission_id = ?`, [
        kind,
        submissionId,
      ]);
    },

    async release(kind, submissionId) {
      await db.run('DELETE FROM expert_sessions WHERE kind = ? AND submission_id = ?', [kind, submissionId]);
    },

    async lockCalendars() {
      // SQLite: nothing to do, a write transaction (BEGIN IMMEDIATE) already excludes every other.
      // PostgreSQL: transactions run side by side at READ COMMITTED, so two of them could both find
      // an expert free at 10:30 and both write a session there. A transaction-scoped advisory lock
      // makes the second wait until the first commits (or rolls back); its reads then see the
      // first's session. One lock for all the calendars, not one per expert: "anyone free" reads
      // several experts' calendars, and locks taken expert by expert in varying orders could
      // deadlock. Booking writes are few and short, so waiting for each other costs nothing felt.
      // No unique index can do this: sessions of any length overlap, and a lapsed hold stops
      // counting with the clock, not with a write.
      await lockUntilCommit(db, 'calendars');
    },

    async extendLiveHold(kind, submissionId, now, until) {
      await db.run(
        `UPDATE expert_sessions SET hold_expires_at = ?
         WHERE kind = ? AND submission_id = ? AND state = 'held' AND hold_expires_at > ?`,
        [until.toISOString(), kind, submissionId, now.toISOString()],
      );
    },
  };
}
