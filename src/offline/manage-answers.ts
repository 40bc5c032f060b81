// The last answer the server gave about a booking, kept per manage link so that the page opens
// offline on the session as it last stood. A table of its own rather than a draft: drafts are
// what a visitor typed (offered back, linked to a submission, and counted by the probes as a
// form's saved state), while this is the server's word, replaced by each new answer and
// useless once the session is over, when the link stops working.

import type { ManageAnswerRow, SaathiDb } from './db';
import { deviceDb } from './triggers';

/** How long after the session's end its answer is kept: the link answers 410 by then. */
export const KEEP_AFTER_SESSION_MS = 24 * 60 * 60_000;
/** For an answer whose end cannot be read. */
const KEEP_UNREADABLE_MS = 30 * 24 * 60 * 60_000;

export type KeepOptions = {
  db?: SaathiDb;
  /** When the server gave the answer (by default, now). */
  now?: () => number;
};

/**
 * Keeps `answer` as the link's last known one, unless the device already holds a later one,
 * and drops the answers of sessions long over.
 */
export async function keepManageAnswer(token: string, answer: { session: { endsAt: string } }, { db: given, now = Date.now }: KeepOptions = {}): Promise<void> {
  const db = await deviceDb(given);
  const at = now();
  const endsAt = Date.parse(answer.session.endsAt);
  const keepUntil = Number.isFinite(endsAt) ? endsAt + KEEP_AFTER_SESSION_MS : at + KEEP_UNREADABLE_MS;
  await db.transaction('rw', db.manageAnswers, async () => {
    await db.manageAnswers.where('keepUntil').below(at).delete();
    const existing = await db.manageAnswers.get(token);
    if (existing && existing.savedAt > at) return;
    await db.manageAnswers.put({ token, answer, savedAt: at, keepUntil });
  });
}

/** The link's last known answer, if the device still holds one worth showing. */
export async function lastManageAnswer(token: string, { db: given, now = Date.now }: KeepOptions = {}): Promise<ManageAnswerRow | undefined> {
  const db = await deviceDb(given);
  const row = await db.manageAnswers.get(token);
  return row && row.keepUntil >= now() ? row : undefined;
}

/** The link opens nothing any more (404, 410): nothing of it is kept. */
export async function forgetManageAnswer(token: string, given?: SaathiDb): Promise<void> {
  const db = await deviceDb(given);
  await db.manageAnswers.delete(token);
}
