// A form's unsent values, kept on the device per form kind until the server has them.

import type { DraftRow, SaathiDb } from './db';

export function loadDraft(db: SaathiDb, kind: string): Promise<DraftRow | undefined> {
  return db.drafts.get(kind);
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
