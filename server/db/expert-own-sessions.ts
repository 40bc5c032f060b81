import { isRecord } from '../../src/domain/is-record';
import type { BookingKind } from '../../src/domain/submission-kinds';
import { isLanguage, type Language } from '../../src/i18n/language';
import type { Db } from './engine/db';

// What an expert sees of their own diary (GET /api/me/sessions): their sessions from now on
// with the booking each belongs to. The expert's id is part of every query, so no call can
// reach another expert's clients.

/** One of the expert's sessions with its booking's status and stored answers. */
export type OwnSession = {
  id: number;
  kind: BookingKind;
  startsAt: string;
  endsAt: string;
  state: 'held' | 'confirmed';
  /** The booking's status column ('Paid' once paid). */
  status: string | null;
  payload: Record<string, unknown>;
  /** The language the visitor booked in. */
  language: Language;
};

type Row = {
  id: number;
  kind: BookingKind;
  starts_at: string;
  ends_at: string;
  state: 'held' | 'confirmed';
  status: string | null;
  payload: string;
  language: string;
};

export type ExpertOwnSessions = {
  /**
   * The expert's sessions not yet over at `now`, soonest first: confirmed ones and holds still
   * live (a visitor paying); a lapsed hold no longer keeps the slot, so it is not shown.
   */
  upcoming(expertId: number, now: Date): Promise<OwnSession[]>;
};

function payloadOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

// A session under way still counts (ends_at, not starts_at): the expert may need its link.
const UPCOMING = `SELECT es.id, es.kind, es.starts_at, es.ends_at, es.state, s.status, s.payload, s.language
  FROM expert_sessions es
  JOIN submissions s ON s.id = es.submission_id AND s.kind = es.kind
  WHERE es.expert_id = @expert AND es.ends_at > @now AND (es.state = 'confirmed' OR es.hold_expires_at > @now)
  ORDER BY es.starts_at, es.id`;

export function createExpertOwnSessions(db: Db): ExpertOwnSessions {
  return {
    async upcoming(expertId, now) {
      const rows = await db.all<Row>(UPCOMING, { expert: expertId, now: now.toISOString() });
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        state: row.state,
        status: row.status,
        payload: payloadOf(row.payload),
        language: isLanguage(row.language) ? row.language : 'en',
      }));
    },
  };
}
