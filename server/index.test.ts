import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import webPush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startServer, type RunningServer } from './index';
import { logLine, type LogFields } from './log';
import { VAPID_FILE_NAME } from './services/push/vapid-keys';
import { startTestSmtpServer, type TestSmtpServer } from '../tests/support/fake-smtp-server';
import { contactMessage } from '../tests/support/fixtures';
import { createTempDir, CONFIGURED_CONTACTS } from '../tests/support/test-app';

let running: RunningServer | undefined;
let removeDir: (() => void) | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
  await smtp?.stop();
  smtp = undefined;
  removeDir?.();
  removeDir = undefined;
});

async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function sendContactMessage(url: string, subject: string): Promise<Response> {
  return fetch(`${url}/api/submissions/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(contactMessage({ subject })),
  });
}

describe('startServer', () => {
  it('migrates, seeds, listens on an ephemeral port and closes cleanly', async () => {
    const temp = createTempDir();
    removeDir = temp.remove;
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: temp.dir, CLIENT_DIR: temp.dir });
    running = await startServer(config);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(running.url).not.toMatch(/:0$/);

    const health = await fetch(`${running.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const robots = await (await fetch(`${running.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: http://localhost:${new URL(running.url).port}/sitemap.xml`);
    const blogs = (await (await fetch(`${running.url}/api/blogs`)).json()) as { data: unknown[] };
    expect(blogs.data.length).toBeGreaterThanOrEqual(6);

    const { url } = running;
    await running.close();
    await running.close(); // a second close is harmless
    running = undefined;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });

  it('names once, in its log, the contact details still at their demo values', async () => {
    const temp = createTempDir();
    removeDir = temp.remove;
    const lines: string[] = [];
    const log = (message: string, fields?: LogFields) => lines.push(logLine('info', message, fields));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: temp.dir,
      CLIENT_DIR: temp.dir,
      SUPPORT_PHONE: CONFIGURED_CONTACTS.SUPPORT_PHONE,
      SOCIAL_FACEBOOK: CONFIGURED_CONTACTS.SOCIAL_FACEBOOK,
    });
    running = await startServer(config, { log });
    const notices = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => 'demoDefaults' in entry);
    expect(notices).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: expect.stringMatching(/demo values/),
        demoDefaults: ['SUPPORT_EMAIL', 'CHAT_LINK', 'SOCIAL_INSTAGRAM', 'SOCIAL_WHATSAPP', 'SOCIAL_LINKEDIN'],
      }),
    ]);
  });

  it('says nothing about demo values once every contact detail is set', async () => {
    const temp = createTempDir();
    removeDir = temp.remove;
    const messages: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: temp.dir, CLIENT_DIR: temp.dir, ...CONFIGURED_CONTACTS });
    running = await startServer(config, { log: (message) => messages.push(message) });
    expect(messages.filter((message) => /demo values/.test(message))).toEqual([]);
  });

  it("imports an older installation's Web Push key file into the database at start, once", async () => {
    const temp = createTempDir();
    removeDir = temp.remove;
    const old = webPush.generateVAPIDKeys();
    writeFileSync(join(temp.dir, VAPID_FILE_NAME), `${JSON.stringify(old)}\n`, { mode: 0o600 });
    const lines: string[] = [];
    const log = (message: string, fields?: LogFields) => lines.push(logLine('info', message, fields));
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: temp.dir, CLIENT_DIR: temp.dir });
    running = await startServer(config, { log });
    const imported = () => lines.filter((line) => line.includes('Web Push keys imported'));
    expect(imported()).toHaveLength(1);
    // The subscriptions made with the file's pair keep working.
    expect(await (await fetch(`${running.url}/api/push/key`)).json()).toEqual({ publicKey: old.publicKey });
    await running.close();
    running = await startServer(config, { log });
    expect(imported()).toHaveLength(1);
  });

  it('fails to start, and releases the database, when the port is taken', async () => {
    const temp = createTempDir();
    removeDir = temp.remove;
    const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: temp.dir, CLIENT_DIR: temp.dir });
    // Another program on the port. (Not a second server on the same file in this process: one
    // process keeps one connection to its database, and a second one's wait for the write lock
    // would hold up the event loop the first needs to finish its transaction.)
    const occupant = createServer();
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
    try {
      const port = (occupant.address() as AddressInfo).port;
      await expect(startServer({ ...config, port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      occupant.close();
    }
    // Released: the next start opens the same file and serves.
    running = await startServer(config);
    expect((await fetch(`${running.url}/api/health`)).status).toBe(200);
  });

  it('runs the mail worker: a stored contact message reaches the team inbox right away', async () => {
    smtp = await startTestSmtpServer();
    const temp = createTempDir();
    removeDir = temp.remove;
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: temp.dir,
      CLIENT_DIR: temp.dir,
      SMTP_URL: smtp.url,
      TEAM_EMAIL: 'inbox@saathi.example',
      // Far longer than the test: only the nudge after the commit can send it in time.
      MAIL_POLL_INTERVAL_SECONDS: '3600',
    });
    running = await startServer(config);
    const res = await sendContactMessage(running.url, 'Hello from the test');
    expect(res.status).toBe(201);
    const received = smtp.received;
    await until(() => received.length === 1);
    expect(received[0]!.to).toEqual(['inbox@saathi.example']);
    expect(received[0]!.headers.get('subject')).toContain('Hello from the test');
  });

  it('keeps mails while SMTP_URL is unset and sends them after a restart with it set', async () => {
    const temp = createTempDir();
    removeDir = temp.remove;
    const base = { NODE_ENV: 'test', PORT: '0', DATA_DIR: temp.dir, CLIENT_DIR: temp.dir };
    running = await startServer(loadConfig(base));
    expect((await sendContactMessage(running.url, 'Kept while unconfigured')).status).toBe(201);
    await running.close();
    running = undefined;

    smtp = await startTestSmtpServer();
    running = await startServer(loadConfig({ ...base, SMTP_URL: smtp.url }));
    const received = smtp.received;
    await until(() => received.length === 1);
    expect(received[0]!.headers.get('subject')).toContain('Kept while unconfigured');
  });
});
