// API throughput and latency at 50 connections, in one run with a bare Express "hello"
// server on the same machine, reported as a ratio to it. The real server runs on a fresh
// data folder with the submission rate limit lifted and request logging off, on each engine
// BENCH_ENGINES names (default `sqlite,postgres`): SQLite in the data folder, and PostgreSQL
// (a durable embedded cluster, bench/lib/postgres.mjs) through DATABASE_URL, where the contact
// post is also measured on two instances sharing one database, the load split over both.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { benchEngines, ENGINE_LABELS, ensureBuild, record, root, startServer } from './lib/common.mjs';
import { apiEndpoints, CONNECTIONS, load, loadSplit, median } from './lib/load.mjs';
import { startPostgres } from './lib/postgres.mjs';

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

/** One turn of load on the server at `urls`: one instance, or several sharing the connections. */
async function turn(urls, request = {}) {
  const r = urls.length === 1 ? await load(urls[0], TURN_S, request) : await loadSplit(urls, TURN_S, request);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, non2xx: r.non2xx, failed: r.errors + r.timeouts };
}

const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: '100000000' };
/** What `title` is called in the summary: the slots' date left out, so runs on different days line up. */
const figureName = (title) => title.replace(/\?date=\S+/, '');

ensureBuild();
const engines = benchEngines();
const hello = await startHello();
const servers = [];
let postgres;
let database;
const endpoints = [];
const helloTurns = [];
try {
  const { blogs, slots, contact } = apiEndpoints();
  // For comparison, no target: a page rendered on the server (React render into the shell),
  // as a browser asks for it.
  const rendered = { title: 'GET /blogs, rendered page', path: '/blogs', request: { headers: { 'accept-encoding': 'gzip, br' } } };
  /** The same endpoints on one engine's server, with that engine's targets (ratios to hello). */
  const onServer = (label, url, targets) =>
    [{ ...blogs, target: targets.blogs }, slots, { ...contact, target: targets.contact }, rendered].map((endpoint) => ({
      ...endpoint,
      label,
      p99Target: targets.p99,
      urls: [url],
    }));
  if (engines.includes('sqlite')) {
    // DATABASE_URL emptied: a PostgreSQL named in this shell must not take the SQLite server's place.
    const server = await startServer({ ...SERVER_ENV, DATABASE_URL: '' });
    servers.push(server);
    // Issue 8's targets.
    endpoints.push(...onServer(ENGINE_LABELS.sqlite, server.url, { blogs: 0.6, contact: 0.35, p99: 25 }));
  }
  if (engines.includes('postgres')) {
    postgres = await startPostgres();
    console.log(postgres.settings);
    database = await postgres.createDatabase('saathi_bench_api');
    // Every instance of one site shares its session secret (config.ts).
    const env = { ...SERVER_ENV, DATABASE_URL: database.url, SESSION_SECRET: randomBytes(32).toString('hex') };
    // One after the other: the first migrates and seeds the database, the second finds it done.
    const first = await startServer(env);
    servers.push(first);
    const second = await startServer(env);
    servers.push(second);
    // Issue 21's target for the post on one instance; two instances are reported beside it, without one.
    endpoints.push(
      ...onServer(ENGINE_LABELS.postgres, first.url, { contact: 0.3 }),
      { ...contact, label: `${ENGINE_LABELS.postgres}, 2 instances`, urls: [first.url, second.url] },
    );
  }
  for (const endpoint of endpoints) endpoint.urls = endpoint.urls.map((url) => `${url}${endpoint.path}`);
  const helloUrls = [`${hello.url}/`];
  // One request to each instance first, alone: a rendered page or the blog list is then kept
  // (and the page renderer loaded) before the load, so the turns measure the server as it runs,
  // not 50 first renders racing each other to fill an empty cache.
  for (const endpoint of endpoints) {
    for (const url of endpoint.urls) await load(url, 1, { ...endpoint.request, amount: 1 }, 1);
  }
  for (const target of [{ urls: helloUrls }, ...endpoints]) {
    if (target.urls.length === 1) await load(target.urls[0], WARMUP_S, target.request);
    else await loadSplit(target.urls, WARMUP_S, target.request);
  }
  for (const endpoint of endpoints) endpoint.turns = [];
  for (let round = 0; round < ROUNDS; round++) {
    let before = await turn(helloUrls);
    helloTurns.push(before);
    for (const endpoint of endpoints) {
      const measured = await turn(endpoint.urls, endpoint.request);
      const after = await turn(helloUrls);
      helloTurns.push(after);
      // Compared with the mean of the hello turns just before and just after it.
      endpoint.turns.push({ ...measured, ratio: measured.rps / ((before.rps + after.rps) / 2) });
      before = after;
    }
  }
} finally {
  for (const server of servers.reverse()) await server.stop();
  await database?.drop();
  await postgres?.stop();
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
for (const endpoint of endpoints) endpoint.title = `${endpoint.title} (${endpoint.label})`;
const helloRow = { title: 'bare Express hello', ...summary(helloTurns) };

console.log(`\nautocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${TURN_S} s turns (after ${WARMUP_S} s warm-up each); medians of the rounds:`);
if (endpoints.some((e) => e.urls.length > 1)) console.log(`(2 instances: ${CONNECTIONS / 2} connections to each at once, req/s summed, latencies of both)`);
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
if (postgres) record('api', 'PostgreSQL settings', postgres.durability);
for (const r of [helloRow, ...endpoints]) {
  const name = figureName(r.title);
  if (r !== helloRow) {
    const ratios = r.turns.map((t) => t.ratio);
    const ranges = `${percent(Math.min(...ratios))}-${percent(Math.max(...ratios))}`;
    record('api', `${name} req/s`, `${Math.round(r.rps)} (${percent(r.ratio)} of hello; rounds ${ranges})`, r.target ? `>= ${Math.round(r.target * 100)}% of hello` : '', r.target ? r.ratio >= r.target : undefined);
    const p99s = r.turns.map((t) => t.p99).join(', ');
    const p99Target = r.path.startsWith('/api/') ? r.p99Target : undefined;
    record('api', `${name} p50 / p99 ms`, `${r.p50} / ${r.p99} (rounds ${p99s})`, p99Target ? `p99 <= ${p99Target}` : '', p99Target ? r.p99 <= p99Target : undefined);
  }
  // A turn in which nothing came back within its seconds has no errors either, but measured nothing.
  const unanswered = r.turns?.filter((t) => t.total === 0).length ?? 0;
  const answeredNone = unanswered > 0 ? ` (${unanswered} turn(s) with no answer)` : '';
  record('api', `${name} non-2xx / errors`, `${r.non2xx} / ${r.failed}${answeredNone}`, '0', r.non2xx + r.failed === 0 && unanswered === 0);
  if (r.non2xx + r.failed > 0 || unanswered > 0) bad = true;
}
if (bad) console.log('WARNING: some requests were not answered 2xx, or some turns got no answer at all (see non2xx / errors / requests above).');
