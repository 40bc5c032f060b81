import type { FollowUpFilter, FollowUpState } from '../../src/domain/follow-ups';
import { rowLock, type Db } from './engine/db';

// The crisis follow-up queue (migration 024): one item per risky self-assessment report whose
// sender left contact details, written with the report, worked through by staff.

/** An item with the report it is about: what the presenter needs to show it. */
export type StoredFollowUp = {
  id: number;
  submissionId: number;
  state: FollowUpState;
  ownerId: number | null;
  ownerUsername: string | null;
  notes: string;
  createdAt: string;
  firstContactedAt: string | null;
  closedAt: string | null;
  updatedAt: string;
  /** The report's kind (the test), search columns and stored record. */
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  payload: Record<string, unknown>;
};

type FollowUpRow = {
  id: number;
  submission_id: number;
  state: FollowUpState;
  owner_id: number | null;
  owner_username: string | null;
  notes: string;
  created_at: string;
  first_contacted_at: string | null;
  closed_at: string | null;
  updated_at: string;
  kind: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  payload: string;
};

const SELECT = `SELECT f.id, f.submission_id, f.state, f.owner_id, u.username AS owner_username, f.notes, f.created_at,
    f.first_contacted_at, f.closed_at, f.updated_at, s.kind, s.name, s.email, s.phone, s.payload
  FROM follow_ups f JOIN submissions s ON s.id = f.submission_id LEFT JOIN users u ON u.id = f.owner_id`;

function toFollowUp(row: FollowUpRow): StoredFollowUp {
  return {
    id: row.id,
    submissionId: row.submission_id,
    state: row.state,
    ownerId: row.owner_id,
    ownerUsername: row.owner_username,
    notes: row.notes,
    createdAt: row.created_at,
    firstContactedAt: row.first_contacted_at,
    closedAt: row.closed_at,
    updatedAt: row.updated_at,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
  };
}

const STATES_OF: Readonly<Record<FollowUpFilter, readonly FollowUpState[]>> = {
  open: ['new', 'contacted'],
  new: ['new'],
  contacted: ['contacted'],
  closed: ['closed'],
  all: ['new', 'contacted', 'closed'],
};

/** What staff change; each field left undefined stays as it is. */
export type FollowUpUpdate = { state?: FollowUpState; ownerId?: number | null; notes?: string };

export function createFollowUpsRepository(db: Db) {
  const findById = async (id: number, lock = ''): Promise<StoredFollowUp | undefined> => {
    // PostgreSQL: FOR UPDATE may not lock the nullable side of an outer join, so a lock reads the item's row alone first.
    if (lock) await db.get(`SELECT id FROM follow_ups WHERE id = ?${lock}`, [id]);
    const row = await db.get<FollowUpRow>(`${SELECT} WHERE f.id = ?`, [id]);
    return row ? toFollowUp(row) : undefined;
  };

  return {
    /**
     * Called inside the transaction that stores the report (a replay stores nothing, so never
     * twice). Returns the new item's id: `id` when given (one taken from the table's sequence beforehand).
     */
    async insert(submissionId: number, at: Date, id?: number): Promise<number> {
      const row = await db.get<{ id: number }>(
        id === undefined
          ? `INSERT INTO follow_ups (submission_id, state, notes, created_at, updated_at) VALUES (?, 'new', '', ?, ?) RETURNING id`
          : `INSERT INTO follow_ups (id, submission_id, state, notes, created_at, updated_at) VALUES (?, ?, 'new', '', ?, ?) RETURNING id`,
        [...(id === undefined ? [] : [id]), submissionId, at.toISOString(), at.toISOString()],
      );
      return row!.id;
    },

    findById: (id: number) => findById(id),

    findBySubmission: async (submissionId: number): Promise<StoredFollowUp | undefined> => {
      const row = await db.get<FollowUpRow>(`${SELECT} WHERE f.submission_id = ?`, [submissionId]);
      return row ? toFollowUp(row) : undefined;
    },

    /**
     * A page of the items in `filter`: the overdue ones (new, arrived before `overdueBefore`)
     * first, then oldest first, as a person waiting longest should be called first.
     */
    async list(filter: FollowUpFilter, overdueBefore: string, limit: number, offset: number): Promise<{ items: StoredFollowUp[]; total: number }> {
      const states = STATES_OF[filter];
      const where = `f.state IN (${states.map(() => '?').join(', ')})`;
      const [rows, counted] = await Promise.all([
        db.all<FollowUpRow>(
          `${SELECT} WHERE ${where}
           ORDER BY CASE WHEN f.state = 'new' AND f.created_at < ? THEN 0 ELSE 1 END, f.created_at, f.id LIMIT ? OFFSET ?`,
          [...states, overdueBefore, limit, offset],
        ),
        db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM follow_ups f WHERE ${where}`, [...states]),
      ]);
      return { items: rows.map(toFollowUp), total: Number(counted?.n ?? 0) };
    },

    /** The dashboard's flag: open items, and new ones that arrived before `overdueBefore`. */
    async counts(overdueBefore: string): Promise<{ open: number; overdue: number }> {
      const row = await db.get<{ open: number; overdue: number }>(
        `SELECT COUNT(*) AS open, COUNT(CASE WHEN state = 'new' AND created_at < ? THEN 1 END) AS overdue
           FROM follow_ups WHERE state IN ('new', 'contacted')`,
        [overdueBefore],
      );
      return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
    },

    /**
     * Applies `decide` to the item as it stands (locked on PostgreSQL, so two staff members moving
     * it at once see each other's move), writes what it returns and the staff_actions row, in one
     * transaction. Undefined when there is no such item; `decide` throws to refuse.
     */
    updateAudited: (
      id: number,
      decide: (current: StoredFollowUp) => FollowUpUpdate,
      staffUsername: string,
      now: Date,
    ): Promise<StoredFollowUp | undefined> =>
      db.transaction(async () => {
        const current = await findById(id, rowLock(db.engine, { skipLocked: false }));
        if (!current) return undefined;
        const change = decide(current);
        const at = now.toISOString();
        const state = change.state ?? current.state;
        const moved = state !== current.state;
        await db.run(
          `UPDATE follow_ups SET state = @state, owner_id = @owner, notes = @notes, updated_at = @at,
             first_contacted_at = COALESCE(first_contacted_at, @contacted), closed_at = COALESCE(closed_at, @closed)
           WHERE id = @id`,
          {
            id,
            state,
            owner: change.ownerId === undefined ? current.ownerId : change.ownerId,
            notes: change.notes ?? current.notes,
            at,
            // Set once: the time to first contact is measured to the first move to contacted.
            contacted: state === 'contacted' ? at : null,
            closed: state === 'closed' ? at : null,
          },
        );
        // Names the item and what was done, never the notes (staff_actions holds no contents).
        await db.run(`INSERT INTO staff_actions (staff_username, action, kind, record_id, created_at) VALUES (?, ?, 'follow-ups', ?, ?)`, [
          staffUsername,
          moved ? `follow_up_${state}` : 'follow_up_update',
          id,
          at,
        ]);
        return findById(id);
      }),

    /** Who may own an item: the active admin and support accounts. */
    staff: (): Promise<Array<{ id: number; username: string }>> =>
      db.all<{ id: number; username: string }>(`SELECT id, username FROM users WHERE role IN ('admin', 'support') AND disabled = 0 ORDER BY username`),
  };
}

export type FollowUpsRepository = ReturnType<typeof createFollowUpsRepository>;
