import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { WAL_AUTOCHECKPOINT_PAGES } from '../connection';

// A WAL checkpoint copies the log into the database file and syncs it. Left to SQLite, it
// runs inside the commit that crosses wal_autocheckpoint, and better-sqlite3 is synchronous:
// every request waited for it (28-48 ms, once every ~1,000 form posts). Here a worker thread,
// with its own connection to the same file, runs PASSIVE checkpoints instead: they never take
// the write lock, so commits carry on meanwhile. Once a checkpoint has copied every frame
// before a commit starts, that commit rewinds the log to its beginning.
//
// The server's connection keeps a much higher autocheckpoint as a safety net: if the worker
// falls behind, the log still cannot grow without bound (the count is the log's frames, which
// restarts from zero when the log does). If the worker dies, the normal value comes back.
//
// Without the worker (checkpoints in the commit, every 4,000 pages), paired runs served 13%
// fewer form posts a second, and their p99 rose from 36 to 59 ms (docs/BENCHMARKS.md).

/** How often the worker checkpoints. Each copies ~100 ms of posts: 2-15 ms of its own time. */
export const CHECKPOINT_INTERVAL_MS = 100;

/** Past this many frames (4 MB), the worker works at letting the log start over (see below). */
const RESTART_FRAMES = 1000;
const POLL_MS = 0.5;
const CATCH_UP_MS = 30;

/** The server connection's autocheckpoint while the worker runs (80 MB of log at 4 KB pages). */
export const SAFETY_NET_AUTOCHECKPOINT_PAGES = 20_000;

/**
 * The log file keeps the size it once reached when it starts over; after a safety-net
 * checkpoint it is cut back to this much (SQLite does so in the first commit after the restart).
 */
const JOURNAL_SIZE_LIMIT_BYTES = 32 * 2 ** 20;

export type Checkpointer = {
  /** Ends the worker (after its current checkpoint) and closes its connection. Never rejects. */
  stop(): Promise<void>;
};

export type CheckpointerOptions = {
  /** The server's connection: its autocheckpoint is raised while the worker runs. */
  db: Database.Database;
  log?: (line: string) => void;
  intervalMs?: number;
  /** The file the worker opens; the server's own file unless a test says otherwise. */
  file?: string;
};

// Plain CommonJS, evaluated in the worker: a .ts file would need the loader the tests run the
// server under (vitest), which a worker thread does not reliably get, and a file of its own
// would have to be found beside the built server too. Errors other than a busy
// lock are left uncaught: they end the worker, and the server falls back to autocheckpoint.
//
// A PASSIVE checkpoint copies the frames committed before it began, so under steady load the
// log is always a little ahead and would never start over. Once it is past restartFrames, the
// worker therefore keeps checkpointing every pollMs (a no-op costs microseconds) until one
// lands between two commits, which lets the next commit rewind the log: seen here as fewer
// frames than before. It gives up for this tick after catchUpMs.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const { intervalMs, restartFrames, pollMs, catchUpMs } = workerData;
const db = new Database(workerData.file, { fileMustExist: true });
// As the server's connection; either way a checkpoint syncs the log before and the file after.
db.pragma('synchronous = NORMAL');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)').raw();
const pause = new Int32Array(new SharedArrayBuffer(4));

/** The log's size in frames after a checkpoint, or -1 when another checkpoint was running. */
function checkpointFrames() {
  try {
    const [busy, frames] = checkpoint.get();
    return busy ? -1 : frames;
  } catch (error) {
    if (error && (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED')) return -1;
    throw error;
  }
}

function tick() {
  let frames = checkpointFrames();
  if (frames < restartFrames) return;
  const until = Date.now() + catchUpMs;
  while (Date.now() < until) {
    Atomics.wait(pause, 0, 0, pollMs);
    const now = checkpointFrames();
    if (now === -1) continue;
    if (now < frames) return;
    frames = now;
  }
}

const timer = setInterval(tick, intervalMs);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

const STOPPED: Checkpointer = { stop: async () => {} };
const TERMINATE_AFTER_MS = 5000;

/**
 * Starts checkpointing the server's database file in a worker thread. An in-memory database
 * has no log to checkpoint: then nothing starts.
 */
export function startCheckpointer({ db, log = () => {}, intervalMs = CHECKPOINT_INTERVAL_MS, file = db.name }: CheckpointerOptions): Checkpointer {
  if (db.memory) return STOPPED;
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  let worker: Worker;
  try {
    worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, intervalMs, restartFrames: RESTART_FRAMES, pollMs: POLL_MS, catchUpMs: CATCH_UP_MS } });
  } catch (error) {
    log(`WAL checkpointer could not start (${messageOf(error)}); commits checkpoint as before.`);
    return STOPPED;
  }
  // The server's lifetime decides; the worker alone must never keep the process running.
  worker.unref();
  db.pragma(`wal_autocheckpoint = ${SAFETY_NET_AUTOCHECKPOINT_PAGES}`);
  db.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);

  let stopping = false;
  let failure: string | undefined;
  const fallBack = (reason: string) => {
    if (stopping || failure !== undefined) return;
    failure = reason;
    if (db.open) db.pragma(`wal_autocheckpoint = ${WAL_AUTOCHECKPOINT_PAGES}`);
    log(`WAL checkpointer stopped (${reason}); commits checkpoint as before.`);
  };
  // An uncaught error is reported as 'error', then 'exit': one line for both.
  worker.on('error', (error) => fallBack(messageOf(error)));
  const exited = new Promise<void>((resolve) => {
    worker.once('exit', (code) => {
      fallBack(`exit code ${code}`);
      resolve();
    });
  });

  return {
    stop() {
      if (!stopping) {
        stopping = true;
        worker.postMessage('stop');
        // A worker that does not end by itself is ended: its connection closes with the thread.
        const timer = setTimeout(() => void worker.terminate(), TERMINATE_AFTER_MS);
        timer.unref();
        void exited.then(() => clearTimeout(timer));
      }
      return exited;
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
