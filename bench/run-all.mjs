// `npm run bench`: runs every benchmark in turn (each prints its own details) and ends with
// one table of the figures beside the targets. Figures, not a test: nothing here fails on a
// slow or busy machine; a benchmark that crashes is reported and the others still run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from './lib/common.mjs';

const BENCHES = [
  ['bundle-size', ['bench/bundle-size.mjs']],
  ['start-time', ['bench/start-time.mjs']],
  ['api-load', ['--import', 'tsx', 'bench/api-load.mjs']],
  ['admin-search', ['--import', 'tsx', 'bench/admin-search.mjs']],
  ['expert-matching', ['--import', 'tsx', 'bench/expert-matching.mjs']],
  ['reminders', ['--import', 'tsx', 'bench/reminders.mjs']],
  ['lighthouse', ['--import', 'tsx', 'bench/lighthouse.mjs']],
  ['soak', ['--import', 'tsx', 'bench/soak.mjs'], { onlyWhenNamed: true, timeoutMinutes: 2 * Number(process.env.SOAK_MINUTES ?? 10) + 10 }],
];
const only = process.argv.slice(2);

const dir = mkdtempSync(join(tmpdir(), 'saathi-bench-results-'));
const file = join(dir, 'results.jsonl');
const failed = [];
const began = new Date();
try {
  for (const [name, args, { onlyWhenNamed = false, timeoutMinutes = 15 } = {}] of BENCHES) {
    // The soak takes its ten minutes only when asked for by name: `node bench/run-all.mjs soak`.
    if (only.length ? !only.includes(name) : onlyWhenNamed) continue;
    console.log(`\n=== ${name} (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}) ===`);
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, BENCH_RESULTS: file }, timeout: timeoutMinutes * 60_000 });
    if (result.status !== 0) failed.push(`${name} (exit ${result.status ?? result.signal})`);
  }
  const rows = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  console.log(
    `\n=== Summary: ${began.toISOString()}, node ${process.version}, ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, load average now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} ===`,
  );
  console.table(rows.map((r) => ({ bench: r.bench, figure: r.metric, value: r.value, target: r.target, met: r.met === undefined ? '' : r.met ? 'yes' : r.missedBy ? `NO, ${r.missedBy}` : 'NO' })));
  if (failed.length) console.log(`Benchmarks that did not finish: ${failed.join(', ')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
