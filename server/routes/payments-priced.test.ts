import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_UNDER_WAY } from '../../src/domain/pricing';
import type { Db } from '../db/engine/db';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { NOW, workshopRegistration } from '../../tests/support/fixtures';
import { bookIndividual, paidMails, pay, sandboxChoose, setSession } from '../../tests/support/payment-flow';

// What a payment priced when it started is what it confirms when the money arrives: the
// session cannot change under a payment that is under way, and a payment whose record did
// change (after the visitor started again) confirms nothing and tells staff and the payer.

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

async function start(): Promise<TestApp> {
  const app = await createTestApp({ now: () => NOW });
  testApp = app;
  return app;
}

const startAgain = (app: TestApp, id: number, token: string) =>
  request(app.app).delete(`/api/bookings/individual/${id}/payment`).set('Authorization', `Bearer ${token}`);

async function booking(db: Db, id: number) {
  const row = await db.get<{ status: string; payload: string }>('SELECT status, payload FROM submissions WHERE id = ?', [id]);
  return { status: row?.status, payload: JSON.parse(row?.payload ?? '{}') as Record<string, unknown> };
}

function payment(db: Db, txn: string) {
  return db.get<{ state: string; amount_paise: number; comments: string | null; unconfirmed: string | null; abandoned_at: string | null }>(
    'SELECT state, amount_paise, comments, unconfirmed, abandoned_at FROM payments WHERE merchant_transaction_id = ?',
    [txn],
  );
}

async function startPayment(app: TestApp, id: number, token: string, option: string): Promise<string> {
  const started = await pay(app, token, { purpose: 'booking', kind: 'individual', id, option });
  expect(started.status).toBe(201);
  return started.body.merchantTransactionId as string;
}

describe('an individual session while its payment is under way', () => {
  it('cannot change: the 40-minute price pays for a 40-minute session', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app, 'individual-40');
    const txn = await startPayment(app, id, token, 'individual-40');

    const longer = await setSession(app, id, token, 'individual-60');
    expect(longer.status).toBe(409);
    expect(longer.body.error).toBe(PAYMENT_UNDER_WAY);
    const later = await setSession(app, id, token, 'individual-40', '2:00 PM');
    expect(later.status).toBe(409);
    // Choosing the same session again (a second press of Confirm & Pay) is no change.
    expect((await setSession(app, id, token, 'individual-40')).status).toBe(200);
    expect((await booking(app.db, id)).payload).toMatchObject({ sessionDuration: 'individual-40', sessionTime: '10:30 AM - 11:10 AM' });

    await sandboxChoose(app, txn, 'SUCCESS');
    const status = await request(app.app).get(`/api/payments/${txn}/status`);
    expect(status.body).toMatchObject({ code: 'PAYMENT_SUCCESS', data: { amount: 79_900, unconfirmed: false } });
    expect(await booking(app.db, id)).toMatchObject({ status: 'Paid', payload: { sessionDuration: 'individual-40', sessionTime: '10:30 AM - 11:10 AM' } });
    const mails = await paidMails(app.db);
    expect(mails[0]?.subject).toBe('Saathi: payment received (₹799)');
    expect(mails[2]?.html).toContain('10:30 AM - 11:10 AM');
  });

  it('changes once the visitor starts again; the old payment, paid after all, confirms nothing and staff are told', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app, 'individual-40');
    const cheap = await startPayment(app, id, token, 'individual-40');

    expect((await startAgain(app, id, token)).status).toBe(204);
    expect(await payment(app.db, cheap)).toMatchObject({ state: 'PENDING', abandoned_at: NOW.toISOString() });
    expect((await setSession(app, id, token, 'individual-60')).status).toBe(200);
    const full = await startPayment(app, id, token, 'individual-60');

    // The abandoned page is still open at the gateway, and the visitor pays there.
    await sandboxChoose(app, cheap, 'SUCCESS');
    const status = await request(app.app).get(`/api/payments/${cheap}/status`);
    expect(status.body).toMatchObject({ code: 'PAYMENT_SUCCESS', data: { amount: 79_900, unconfirmed: true } });
    expect((await booking(app.db, id)).status).toBe('Pending');
    expect(await payment(app.db, cheap)).toMatchObject({ state: 'SUCCESS', unconfirmed: 'changed' });
    expect((await payment(app.db, cheap))?.comments).toContain('was changed after this payment started (now 60 minutes): nothing was confirmed');
    const mails = await paidMails(app.db);
    expect(mails.map((mail) => [mail.to_address, mail.subject.replace(/ T\w+ /, ' T… ')])).toEqual([
      ['asha@example.in', 'Saathi: payment received (₹799)'],
      ['team@saathi.example', 'Saathi: payment needs attention T… (Individual Therapy, 40 minutes)'],
    ]);
    expect(mails[0]?.html).toContain('We could not confirm anything with this payment');
    expect(mails[1]?.html).toContain('Please arrange the session with the payer or refund.');

    // The payment that priced what is booked confirms it.
    await sandboxChoose(app, full, 'SUCCESS');
    expect((await request(app.app).get(`/api/payments/${full}/status`)).body).toMatchObject({ data: { amount: 99_900, unconfirmed: false } });
    expect(await booking(app.db, id)).toMatchObject({ status: 'Paid', payload: { sessionDuration: 'individual-60', sessionTime: '10:30 AM - 11:30 AM' } });
  });

  it('starting again needs the booking token and changes nothing else', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app, 'individual-40');
    const txn = await startPayment(app, id, token, 'individual-40');
    expect((await startAgain(app, id, 'wrong')).status).toBe(404);
    expect((await request(app.app).delete(`/api/bookings/couple/${id}/payment`).set('Authorization', `Bearer ${token}`)).status).toBe(404);
    expect((await payment(app.db, txn))?.abandoned_at).toBeNull();
    expect((await setSession(app, id, token, 'individual-60')).status).toBe(409);
  });

  it('a booking changed under a payment by any other path is not confirmed by it', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app, 'individual-40');
    const txn = await startPayment(app, id, token, 'individual-40');
    const changed = { ...(await booking(app.db, id)).payload, sessionDuration: 'individual-60', sessionTime: '10:30 AM - 11:30 AM' };
    await app.db.run('UPDATE submissions SET payload = ? WHERE id = ?', [JSON.stringify(changed), id]);

    await sandboxChoose(app, txn, 'SUCCESS');
    expect((await request(app.app).get(`/api/payments/${txn}/status`)).body.data.unconfirmed).toBe(true);
    expect((await booking(app.db, id)).status).toBe('Pending');
    expect((await paidMails(app.db)).some((mail) => /your session/.test(mail.subject))).toBe(false);
  });
});

describe('an amount taken other than the price', () => {
  it('is settled as taken but confirms nothing, and staff and the payer are told', async () => {
    const app = await start();
    const { id, token } = await bookIndividual(app, 'individual-60');
    const txn = await startPayment(app, id, token, 'individual-60');
    // The gateway reports ₹1 taken for the ₹999 it was asked for.
    await app.db.run('UPDATE sandbox_payments SET amount_paise = 100');

    await sandboxChoose(app, txn, 'SUCCESS');
    expect((await request(app.app).get(`/api/payments/${txn}/status`)).body).toMatchObject({ code: 'PAYMENT_SUCCESS', data: { unconfirmed: true } });
    expect((await booking(app.db, id)).status).toBe('Pending');
    expect(await payment(app.db, txn)).toMatchObject({ state: 'SUCCESS', unconfirmed: 'amount', amount_paise: 99_900 });
    expect((await payment(app.db, txn))?.comments).toContain('The provider reports ₹1 taken for a ₹999 price: nothing was confirmed.');
    const mails = await paidMails(app.db);
    expect(mails.map((mail) => mail.subject.replace(/ T\w+ /, ' T… '))).toEqual([
      'Saathi: payment received (₹1)',
      'Saathi: payment needs attention T… (Individual Therapy, 60 minutes)',
    ]);
    expect(mails[0]?.html).toContain('the amount taken differs from the price');
  });
});

async function registerForWorkshop(app: TestApp) {
  const registered = await request(app.app)
    .post('/api/events/art-therapy-workshop/registrations')
    .set('Idempotency-Key', randomUUID())
    .send(workshopRegistration());
  expect(registered.status).toBe(201);
  return registered.body as { id: number; token: string };
}

describe('a workshop pass', () => {
  it('two passes started for one registration: the first paid confirms its pass, the other is for staff to refund', async () => {
    const app = await start();
    const { id, token } = await registerForWorkshop(app);
    const passPayment = async (option: string) =>
      (await pay(app, token, { purpose: 'workshop', kind: 'workshop-registration', id, option })).body.merchantTransactionId as string;
    const single = await passPayment('workshop-single');
    const couple = await passPayment('workshop-couple');

    await sandboxChoose(app, couple, 'SUCCESS');
    expect((await request(app.app).get(`/api/payments/${couple}/status`)).body.data.unconfirmed).toBe(false);
    await sandboxChoose(app, single, 'SUCCESS');
    expect((await request(app.app).get(`/api/payments/${single}/status`)).body.data).toMatchObject({ amount: 69_900, unconfirmed: true });
    expect((await booking(app.db, id)).payload).toMatchObject({ pass: 'workshop-couple', amount: 99_900 });
    expect(await payment(app.db, single)).toMatchObject({ unconfirmed: 'already-paid' });
    const tickets = (await paidMails(app.db)).filter((mail) => /ticket/i.test(mail.subject));
    expect(tickets).toHaveLength(1);
  });

  it('a pass the event no longer offers when the money arrives confirms nothing', async () => {
    const app = await start();
    const { id, token } = await registerForWorkshop(app);
    const txn = (await pay(app, token, { purpose: 'workshop', kind: 'workshop-registration', id, option: 'workshop-couple' })).body
      .merchantTransactionId as string;
    await app.db.run(`UPDATE events SET passes = '["workshop-single"]'`);

    await sandboxChoose(app, txn, 'SUCCESS');
    expect((await request(app.app).get(`/api/payments/${txn}/status`)).body.data.unconfirmed).toBe(true);
    expect((await booking(app.db, id)).status).toBe('Pending');
    expect(await payment(app.db, txn)).toMatchObject({ unconfirmed: 'changed' });
  });
});
