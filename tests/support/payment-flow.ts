import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import request from 'supertest';
import { expect } from 'vitest';
import { individualBooking, individualSession } from './fixtures';
import type { TestApp } from './test-app';

// What the payment tests share: a booking made the way the wizard makes it (from the
// shared fixtures, for the tests' clock), a payment started and decided on the sandbox
// page, and looks at what was stored and queued.

export function setSession(app: TestApp, id: number, token: string, duration: string, time = '10:30 AM') {
  return request(app.app)
    .put(`/api/bookings/individual/${id}/session`)
    .set('Authorization', `Bearer ${token}`)
    .send(individualSession({ sessionDuration: duration, sessionTime: time }));
}

/** Steps 1-4 submitted and the session of step 5 set, as the individual wizard does. */
export async function bookIndividual(app: TestApp, duration = 'individual-60') {
  const submitted = await request(app.app).post('/api/submissions/individual').set('Idempotency-Key', randomUUID()).send(individualBooking());
  expect(submitted.status).toBe(201);
  const { id, token } = submitted.body as { id: number; token: string };
  expect((await setSession(app, id, token, duration)).status).toBe(200);
  return { id, token };
}

export function pay(app: TestApp, token: string | null, body: Record<string, unknown>) {
  const req = request(app.app).post('/api/payments');
  if (token) req.set('Authorization', `Bearer ${token}`);
  return req.send(body);
}

export function sandboxChoose(app: TestApp, txn: string, outcome: string) {
  return request(app.app).post(`/pay/sandbox/${txn}`).type('form').send({ outcome });
}

export function paymentRows(db: Database.Database) {
  return db.prepare<[], { state: string; amount_paise: number; meeting_link: string | null; submission_id: number }>(
    'SELECT state, amount_paise, meeting_link, submission_id FROM payments ORDER BY id',
  ).all();
}

export function outboxSubjects(db: Database.Database) {
  return db.prepare<[], { to_address: string; subject: string; attachments: string | null; html: string }>(
    'SELECT to_address, subject, attachments, html FROM mail_outbox ORDER BY id',
  ).all();
}

/** The mails a payment queued (the booking's own acknowledgements left out). */
export const paidMails = (db: Database.Database) => outboxSubjects(db).filter((mail) => !/booking request received|new consultation/.test(mail.subject));
