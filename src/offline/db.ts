// The device's own store: what a visitor typed (drafts), what they sent (the outbox) and
// where they are in a self-assessment. Pages, tabs and the service worker all open the
// same IndexedDB database, so every context sees one truth.

import Dexie, { type DexieOptions, type EntityTable } from 'dexie';
import type { HistoryEntry } from '../domain/assessment-history';
import type { Language } from '../i18n/language';
import { DATABASE_NAME } from './outbox-probe';

export { DATABASE_NAME };

/** One form's unsent values, per form kind. */
export type DraftRow = {
  kind: string;
  data: unknown;
  /** Epoch ms of the last save. */
  updatedAt: number;
  /**
   * The outbox item these exact values were queued as. Set by `submit`, dropped by any later
   * edit: the draft is deleted when that item is acknowledged, and only then.
   */
  submittedAs?: string;
};

export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

export type OutboxItem = {
  /** A UUID, sent as the Idempotency-Key on every attempt. */
  id: string;
  kind: string;
  /**
   * Where the item is posted when it is not its kind's route: a change to a booking goes to
   * /api/manage/<token>/reschedule or /cancel (manage-change.ts). Kept once sent.
   */
  path?: string;
  /** The validated body; emptied once the server has it, so personal data does not linger. */
  payload: unknown;
  /**
   * The language of the page it was sent from, sent as its Content-Language: the server writes
   * the visitor's mails in it. Absent on items stored before there was a choice (English).
   */
  language?: Language;
  createdAt: number;
  /** Failed attempts so far. */
  attempts: number;
  /** Epoch ms before which the engine leaves a queued item alone. */
  nextAttemptAt: number;
  state: OutboxState;
  /** Why the last attempt did not succeed, in words a visitor can read. */
  lastError: string | null;
  /** HTTP status of the last answer; 0 when no answer came (offline, timeout). */
  lastStatus: number | null;
  /** The server's per-field messages from a refusal, shown on the form. */
  fieldErrors: Record<string, string> | null;
  serverId: number | string | null;
  /**
   * The server's whole acknowledgement (e.g. a booking's `{id, token}`, or a changed booking as
   * it now stands), kept so that a page opened later can act on the stored record; on a refused
   * item, the refusal's body (a taken time's `alternatives`). Absent on items settled before it existed.
   */
  serverAnswer?: Record<string, unknown> | null;
  sentAt: number | null;
  /** When the current attempt started (state `sending`). */
  sendingSince: number | null;
};

export type AssessmentProgressRow = {
  testId: string;
  /** One entry per question: the chosen score, or null when skipped or not reached. */
  answers: (number | null)[];
  currentIndex: number;
  updatedAt: number;
};

/**
 * The last answer the server gave about a booking through its manage link, so that the page
 * opens offline on the session as it last stood. Dropped once the session is long over.
 */
export type ManageAnswerRow = {
  token: string;
  /** The ManageAnswer as the server sent it; read again by the page's own reader. */
  answer: unknown;
  /** Epoch ms of the answer. */
  savedAt: number;
  /** Epoch ms after which the row is of no use (the link stops working once the session is over). */
  keepUntil: number;
};

/** A finished self-assessment, kept on the device only (src/domain/assessment-history.ts). */
export type AssessmentHistoryRow = HistoryEntry;

/** The fallback cross-context lock where the Web Locks API is missing (see outbox-lock.ts). */
export type LeaseRow = { name: string; owner: string; expiresAt: number };

export type SaathiDb = Dexie & {
  drafts: EntityTable<DraftRow, 'kind'>;
  outbox: EntityTable<OutboxItem, 'id'>;
  assessmentProgress: EntityTable<AssessmentProgressRow, 'testId'>;
  leases: EntityTable<LeaseRow, 'name'>;
  manageAnswers: EntityTable<ManageAnswerRow, 'token'>;
  assessmentHistory: EntityTable<AssessmentHistoryRow, 'id'>;
};

/**
 * The schema, one entry per version. A change adds a new version with its own stores (and an
 * `upgrade` when existing rows must change) and never edits an old one: phones keep old
 * databases for months, and Dexie upgrades them step by step when they next open the site.
 */
function declareVersions(db: Dexie): void {
  db.version(1).stores({
    drafts: 'kind',
    outbox: 'id, state, nextAttemptAt, kind, createdAt',
    assessmentProgress: 'testId',
    leases: 'name',
  });
  // Issue 20: the manage page opens offline on the booking's last known answer.
  db.version(2).stores({ manageAnswers: 'token, keepUntil' });
  // Issue 23: every finished self-assessment stays on the device, for the history page. A new
  // table only: every existing row stays as it is. (A test already at its result is not turned
  // into a first entry: that would take the tests' questions and bands into the database code,
  // which the service worker and every form page load.)
  db.version(3).stores({ assessmentHistory: 'id, test, completedAt' });
}

/** Opens (lazily, on first use) the database; tests pass their own name and IndexedDB. */
export function openSaathiDb(name: string = DATABASE_NAME, options?: DexieOptions): SaathiDb {
  const db = new Dexie(name, options) as SaathiDb;
  declareVersions(db);
  return db;
}
