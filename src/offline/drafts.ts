// A form's unsent values, kept on the device per form kind until the server has them.

import type { DraftRow, SaathiDb } from './db';
import { pendingChangeNewerThan, settleChange } from './pending-changes';

/**
 * The form's draft as the device holds it. A change still kept in localStorage (a tab closed
 * before its write was committed, see pending-changes.ts) and newer than the row is moved
 * into the table first, as an edit: unlinked from any earlier submit.
 */
export async function loadDraft(db: SaathiDb, kind: string): Promise<DraftRow | undefined> {
  const row = await db.drafts.get(kind);
  const pending = pendingChangeNewerThan(db.name, 'drafts', kind, row?.updatedAt);
  if (pending === null) return row;
  const moved: DraftRow = { kind, data: pending.value, updatedAt: pending.at };
  await db.drafts.put(moved);
  settleChange(pending.kept);
  return moved;
}

/** Saves what the visitor typed. An edit unlinks the draft from any earlier submit. */
export async function saveDraft(db: SaathiDb, kind: string, data: unknown, now: number = Date.now()): Promise<void> {
  await db.drafts.put({ kind, data, updatedAt: now });
}

export async function clearDraft(db: SaathiDb, kind: string): Promise<void> {
  await db.drafts.delete(kind);
}

/** True when the values hold anything worth offering back (a blank form is not a draft). */
export function hasContent(data: unknown): boolean {
  if (typeof data === 'string') return data.trim() !== '';
  if (Array.isArray(data)) return data.some(hasContent);
  if (typeof data === 'object' && data !== null) return Object.values(data).some(hasContent);
  return typeof data === 'number' || data === true;
}

/**
 * A text form's values out of a saved draft or payload, whatever shape an older version
 * left: each field of `empty` takes the saved string if there is one.
 */
export function textFieldsOf<F extends string>(data: unknown, empty: Readonly<Record<F, string>>): Record<F, string> {
  const form: Record<F, string> = { ...empty };
  if (typeof data !== 'object' || data === null) return form;
  const record = data as Record<string, unknown>;
  for (const field of Object.keys(empty) as F[]) {
    const value = record[field];
    if (typeof value === 'string') form[field] = value;
  }
  return form;
}
