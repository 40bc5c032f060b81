import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { expect } from 'vitest';
import type { Db } from '../../server/db/engine/db';
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
export async function bookIndividual(app: TestApp, duration = 'individual-60', contentLanguage = 'en-IN') {
  const submitted = await request(app.app)
    .post('/api/submissions/individual')
    .set('Idempotency-Key', randomUUID())
    // The page's language, as the outbox sends it: the visitor's mails are written in it.
    .set('Content-Language', contentLanguage)
    .send(individualBooking());
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

export function paymentRows(db: Db) {
  return db.all<{ state: string; amount_paise: number; meeting_link: string | null; submission_id: number }>(
    'SELECT state, amount_paise, meeting_link, submission_id FROM payments ORDER BY id',
  );
}

export function outboxSubjects(db: Db) {
  return db.all<{ to_address: string; subject: string; attachments: string | null; html: string; text: string }>(
    'SELECT to_address, subject, attachments, html, text FROM mail_outbox ORDER BY id',
  );
}

/** The mails a payment queued (the booking's own acknowledgements left out). */
export async function paidMails(db: Db) {
  return (await outboxSubjects(db)).filter((mail) => !/booking request received|new consultation/.test(mail.subject));
}
