// Two builds of the server measured against each other: both up at once, loaded in alternating
// turns (A B, then B A, ...), so both meet the same neighbours on this shared machine. This is
// how a change is told apart from the machine's drift, far better than by two whole runs of
// `bench/api-load.mjs`. Besides rate and tail latency it reports each server's CPU time per
// request (its process's user + system time over the turn, from /proc), which a busy
// neighbour moves much less than it moves the rate.
//
//   node --import tsx bench/api-pair.mjs <checkout A> <checkout B>
//
// Each checkout must be built (`npm run build`, or `node scripts/ensure-build.mjs` in it).
// PAIRS (8), PAIR_SECONDS (4), PAIR_ENDPOINT (contact, blogs, experts, matches or slots) and PAIR_CONNECTIONS
// (50) set the run. PAIR_ENGINE=postgres runs both on the durable PostgreSQL cluster of
// bench/lib/postgres.mjs, each on a database of its own (default: SQLite, each in its data folder).
// PAIR_B_ENV (JSON) adds to B's environment alone: one build against itself with a setting changed.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startServer } from './lib/common.mjs';
import { apiEndpoints, CONNECTIONS, load, median } from './lib/load.mjs';
import { startPostgres } from './lib/postgres.mjs';

const [dirA, dirB] = process.argv.slice(2).map((dir) => resolve(dir));
if (!dirA || !dirB) {
  console.error('usage: node --import tsx bench/api-pair.mjs <checkout A> <checkout B>');
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

/** The parent process of `pid`, or undefined once it is gone. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/**
 * The CPU time of the PostgreSQL cluster (its postmaster, found by its data folder, and the
 * processes it started: a connection's backend, the WAL writer, ...). The turns take turns, so
 * what it spends during one is that turn's server's. A backend that exits takes its time along.
 */
function clusterCpuSeconds(dataDir) {
  let total = 0;
  let postmaster;
  const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)) postmaster = Number(pid);
    } catch {
      // gone meanwhile
    }
  }
  for (const pid of pids) {
    if (Number(pid) !== postmaster && parentOf(pid) !== postmaster) continue;
    try {
      total += cpuSeconds(pid);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

async function turn(server) {
  const cpuBefore = cpuSeconds(server.pid);
  const clusterBefore = postgres ? clusterCpuSeconds(postgres.dataDir) : 0;
  const r = await load(`${server.url}${endpoint.path}`, SECONDS, endpoint.request, CONNECTIONS_USED);
  const cpu = cpuSeconds(server.pid) - cpuBefore;
  const clusterCpu = postgres ? clusterCpuSeconds(postgres.dataDir) - clusterBefore : 0;
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    cpuUs: (cpu / r.requests.total) * 1e6,
    pgCpuUs: (clusterCpu / r.requests.total) * 1e6,
    bad: r.non2xx + r.errors + r.timeouts,
  };
}

const env = { RATE_LIMIT_PER_MINUTE: '100000000' };
const onPostgres = process.env.PAIR_ENGINE === 'postgres';
/** Each server's checkout and what it adds to the environment. */
const builds = [
  { dir: dirA, env: {} },
  { dir: dirB, env: JSON.parse(process.env.PAIR_B_ENV ?? '{}') },
];
const servers = [];
const databases = [];
let postgres;
const turns = { A: [], B: [] };
try {
  if (onPostgres) {
    postgres = await startPostgres();
    console.log(postgres.settings);
    for (const build of builds) {
      const database = await postgres.createDatabase('saathi_bench_pair');
      databases.push(database);
      servers.push(await startServer({ ...env, DATABASE_URL: database.url, ...build.env }, { cwd: build.dir }));
    }
  } else {
    // DATABASE_URL emptied: a PostgreSQL named in this shell must not take the SQLite servers' place.
    for (const build of builds) servers.push(await startServer({ ...env, DATABASE_URL: '', ...build.env }, { cwd: build.dir }));
  }
  const [a, b] = servers;
  await load(`${a.url}${endpoint.path}`, 2, endpoint.request, CONNECTIONS_USED);
  await load(`${b.url}${endpoint.path}`, 2, endpoint.request, CONNECTIONS_USED);
  for (let pair = 0; pair < PAIRS; pair++) {
    const order = pair % 2 === 0 ? [['A', a], ['B', b]] : [['B', b], ['A', a]];
    for (const [name, server] of order) turns[name].push(await turn(server));
    const [ta, tb] = [turns.A[pair], turns.B[pair]];
    const cpuOf = (t) => `${t.cpuUs.toFixed(0)} µs CPU/req${postgres ? ` + ${t.pgCpuUs.toFixed(0)} µs PostgreSQL` : ''}`;
    console.log(`pair ${pair + 1}: A ${Math.round(ta.rps)} req/s, p99 ${ta.p99} ms, ${cpuOf(ta)} · B ${Math.round(tb.rps)} req/s, p99 ${tb.p99} ms, ${cpuOf(tb)}`);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  for (const database of databases) await database.drop();
  await postgres?.stop();
}

const ratios = turns.A.map((ta, i) => turns.B[i].rps / ta.rps);
const cpuRatios = turns.A.map((ta, i) => turns.B[i].cpuUs / ta.cpuUs);
const wins = (better) => turns.A.filter((ta, i) => better(turns.B[i], ta)).length;
const percent = (ratio) => `${((ratio - 1) * 100).toFixed(1)}%`;
console.log(`\n${endpoint.title}${onPostgres ? ' on PostgreSQL' : ''}, ${CONNECTIONS_USED} connections, ${PAIRS} pairs of ${SECONDS} s turns`);
console.log(`A = ${dirA}\nB = ${dirB}`);
console.table(
  ['A', 'B'].map((name) => ({
    server: name,
    'req/s (median)': Math.round(median(turns[name].map((t) => t.rps))),
    'p99 ms (median)': median(turns[name].map((t) => t.p99)),
    'CPU µs/req (median)': Math.round(median(turns[name].map((t) => t.cpuUs))),
    ...(postgres ? { 'PostgreSQL CPU µs/req (median)': Math.round(median(turns[name].map((t) => t.pgCpuUs))) } : {}),
    'non-2xx + errors': turns[name].reduce((sum, t) => sum + t.bad, 0),
  })),
);
console.log(`B against A, median of the pairs: req/s ${percent(median(ratios))} (B faster in ${wins((tb, ta) => tb.rps > ta.rps)} of ${PAIRS}), CPU per request ${percent(median(cpuRatios))} (B cheaper in ${wins((tb, ta) => tb.cpuUs < ta.cpuUs)}), p99 lower in B in ${wins((tb, ta) => tb.p99 < ta.p99)}`);
if (postgres) {
  const bothRatios = turns.A.map((ta, i) => (turns.B[i].cpuUs + turns.B[i].pgCpuUs) / (ta.cpuUs + ta.pgCpuUs));
  console.log(`B against A, CPU per request of server and PostgreSQL together: ${percent(median(bothRatios))} (B cheaper in ${wins((tb, ta) => tb.cpuUs + tb.pgCpuUs < ta.cpuUs + ta.pgCpuUs)})`);
}
