import { join } from 'node:path';
import { loadConfig } from '../../config';
import { openSqliteDb } from '../../db/engine/sqlite-db';
import { startMailWorker } from '../mail/worker';
import { createPaidBookings } from '../../../tests/support/paid-bookings';
import { startReminderWorker } from './reminder-worker';

// The process reminder-crash.test.ts kills (run with `node --import tsx`), in one of two parts:
//
//   schedule <dataDir> <now>         books paid sessions two days after `now`, each with its
//                                    reminders in one transaction, saying "booked <id>" after
//                                    each commit, until it is killed;
//   work <dataDir> <smtpUrl> <now>   runs the reminder worker and the mail worker at the
//                                    fixed time `now`; says "drained" once nothing is left and
//                                    exits, unless the SMTP server holds a reply (then it is
//                                    killed first).

const HOUR_MS = 60 * 60_000;

function schedule(dataDir: string, now: Date): void {
  const db = openSqliteDb(join(dataDir, 'saathi.db'));
  const bookings = createPaidBookings(db);
  const startsAt = new Date(now.getTime() + 48 * HOUR_MS);
  const next = async () => {
    const id = await bookings.insertWithReminders({ startsAt, expertEmail: 'meera@example.in' }, now);
    process.stdout.write(`booked ${id}\n`);
    setImmediate(() => void next());
  };
  void next();
}

async function work(dataDir: string, smtpUrl: string, now: Date): Promise<void> {
  const db = openSqliteDb(join(dataDir, 'saathi.db'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SMTP_URL: smtpUrl, PUBLIC_URL: 'https://saathi.example' });
  const clock = () => now;
  const log = (message: string, fields?: Record<string, unknown>) => process.stderr.write(`${message} ${JSON.stringify(fields ?? {})}\n`);
  const mail = await startMailWorker({ db, config, log, now: clock });
  const reminders = startReminderWorker({ db, config, log, now: clock, mail });
  await reminders.drain();
  await mail.drain();
  process.stdout.write('drained\n');
  await reminders.stop();
  await mail.stop();
  await db.close();
}

const [mode, dataDir = '', ...rest] = process.argv.slice(2);
if (mode === 'schedule' && rest[0]) {
  schedule(dataDir, new Date(rest[0]));
} else if (mode === 'work' && rest[0] && rest[1]) {
  // The workers' timers do not hold the process open; this does, until the work is done.
  const alive = setInterval(() => {}, 60_000);
  // A failure rejects unhandled and ends the child with it, as the test expects of a crash.
  void work(dataDir, rest[0], new Date(rest[1])).finally(() => clearInterval(alive));
} else {
  process.stderr.write('Usage: crash-child.ts schedule <dataDir> <now> | work <dataDir> <smtpUrl> <now>\n');
  process.exitCode = 2;
}
