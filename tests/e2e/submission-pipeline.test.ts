import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPhonePage } from './browser';
import { ownServers, reloadUnderServiceWorker, storedSubmissions } from './harness';

const WAITING = 'Saved on this device. Waiting for connection — it will be sent automatically.';
const SENT = 'Message Sent Successfully!';

const message = {
  'Full name': 'Asha Verma',
  'E-mail': 'asha@example.in',
  'Phone number': '9876543210',
  Subject: 'Talking to someone',
  Message: 'I would like to speak with a counsellor this week, in the evening if possible.',
};

let browser: Browser;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await servers.stopAll();
  await browser?.close();
});

const servers = ownServers();
const ownServer = () => servers.start();

/** Opens /contact, waits until the service worker controls the page (as on a second visit). */
async function openContactPage(page: Page, origin: string) {
  await page.goto(`${origin}/contact`);
  await page.getByRole('heading', { name: 'Send us a message' }).waitFor();
  await reloadUnderServiceWorker(page);
  await page.getByRole('button', { name: 'Send message' }).waitFor();
}

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

async function fillAndSend(page: Page) {
  for (const [label, value] of Object.entries(message)) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Send message' }).click();
}

describe('the submission pipeline in a real browser', () => {
  it('keeps a message sent offline, survives a reload with no network, and delivers it exactly once', async () => {
    const server = await ownServer();
    const { context, page, problems } = await openPhonePage(browser);
    try {
      await openContactPage(page, server.url);

      await context.setOffline(true);
      await page.getByText('You are offline.', { exact: false }).waitFor();
      await fillAndSend(page);
      await page.getByText(WAITING).waitFor();
      await page.getByRole('link', { name: '1 waiting to send' }).waitFor();

      // A reload with no network: the app comes from the service worker, the message from the device.
      await page.reload();
      await page.getByText(WAITING).waitFor();
      expect(await field(page, 'Message').inputValue()).toBe(message.Message);
      expect((await storedSubmissions(server, 'contact')).length).toBe(0);

      await context.setOffline(false);
      await page.getByRole('heading', { name: SENT }).waitFor({ timeout: 30_000 });
      await page.getByRole('link', { name: /waiting to send/ }).waitFor({ state: 'detached' });

      // Give any second sender (the service worker's Background Sync) the chance to misbehave.
      await page.waitForTimeout(1_500);
      const stored = await storedSubmissions(server, 'contact');
      expect(stored).toHaveLength(1);
      expect(stored[0]!.payload).toMatchObject({ fullName: message['Full name'], phoneNumber: message['Phone number'] });

      // The device forgets the message once the server has it.
      const leftOnDevice = await page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('saathi');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('drafts').objectStore('drafts').count();
              count.onsuccess = () => resolve(count.result);
              count.onerror = () => reject(count.error);
            };
          }),
      );
      expect(leftOnDevice).toBe(0);
      expect(problems.filter((problem) => problem.startsWith('page error'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends from the service worker when the browser fires Background Sync, with no page of the site open', async () => {
    const server = await ownServer();
    const { context, page } = await openPhonePage(browser);
    try {
      await openContactPage(page, server.url);
      const cdp = await context.newCDPSession(page);
      const registrations: { registrationId: string; scopeURL: string }[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => registrations.push(...updated));
      await cdp.send('ServiceWorker.enable');

      await context.setOffline(true);
      await fillAndSend(page);
      await page.getByText(WAITING).waitFor();

      // The visitor leaves the site; only the service worker remains to send.
      await page.goto('about:blank');
      await context.setOffline(false);
      const registration = registrations.find((entry) => entry.scopeURL.startsWith(server.url));
      expect(registration).toBeDefined();
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: server.url,
        registrationId: registration?.registrationId ?? '',
        tag: 'saathi-outbox',
        lastChance: false,
      });

      const deadline = Date.now() + 30_000;
      while ((await storedSubmissions(server, 'contact')).length === 0 && Date.now() < deadline) await page.waitForTimeout(200);
      expect((await storedSubmissions(server, 'contact')).length).toBe(1);

      // Back on the site, the visitor sees that it arrived.
      await page.goto(`${server.url}/contact`);
      await page.getByRole('heading', { name: SENT }).waitFor();
      expect((await storedSubmissions(server, 'contact')).length).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('retries through three server errors and still stores the message exactly once', async () => {
    const upstream = await ownServer();
    const target = new URL(upstream.url);
    const keys: (string | undefined)[] = [];
    let failuresLeft = 3;

    // A loopback proxy in front of the real server that fails the first three submissions.
    const proxy: Server = createServer((req, res) => {
      if (req.method === 'POST' && req.url?.startsWith('/api/submissions/')) {
        keys.push(req.headers['idempotency-key'] as string | undefined);
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          req.resume();
          res.writeHead(500, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ error: 'Something went wrong' }));
          return;
        }
      }
      const forwarded = request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise((resolve) => {
          proxy.closeAllConnections();
          proxy.close(resolve);
        }),
    );
    const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

    const { context, page, problems } = await openPhonePage(browser);
    try {
      await openContactPage(page, origin);
      await fillAndSend(page);
      await page.getByText(/Last try: Our server had a problem/).waitFor();
      await page.getByText(WAITING).waitFor();

      // The backoff alone would get there within 2 + 4 + 8 s; the visitor's "Retry now" is quicker.
      const sent = page.getByRole('heading', { name: SENT });
      const retry = page.getByRole('button', { name: 'Retry now' });
      const deadline = Date.now() + 45_000;
      while (!(await sent.isVisible()) && Date.now() < deadline) {
        // The button goes away while a try is under way; a missed click is simply made again.
        if (await retry.isVisible()) await retry.click({ timeout: 1_000 }).catch(() => {});
        await page.waitForTimeout(200);
      }
      await sent.waitFor({ timeout: 1_000 });
      await page.waitForTimeout(1_500);

      expect((await storedSubmissions(upstream, 'contact')).length).toBe(1);
      expect(keys.length).toBeGreaterThanOrEqual(4);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(problems.filter((problem) => !/HTTP 500 .*\/api\/submissions\/contact$/.test(problem) && !/status of 500/.test(problem))).toEqual(
        [],
      );
    } finally {
      await context.close();
    }
  });
});
