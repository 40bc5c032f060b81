import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { END_AFTER_START, TITLE_REQUIRED } from '../../src/domain/schemas/calendar-request';
import type { StaffRole } from '../../src/domain/staff';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { signInEveryRole, type StaffSessions } from '../../tests/support/staff';

let t: TestApp;
let cookies: StaffSessions['cookies'];
let as: StaffSessions['as'];

beforeEach(async () => {
  t = await createTestApp();
  ({ cookies, as } = await signInEveryRole(t));
});
afterEach(() => t.cleanup());

const meeting = {
  summary: 'Intro call',
  description: 'A first, short talk',
  startDateTime: '2026-11-22T10:30:00+05:30',
  endDateTime: '2026-11-22T11:00:00+05:30',
  attendees: ['Asha@Example.in', 'asha@example.in', 'bilal@example.in'],
  timeZone: 'Asia/Kolkata',
  sendNotifications: true,
  location: 'Online video session',
};

const post = (role: StaffRole | 'nobody', body: unknown) => as(role, 'post', '/api/admin/meetings').send(body as object);

describe('POST /api/admin/meetings', () => {
  it('is for admins only, and refuses a cross-site call', async () => {
    await post('nobody', meeting).expect(401);
    await post('editor', meeting).expect(403);
    await post('support', meeting).expect(403);
    await request(t.app).post('/api/admin/meetings').set('Cookie', cookies.admin).send(meeting).expect(403);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM mail_outbox')).toEqual({ n: 0 });
  });

  it('creates a link with the configured provider and queues one invite with an .ics per attendee', async () => {
    const res = await post('admin', meeting).expect(201);
    expect(res.body).toEqual({ meetLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\/Saathi-[0-9a-f]{32}$/), htmlLink: res.body.meetLink });
    const mails = await t.db.all<Record<string, string | null>>('SELECT to_address, subject, text, attachments, submission_id FROM mail_outbox ORDER BY id');
    expect(mails.map((mail) => mail.to_address)).toEqual(['asha@example.in', 'bilal@example.in']);
    for (const mail of mails) {
      expect(mail.subject).toContain('Intro call');
      expect(mail.text).toContain(res.body.meetLink);
      expect(mail.submission_id).toBeNull();
      const [ics] = JSON.parse(String(mail.attachments)) as Array<{ filename: string; contentType: string; content: string }>;
      expect(ics?.contentType).toMatch(/^text\/calendar/);
      const unfolded = String(ics?.content).replace(/\r\n /g, '');
      expect(unfolded).toContain('METHOD:REQUEST');
      expect(unfolded).toContain('DTSTART:20261122T050000Z');
      expect(unfolded).toContain('DTEND:20261122T053000Z');
      expect(unfolded).toContain('mailto:bilal@example.in');
    }
  });

  it('queues nothing when notifications are off', async () => {
    await post('admin', { ...meeting, sendNotifications: false }).expect(201);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM mail_outbox')).toEqual({ n: 0 });
  });

  it('answers the calendar request check with field messages', async () => {
    const blank = await post('admin', { ...meeting, summary: ' ' }).expect(400);
    expect(blank.body.fields).toMatchObject({ summary: TITLE_REQUIRED });
    const backwards = await post('admin', { ...meeting, endDateTime: '2026-11-22T10:00:00+05:30' }).expect(400);
    expect(backwards.body.fields).toMatchObject({ endDateTime: END_AFTER_START });
    await post('admin', { ...meeting, attendees: 'asha@example.in' }).expect(400);
    await post('admin', { ...meeting, startDateTime: 'soon' }).expect(400);
    expect(await t.db.get('SELECT COUNT(*) AS n FROM mail_outbox')).toEqual({ n: 0 });
  });
});
