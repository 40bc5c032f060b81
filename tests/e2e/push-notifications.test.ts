import { randomUUID } from 'node:crypto';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageAnswer } from '../../src/domain/schemas/manage';
import type { PaymentStatusAnswer } from '../../src/domain/payment-status';
import { reminderPush, type ReminderNotification } from '../../server/services/push/reminder-push';
import { individualBooking, individualSession } from '../support/fixtures';
import { browserPerFile, openPhonePage } from './browser';
import { ownServers, reloadUnderServiceWorker } from './harness';
import { SESSION_DATE } from './individual-wizard';
import type { RunningServer } from './server-process';

// The service worker's Web Push handlers (src/sw.ts) in real Chromium. A headless browser
// cannot subscribe at a real push service (that needs the network), so the push comes from the
// DevTools protocol instead: ServiceWorker.deliverPushMessage fires a real `push` event in the
// worker with the bytes the push service would have decrypted. The bytes are the server's own:
// the JSON reminderPush() makes for a paid session's manage link, as the reminder worker sends it.
//
// Not covered: the tap. Headless Chromium has no notification on a screen to click, the
// protocol has no call for it, and a script-made NotificationEvent is untrusted: its waitUntil
// throws and clients.openWindow() is refused ("Not allowed to open a window"). The tap's target
// is what `data.url` holds, which the tests below check.

const SAME_ORIGIN_FALLBACK = '/';
const FALLBACK_TITLE = 'A reminder of your session';
const PUSH_HANDLED_MS = 10_000;

const browser = browserPerFile();
const servers = ownServers();

/** `handledPushes`: the status of every push event the browser saw the worker finish, in order. */
type Device = { context: BrowserContext; page: Page; cdp: CDPSession; registrationId: string; handledPushes: string[] };
type Booking = { id: number; managePath: string; answer: ManageAnswer };

let server: RunningServer;
let booking: Booking;
let device: Device;

beforeAll(async () => {
  server = await servers.start();
  booking = await paidBooking(server.url);
  device = await installedApp(server.url);
});

afterAll(async () => {
  await device?.context.close();
  await servers.stopAll();
});

// ---- A paid session, over HTTP as the client pays it ---------------------------------------

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${response.url} answered ${response.status}, not ${status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** An individual session booked, paid on the sandbox gateway, and the manage path the payment answer gives. */
async function paidBooking(url: string): Promise<Booking> {
  const { id, token } = await json<{ id: number; token: string }>(
    await fetch(`${url}/api/submissions/individual`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(individualBooking()),
    }),
    201,
  );
  const auth = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
  await json(
    await fetch(`${url}/api/bookings/individual/${id}/session`, { method: 'PUT', headers: auth, body: JSON.stringify(individualSession({ sessionDate: SESSION_DATE })) }),
    200,
  );
  const { merchantTransactionId: txn } = await json<{ merchantTransactionId: string }>(
    await fetch(`${url}/api/payments`, { method: 'POST', headers: auth, body: JSON.stringify({ purpose: 'booking', kind: 'individual', id, option: 'individual-60' }) }),
    201,
  );
  const decided = await fetch(`${url}/pay/sandbox/${txn}`, { method: 'POST', body: new URLSearchParams({ outcome: 'SUCCESS' }), redirect: 'manual' });
  expect(decided.status).toBe(303);
  const status = await json<PaymentStatusAnswer>(await fetch(`${url}/api/payments/${txn}/status`), 200);
  const managePath = status.data?.managePath;
  if (!managePath) throw new Error(`The paid booking has no manage path: ${JSON.stringify(status)}`);
  const answer = await json<ManageAnswer>(await fetch(`${url}/api/manage/${managePath.slice('/manage/'.length)}`), 200);
  return { id, managePath, answer };
}

// ---- The device ----------------------------------------------------------------------------

/**
 * The site opened once and reloaded under its service worker, notifications allowed as the
 * visitor's tap on "Remind me on this device" would have, and the worker's registration id
 * that the DevTools protocol delivers pushes to.
 */
async function installedApp(url: string): Promise<Device> {
  const origin = new URL(url).origin;
  const { context, page } = await openPhonePage(browser());
  await context.grantPermissions(['notifications'], { origin });
  const cdp = await context.newCDPSession(page);
  const registrationId = registrationIdOf(cdp, `${origin}/`);
  await cdp.send('ServiceWorker.enable');
  // The browser's own record of each push event (DevTools' Background services panel): the
  // one sure sign that the worker's handler, showNotification() included, has finished.
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', { service: 'pushMessaging', shouldRecord: true });
  const handledPushes: string[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
    if (event.service !== 'pushMessaging' || event.eventName !== 'Push event completed') return;
    handledPushes.push(event.eventMetadata.find((entry) => entry.key === 'Status')?.value ?? 'no status');
  });
  await page.goto(`${url}/`);
  await reloadUnderServiceWorker(page);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  return { context, page, cdp, registrationId: await registrationId, handledPushes };
}

/** The id DevTools gives the worker registered for `scope`, once it reports one (on enable, or when it registers). */
function registrationIdOf(cdp: CDPSession, scope: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No service worker registration for ${scope}`)), 10_000);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((candidate) => candidate.scopeURL === scope && !candidate.isDeleted);
      if (!registration) return;
      clearTimeout(timer);
      resolve(registration.registrationId);
    });
  });
}

type Shown = { title: string; body: string; tag: string; icon: string; badge: string; data: unknown };

/** The notifications the worker's registration shows now, as the page reads them. */
function shownNotifications(page: Page): Promise<Shown[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(({ title, body, tag, icon, badge, data }) => ({ title, body, tag, icon, badge, data: data as unknown }));
  });
}

async function closeAllNotifications(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const notification of await (await navigator.serviceWorker.ready).getNotifications()) notification.close();
  });
  await expect.poll(() => shownNotifications(page)).toEqual([]);
}

/**
 * A push as the browser's push service hands it over, decrypted (`data` is the payload's text),
 * once the worker has handled it. Reading the notifications while a push is still being shown
 * can miss that notification for good: polling getNotifications() meanwhile lost 1 push in 30
 * in headless Chromium 156; reading only after the event completed lost none in 150.
 */
async function deliverPush({ cdp, registrationId, handledPushes }: Device, data: string): Promise<void> {
  const before = handledPushes.length;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(server.url).origin, registrationId, data });
  await expect.poll(() => handledPushes.length, { timeout: PUSH_HANDLED_MS, message: `the push was handled: ${data}` }).toBe(before + 1);
  expect(handledPushes[before]).toBe('Success');
}

/** The one notification with `tag` the worker shows. */
async function shownWithTag(page: Page, tag: string): Promise<Shown> {
  const shown = (await shownNotifications(page)).filter((notification) => notification.tag === tag);
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

/** What the reminder worker sends for this booking `lead` before the session. */
function serverReminder(lead: '24h' | '1h'): ReminderNotification {
  const startsAt = new Date(booking.answer.session.startsAt);
  const now = new Date(startsAt.getTime() - (lead === '24h' ? 24 : 1) * 60 * 60_000 + 60_000);
  return reminderPush({
    kind: 'individual',
    submissionId: booking.id,
    lead,
    startsAt,
    now,
    sessionType: booking.answer.booking.sessionType,
    expertName: booking.answer.expert?.name ?? null,
    managePath: booking.managePath,
  }).notification;
}

// ---- The journeys --------------------------------------------------------------------------

describe('a session reminder by Web Push', () => {
  it('is shown as the server wrote it, its tap leading to the manage page; the 1-hour one replaces the 24-hour one', async () => {
    const { page } = device;
    await closeAllNotifications(page);
    const dayBefore = serverReminder('24h');
    expect(dayBefore.url).toMatch(/^\/manage\/i\d+\.[A-Za-z0-9_-]{43}$/);

    await deliverPush(device, JSON.stringify(dayBefore));
    const icon = new URL('/icons/icon-192.png', server.url).href;
    expect(await shownNotifications(page)).toEqual([
      { title: dayBefore.title, body: dayBefore.body, tag: `session-individual-${booking.id}`, icon, badge: icon, data: { url: booking.managePath } },
    ]);
    expect(dayBefore.title).toMatch(/^Your session is tomorrow at /);
    expect(dayBefore.body).toBe(booking.answer.expert ? `${booking.answer.booking.sessionType} with ${booking.answer.expert.name}` : booking.answer.booking.sessionType);

    const hourBefore = serverReminder('1h');
    expect(hourBefore.tag).toBe(dayBefore.tag);
    await deliverPush(device, JSON.stringify(hourBefore));
    expect(await shownNotifications(page)).toEqual([
      { title: hourBefore.title, body: hourBefore.body, tag: dayBefore.tag, icon, badge: icon, data: { url: booking.managePath } },
    ]);
  });

  it('keeps no address but a manage page of this site as the tap target: any other opens the home page', async () => {
    const { page } = device;
    await closeAllNotifications(page);
    const elsewhere = [
      'https://evil.example/',
      `https://evil.example${booking.managePath}`,
      `//evil.example${booking.managePath}`,
      '/admin',
      'javascript:alert(1)',
      `${booking.managePath}/../../admin`,
      `${booking.managePath}?next=https://evil.example/`,
      new URL(booking.managePath, server.url).href,
      42,
      null,
    ];
    for (const [i, url] of elsewhere.entries()) {
      const tag = `hostile-${i}`;
      await deliverPush(device, JSON.stringify({ title: 'Your session is soon', body: 'Individual Therapy', url, tag }));
      const shown = await shownWithTag(page, tag);
      expect({ url, target: shown.data }).toEqual({ url, target: { url: SAME_ORIGIN_FALLBACK } });
    }

    // A push that is not the server's JSON at all still shows a notification, as the
    // subscription promised (userVisibleOnly), and leads home.
    await closeAllNotifications(page);
    await deliverPush(device, 'not json');
    expect(await shownWithTag(page, 'session-reminder')).toMatchObject({ title: FALLBACK_TITLE, body: '', data: { url: SAME_ORIGIN_FALLBACK } });
  });
});
