// Time from `npm start` (client and server already built) to the first good answer of /api/health,
// on a fresh, empty data folder: migrations, seeding and listening included. Issue 24's target:
// 500 ms. Also timed, without a target, the server alone (`node dist-node/index.js`, what
// `npm start` runs after npm and the build check), to show where the time goes.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, record } from './lib/common.mjs';

const root = new URL('..', import.meta.url).pathname;
spawnSync(process.execPath, [join(root, 'scripts', 'ensure-build.mjs')], { stdio: 'inherit' });

const TARGET_MS = 500;
const RUNS = 5;
const NPM_START = ['npm', ['start', '--silent']];
const SERVER_ALONE = [process.execPath, ['--enable-source-maps', 'dist-node/index.js']];

async function once([command, args]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'saathi-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_REQUESTS: 'false' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 60_000) throw new Error('server did not answer within 60 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Median, min and max of a list of start times. */
function spread(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], min: sorted[0], max: sorted.at(-1) };
}
const shown = (t) => `${t.median.toFixed(0)} ms (min ${t.min.toFixed(0)}, max ${t.max.toFixed(0)})`;

// Taken in turns, each on a fresh data folder, so a busy spell of the shared machine falls on both.
const npmTimes = [];
const aloneTimes = [];
for (let i = 0; i < RUNS; i++) {
  npmTimes.push(await once(NPM_START));
  aloneTimes.push(await once(SERVER_ALONE));
}
const npmStart = spread(npmTimes);
const alone = spread(aloneTimes);
console.log(`npm start -> first /api/health 200 on a fresh database, ${RUNS} runs: median ${shown(npmStart)}`);
console.log(`node dist-node/index.js alone -> first /api/health 200, ${RUNS} runs: median ${shown(alone)}`);
record(
  'start',
  `npm start -> first /api/health 200 (median of ${RUNS})`,
  `${npmStart.median.toFixed(0)} ms (min ${npmStart.min.toFixed(0)}, max ${npmStart.max.toFixed(0)})`,
  `<= ${TARGET_MS} ms`,
  npmStart.median <= TARGET_MS,
  `${(npmStart.median - TARGET_MS).toFixed(0)} ms over`,
);
record('start', `node dist-node/index.js alone -> first /api/health 200 (median of ${RUNS})`, `${alone.median.toFixed(0)} ms (min ${alone.min.toFixed(0)}, max ${alone.max.toFixed(0)})`);
