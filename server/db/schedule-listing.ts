import { SESSION_KINDS } from '../../src/domain/expert-profile';
import type { BookingKind } from '../../src/domain/submission-kinds';
import type { Db } from './engine/db';

/**
 * A booking with a session date, and the expert session it has, if any: what the staff
 * schedule is made from. `status` is the booking's ('Paid', 'Pending').
 */
export type ScheduledBooking = {
  kind: BookingKind;
  id: number;
  visitor: string;
  status: string | null;
  sessionDate: string;
  sessionTime: string;
  meetLink: string | null;
  /** Set only while the booking has an expert: a confirmed session, or a hold still live. */
  expert: { id: number; name: string; startsAt: string; endsAt: string; state: 'held' | 'confirmed' } | null;
};

type Row = {
  kind: BookingKind;
  id: number;
  name: string | null;
  status: string | null;
  session_date: string;
  session_time: string | null;
  meet_link: string | null;
  expert_id: number | null;
  expert_name: string | null;
  starts_at: string | null;
  ends_at: string | null;
  state: 'held' | 'confirmed' | null;
};

const KIND_LIST = SESSION_KINDS.map((kind) => `'${kind}'`).join(', ');

/** A text field of the booking's JSON payload, by name (a plain identifier). */
type Field = (name: string) => string;
// SQLite: json_extract() with a JSON path.
const sqliteField: Field = (name) => `json_extract(s.payload, '$.${name}')`;
// PostgreSQL: payload is TEXT (checked IS JSON); read as jsonb, ->> answers the field as text.
const postgresField: Field = (name) => `(CAST(s.payload AS jsonb) ->> '${name}')`;

// A lapsed hold does not count as the booking's expert, as it does not count as taken time
// (expert-sessions-repository.ts). The date is the payload's: bookings are few per day, and
// a staff screen may afford reading them whole rather than a column kept in step.
const select = (field: Field) => `SELECT s.kind, s.id, s.name, s.status,
    ${field('sessionDate')} AS session_date,
    ${field('sessionTime')} AS session_time,
    ${field('meetLink')} AS meet_link,
    e.id AS expert_id, e.name AS expert_name, es.starts_at, es.ends_at, es.state
  FROM submissions s
  LEFT JOIN expert_sessions es ON es.kind = s.kind AND es.submission_id = s.id
    AND (es.state = 'confirmed' OR es.hold_expires_at > @now)
  LEFT JOIN experts e ON e.id = es.expert_id
  WHERE s.kind IN (${KIND_LIST})`;

function toBooking(row: Row): ScheduledBooking {
  const hasExpert = row.expert_id !== null && row.starts_at !== null && row.ends_at !== null && row.state !== null;
  return {
    kind: row.kind,
    id: row.id,
    visitor: row.name ?? '',
    status: row.status,
    sessionDate: row.session_date,
    sessionTime: row.session_time ?? '',
    meetLink: typeof row.meet_link === 'string' && row.meet_link !== '' ? row.meet_link : null,
    expert: hasExpert
      ? { id: row.expert_id ?? 0, name: row.expert_name ?? '', startsAt: row.starts_at ?? '', endsAt: row.ends_at ?? '', state: row.state ?? 'held' }
      : null,
  };
}

const onDate = (field: Field) => `${select(field)} AND ${field('sessionDate')} = @date ORDER BY s.id`;

// Paid with no confirmed session: settlement found nobody free, or staff have yet to choose.
const waiting = (field: Field) => `${select(field)} AND s.status = @paid AND ${field('sessionDate')} >= @from
    AND NOT EXISTS (SELECT 1 FROM expert_sessions c WHERE c.kind = s.kind AND c.submission_id = s.id AND c.state = 'confirmed')
  ORDER BY session_date, s.id`;

/** The bookings staff schedule from: one day's, and the paid ones still waiting for an expert. */
export function createScheduleListing(db: Db) {
  const field = db.engine === 'sqlite' ? sqliteField : postgresField;
  const ON_DATE = onDate(field);
  const WAITING = waiting(field);
  return {
    /** Every booking whose session falls on `date` ('YYYY-MM-DD' in India), paid or not. */
    on: async (date: string, now: Date): Promise<ScheduledBooking[]> =>
      (await db.all<Row>(ON_DATE, { date, now: now.toISOString() })).map(toBooking),
    /** Paid bookings from `from` on without a confirmed expert. */
    unassigned: async (from: string, now: Date, paid: string): Promise<ScheduledBooking[]> =>
      (await db.all<Row>(WAITING, { from, now: now.toISOString(), paid })).map(toBooking),
  };
}

export type ScheduleListing = ReturnType<typeof createScheduleListing>;
