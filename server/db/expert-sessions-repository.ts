import type Database from 'better-sqlite3';
import type { Taken } from '../../src/domain/expert-slots';
import type { BookingKind } from '../../src/domain/submission-kinds';

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
  takenBetween(expertIds: readonly number[], from: Date, to: Date, now: Date): Map<number, Taken[]>;
  /** How many sessions each expert has starting between two instants (live holds included). */
  countBetween(from: Date, to: Date, now: Date): Map<number, number>;
  findFor(kind: BookingKind, submissionId: number): ExpertSession | undefined;
  /** Holds or confirms a session for the booking, replacing what it held before. */
  put(session: ExpertSession, now: Date): void;
  confirm(kind: BookingKind, submissionId: number): void;
  /** A hold still live at `now` lasts until `until`; a lapsed one is left for settlement to judge. */
  extendLiveHold(kind: BookingKind, submissionId: number, now: Date, until: Date): void;
  release(kind: BookingKind, submissionId: number): void;
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

export function createExpertSessionsRepository(db: Database.Database): ExpertSessionsRepository {
  // A lapsed hold is simply not counted: nothing has to sweep it away for the slot to be free.
  const taken = db.prepare<{ ids: string; from: string; to: string; now: string }, Pick<Row, 'expert_id' | 'starts_at' | 'ends_at'>>(
    `SELECT expert_id, starts_at, ends_at FROM expert_sessions
     WHERE starts_at < @to AND ends_at > @from AND (state = 'confirmed' OR hold_expires_at > @now)
       AND expert_id IN (SELECT value FROM json_each(@ids))`,
  );
  const count = db.prepare<{ from: string; to: string; now: string }, { expert_id: number; sessions: number }>(
    `SELECT expert_id, COUNT(*) AS sessions FROM expert_sessions
     WHERE starts_at >= @from AND starts_at < @to AND (state = 'confirmed' OR hold_expires_at > @now)
     GROUP BY expert_id`,
  );
  const find = db.prepare<[string, number], Row>(`SELECT ${COLUMNS} FROM expert_sessions WHERE kind = ? AND submission_id = ?`);
  const upsert = db.prepare<Row & { created_at: string }>(
    `INSERT INTO expert_sessions (${COLUMNS}, created_at)
     VALUES (@expert_id, @kind, @submission_id, @starts_at, @ends_at, @state, @hold_expires_at, @created_at)
     ON CONFLICT (kind, submission_id) DO UPDATE SET expert_id = excluded.expert_id, starts_at = excluded.starts_at,
       ends_at = excluded.ends_at, state = excluded.state, hold_expires_at = excluded.hold_expires_at`,
  );
  const confirm = db.prepare<[string, number]>(
    `UPDATE expert_sessions SET state = 'confirmed', hold_expires_at = NULL WHERE kind = ? AND submission_id = ?`,
  );
  const extend = db.prepare<{ kind: string; submission_id: number; now: string; until: string }>(
    `UPDATE expert_sessions SET hold_expires_at = @until
     WHERE kind = @kind AND submission_id = @submission_id AND state = 'held' AND hold_expires_at > @now`,
  );
  const release = db.prepare<[string, number]>('DELETE FROM expert_sessions WHERE kind = ? AND submission_id = ?');

  return {
    takenBetween(expertIds, from, to, now) {
      const byExpert = new Map<number, Taken[]>();
      if (expertIds.length === 0) return byExpert;
      const query = { ids: JSON.stringify(expertIds), from: from.toISOString(), to: to.toISOString(), now: now.toISOString() };
      for (const row of taken.all(query)) {
        const list = byExpert.get(row.expert_id) ?? [];
        list.push({ start: Date.parse(row.starts_at), end: Date.parse(row.ends_at) });
        byExpert.set(row.expert_id, list);
      }
      return byExpert;
    },

    countBetween(from, to, now) {
      const rows = count.all({ from: from.toISOString(), to: to.toISOString(), now: now.toISOString() });
      return new Map(rows.map((row) => [row.expert_id, row.sessions]));
    },

    findFor(kind, submissionId) {
      const row = find.get(kind, submissionId);
      return row ? toSession(row) : undefined;
    },

    put(session, now) {
      upsert.run({
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

    confirm: (kind, submissionId) => void confirm.run(kind, submissionId),
    release: (kind, submissionId) => void release.run(kind, submissionId),
    extendLiveHold: (kind, submissionId, now, until) =>
      void extend.run({ kind, submission_id: submissionId, now: now.toISOString(), until: until.toISOString() }),
  };
}
