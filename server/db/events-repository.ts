import type { Db } from './engine/db';
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
  findBySlug(slug: string): Promise<StoredEvent | undefined>;
  list(): Promise<StoredEvent[]>;
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

export function createEventsRepository(db: Db): EventsRepository {
  return {
    async findBySlug(slug) {
      const row = await db.get<EventRow>(`SELECT ${COLUMNS} FROM events WHERE slug = ?`, [slug]);
      return row ? toEvent(row) : undefined;
    },
    async list() {
      const rows = await db.all<EventRow>(`SELECT ${COLUMNS} FROM events ORDER BY date DESC, id DESC`);
      return rows.map(toEvent);
    },
  };
}
