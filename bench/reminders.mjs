// Session reminders (issue 20): 10,000 due reminders turned into mails and delivered. A
// temporary database (the server's own migrations) gets 5,000 paid bookings two hours ahead,
// each with its visitor's and expert's 1-hour reminders, written as settlement writes them.
// With the clock at the reminders' time, the reminder worker queues them all (batches of 200,
// one transaction each), then the mail worker delivers them to an SMTP server on loopback.
// Every reminder must arrive exactly once: counted by Message-ID and by reminder.
// Run with `node --import tsx` (it imports the server's TypeScript). `BENCH_REMINDERS` (10000)
// changes the count.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { openSqliteDb } from '../server/db/engine/sqlite-db.ts';
import { migrate } from '../server/db/migrate.ts';
import { startMailWorker } from '../server/services/mail/worker.ts';
import { createPaidBookings } from '../tests/support/paid-bookings.ts';
import { startReminderWorker } from '../server/services/reminders/reminder-worker.ts';
import { record } from './lib/common.mjs';

const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 10_000);
const BOOKINGS = Math.ceil(REMINDERS / 2);
const HOUR_MS = 60 * 60_000;
const BOOKED_AT = new Date('2026-11-20T06:00:00Z');
const STARTS_AT = new Date(BOOKED_AT.getTime() + 2 * HOUR_MS);
// A minute after the 1-hour reminders fall due.
const NOW = new Date(STARTS_AT.getTime() - 59 * 60_000);

/**
 * An SMTP server on loopback that only counts what it is handed, by Message-ID. Hand-written
 * rather than the smtp-server package the tests use: that one waits 100 ms before every
 * greeting (its early-talker check), and the mail worker opens a connection per mail, so it
 * would time that wait and not the workers.
 */
async function countingSmtpServer() {
  const byMessageId = new Map();
  let withoutId = 0;
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.setEncoding('latin1');
    socket.write('220 bench ESMTP\r\n');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const id = /^message-id:\s*(<[^>\r\n]+>)/im.exec(buffer.slice(0, end))?.[1];
          if (id) byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
          else withoutId += 1;
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const verb = buffer.slice(0, eol).split(' ')[0].toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else {
          socket.write(verb === 'EHLO' ? '250 bench\r\n' : '250 OK\r\n');
        }
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.address().port}`,
    byMessageId,
    withoutId: () => withoutId,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

const rate = (count, ms) => Math.round((count / ms) * 1000);

const dir = mkdtempSync(join(tmpdir(), 'saathi-bench-reminders-'));
const db = openSqliteDb(join(dir, 'saathi.db'));
const smtp = await countingSmtpServer();
const workers = [];
try {
  await migrate(db);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SMTP_URL: smtp.url, PUBLIC_URL: 'https://saathi.example' });
  const bookings = createPaidBookings(db);
  const seeded = performance.now();
  await db.transaction(async () => {
    for (let n = 0; n < BOOKINGS; n++) {
      await bookings.insertWithReminders({ startsAt: STARTS_AT, email: `visitor${n}@example.in`, expertEmail: `expert${n}@example.in` }, BOOKED_AT);
    }
  });
  const scheduled = (await db.get(`SELECT count(*) AS n FROM session_reminders WHERE state = 'scheduled' AND due_at <= ?`, [NOW.toISOString()])).n;
  console.log(`Seeded ${BOOKINGS} paid bookings with ${scheduled} due reminders in ${Math.round(performance.now() - seeded)} ms.`);

  const now = () => NOW;
  const quiet = () => {};
  // Queueing alone first: the mail worker starts once every reminder is in the outbox.
  const reminders = startReminderWorker({ db, config, now, log: quiet });
  workers.push(reminders);
  const queueing = performance.now();
  await reminders.drain();
  const queueMs = performance.now() - queueing;
  const queued = (await db.get(`SELECT count(*) AS n FROM session_reminders WHERE state = 'sent'`)).n;
  console.log(`Queued ${queued} reminders in ${Math.round(queueMs)} ms: ${rate(queued, queueMs)} reminders/s.`);

  const mail = await startMailWorker({ db, config, now, log: quiet });
  workers.push(mail);
  const delivering = performance.now();
  await mail.drain();
  const deliverMs = performance.now() - delivering;
  const delivered = [...smtp.byMessageId.values()].reduce((sum, count) => sum + count, 0);
  console.log(`Delivered ${delivered} reminders over loopback SMTP in ${Math.round(deliverMs)} ms: ${rate(delivered, deliverMs)} reminders/s.`);

  // Exactly once: every reminder is sent with its own mail, and every mail arrived once.
  const rows = await db.all(
    `SELECT r.id, r.state, m.message_id, m.state AS mail_state FROM session_reminders r LEFT JOIN mail_outbox m ON m.id = r.mail_id`,
  );
  const problems = [];
  const seen = new Set();
  for (const row of rows) {
    if (row.state !== 'sent' || !row.message_id) problems.push(`reminder ${row.id} is ${row.state} without a mail`);
    else if (seen.has(row.message_id)) problems.push(`reminder ${row.id} shares a mail`);
    else if (smtp.byMessageId.get(row.message_id) !== 1) problems.push(`reminder ${row.id} arrived ${smtp.byMessageId.get(row.message_id) ?? 0} times`);
    seen.add(row.message_id);
  }
  const strangers = [...smtp.byMessageId.keys()].filter((id) => !seen.has(id)).length + smtp.withoutId();
  if (strangers > 0) problems.push(`${strangers} mail(s) arrived that no reminder queued`);
  const outboxRows = (await db.get('SELECT count(*) AS n FROM mail_outbox')).n;
  if (outboxRows !== rows.length) problems.push(`${outboxRows} outbox rows for ${rows.length} reminders`);

  console.log(
    problems.length === 0
      ? `Exactly once: ${rows.length} reminders, ${seen.size} Message-IDs, each delivered once.`
      : `NOT exactly once (${problems.length} problems): ${problems.slice(0, 10).join('; ')}`,
  );
  record('reminders', 'queue reminders/s', rate(queued, queueMs));
  record('reminders', 'deliver reminders/s', rate(delivered, deliverMs));
  record('reminders', 'each reminder delivered once', problems.length === 0 ? 'yes' : 'no', 'yes', problems.length === 0);
  if (problems.length > 0) process.exitCode = 1;
} finally {
  for (const worker of workers.reverse()) await worker.stop();
  await smtp.stop();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
}
