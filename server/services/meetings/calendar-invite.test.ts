import { describe, expect, it } from 'vitest';
import { calendarInvite, icsContentType, ICS_CONTENT_TYPE, type CalendarInvite } from './calendar-invite';
import { sessionInstants } from './session-times';
import { readInvite } from '../../../tests/support/read-invite';

// ical.js (Mozilla's parser, as in Thunderbird) reads what we write: the test checks what a
// calendar would understand, not the lines we happen to print.
const read = readInvite;

const { start, end } = sessionInstants('2026-11-27', '10:30 AM - 11:10 AM');

function invite(overrides: Partial<CalendarInvite> = {}): CalendarInvite {
  return {
    uid: 'booking-individual-1@localhost',
    start,
    end,
    summary: 'Saathi: Individual Therapy',
    description: 'Join, then talk; with care',
    location: 'https://meet.jit.si/Saathi-abc',
    organizer: { name: 'Saathi', email: 'team@saathi.example' },
    attendees: ['asha@example.in', 'team@saathi.example'],
    now: new Date('2026-11-20T06:00:00Z'),
    ...overrides,
  };
}

describe('calendarInvite', () => {
  it('is a REQUEST at the IST start and end of the stored date and time range', () => {
    expect(start).toBe('2026-11-27T10:30:00+05:30');
    expect(end).toBe('2026-11-27T11:10:00+05:30');
    expect(read(calendarInvite(invite()))).toMatchObject({
      method: 'REQUEST',
      uid: 'booking-individual-1@localhost',
      sequence: 0,
      status: 'CONFIRMED',
      start: '2026-11-27T05:00:00.000Z',
      end: '2026-11-27T05:40:00.000Z',
      stamp: '2026-11-20T06:00:00.000Z',
      description: 'Join, then talk; with care',
      organizer: { name: 'Saathi', email: 'team@saathi.example' },
      attendees: ['asha@example.in', 'team@saathi.example'],
    });
  });

  it('writes the same instants whatever the server clock zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Kolkata', 'America/New_York']) {
        process.env.TZ = tz;
        const lines = calendarInvite(invite()).split('\r\n');
        expect(lines).toContain('DTSTART:20261127T050000Z');
        expect(lines).toContain('DTEND:20261127T054000Z');
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('carries a later change with its sequence, and a cancel as CANCEL with STATUS:CANCELLED', () => {
    expect(read(calendarInvite(invite({ sequence: 2 })))).toMatchObject({ method: 'REQUEST', sequence: 2, status: 'CONFIRMED' });
    expect(read(calendarInvite(invite({ sequence: 3, method: 'CANCEL' })))).toMatchObject({ method: 'CANCEL', sequence: 3, status: 'CANCELLED' });
  });

  it('names the method in the Content-Type as in the calendar', () => {
    expect(ICS_CONTENT_TYPE).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(icsContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });

  it('folds every line to 75 octets, also in Devanagari, and the text reads back whole', () => {
    const summary = 'साथी: व्यक्तिगत थेरेपी सत्र, जो पचहत्तर ऑक्टेट से कहीं लंबा शीर्षक है';
    const ics = calendarInvite(invite({ summary }));
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(read(ics).summary).toBe(summary);
  });

  it('keeps an organizer name with a double quote readable', () => {
    expect(read(calendarInvite(invite({ organizer: { name: 'The "Saathi" team', email: 'team@saathi.example' } }))).organizer).toEqual({
      name: 'The Saathi team',
      email: 'team@saathi.example',
    });
  });

  it('refuses a time that is not one', () => {
    expect(() => calendarInvite(invite({ start: 'tomorrow' }))).toThrow(RangeError);
  });

  it('reads a couple/family window', () => {
    expect(sessionInstants('2026-11-27', '6 PM to 9 PM')).toEqual({ start: '2026-11-27T18:00:00+05:30', end: '2026-11-27T21:00:00+05:30' });
    expect(sessionInstants('2026-11-27', '9 PM to 12 AM').end).toBe('2026-11-28T00:00:00+05:30');
  });

  it('reads a window past midnight as ending the next day', () => {
    expect(sessionInstants('2026-11-27', '10:30 PM - 12:10 AM')).toEqual({ start: '2026-11-27T22:30:00+05:30', end: '2026-11-28T00:10:00+05:30' });
  });
});
