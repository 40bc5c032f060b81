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

describe('bookingInvite', () => {
  // Paid, then moved, then cancelled: what the visitor's and the expert's calendars receive.
  const life = [paid, moved, cancelled];
  const visitor = life.map((change) => bookingInvite({ ...booking, ...change, forAudience: 'visitor' }));
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
    const noLink = read(bookingInvite({ ...booking, ...paid, meetLink: null, forAudience: 'visitor' }));
    expect(noLink.location).toBe('Online video session');
  });

  it('refuses a sequence that cannot be one', () => {
    expect(() => bookingInvite({ ...booking, ...paid, sequence: -1, forAudience: 'visitor' })).toThrow(RangeError);
    expect(() => bookingInvite({ ...booking, ...paid, sequence: 1.5, forAudience: 'visitor' })).toThrow(RangeError);
  });
});
