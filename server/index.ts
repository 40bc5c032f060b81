import { createServer, type Server } from 'node:http';
import { realpathSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createApp } from './app';
import { loadConfig, withListeningPort, type Config } from './config';
import { startCheckpointer, type Checkpointer } from './db/write-path/checkpointer';
import { openDb } from './db/engine/open-db';
import { migrate } from './db/migrate';
import { seedDemoContent } from './services/content/seed';
import { ensureFirstAdmin } from './services/auth/accounts';
import { startMailWorker, type MailWorker } from './services/mail/worker';
import { startReminderWorker, type ReminderWorker } from './services/reminders/reminder-worker';
import { startRefundChecks } from './services/payments/refund-checks';
import { startPushWorker } from './services/push/push-worker';
import { startRetentionWorker } from './services/retention/retention-worker';
import { startSearchIndexer } from './services/submissions/search-index-worker';
import { importVapidKeyFile, VAPID_FILE_NAME } from './services/push/vapid-keys';
import type { WorkerRounds } from './services/worker-rounds';
import { logger, type Log } from './log';
import { limitHeapGrowth } from './heap-growth';

export type RunningServer = { url: string; close(): Promise<void> };
export type StartOptions = { log?: Log };

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Opens the database, brings its schema up to date, seeds a fresh install and listens. */
export async function startServer(config: Config, { log = () => {} }: StartOptions = {}): Promise<RunningServer> {
  const db = openDb(config);
  const server = createServer();
  let address: AddressInfo;
  let mail: MailWorker | undefined;
  let reminders: ReminderWorker | undefined;
  let refundChecks: WorkerRounds | undefined;
  let pushes: WorkerRounds | undefined;
  let retention: WorkerRounds | undefined;
  let checkpointer: Checkpointer | undefined;
  let searchIndexer: WorkerRounds | undefined;
  // Fine for trying the app, wrong on a live site (production refuses them: config.ts).
  if (config.demoContacts.length > 0) {
    log('Contact details are demo values; set these before going live', { demoDefaults: config.demoContacts });
  }
  try {
    const applied = await migrate(db);
    if (applied.length > 0) log('Database migrated', { migrations: applied });
    const seed = await seedDemoContent(db);
    if (seed.seeded) log('Demo content added', { blogPosts: seed.blogPosts, experts: seed.experts });
    if (await importVapidKeyFile(db, config.dataDir)) log('Web Push keys imported into the database', { from: VAPID_FILE_NAME });
    const firstAdmin = await ensureFirstAdmin(db, config.adminPassword);
    if (firstAdmin.created && firstAdmin.generatedPassword) {
      // Shown this once only; it is stored as a hash. Change it with npm run admin:reset-password.
      log('Staff account created with a random password', { username: 'admin', password: firstAdmin.generatedPassword });
    } else if (firstAdmin.created) {
      log('Staff account created with the password from ADMIN_PASSWORD', { username: 'admin' });
    }

    // Before any request: from here on, SQLite's checkpoints run off the event loop.
    if (db.engine === 'sqlite') checkpointer = startCheckpointer({ db: db.connection, log });
    // SQLite: new submissions join the staff search index from a queue, off the form post.
    if (db.engine === 'sqlite') searchIndexer = startSearchIndexer({ db, log });
    address = await listen(server, config.port, config.host);
    const listeningConfig = withListeningPort(config, address.port);
    mail = await startMailWorker({ db, config: listeningConfig, log });
    pushes = startPushWorker({ db, config: listeningConfig, log });
    reminders = startReminderWorker({ db, config: listeningConfig, log, mail, push: pushes });
    refundChecks = startRefundChecks({ db, config: listeningConfig, log, mail });
    retention = startRetentionWorker({ db, config: listeningConfig, log });
    // The app needs the real port (PORT=0). No request can arrive before this line:
    // it runs as a microtask, before the event loop next polls for connections.
    server.on('request', createApp({ db, config: listeningConfig, mail }));
  } catch (error) {
    if (server.listening) server.close();
    await checkpointer?.stop();
    await searchIndexer?.stop();
    await reminders?.stop();
    await refundChecks?.stop();
    await retention?.stop();
    await pushes?.stop();
    await mail?.stop();
    await db.close();
    throw error;
  }
  const worker = mail;
  const reminderWorker = reminders;
  const refundWorker = refundChecks;
  const pushWorker = pushes;
  const retentionWorker = retention;
  const walCheckpointer = checkpointer;
  const queuedSearchIndexer = searchIndexer;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      server.close((closeError) => {
        // The workers may be mid-round; they record the outcome before the database closes
        // (the reminder worker and refund checks first: their last round may nudge the mail and
        // push workers).
        // SQLite's checkpointer ends before it too (it never fails); closing the last connection
        // checkpoints what is left.
        const checkpointerStopped = walCheckpointer?.stop();
        const workersStopped = Promise.allSettled([
          reminderWorker.stop(),
          refundWorker.stop(),
          retentionWorker.stop(),
          queuedSearchIndexer?.stop(),
        ]).finally(() =>
          Promise.all([worker.stop(), pushWorker.stop()]),
        );
        workersStopped.finally(() => checkpointerStopped).then(
          async () => {
            await db.close();
            if (closeError) reject(closeError);
            else resolve();
          },
          async (stopError: unknown) => {
            await db.close();
            reject(stopError instanceof Error ? stopError : new Error(String(stopError)));
          },
        );
      });
      // Keep-alive connections would otherwise hold the close open for seconds.
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 5000).unref();
    });
    return closing;
  };

  return { url: originOf(config.host, address.port), close };
}

/** What `node dist-node/index.js` runs, and scripts/start.mjs (`npm start`) after its build check. */
export async function main(): Promise<void> {
  limitHeapGrowth();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }

  let running: RunningServer;
  try {
    running = await startServer(config, { log: logger.info });
  } catch (error) {
    const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE') console.error(`Port ${config.port} on ${config.host} is already in use. Set PORT to a free port.`);
    else console.error('The server could not start:', error);
    process.exit(1);
  }
  // Plain words for the person (and the scripts) starting the server; what it logs while
  // running is JSON lines (log.ts).
  console.log(`Saathi is listening on ${running.url}`);

  const shutdown = (signal: NodeJS.Signals) => {
    console.log(`${signal} received, shutting down.`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Error while shutting down:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function isRunDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (isRunDirectly()) void main();
