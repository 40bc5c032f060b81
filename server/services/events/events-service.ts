import type { EventPass, EventView } from '../../../src/domain/events';
import { formatIndianCalendarDate } from '../../../src/domain/ist';
import { formatRupees, catalogueItem } from '../../../src/domain/pricing';
import { workshopRegistrationSchema, type WorkshopRegistration } from '../../../src/domain/schemas/workshop';
import { istDateTime } from '../../../src/domain/slots';
import type { Language } from '../../../src/i18n/language';
import { SUBMISSION_KINDS } from '../../../src/domain/submission-kinds';
import type { EventsRepository, StoredEvent } from '../../db/events-repository';
import { WORKSHOP_REGISTRATION_KIND, type WorkshopRegistrationRecord } from '../../db/workshop-registrations-repository';
import { conflict, notFound } from '../../errors';
import { defineKind, searchFieldsFrom } from '../submissions/submission-kind';
import type { SubmissionService } from '../submissions/submission-service';
import type { RegistrationAccess } from './registration-access';

export const EVENT_NOT_FOUND = 'Event not found';
export const REGISTRATION_CLOSED = 'Registration for this event has closed.';
export const REGISTRATION_PENDING = 'Pending';

/** 'Sunday, 22 November 2026': the page and the ticket write the same words on any machine. */
export function eventDateLabel(event: Pick<StoredEvent, 'date'>): string {
  return formatIndianCalendarDate(event.date);
}

/** Open until the event has ended, by the server's clock. */
export function isEventOpen(event: Pick<StoredEvent, 'date' | 'endTime'>, now: Date): boolean {
  return now.getTime() < Date.parse(istDateTime(event.date, event.endTime));
}

export function passesOf(event: StoredEvent): EventPass[] {
  return event.passes.map((id) => {
    const item = catalogueItem(id);
    return { id, label: item.label, paise: item.paise, price: formatRupees(item.paise) };
  });
}

export type EventsService = {
  view(slug: string): Promise<EventView>;
  find(slug: string): Promise<StoredEvent | undefined>;
  /** Stores a registration idempotently (as every public form), in the language of its page; 201 {id, token}. */
  register(slug: string, key: string, body: unknown, language?: Language): Promise<{ id: number; token: string; replayed: boolean }>;
};

export function createEventsService({
  events,
  submissions,
  access,
  now = () => new Date(),
}: {
  events: EventsRepository;
  submissions: SubmissionService;
  access: RegistrationAccess;
  now?: () => Date;
}): EventsService {
  async function eventOrNotFound(slug: string): Promise<StoredEvent> {
    const event = await events.findBySlug(slug);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    return event;
  }

  return {
    find: (slug) => events.findBySlug(slug),

    async view(slug) {
      const event = await eventOrNotFound(slug);
      return {
        slug: event.slug,
        title: event.title,
        summary: event.summary,
        date: event.date,
        dateLabel: eventDateLabel(event),
        startTime: event.startTime,
        endTime: event.endTime,
        venue: event.venue,
        city: event.city,
        passes: passesOf(event),
        open: isEventOpen(event, now()),
      };
    },

    async register(slug, key, body, language = 'en') {
      const event = await eventOrNotFound(slug);
      const input = workshopRegistrationSchema.parse(body);
      const kind = defineKind<WorkshopRegistration, Omit<WorkshopRegistrationRecord, 'submittedAt'>>({
        schema: workshopRegistrationSchema,
        searchFields: searchFieldsFrom(SUBMISSION_KINDS[WORKSHOP_REGISTRATION_KIND]),
        initialStatus: REGISTRATION_PENDING,
        toRecord: (registration) => ({
          ...registration,
          eventSlug: event.slug,
          eventTitle: event.title,
          paymentStatus: REGISTRATION_PENDING,
        }),
        // A replay of an accepted registration is answered even after the event; a new one is not.
        conflicts: (_registration, at) => (isEventOpen(event, at) ? undefined : { message: REGISTRATION_CLOSED, fields: { event: REGISTRATION_CLOSED } }),
        // The ticket and the team's notice go out once the pass is paid.
        mails: () => [],
      });
      const receipt = await submissions.submit(WORKSHOP_REGISTRATION_KIND, kind, key, { ...input, eventSlug: event.slug }, language);
      return { id: receipt.id, token: access.tokenFor(receipt.id), replayed: receipt.replayed };
    },
  };
}

export function assertOpen(event: StoredEvent, now: Date): void {
  if (!isEventOpen(event, now)) throw conflict(REGISTRATION_CLOSED);
}
