import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createPushSubscriptionsRepository } from '../../db/push-subscriptions-repository';
import type { Log } from '../../log';
import { NOW } from '../../../tests/support/fixtures';
import { startFakePushService, type FakeBrowserSubscription, type FakePushService } from '../../../tests/support/fake-push-service';
import { createTempDatabase } from '../../../tests/support/test-app';
import { createManageLinks } from '../bookings/manage-links';
import { createPaidBookings } from '../../../tests/support/paid-bookings';
import { startReminderWorker } from '../reminders/reminder-worker';
import { lazyServerSecret } from '../secrets';
import { PUSH_BATCH_SIZE, PUSH_MAX_ATTEMPTS, startPushWorker } from './push-worker';
import { VAPID_KEY_NAME } from './vapid-keys';

const HOUR_MS = 60 * 60_000;

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

type DeliveryRow = { subscription_id: number | null; reminder_id: number; state: string; attempts: number; urgency: string; last_error: string | null };

async function setUp() {
  const { db, dir, openAnother, cleanup } = await createTempDatabase();
  const service: FakePushService = await startFakePushService();
  cleanups.push(async () => {
    await service.stop();
    await cleanup();
  });
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, PUBLIC_URL: 'https://saathi.example', TEAM_EMAIL: 'team@saathi.example' });
  let current = NOW.getTime();
  const clock = { now: () => new Date(current), moveTo: (ms: number) => void (current = NOW.getTime() + ms) };
  const subscriptions = createPushSubscriptionsRepository(db);

  /** A paid session `hoursAhead` from NOW with its reminders, and a device subscribed for it per status given. */
  async function book(hoursAhead: number, statuses: number[]): Promise<{ id: number; devices: FakeBrowserSubscription[] }> {
    const id = await createPaidBookings(db).insertWithReminders(
      { startsAt: new Date(NOW.getTime() + hoursAhead * HOUR_MS), expertEmail: 'meera@example.in' },
      NOW,
    );
    const devices = statuses.map((status) => service.subscribe(status));
    for (const device of devices) await subscriptions.save({ kind: 'individual', submissionId: id, ...device.keys, endpoint: device.endpoint, createdAt: NOW.toISOString() });
    return { id, devices };
  }

  const reminders = () => {
    const worker = startReminderWorker({ db, config, now: clock.now, mail: { nudge: () => {} } });
    cleanups.push(() => worker.stop());
    return worker;
  };
  /** A push worker on `on`: by default the test's handle; another one plays a second server instance. */
  const pushes = (on: Db = db, log?: Log) => {
    const worker = startPushWorker({ db: on, config, now: clock.now, random: () => 0, agent: service.agent, ...(log ? { log } : {}) });
    cleanups.push(() => worker.stop());
    return worker;
  };
  const deliveries = () => db.all<DeliveryRow>('SELECT subscription_id, reminder_id, state, attempts, urgency, last_error FROM push_deliveries ORDER BY id');
  const subscriptionCount = async () => (await db.get<{ n: number }>('SELECT count(*) AS n FROM push_subscriptions'))?.n;
  return { db, openAnother, config, dir, service, clock, book, reminders, pushes, deliveries, subscriptionCount };
}

describe('reminders by Web Push', () => {
  it('queues one push per visitor reminder and device, sends it signed and encrypted, and drops a subscription the service forgot', async () => {
    const { db, config, service, clock, book, reminders, pushes, deliveries, subscriptionCount } = await setUp();
    const { id } = await book(48, [201, 410, 404]);
    const reminderWorker = reminders();
    const pushWorker = pushes();

    clock.moveTo(24 * HOUR_MS);
    await reminderWorker.drain();
    await reminderWorker.drain();
    // The visitor's 24-hour reminder, once per device; the expert's gets none.
    expect((await deliveries()).map(({ state, urgency }) => `${state} ${urgency}`)).toEqual(['queued normal', 'queued normal', 'queued normal']);

    await pushWorker.drain();
    expect(service.refused).toEqual([]);
    expect(service.received).toHaveLength(3);
    // Signed with the pair every instance reads from the database.
    const stored = await db.get<{ value: string }>('SELECT value FROM server_keys WHERE name = ?', [VAPID_KEY_NAME]);
    const keys = JSON.parse(stored?.value ?? '{}') as { publicKey: string };
    const token = createManageLinks(lazyServerSecret(config), config.publicUrl).tokenFor('individual', id);
    for (const push of service.received) {
      expect(push.vapidPublicKey).toBe(keys.publicKey);
      expect(push.claims.aud).toBe(service.origin);
      expect(push.claims.sub).toBe('mailto:team@saathi.example');
      // Until the session starts: 24 hours.
      expect(push.ttl).toBe(24 * 3600);
      expect(push.urgency).toBe('normal');
      expect(push.payload).toEqual({
        title: 'Your session is tomorrow at 11:30 AM IST',
        body: 'Individual Therapy with Dr. Meera Iyer',
        url: `/manage/${token}`,
        tag: `session-individual-${id}`,
      });
    }
    // 410 and 404: those subscriptions are gone, their pushes kept as dropped.
    expect(await subscriptionCount()).toBe(1);
    expect((await deliveries()).map(({ state, subscription_id }) => `${state} ${subscription_id === null ? 'none' : 'kept'}`)).toEqual([
      'sent kept',
      'dropped none',
      'dropped none',
    ]);

    clock.moveTo(47 * HOUR_MS);
    await reminderWorker.drain();
    await pushWorker.drain();
    const last = service.received.at(-1);
    expect(service.received).toHaveLength(4);
    expect(last?.urgency).toBe('high');
    expect(last?.ttl).toBe(3600);
    expect(last?.payload).toMatchObject({ title: 'Your session is in one hour, at 11:30 AM IST' });
  });

  it('sends each push once when two instances send at the same time', async () => {
    const { db, openAnother, service, clock, book, reminders, pushes, deliveries } = await setUp();
    // Two devices per booking: more pushes than one batch, so the two workers' batches overlap.
    const bookings = PUSH_BATCH_SIZE;
    for (let n = 0; n < bookings; n++) await book(5, [201, 201]);
    clock.moveTo(4 * HOUR_MS);
    await reminders().drain();
    expect(await deliveries()).toHaveLength(bookings * 2);

    const errors: unknown[] = [];
    const recordErrors: Log = (message, fields) => void (message.includes('error') && errors.push({ message, ...fields }));
    const first = pushes(db, recordErrors);
    const second = pushes(openAnother(), recordErrors);
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);

    expect(errors).toEqual([]);
    expect(service.refused).toEqual([]);
    expect(service.received).toHaveLength(bookings * 2);
    // One request per subscription: each device's path once.
    expect(new Set(service.received.map(({ path }) => path)).size).toBe(bookings * 2);
    // Both signed with the one pair the database keeps, made by whichever asked first.
    expect(new Set(service.received.map(({ vapidPublicKey }) => vapidPublicKey)).size).toBe(1);
    expect((await deliveries()).every(({ state, attempts }) => state === 'sent' && attempts === 1)).toBe(true);
  });

  it('tries a failing push service again, then marks the push failed', async () => {
    const { service, clock, book, reminders, pushes, deliveries } = await setUp();
    await book(48, [503]);
    clock.moveTo(24 * HOUR_MS);
    await reminders().drain();
    const pushWorker = pushes();
    for (let attempt = 1; attempt <= PUSH_MAX_ATTEMPTS; attempt += 1) {
      await pushWorker.drain();
      expect(service.received).toHaveLength(attempt);
      // Jitter 0: half of 30 s doubled per attempt; an hour later is past any of them.
      clock.moveTo(24 * HOUR_MS + attempt * HOUR_MS);
    }
    await pushWorker.drain();
    expect(service.received).toHaveLength(PUSH_MAX_ATTEMPTS);
    expect(await deliveries()).toMatchObject([{ state: 'failed', attempts: PUSH_MAX_ATTEMPTS, last_error: 'Push service answered 503: ' }]);
  });

  it('sends nothing for a session cancelled or begun meanwhile', async () => {
    const { db, service, clock, book, reminders, pushes, deliveries } = await setUp();
    const cancelled = await book(30, [201]);
    await book(48, [201]);
    clock.moveTo(24 * HOUR_MS);
    await reminders().drain();
    await db.run(`UPDATE submissions SET status = 'Cancelled' WHERE id = ?`, [cancelled.id]);
    // The other session's push waited until after it began.
    clock.moveTo(49 * HOUR_MS);
    await pushes().drain();
    expect(service.received).toEqual([]);
    expect((await deliveries()).map(({ state, last_error }) => `${state}: ${last_error ?? ''}`)).toEqual([
      'dropped: The booking is no longer paid',
      'dropped: The session has begun',
    ]);
  });
});
