// An iCalendar (RFC 5545) invitation with METHOD:REQUEST, so mail programs offer to add
// the session to the calendar. Times are written in Asia/Kolkata with its VTIMEZONE
// (IST has no daylight saving: one STANDARD rule at +05:30).

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
};

/**
 * The UID of a booking's session in calendars. Every invite for one booking (on payment, on a
 * change of expert) carries the same one, so a calendar updates its event instead of adding one.
 */
export function bookingInviteUid(publicUrl: string, kind: string, id: number): string {
  return `booking-${kind}-${id}@${new URL(publicUrl).hostname}`;
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=REQUEST';

function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
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

/** '2026-11-22T10:30:00+05:30' -> '20261122T103000' as the clock in India reads. */
export function istLocal(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid time: ${iso}`);
  const ist = new Date(instant.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 4)}${ist.slice(5, 7)}${ist.slice(8, 10)}T${ist.slice(11, 13)}${ist.slice(14, 16)}${ist.slice(17, 19)}`;
}

function utcStamp(date: Date): string {
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

export function calendarInvite(invite: CalendarInvite): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Saathi//Session booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Kolkata',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `DTSTAMP:${utcStamp(invite.now)}`,
    `DTSTART;TZID=Asia/Kolkata:${istLocal(invite.start)}`,
    `DTEND;TZID=Asia/Kolkata:${istLocal(invite.end)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    `LOCATION:${escapeText(invite.location)}`,
    ...(invite.url ? [`URL:${invite.url}`] : []),
    `ORGANIZER;CN=${escapeText(invite.organizer.name).replace(/"/g, '')}:mailto:${invite.organizer.email}`,
    ...invite.attendees.map((email) => `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:${email}`),
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
