import { createEvent, type EventAttributes } from 'ics';

// An iCalendar (RFC 5545) message for an e-mail (iMIP, RFC 6047): METHOD:REQUEST adds or
// updates the event in the reader's calendar, METHOD:CANCEL removes it. A calendar matches a
// message to its event by UID and applies it only when its SEQUENCE is higher than the last.
//
// The `ics` package writes it: it covers METHOD, SEQUENCE, STATUS, ORGANIZER, ATTENDEE, UID and
// DTSTAMP, and writes instants given as epoch milliseconds in UTC (…Z), whatever the server's
// time zone. Calendars show them in the reader's zone, so no VTIMEZONE is needed. Read in
// ics 3.12 and guarded here:
// - it folds lines every 75 characters, not octets (RFC 5545 §3.1); a Hindi name would give
//   lines of ~200 octets, so the output is unfolded and folded again by octets;
// - it writes a double quote in a CN as \" which is not iCalendar (a quoted parameter cannot
//   hold one; ical.js cuts the name there), so names lose their double quotes;
// - it names an attendee without a name "Unnamed attendee", so each is named by its address;
// - it reports bad input (an address it will not take) as a value, thrown here as an error;
// - it reads DTSTAMP from `timestamp` (its schema and writer do) but its types leave the field
//   out, so IcsEvent adds it: without it DTSTAMP is the clock's, not the caller's `now`.

export type InviteMethod = 'REQUEST' | 'CANCEL';

export type CalendarInvite = {
  uid: string;
  /** Absolute times, e.g. '2026-11-22T10:30:00+05:30'. */
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendees: string[];
  /** When the invite was made (DTSTAMP). */
  now: Date;
  /** 0 for the first invite of an event; each later change of it one higher. */
  sequence?: number;
  /** REQUEST (the default) adds or updates the event; CANCEL removes it (STATUS:CANCELLED). */
  method?: InviteMethod;
};

/**
 * The UID of a booking's session in calendars. Every invite for one booking (on payment, on a
 * change of expert) carries the same one, so a calendar updates its event instead of adding one.
 */
export function bookingInviteUid(publicUrl: string, kind: string, id: number): string {
  return `booking-${kind}-${id}@${new URL(publicUrl).hostname}`;
}

/** The attachment's Content-Type: mail programs look for the method here as well as inside. */
export function icsContentType(method: InviteMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

export const ICS_CONTENT_TYPE = icsContentType('REQUEST');

const PRODUCT_ID = '-//Saathi//Session booking//EN';

type IcsEvent = EventAttributes & { timestamp: number };

function instant(iso: string): number {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Invalid time: ${iso}`);
  return time;
}

/** A parameter value cannot hold a double quote in any form (RFC 5545 §3.2). */
function parameterText(value: string): string {
  return value.replace(/"/g, '');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** ics escapes line breaks in values, so every CRLF followed by a space or tab is one of its folds. */
function refoldByOctets(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines.map(fold).join('\r\n');
}

export function calendarInvite(invite: CalendarInvite): string {
  const method = invite.method ?? 'REQUEST';
  const event: IcsEvent = {
    productId: PRODUCT_ID,
    method,
    uid: invite.uid,
    sequence: invite.sequence ?? 0,
    timestamp: invite.now.getTime(),
    start: instant(invite.start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: instant(invite.end),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: invite.summary,
    description: invite.description,
    location: invite.location,
    ...(invite.url ? { url: invite.url } : {}),
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    transp: 'OPAQUE',
    organizer: { name: parameterText(invite.organizer.name), email: invite.organizer.email },
    attendees: invite.attendees.map((email) => ({ name: parameterText(email), email, role: 'REQ-PARTICIPANT', partstat: 'NEEDS-ACTION', rsvp: true })),
  };
  const { error, value } = createEvent(event);
  if (error || value === null) throw new Error(`The calendar invite ${invite.uid} could not be written`, { cause: error });
  return refoldByOctets(value);
}
