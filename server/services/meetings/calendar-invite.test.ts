import { describe, expect, it } from 'vitest';
import { calendarInvite } from './calendar-invite';
import { sessionInstants } from './session-times';

describe('calendarInvite', () => {
  it('is a REQUEST with IST start and end from the stored date and time range', () => {
    const { start, end } = sessionInstants('2026-11-27', '10:30 AM - 11:10 AM');
    expect(start).toBe('2026-11-27T10:30:00+05:30');
    expect(end).toBe('2026-11-27T11:10:00+05:30');
    const ics = calendarInvite({
      uid: 'booking-individual-1@localhost',
      start,
      end,
      summary: 'Saathi: Individual Therapy',
      description: 'Join, then talk; with care',
      location: 'https://meet.jit.si/Saathi-abc',
      organizer: { name: 'Saathi', email: 'team@saathi.example' },
      attendees: ['asha@example.in'],
      now: new Date('2026-11-20T06:00:00Z'),
    });
    const lines = ics.split('\r\n');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('TZID:Asia/Kolkata');
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261127T103000');
    expect(lines).toContain('DTEND;TZID=Asia/Kolkata:20261127T111000');
    expect(lines).toContain('DTSTAMP:20261120T060000Z');
    expect(lines).toContain('DESCRIPTION:Join\\, then talk\\; with care');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('reads a couple/family window', () => {
    expect(sessionInstants('2026-11-27', '6 PM to 9 PM')).toEqual({ start: '2026-11-27T18:00:00+05:30', end: '2026-11-27T21:00:00+05:30' });
    expect(sessionInstants('2026-11-27', '9 PM to 12 AM').end).toBe('2026-11-28T00:00:00+05:30');
  });

  it('reads a window past midnight as ending the next day', () => {
    expect(sessionInstants('2026-11-27', '10:30 PM - 12:10 AM')).toEqual({ start: '2026-11-27T22:30:00+05:30', end: '2026-11-28T00:10:00+05:30' });
  });
});
