import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { istDateTime } from '../../src/domain/slots';
import { ALREADY_PAID_REGISTRATION } from '../services/payments/payment-pricing';
import { workshopRegistration } from '../../tests/support/fixtures';
import { createTestApp, type TestApp } from '../../tests/support/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

const person = workshopRegistration();

async function seededDate(app: TestApp): Promise<string> {
  return (await app.db.get<{ date: string }>("SELECT date FROM events WHERE slug = 'art-therapy-workshop'"))!.date;
}

describe('the art-therapy workshop', () => {
  it('is seeded on a future Sunday, 3-5 PM in Indore, with catalogue passes, and closes after the event', async () => {
    let clock = new Date();
    testApp = await createTestApp({ now: () => clock });
    const app = testApp;
    const date = await seededDate(app);
    expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(0);
    const res = await request(app.app).get('/api/events/art-therapy-workshop');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date, startTime: '3:00 PM', endTime: '5:00 PM', city: 'Indore', open: true });
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
    expect(res.body.dateLabel).toBe(`Sunday, ${day} ${months[month - 1]} ${year}`);
    expect(res.body.passes).toEqual([
      { id: 'workshop-single', label: 'Single pass', paise: 69_900, price: '₹699' },
      { id: 'workshop-couple', label: 'Couple pass', paise: 99_900, price: '₹999' },
    ]);
    clock = new Date(Date.parse(istDateTime(date, '5:00 PM')) + 1);
    expect((await request(app.app).get('/api/events/art-therapy-workshop')).body.open).toBe(false);
    const late = await request(app.app).post('/api/events/art-therapy-workshop/registrations').set('Idempotency-Key', randomUUID()).send(person);
    expect(late.status).toBe(409);
    expect((await request(app.app).get('/api/events/nope')).status).toBe(404);
  });

  it('registers idempotently, validates, pays a pass at the catalogue price and mails the ticket once', async () => {
    testApp = await createTestApp();
    const app = testApp;
    const key = randomUUID();
    const first = await request(app.app).post('/api/events/art-therapy-workshop/registrations').set('Idempotency-Key', key).send(person);
    expect(first.status).toBe(201);
    const again = await request(app.app).post('/api/events/art-therapy-workshop/registrations').set('Idempotency-Key', key).send(person);
    expect(again.body).toEqual(first.body);
    expect(await app.db.get("SELECT COUNT(*) AS n FROM submissions WHERE kind = 'workshop-registration'")).toEqual({ n: 1 });
    const invalid = await request(app.app).post('/api/events/art-therapy-workshop/registrations').set('Idempotency-Key', randomUUID()).send({ name: '', phone: '', email: '' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.fields).sort()).toEqual(['email', 'name', 'phone']);

    const { id, token } = first.body as { id: number; token: string };
    const body = { purpose: 'workshop', kind: 'workshop-registration', id, option: 'workshop-couple', amount: 100 };
    expect((await request(app.app).post('/api/payments').set('Authorization', 'Bearer wrong').send(body)).status).toBe(404);
    expect((await request(app.app).post('/api/payments').set('Authorization', `Bearer ${token}`).send({ ...body, option: 'individual-60' })).status).toBe(400);
    const started = await request(app.app).post('/api/payments').set('Authorization', `Bearer ${token}`).send(body);
    expect(started.status).toBe(201);
    const txn = started.body.merchantTransactionId as string;
    expect(await app.db.get('SELECT amount_paise FROM payments')).toEqual({ amount_paise: 99_900 });

    await request(app.app).post(`/pay/sandbox/${txn}`).type('form').send({ outcome: 'SUCCESS' });
    await request(app.app).get(`/api/payments/${txn}/status`);
    const status = await request(app.app).get(`/api/payments/${txn}/status`);
    expect(status.body).toMatchObject({ code: 'PAYMENT_SUCCESS', data: { amount: 99_900, purpose: 'workshop' } });

    const stored = await app.db.get<{ status: string; payload: string }>('SELECT status, payload FROM submissions WHERE id = ?', [id]);
    expect(stored?.status).toBe('Paid');
    expect(JSON.parse(stored?.payload ?? '{}')).toMatchObject({ pass: 'workshop-couple', amount: 99_900, paymentStatus: 'Paid', eventSlug: 'art-therapy-workshop' });
    const subjects = (await app.db.all<{ line: string }>("SELECT to_address || ': ' || subject AS line FROM mail_outbox ORDER BY id")).map((row) => row.line);
    expect(subjects).toHaveLength(4);
    const { dateLabel } = (await request(app.app).get('/api/events/art-therapy-workshop')).body as { dateLabel: string };
    expect(subjects.filter((s) => s === `neha@example.in: Saathi: your ticket for Art Therapy Workshop on ${dateLabel}`)).toHaveLength(1);
    expect(subjects.filter((s) => s.startsWith('team@saathi.example: Saathi: workshop registration'))).toHaveLength(1);

    const twice = await request(app.app).post('/api/payments').set('Authorization', `Bearer ${token}`).send(body);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(ALREADY_PAID_REGISTRATION);
  });
});
