import type Database from 'better-sqlite3';
import { isCatalogueId, type CatalogueId } from '../../src/domain/pricing';

export type StoredEvent = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** IST calendar date, 'YYYY-MM-DD'. */
  date: string;
  /** IST clock times, '3:00 PM'. */
  startTime: string;
  endTime: string;
  venue: string;
  city: string;
  /** Catalogue ids of the passes on sale. */
  passes: CatalogueId[];
};

type EventRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  date: string;
  start_time: string;
  end_time: string;
  venue: string;
  city: string;
  passes: string;
};

export type EventsRepository = {
  findBySlug(slug: string): StoredEvent | undefined;
  list(): StoredEvent[];
};

function toEvent(row: EventRow): StoredEvent {
  const passes = (JSON.parse(row.passes) as unknown[]).filter(isCatalogueId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    venue: row.venue,
    city: row.city,
    passes,
  };
}

const COLUMNS = 'id, slug, title, summary, date, start_time, end_time, venue, city, passes';

export function createEventsRepository(db: Database.Database): EventsRepository {
  const bySlug = db.prepare<[string], EventRow>(`SELECT ${COLUMNS} FROM events WHERE slug = ?`);
  const all = db.prepare<[], EventRow>(`SELECT ${COLUMNS} FROM events ORDER BY date DESC, id DESC`);
  return {
    findBySlug(slug) {
      const row = bySlug.get(slug);
      return row ? toEvent(row) : undefined;
    },
    list: () => all.all().map(toEvent),
  };
}
