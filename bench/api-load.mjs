// API throughput and latency at 50 connections, in one run with a bare Express "hello"
// server on the same machine, reported as a ratio to it. The real server runs on a fresh
// data folder with the submission rate limit lifted and request logging off.
import { spawn } from 'node:child_process';
import { ensureBuild, record, root, startServer } from './lib/common.mjs';
import { apiEndpoints, CONNECTIONS, load, median } from './lib/load.mjs';

// The machine is shared: its speed drifts over tens of seconds (bare Express alone has measured
// 10,400-13,800 req/s in one morning). So each endpoint is measured in short turns, each turn
// between two turns of the hello server, and compared with their mean; the figures are the
// median of the rounds, and every round is printed.
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const TURN_S = Number(process.env.BENCH_API_SECONDS ?? 4);
const WARMUP_S = 2;

const HELLO_SOURCE = `
import express from 'express';
const app = express();
app.get('/', (req, res) => { res.send('hello'); });
const server = app.listen(0, '127.0.0.1', () => console.log('listening on http://127.0.0.1:' + server.address().port));
`;

async function startHello() {
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO_SOURCE], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let alive = true;
  const exit = new Promise((r) => child.once('exit', () => ((alive = false), r())));
  const kill = () => {
    try {
      if (alive) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  process.once('exit', kill);
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('hello server did not start')), 15_000);
    child.stdout.on('data', (c) => {
      out += c;
      const m = /listening on (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    exit.then(() => reject(new Error('hello server exited')));
  }).catch((e) => {
    kill();
    throw e;
  });
  return {
    url,
    stop: async () => {
      kill();
      await Promise.race([exit, new Promise((r) => setTimeout(r, 2_000))]);
    },
  };
}

async function turn(url, request = {}) {
  const r = await load(url, TURN_S, request);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, non2xx: r.non2xx, failed: r.errors + r.timeouts };
}

ensureBuild();
const hello = await startHello();
let server;
const endpoints = [];
const helloTurns = [];
try {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const { blogs, slots, contact } = apiEndpoints();
  endpoints.push(
    { ...blogs, target: 0.6 },
    slots,
    { ...contact, target: 0.35 },
    // For comparison, no target: a page rendered on the server (React render into the shell),
    // as a browser asks for it.
    { title: 'GET /blogs (rendered page)', path: '/blogs', request: { headers: { 'accept-encoding': 'gzip, br' } } },
  );
  for (const endpoint of endpoints) endpoint.url = `${server.url}${endpoint.path}`;
  for (const target of [{ url: `${hello.url}/` }, ...endpoints]) await load(target.url, WARMUP_S, target.request);
  for (const endpoint of endpoints) endpoint.turns = [];
  for (let round = 0; round < ROUNDS; round++) {
    let before = await turn(`${hello.url}/`);
    helloTurns.push(before);
    for (const endpoint of endpoints) {
      const measured = await turn(endpoint.url, endpoint.request);
      const after = await turn(`${hello.url}/`);
      helloTurns.push(after);
      // Compared with the mean of the hello turns just before and just after it.
      endpoint.turns.push({ ...measured, ratio: measured.rps / ((before.rps + after.rps) / 2) });
      before = after;
    }
  }
} finally {
  await server?.stop();
  await hello.stop();
}

const percent = (ratio) => `${(ratio * 100).toFixed(1)}%`;
/** One row of the table from a target's turns: medians of the rates and latencies, sums of the counts. */
function summary(turns) {
  const sum = (key) => turns.reduce((total, t) => total + t[key], 0);
  return {
    rps: median(turns.map((t) => t.rps)),
    p50: median(turns.map((t) => t.p50)),
    p99: median(turns.map((t) => t.p99)),
    total: sum('total'),
    non2xx: sum('non2xx'),
    failed: sum('failed'),
  };
}
for (const endpoint of endpoints) {
  Object.assign(endpoint, summary(endpoint.turns), { ratio: median(endpoint.turns.map((t) => t.ratio)) });
}
const helloRow = { title: 'bare Express hello', ...summary(helloTurns) };

console.log(`\nautocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${TURN_S} s turns (after ${WARMUP_S} s warm-up each); medians of the rounds:`);
console.table(
  [helloRow, ...endpoints].map((r) => ({
    endpoint: r.title,
    'req/s': Math.round(r.rps),
    'ratio to hello': r.ratio === undefined ? '100.0%' : percent(r.ratio),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    requests: r.total,
    non2xx: r.non2xx,
    errors: r.failed,
  })),
);
console.log('Each round: req/s (ratio to the mean of the hello turns around it), p99 ms');
console.table(
  endpoints.map((e) => Object.fromEntries([['endpoint', e.title], ...e.turns.map((t, i) => [`round ${i + 1}`, `${Math.round(t.rps)} (${percent(t.ratio)}), ${t.p99}`])])),
);
// How busy the shared machine was around each turn: bare Express's own rate and tail.
console.log(`hello turns, req/s (p99 ms): ${helloTurns.map((t) => `${Math.round(t.rps)} (${t.p99})`).join(', ')}`);

let bad = false;
record('api', 'bare Express hello req/s', `${Math.round(helloRow.rps)} (median of ${helloTurns.length} turns)`);
for (const r of [helloRow, ...endpoints]) {
  const name = r.title.startsWith('GET /api/slots') ? 'GET /api/slots' : r.title;
  if (r !== helloRow) {
    const ratios = r.turns.map((t) => t.ratio);
    const ranges = `${percent(Math.min(...ratios))}-${percent(Math.max(...ratios))}`;
    record('api', `${name} req/s`, `${Math.round(r.rps)} (${percent(r.ratio)} of hello; rounds ${ranges})`, r.target ? `>= ${r.target * 100}% of hello` : '', r.target ? r.ratio >= r.target : undefined);
    const api = name.includes('/api/');
    const p99s = r.turns.map((t) => t.p99).join(', ');
    record('api', `${name} p50 / p99 ms`, `${r.p50} / ${r.p99} (rounds ${p99s})`, api ? 'p99 <= 25' : '', api ? r.p99 <= 25 : undefined);
  }
  record('api', `${name} non-2xx / errors`, `${r.non2xx} / ${r.failed}`, '0', r.non2xx + r.failed === 0);
  if (r.non2xx + r.failed > 0) bad = true;
}
if (bad) console.log('WARNING: some requests were not answered 2xx (see non2xx / errors above).');
