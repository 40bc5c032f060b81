import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { openPostgresDb } from '../../db/engine/postgres-db';
import { openSqliteDb } from '../../db/engine/sqlite-db';
import { createMailOutboxRepository } from '../../db/mail-outbox-repository';
import { createTempDatabase } from '../../../tests/support/test-app';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/support/fake-smtp-server';
import { queueMail } from './outbox';
import { MAIL_CLAIM_LEASE_MS, startMailWorker, type MailWorker } from './worker';

// Several server instances on one database, each with its own mail worker: each on its own
// connection to the database, as separate processes would be (a second pool on PostgreSQL, a
// second connection to the file on SQLite), and each with its own SMTP connection.

let cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A migrated database and a second, separate handle on it. */
async function databaseTwice(): Promise<[Db, Db]> {
  const { db, dir, databaseUrl, cleanup } = await createTempDatabase();
  cleanups.push(cleanup);
  const other = databaseUrl ? openPostgresDb(databaseUrl) : openSqliteDb(join(dir, 'saathi.db'));
  // Closed before the database goes (cleanups run last to first).
  cleanups.push(() => other.close());
  return [db, other];
}

async function smtpServer(beforeReply?: (mail: ReceivedMail) => Promise<void> | void): Promise<TestSmtpServer> {
  const smtp = await startTestSmtpServer({ beforeReply });
  cleanups.push(() => smtp.stop());
  return smtp;
}

function configFor(smtpUrl: string): Config {
  return loadConfig({ NODE_ENV: 'test', TEAM_EMAIL: 'team@saathi.example', SMTP_URL: smtpUrl, MAIL_POLL_INTERVAL_SECONDS: '3600' });
}

async function worker(options: Parameters<typeof startMailWorker>[0]): Promise<MailWorker> {
  const started = await startMailWorker(options);
  cleanups.push(() => started.stop());
  return started;
}

async function queueMails(db: Db, config: Config, count: number, now = new Date()): Promise<void> {
  const outbox = createMailOutboxRepository(db);
  for (let i = 0; i < count; i++) {
    await queueMail(outbox, config, { to: `visitor${i}@example.in`, subject: `Mail ${i}`, html: `<p>${i}</p>`, text: `${i}` }, { now });
  }
}

describe('mail workers of two instances on one database', () => {
  it('deliver each of 200 queued mails exactly once', { timeout: 60_000 }, async () => {
    const smtp = await smtpServer();
    const [one, two] = await databaseTwice();
    const config = configFor(smtp.url);
    await queueMails(one, config, 200);

    const first = await worker({ db: one, config });
    const second = await worker({ db: two, config });
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);

    const messageIds = smtp.received.map((mail) => mail.headers.get('message-id'));
    expect(messageIds).toHaveLength(200);
    expect(new Set(messageIds).size).toBe(200);
    const rows = await one.all<{ message_id: string; state: string; attempts: number; claimed_until: string | null }>(
      'SELECT message_id, state, attempts, claimed_until FROM mail_outbox ORDER BY id',
    );
    expect(new Set(rows.map(({ message_id }) => message_id))).toEqual(new Set(messageIds));
    // Each mail claimed once: one attempt, and no claim left behind.
    expect(rows.every(({ state, attempts, claimed_until }) => state === 'sent' && attempts === 1 && claimed_until === null)).toBe(true);
  });

  it('a worker starting while another sends a mail leaves that mail to it', async () => {
    let held: ((mail: ReceivedMail) => void) | undefined;
    const heldMail = new Promise<ReceivedMail>((resolve) => (held = resolve));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const smtp = await smtpServer((mail) => {
      if (!held) return;
      // The first mail only: no reply until the test lets it go, so its sender is mid-send.
      held(mail);
      held = undefined;
      return released;
    });
    cleanups.push(() => release());
    const [one, two] = await databaseTwice();
    const config = configFor(smtp.url);
    await queueMails(one, config, 1);
    const outbox = createMailOutboxRepository(one);
    const [{ id }] = (await one.all<{ id: number }>('SELECT id FROM mail_outbox')) as [{ id: number }];

    const sending = await worker({ db: one, config });
    sending.nudge();
    await heldMail;
    const claim = await one.get<{ state: string; claimed_until: string }>('SELECT state, claimed_until FROM mail_outbox WHERE id = ?', [id]);
    expect(claim?.state).toBe('sending');
    const leaseLeft = new Date(claim!.claimed_until).getTime() - Date.now();
    expect(leaseLeft).toBeGreaterThan(MAIL_CLAIM_LEASE_MS - 60_000);
    expect(leaseLeft).toBeLessThanOrEqual(MAIL_CLAIM_LEASE_MS);

    // Another instance starts: the running lease is not requeued, and its worker does not take the mail.
    const lines: string[] = [];
    const starting = await worker({ db: two, config, log: (line) => lines.push(line) });
    await starting.drain();
    expect(lines.join('\n')).not.toMatch(/interrupted/);
    expect(await one.get('SELECT state, claimed_until FROM mail_outbox WHERE id = ?', [id])).toEqual(claim);
    expect(smtp.received).toHaveLength(1);

    release();
    await sending.drain();
    await starting.drain();
    expect(await outbox.findById(id)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('a mail whose sender died is taken by another worker once the lease has run out', async () => {
    const smtp = await smtpServer();
    const [one, two] = await databaseTwice();
    const config = configFor(smtp.url);
    let now = new Date('2025-03-05T10:00:00.000Z');
    await queueMails(one, config, 1, now);
    const outbox = createMailOutboxRepository(one);
    // An instance claimed it and died.
    const claimed = await outbox.claimNextDue(now.toISOString(), new Date(now.getTime() + MAIL_CLAIM_LEASE_MS).toISOString());
    expect(claimed?.state).toBe('sending');

    const running = await worker({ db: two, config, now: () => now });
    await running.drain();
    expect(smtp.received).toHaveLength(0);

    now = new Date(now.getTime() + MAIL_CLAIM_LEASE_MS - 1);
    await running.drain();
    expect(smtp.received).toHaveLength(0);

    // No restart: the running worker's next look claims it.
    now = new Date(now.getTime() + 1);
    await running.drain();
    expect(smtp.received.map((mail) => mail.headers.get('message-id'))).toEqual([claimed!.messageId]);
    expect(await outbox.findById(claimed!.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
