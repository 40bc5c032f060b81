// Two builds of the server measured against each other: both up at once, loaded in alternating
// turns (A B, then B A, ...), so both meet the same neighbours on this shared machine. This is
// how a change is told apart from the machine's drift, far better than by two whole runs of
// `bench/api-load.mjs`. Besides rate and tail latency it reports each server's CPU time per
// request (its process's user + system time over the turn, from /proc), which a busy
// neighbour moves much less than it moves the rate.
//
//   node bench/api-pair.mjs <checkout A> <checkout B>
//
// Each checkout must be built (`npm run build`, or `node scripts/ensure-build.mjs` in it).
// PAIRS (8), PAIR_SECONDS (4), PAIR_ENDPOINT (contact, blogs or slots) and PAIR_CONNECTIONS
// (50) set the run.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from './lib/common.mjs';
import { apiEndpoints, CONNECTIONS, load, median } from './lib/load.mjs';

const [dirA, dirB] = process.argv.slice(2).map((dir) => resolve(dir));
if (!dirA || !dirB) {
  console.error('usage: node bench/api-pair.mjs <checkout A> <checkout B>');
  process.exit(2);
}
const PAIRS = Number(process.env.PAIRS ?? 8);
const SECONDS = Number(process.env.PAIR_SECONDS ?? 4);
const CONNECTIONS_USED = Number(process.env.PAIR_CONNECTIONS ?? CONNECTIONS);
const endpoint = apiEndpoints()[process.env.PAIR_ENDPOINT ?? 'contact'];
if (!endpoint) {
  console.error(`PAIR_ENDPOINT must be one of ${Object.keys(apiEndpoints()).join(', ')}`);
  process.exit(2);
}

// utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux).
const TICKS_PER_SECOND = 100;
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function turn(server) {
  const cpuBefore = cpuSeconds(server.pid);
  const r = await load(`${server.url}${endpoint.path}`, SECONDS, endpoint.request, CONNECTIONS_USED);
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  return { rps: r.requests.average, p99: r.latency.p99, cpuUs: (cpu / r.requests.total) * 1e6, bad: r.non2xx + r.errors + r.timeouts };
}

const env = { RATE_LIMIT_PER_MINUTE: '100000000' };
const servers = [];
const turns = { A: [], B: [] };
try {
  servers.push(await startServer(env, { cwd: dirA }), await startServer(env, { cwd: dirB }));
  const [a, b] = servers;
  await load(`${a.url}${endpoint.path}`, 2, endpoint.request, CONNECTIONS_USED);
  await load(`${b.url}${endpoint.path}`, 2, endpoint.request, CONNECTIONS_USED);
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = pair % 2 === 0 ? [['A', a], ['B', b]] : [['B', b], ['A', a]];
    for (const [name, server] of order) turns[name].push(await turn(server));
    const [ta, tb] = [turns.A[pair], turns.B[pair]];
    console.log(
      `pair ${pair + 1}: A ${Math.round(ta.rps)} req/s, p99 ${ta.p99} ms, ${ta.cpuUs.toFixed(0)} µs CPU/req · ` +
        `B ${Math.round(tb.rps)} req/s, p99 ${tb.p99} ms, ${tb.cpuUs.toFixed(0)} µs CPU/req`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

const ratios = turns.A.map((ta, i) => turns.B[i].rps / ta.rps);
const cpuRatios = turns.A.map((ta, i) => turns.B[i].cpuUs / ta.cpuUs);
const wins = (better) => turns.A.filter((ta, i) => better(turns.B[i], ta)).length;
const percent = (ratio) => `${((ratio - 1) * 100).toFixed(1)}%`;
console.log(`\n${endpoint.title}, ${CONNECTIONS_USED} connections, ${PAIRS} pairs of ${SECONDS} s turns`);
console.log(`A = ${dirA}\nB = ${dirB}`);
console.table(
  ['A', 'B'].map((name) => ({
    server: name,
    'req/s (median)': Math.round(median(turns[name].map((t) => t.rps))),
    'p99 ms (median)': median(turns[name].map((t) => t.p99)),
    'CPU µs/req (median)': Math.round(median(turns[name].map((t) => t.cpuUs))),
    'non-2xx + errors': turns[name].reduce((sum, t) => sum + t.bad, 0),
  })),
);
console.log(`B against A, median of the pairs: req/s ${percent(median(ratios))} (B faster in ${wins((tb, ta) => tb.rps > ta.rps)} of ${PAIRS}), CPU per request ${percent(median(cpuRatios))} (B cheaper in ${wins((tb, ta) => tb.cpuUs < ta.cpuUs)}), p99 lower in B in ${wins((tb, ta) => tb.p99 < ta.p99)}`);
