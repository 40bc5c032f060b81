// API throughput and latency at 50 connections, in one run with a bare Express "hello"
// server on the same machine, reported as a ratio to it. The real server runs on a fresh
// data folder with the submission rate limit lifted and request logging off.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { ensureBuild, istDate, record, root, startServer } from './lib/common.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 8);
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

const contactBody = JSON.stringify({
  fullName: 'Priya Sharma',
  email: 'priya.sharma@example.in',
  phoneNumber: '9876543210',
  subject: 'Question about sessions',
  message: 'Hello, I would like to know how the first counselling session works. Thank you.',
});

function run(title, url, opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: opts.duration ?? DURATION_S, ...opts.request }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
    instance.on('error', () => {});
  });
}

async function measure(title, url, request = {}) {
  await run(title, url, { duration: WARMUP_S, request });
  const r = await run(title, url, { request });
  return {
    title,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

ensureBuild();
const hello = await startHello();
let server;
const rows = [];
try {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const date = istDate(7);
  rows.push(await measure('bare Express hello', `${hello.url}/`));
  rows.push(await measure('GET /api/blogs', `${server.url}/api/blogs`));
  rows.push(await measure(`GET /api/slots?date=${date}`, `${server.url}/api/slots?date=${date}`));
  rows.push(
    await measure('POST /api/submissions/contact', `${server.url}/api/submissions/contact`, {
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: contactBody,
          // A fresh key per request: every request is a new submission, never a replay.
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
        },
      ],
    }),
  );
  // For comparison, no target: a page rendered on the server (React render into the shell),
  // as a browser asks for it.
  rows.push(await measure('GET /blogs (rendered page)', `${server.url}/blogs`, { headers: { 'accept-encoding': 'gzip, br' } }));
} finally {
  await server?.stop();
  await hello.stop();
}

const base = rows[0].rps;
const targets = { 'GET /api/blogs': 0.6, 'POST /api/submissions/contact': 0.35 };
console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s each (after ${WARMUP_S} s warm-up):`);
console.table(
  rows.map((r) => ({
    endpoint: r.title,
    'req/s': Math.round(r.rps),
    'ratio to hello': `${((r.rps / base) * 100).toFixed(1)}%`,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    requests: r.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  })),
);
let bad = false;
for (const r of rows) {
  const name = r.title.startsWith('GET /api/slots') ? 'GET /api/slots' : r.title;
  const ratio = r.rps / base;
  const min = targets[name];
  record('api', `${name} req/s`, `${Math.round(r.rps)}${r === rows[0] ? '' : ` (${(ratio * 100).toFixed(1)}% of hello)`}`, min ? `>= ${min * 100}% of hello` : '', min ? ratio >= min : undefined);
  const api = name.includes('/api/');
  if (r !== rows[0]) record('api', `${name} p50 / p99 ms`, `${r.p50} / ${r.p99}`, api ? 'p99 <= 25' : '', api ? r.p99 <= 25 : undefined);
  record('api', `${name} non-2xx / errors`, `${r.non2xx} / ${r.errors + r.timeouts}`, '0', r.non2xx + r.errors + r.timeouts === 0);
  if (r.non2xx + r.errors + r.timeouts > 0) bad = true;
}
if (bad) console.log('WARNING: some requests were not answered 2xx (see non2xx / errors above).');
