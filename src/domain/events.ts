// An event (the art-therapy workshop) as the API serves it: GET /api/events/:slug.
import type { CatalogueId } from './pricing';

/** The one event registrations are taken for today: its page is /events/<slug>. */
export const WORKSHOP_EVENT_SLUG = 'art-therapy-workshop';

export type EventPass = { id: CatalogueId; label: string; paise: number; price: string };

export type EventView = {
  slug: string;
  title: string;
  summary: string;
  date: string;
  /** 'Sunday, 22 November 2026' */
  dateLabel: string;
  startTime: string;
  endTime: string;
  venue: string;
  city: string;
  passes: EventPass[];
  /** Registration is open until the event has ended (server's clock). */
  open: boolean;
};
