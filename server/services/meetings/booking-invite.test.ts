import { describe, expect, it } from 'vitest';
import type { MailAttachment } from '../../db/mail-outbox-repository';
import { bookingInvite } from './booking-invite';
import { readInvite } from '../../../tests/support/read-invite';

const read = (attachment: MailAttachment) => readInvite(attachment.content);

const MEET = 'https://meet.jit.si/Saathi-0123456789abcdef0123456789abcdef';
const VISITOR = 'asha@example.in';
const EXPERT = 'harpreet@saathi.example';
const TEAM = 'team@saathi.example';

const booking = {
  publicUrl: 'https://saathi.example',
  productName: 'Saathi',
  teamEmail: TEAM,
  kind: 'individual',
  id: 7,
  sessionType: 'Individual Therapy',
  meetLink: MEET,
  visitorEmail: VISITOR,
  expertEmail: EXPERT,
  now: new Date('2026-11-20T06:00:00Z'),
} as const;

const paid = { startsAt: new Date('2026-11-27T05:00:00Z'), endsAt: new Date('2026-11-27T06:00:00Z'), sequence: 0, method: 'REQUEST' } as const;
const moved = { startsAt: new Date('2026-11-29T12:30:00Z'), endsAt: new Date('2026-11-29T13:30:00Z'), sequence: 1, method: 'REQUEST' } as const;
const cancelled = { ...moved, sequence: 2, method: 'CANCEL' } as const;

// The visitor's copy on payment, as an English booking's has always been written.
const ENGLISH_PAID = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'CALSCALE:GREGORIAN',
  'PRODID:-//Saathi//Session booking//EN',
  'METHOD:REQUEST',
  'X-PUBLISHED-TTL:PT1H',
  'BEGIN:VEVENT',
  'UID:booking-individual-7@saathi.example',
  'SUMMARY:Saathi: Individual Therapy',
  'DTSTAMP:20261120T060000Z',
  'DTSTART:20261127T050000Z',
  'DTEND:20261127T060000Z',
  'SEQUENCE:0',
  'DESCRIPTION:Your online session. Join: https://meet.jit.si/Saathi-012345678',
  ' 9abcdef0123456789abcdef',
  'URL:https://meet.jit.si/Saathi-0123456789abcdef0123456789abcdef',
  'LOCATION:https://meet.jit.si/Saathi-0123456789abcdef0123456789abcdef',
  'STATUS:CONFIRMED',
  'ORGANIZER;CN="Saathi":MAILTO:team@saathi.example',
  'TRANSP:OPAQUE',
  'ATTENDEE;RSVP=TRUE;ROLE="REQ-PARTICIPANT";PARTSTAT="NEEDS-ACTION";CN="asha@',
  ' example.in":mailto:asha@example.in',
  'ATTENDEE;RSVP=TRUE;ROLE="REQ-PARTICIPANT";PARTSTAT="NEEDS-ACTION";CN="team@',
  ' saathi.example":mailto:team@saathi.example',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('bookingInvite', () => {
  // Paid, then moved, then cancelled: what the visitor's and the expert's calendars receive.
  const life = [paid, moved, cancelled];
  const visitor = life.map((change) => bookingInvite({ ...booking, ...change, forAudience: 'visitor', language: 'en' }));
  const expert = life.map((change) => bookingInvite({ ...booking, ...change, forAudience: 'expert', expertEmail: EXPERT }));

  it('gives every invite of one booking, to either reader, the same UID and organizer', () => {
    const all = [...visitor, ...expert].map(read);
    expect(new Set(all.map((one) => one.uid))).toEqual(new Set(['booking-individual-7@saathi.example']));
    expect(new Set(all.map((one) => one.organizer?.email))).toEqual(new Set([TEAM]));
    expect(all.every((one) => one.summary === 'Saathi: Individual Therapy')).toBe(true);
  });

  it('counts the changes 0, 1, 2 and ends with a cancel', () => {
    for (const copies of [visitor, expert]) {
      expect(copies.map(read).map(({ method, sequence, status }) => ({ method, sequence, status }))).toEqual([
        { method: 'REQUEST', sequence: 0, status: 'CONFIRMED' },
        { method: 'REQUEST', sequence: 1, status: 'CONFIRMED' },
        { method: 'CANCEL', sequence: 2, status: 'CANCELLED' },
      ]);
      expect(copies.map((copy) => copy.contentType)).toEqual([
        'text/calendar; charset=utf-8; method=REQUEST',
        'text/calendar; charset=utf-8; method=REQUEST',
        'text/calendar; charset=utf-8; method=CANCEL',
      ]);
      expect(copies.every((copy) => copy.filename === 'session.ics')).toBe(true);
    }
  });

  it('starts and ends at the instants given', () => {
    expect(visitor.map(read).map(({ start, end }) => ({ start, end }))).toEqual([
      { start: '2026-11-27T05:00:00.000Z', end: '2026-11-27T06:00:00.000Z' },
      { start: '2026-11-29T12:30:00.000Z', end: '2026-11-29T13:30:00.000Z' },
      { start: '2026-11-29T12:30:00.000Z', end: '2026-11-29T13:30:00.000Z' },
    ]);
    expect(read(visitor[0]!).stamp).toBe('2026-11-20T06:00:00.000Z');
  });

  it("keeps the expert's address out of the visitor's copy, and the visitor's out of the expert's", () => {
    for (const copy of visitor) {
      expect(read(copy).attendees).toEqual([VISITOR, TEAM]);
      expect(copy.content).not.toContain(EXPERT);
    }
    for (const copy of expert) {
      expect(read(copy).attendees).toEqual([EXPERT, TEAM]);
      expect(copy.content).not.toContain(VISITOR);
    }
  });

  it('says where the session is when the team is still to send the link', () => {
    const noLink = read(bookingInvite({ ...booking, ...paid, meetLink: null, forAudience: 'visitor', language: 'en' }));
    expect(noLink.location).toBe('Online video session');
  });

  it('refuses a sequence that cannot be one', () => {
    expect(() => bookingInvite({ ...booking, ...paid, sequence: -1, forAudience: 'visitor', language: 'en' })).toThrow(RangeError);
    expect(() => bookingInvite({ ...booking, ...paid, sequence: 1.5, forAudience: 'visitor', language: 'en' })).toThrow(RangeError);
  });

  it("writes an English booking's visitor copy as it always has, and the team's copy the same", () => {
    expect(visitor[0]!.content).toBe(ENGLISH_PAID);
    expect(bookingInvite({ ...booking, ...paid, forAudience: 'team' }).content).toBe(ENGLISH_PAID);
    expect(read(visitor[2]!).description).toBe('This session is cancelled.');
    expect(read(bookingInvite({ ...booking, ...paid, meetLink: null, forAudience: 'visitor', language: 'en' })).description).toBe(
      'Your online session. The team will send the video link.',
    );
  });
});

describe('bookingInvite for a Hindi booking', () => {
  const life = [paid, moved, cancelled];
  const visitor = life.map((change) => bookingInvite({ ...booking, ...change, forAudience: 'visitor', language: 'hi' }));
  const team = life.map((change) => bookingInvite({ ...booking, ...change, forAudience: 'team' }));
  const expert = life.map((change) => bookingInvite({ ...booking, ...change, forAudience: 'expert', expertEmail: EXPERT }));

  it("gives the visitor's copy its summary, description and location in Hindi", () => {
    const [first, , last] = visitor.map(read);
    expect(first).toMatchObject({ summary: 'Saathi: इंडिविजुअल थेरेपी', description: `आपका ऑनलाइन सेशन। जुड़ने के लिए: ${MEET}`, location: MEET });
    expect(last).toMatchObject({ summary: 'Saathi: इंडिविजुअल थेरेपी', description: 'यह सेशन कैंसल हो गया है।' });
    const noLink = read(bookingInvite({ ...booking, ...paid, meetLink: null, forAudience: 'visitor', language: 'hi' }));
    expect(noLink).toMatchObject({ description: 'आपका ऑनलाइन सेशन। वीडियो लिंक हमारी टीम भेज देगी।', location: 'ऑनलाइन वीडियो सेशन' });
    const couples = read(bookingInvite({ ...booking, ...paid, kind: 'couple', sessionType: 'Couples Therapy', forAudience: 'visitor', language: 'hi' }));
    expect(couples.summary).toBe('Saathi: कपल थेरेपी');
  });

  it('keeps long Hindi lines folded by octets, never inside a letter', () => {
    for (const copy of visitor) {
      const lines = copy.content.split('\r\n');
      expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect(copy.content).not.toContain('\uFFFD');
    }
  });

  it("keeps the team's and the expert's copies English", () => {
    for (const copies of [team, expert]) {
      const [first, , last] = copies.map(read);
      expect(first).toMatchObject({ summary: 'Saathi: Individual Therapy', description: `Your online session. Join: ${MEET}` });
      expect(last!.description).toBe('This session is cancelled.');
    }
    expect(team[0]!.content).toBe(ENGLISH_PAID);
    expect(read(bookingInvite({ ...booking, ...paid, meetLink: null, forAudience: 'team' })).location).toBe('Online video session');
  });

  it('changes nothing a calendar matches on: UID, organizer, attendees, times, SEQUENCE and METHOD', () => {
    const english = life.map((change) => bookingInvite({ ...booking, ...change, forAudience: 'visitor', language: 'en' }));
    const matched = (copy: MailAttachment) => {
      const { uid, organizer, attendees, start, end, stamp, sequence, method, status } = read(copy);
      return { uid, organizer, attendees, start, end, stamp, sequence, method, status, contentType: copy.contentType, filename: copy.filename };
    };
    expect(visitor.map(matched)).toEqual(english.map(matched));
    expect(team.map(matched)).toEqual(english.map(matched));
  });
});
