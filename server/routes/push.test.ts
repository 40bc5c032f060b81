import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOW } from '../../tests/support/fixtures';
import { bookIndividual, pay, sandboxChoose } from '../../tests/support/payment-flow';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { createManageLinks } from '../services/bookings/manage-links';
import { lazyServerSecret } from '../services/secrets';
import { PUSH_MESSAGES } from '../services/push/push-subscription-schema';
import { CANCELLED } from '../services/push/push-subscriptions';
import { VAPID_FILE_NAME, VAPID_KEY_NAME } from '../services/push/vapid-keys';

// POST and DELETE /api/push/subscriptions and GET /api/push/key: a device asking for reminders
// of a paid session, with the session's manage token.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ seed: true, now: () => NOW, env: { RATE_LIMIT_PER_MINUTE: '20' } });
});
afterEach(() => t.cleanup());

type Stored = { kind: string; submission_id: number; endpoint: string; p256dh: string; auth: string };
const stored = () => t.db.all<Stored>('SELECT kind, submission_id, endpoint, p256dh, auth FROM push_subscriptions ORDER BY id');

async function paidSession(): Promise<{ id: number; token: string }> {
  const { id, token: bearer } = await bookIndividual(t);
  const started = await pay(t, bearer, { purpose: 'booking', kind: 'individual', id, option: 'individual-60' }).expect(201);
  const txn = started.body.merchantTransactionId as string;
  await sandboxChoose(t, txn, 'SUCCESS').expect(303);
  const mail = (await t.db.all<{ text: string }>('SELECT text FROM mail_outbox ORDER BY id')).find((row) => row.text.includes('/manage/'));
  const token = /\/manage\/([a-z][0-9]+\.[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('No manage link in the confirmation');
  // The confirmation page learns the same manage page from the payment's status.
  const status = await request(t.app).get(`/api/payments/${txn}/status`).expect(200);
  expect(status.body.data.managePath).toBe(`/manage/${token}`);
  return { id, token };
}

/** A subscription as a browser makes it (toJSON()), at Firefox's push service. */
function browserSubscription(endpoint = `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(24).toString('base64url')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const subscribe = (body: unknown) => request(t.app).post('/api/push/subscriptions').send(body as object);
const unsubscribe = (body: unknown) => request(t.app).delete('/api/push/subscriptions').send(body as object);

describe('GET /api/push/key', () => {
  it('answers the VAPID public key, made once and kept in the database', async () => {
    const first = await request(t.app).get('/api/push/key').expect(200).expect('Cache-Control', 'no-store');
    const second = await request(t.app).get('/api/push/key').expect(200);
    const publicKey = first.body.publicKey as string;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(second.body).toEqual({ publicKey });
    const stored = await t.db.get<{ value: string }>('SELECT value FROM server_keys WHERE name = ?', [VAPID_KEY_NAME]);
    expect(JSON.parse(stored?.value ?? '{}')).toMatchObject({ publicKey });
    expect(existsSync(join(t.dir, VAPID_FILE_NAME))).toBe(false);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the device for the booking: 201, then 200 for the same endpoint with renewed keys', async () => {
    const { id, token } = await paidSession();
    const subscription = browserSubscription();
    expect((await subscribe({ token, subscription }).expect(201)).body).toEqual({ subscribed: true });
    const renewed = { ...browserSubscription(subscription.endpoint) };
    await subscribe({ token, subscription: renewed }).expect(200);
    expect(await stored()).toEqual([{ kind: 'individual', submission_id: id, endpoint: subscription.endpoint, ...renewed.keys }]);
  });

  it('answers 404 to a token that opens no paid booking', async () => {
    const { id, token } = await paidSession();
    const subscription = browserSubscription();
    const forged = `i${id}.${'A'.repeat(43)}`;
    for (const bad of [forged, `i${id + 1}${token.slice(token.indexOf('.'))}`, 'nonsense']) {
      const res = await subscribe({ token: bad, subscription }).expect(404);
      expect(res.body).toEqual({ error: PUSH_MESSAGES.token });
    }
    // A well-made token of a booking not paid for.
    const pending = await bookIndividual(t);
    const pendingToken = createManageLinks(lazyServerSecret(t.config), t.config.publicUrl).tokenFor('individual', pending.id);
    await subscribe({ token: pendingToken, subscription }).expect(404);
    expect(await stored()).toEqual([]);
  });

  it('refuses what a browser would not give: not https, not a push service, keys of the wrong length', async () => {
    const { token } = await paidSession();
    const good = browserSubscription();
    const { endpoint, keys } = PUSH_MESSAGES;
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ token, subscription: { ...good, endpoint: 'http://updates.push.services.mozilla.com/wpush/v2/x' } }, { subscription: endpoint }],
      [{ token, subscription: { ...good, endpoint: 'https://127.0.0.1:8443/push' } }, { subscription: endpoint }],
      [{ token, subscription: { ...good, endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/x' } }, { subscription: endpoint }],
      [{ token, subscription: { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } } }, { subscription: keys }],
      [{ token, subscription: { ...good, keys: { ...good.keys, auth: randomBytes(12).toString('base64url') } } }, { subscription: keys }],
      [{ token, subscription: { ...good, keys: { ...good.keys, auth: '!!not base64!!' } } }, { subscription: keys }],
      [{ subscription: good }, { token: PUSH_MESSAGES.token }],
    ];
    for (const [body, fields] of cases) {
      const res = await subscribe(body).expect(400);
      expect(res.body.fields).toEqual(fields);
    }
    await request(t.app).post('/api/push/subscriptions').set('Content-Type', 'application/json').send('').expect(400);
    expect(await stored()).toEqual([]);
  });

  it('answers 409 for a cancelled session', async () => {
    const { token } = await paidSession();
    await request(t.app).post(`/api/manage/${token}/cancel`).set('Idempotency-Key', randomUUID()).send({}).expect(200);
    expect((await subscribe({ token, subscription: browserSubscription() }).expect(409)).body).toEqual({ error: CANCELLED });
  });

  it('is rate-limited like the other public posts', async () => {
    const { token } = await paidSession();
    const answers: number[] = [];
    for (let i = 0; i < 21; i += 1) answers.push((await subscribe({ token, subscription: browserSubscription() })).status);
    expect(answers.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(answers).toContain(429);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('forgets the device for that booking only: 204, also when nothing was stored', async () => {
    const { token } = await paidSession();
    const kept = browserSubscription();
    const gone = browserSubscription();
    await subscribe({ token, subscription: kept }).expect(201);
    await subscribe({ token, subscription: gone }).expect(201);
    await unsubscribe({ token, endpoint: gone.endpoint }).expect(204);
    await unsubscribe({ token, endpoint: gone.endpoint }).expect(204);
    expect((await stored()).map(({ endpoint }) => endpoint)).toEqual([kept.endpoint]);
    await unsubscribe({ token: 'nonsense', endpoint: kept.endpoint }).expect(404);
    await unsubscribe({ token }).expect(400);
    expect(await stored()).toHaveLength(1);
  });
});
