// Shared by the benchmarks: start the real server on a fresh data folder (and stop its whole
// process group, also on error), and record figures for the summary table of `npm run bench`.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;

/** Builds the client and the server where their sources changed since the last build (what `npm start` does first). */
export function ensureBuild() {
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-build.mjs')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed');
}

/**
 * Starts the built server (`node --enable-source-maps dist-node/index.js`, what `npm start`
 * runs) on a free loopback port and a fresh data folder, in its own process group; `cwd` is
 * the checkout whose build runs (this one by default), `nodeArgs` node flags before the script
 * (`--import` of a test's clock). Resolves once it says where it listens, with its process id
 * (node itself, no wrapper: what `serverMemory` reads); `running()` is false once the process
 * has exited; `stop()` ends the group and removes the folder. A `dataDir` given is used
 * instead, and left to its owner.
 */
export async function startServer(env = {}, { cwd = root, dataDir: given, nodeArgs = [] } = {}) {
  const dataDir = given ?? mkdtempSync(join(tmpdir(), 'saathi-bench-'));
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, 'dist-node/index.js'], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let exited = child.exitCode !== null;
  const exit = new Promise((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exit, new Promise((r) => setTimeout(r, 5_000))]);
      if (!exited) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await Promise.race([exit, new Promise((r) => setTimeout(r, 2_000))]);
      }
    }
    if (!given) rmSync(dataDir, { recursive: true, force: true });
  };
  // If this benchmark dies, its server must not outlive it.
  const onExit = () => {
    try {
      if (!exited) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', onExit);
  // A benchmark that restarts servers (soak.mjs) would otherwise pile up one listener per start.
  exit.then(() => process.off('exit', onExit));
  try {
    const url = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Server did not start within 60 s:\n${output}`)), 60_000);
      const onData = (chunk) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1].replace(/\/$/, ''));
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      exit.then(() => {
        clearTimeout(timer);
        reject(new Error(`Server exited early:\n${output}`));
      });
    });
    return { url, pid: child.pid, dataDir, output: () => output, running: () => !exited, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const MB = 1024;
/**
 * A process's resident memory from /proc/<pid>/status, in MB: `rss` now (VmRSS) and `peak`
 * (VmHWM, the most it has held since it started or since `resetPeakMemory`).
 */
export function serverMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kB('VmRSS') / MB, peak: kB('VmHWM') / MB };
}

/**
 * Starts VmHWM afresh from the present VmRSS (Linux's clear_refs "5"), so a later
 * `serverMemory(pid).peak` is the peak of what came after. False where the kernel refuses it:
 * the peak is then the process's peak since it started, an upper bound.
 */
export function resetPeakMemory(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** A loopback port nothing listens on right now (another process could still take it first). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Adds one figure to the summary `npm run bench` prints at the end (a JSON line in the file
 * named by BENCH_RESULTS; nothing when a benchmark runs on its own). `missedBy` says how far a
 * figure that missed its target is from it ("6.2 points short"), printed beside the NO.
 */
export function record(bench, metric, value, target = '', met = undefined, missedBy = '') {
  const file = process.env.BENCH_RESULTS;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ bench, metric, value: String(value), target, met, missedBy: met === false ? missedBy : '' })}\n`);
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** Today + `days` as YYYY-MM-DD in India Standard Time. */
export function istDate(days = 0) {
  const at = new Date(Date.now() + 330 * 60_000 + days * 86_400_000);
  return at.toISOString().slice(0, 10);
}

export const ENGINE_LABELS = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

/** The database engines to measure: BENCH_ENGINES, `sqlite,postgres` by default (both, SQLite first). */
export function benchEngines() {
  const named = (process.env.BENCH_ENGINES ?? 'sqlite,postgres')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = named.filter((name) => !(name in ENGINE_LABELS));
  if (named.length === 0 || unknown.length > 0) throw new Error(`BENCH_ENGINES must name sqlite, postgres or both (comma-separated), not "${process.env.BENCH_ENGINES}"`);
  return Object.keys(ENGINE_LABELS).filter((engine) => named.includes(engine));
}
