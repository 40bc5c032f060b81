import type { Db } from './engine/db';

/** A staff action worth keeping: who did what to which record, when, and why if they were asked. */
export type StaffAction = {
  staffUsername: string;
  action: string;
  kind: string;
  recordId: number;
  reason: string | null;
  at: Date;
};

/**
 * The audit of staff actions that carry a reason (assigning an expert). Like the other
 * writers of staff_actions, meant to run inside the transaction that makes the change.
 */
export function createStaffActionsRepository(db: Db) {
  return {
    async record(action: StaffAction): Promise<void> {
      await db.run('INSERT INTO staff_actions (staff_username, action, kind, record_id, reason, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        action.staffUsername,
        action.action,
        action.kind,
        action.recordId,
        action.reason,
        action.at.toISOString(),
      ]);
    },
  };
}

export type StaffActionsRepository = ReturnType<typeof createStaffActionsRepository>;
