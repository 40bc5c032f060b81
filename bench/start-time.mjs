// Time from `npm start` (client and server already built) to the first good answer of /api/health,
// on a fresh, empty data folder: migrations, seeding and listening included.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { record } from './lib/common.mjs';

const root = new URL('..', import.meta.url).pathname;
spawnSync(process.execPath, [join(root, 'scripts', 'ensure-build.mjs')], { stdio: 'inherit' });

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function once() {
  const dataDir = mkdtempSync(join(tmpdir(), 'saathi-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
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

const runs = [];
for (let i = 0; i < 5; i++) runs.push(await once());
runs.sort((a, b) => a - b);
console.log(`npm start -> first /api/health 200 on a fresh database, 5 runs: median ${runs[2].toFixed(0)} ms (min ${runs[0].toFixed(0)}, max ${runs[4].toFixed(0)})`);
record('start', 'npm start -> first /api/health 200 (median of 5)', `${runs[2].toFixed(0)} ms`);
