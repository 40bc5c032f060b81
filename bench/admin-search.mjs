// Admin search over generated submissions (BENCH_SEARCH_ROWS, 1,000,000 by default): p50/p95
// of a name search, a phone search and a page of the newest, through the repository the admin
// API uses, on each engine BENCH_ENGINES names (default `sqlite,postgres`): a temporary SQLite
// file, and a fresh database on a durable embedded PostgreSQL (bench/lib/postgres.mjs), both
// migrated by the server's own migrations and filled with the same rows. Run with
// `node --import tsx` (it imports the server's TypeScript).
//
// Then the staff CSV export of one kind over HTTP: the built server is started on the same
// filled database (SQLite: the data folder; PostgreSQL: DATABASE_URL), an admin signs in, and
// GET /api/admin/contact.csv is downloaded BENCH_EXPORT_RUNS times (3): rows a second, how many
// rows the file holds against the kind's count, and how far the server's memory grew.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrate } from '../server/db/migrate.ts';
import { sqliteDb } from '../server/db/engine/sqlite-db.ts';
import { openPostgresDb } from '../server/db/engine/postgres-db.ts';
import { createAdminSubmissionsRepository, likeIgnoringAsciiCase } from '../server/db/admin-submissions-repository.ts';
import { benchEngines, ENGINE_LABELS, ensureBuild, percentile, record, resetPeakMemory, serverMemory, startServer } from './lib/common.mjs';
import { median } from './lib/load.mjs';
import { startPostgres } from './lib/postgres.mjs';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
const PAGE_SIZE = 20;
const KIND = 'contact';
/** Rows made and written at a time: memory stays that of one batch, whatever ROWS is. */
const BATCH = 10_000;
/** People who sent a contact form, kept to search for (a uniform sample of all of them). */
const SAMPLE = 5_000;
/** Only for the index builds after PostgreSQL's fill: a GIN index of a million rows builds in far fewer passes with it. */
const FILL_MAINTENANCE_WORK_MEM = '256MB';
const COLUMNS = ['kind', 'name', 'email', 'phone', 'status', 'payload', 'created_at'];
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
// Issue 24's targets: each search on 1,000,000 rows, and the export of all of one kind.
const SEARCH_P95_MS = 50;
const EXPORT_ROWS_PER_S = 50_000;
const EXPORT_GROWTH_MB = 64;

/** A seeded generator, so every engine gets the same rows and the same searches. */
function seeded(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const FIRST = ['Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Krishna', 'Ishaan', 'Rohan', 'Rahul', 'Amit', 'Suresh', 'Ramesh', 'Karthik', 'Vikram', 'Anil', 'Manoj', 'Sanjay', 'Deepak', 'Ananya', 'Diya', 'Priya', 'Aditi', 'Kavya', 'Meera', 'Isha', 'Pooja', 'Sneha', 'Neha', 'Lakshmi', 'Divya', 'Shreya', 'Anjali', 'Riya', 'Nisha', 'Swati', 'Fatima', 'Zoya', 'Harpreet', 'Gurpreet', 'Simran', 'Tenzin', 'Joseph', 'Mary', 'Thomas', 'Farhan', 'Ayesha', 'Sunita', 'Geeta'];
const LAST = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Kumar', 'Patel', 'Shah', 'Mehta', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Pillai', 'Reddy', 'Rao', 'Naidu', 'Das', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Bose', 'Ghosh', 'Sen', 'Joshi', 'Kulkarni', 'Deshpande', 'Patil', 'Jadhav', 'Khan', 'Ahmed', 'Siddiqui', 'Qureshi', 'Fernandes', "D'Souza", 'Gill', 'Sandhu', 'Chopra', 'Malhotra', 'Kapoor', 'Agarwal', 'Bansal', 'Mishra', 'Pandey', 'Tiwari', 'Yadav', 'Chauhan', 'Thakur', 'Bhat', 'Hegde', 'Shetty'];
const DOMAINS = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com', 'example.in'];
const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow', 'Kochi', 'Guwahati'];
// Roughly how the public forms are used.
const KINDS = [
  ['contact', 0.35],
  ['individual', 0.25],
  ['couple', 0.08],
  ['depression', 0.1],
  ['anxiety', 0.1],
  ['general-health', 0.07],
  ['workshop-registration', 0.05],
];
const kindOf = (random) => {
  let r = random();
  for (const [kind, share] of KINDS) if ((r -= share) < 0) return kind;
  return 'contact';
};

function payloadOf(random, kind, person, createdAt) {
  const base = { fullName: person.name, email: person.email };
  if (kind === 'contact') return { ...base, phoneNumber: person.phone, subject: 'About a session', message: `Hello, I am from ${person.city} and would like to talk to someone about stress at work.` };
  if (kind === 'individual' || kind === 'couple') return { ...base, contactNumber: person.phone, city: person.city, age: 18 + Math.floor(random() * 50), concern: 'Anxiety and sleep', reference: `SA-${Math.floor(random() * 1e8)}`, submittedAt: createdAt };
  if (kind === 'workshop-registration') return { ...base, phone: person.phone, workshop: 'Mindful mornings', submittedAt: createdAt };
  return { ...base, contactNumber: person.phone, answers: Array.from({ length: 9 }, () => Math.floor(random() * 4)), score: Math.floor(random() * 27), submittedAt: createdAt };
}

const NOW = Date.now();

/**
 * The ROWS submissions in batches of `size`, the same on every call (so the same on each
 * engine). `sample` is filled with up to SAMPLE of the people who sent a contact form, drawn
 * evenly from all of them (reservoir sampling, with a generator of its own so the rows do not
 * depend on it).
 */
function* submissionBatches(size, sample) {
  const random = seeded(0x5eed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const draw = seeded(0x5a3b1e);
  const span = 2 * 365 * 86_400_000;
  let contacts = 0;
  let batch = [];
  for (let i = 0; i < ROWS; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const person = {
      name: `${first} ${last}`,
      phone: `${6 + Math.floor(random() * 4)}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
      email: `${first}.${last}${Math.floor(random() * 1000)}@${pick(DOMAINS)}`.toLowerCase().replace("'", ''),
      city: pick(CITIES),
    };
    const kind = kindOf(random);
    // Rows arrive roughly in time order, with a little jitter, as from offline devices syncing late.
    const createdAt = new Date(NOW - span + (i / ROWS) * span - random() * 3_600_000).toISOString();
    batch.push({
      kind,
      name: person.name,
      email: person.email,
      phone: person.phone,
      status: kind === 'individual' || kind === 'couple' ? (random() < 0.7 ? 'Paid' : 'Pending') : null,
      payload: JSON.stringify(payloadOf(random, kind, person, createdAt)),
      created_at: createdAt,
    });
    if (kind === 'contact') {
      contacts += 1;
      if (sample.length < SAMPLE) sample.push(person);
      else {
        const slot = Math.floor(draw() * contacts);
        if (slot < SAMPLE) sample[slot] = person;
      }
    }
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The same searches, in the same order, against one engine's repository: p50, p95 and max of RUNS each. */
async function timeSearches(repo, people) {
  const random = seeded(0xa11ce);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const rows = [];
  const time = async (label, makeQuery) => {
    for (let i = 0; i < 10; i++) await repo.search(makeQuery()); // warm the caches
    const times = [];
    let matched = 0;
    for (let i = 0; i < RUNS; i++) {
      const search = makeQuery();
      const t = performance.now();
      const { items, total } = await repo.search(search);
      times.push(performance.now() - t);
      matched += total;
      if (items.length === 0 && search.query !== '') throw new Error(`no match for ${search.query}`);
    }
    times.sort((a, b) => a - b);
    rows.push({ search: label, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), 'mean matches': Math.round(matched / RUNS) });
  };
  const page = (query) => ({ kind: KIND, query, sort: 'newest', limit: PAGE_SIZE, offset: 0 });
  // What staff type: part of a full name, the last digits of a phone number.
  await time(`name ("first last", ${KIND})`, () => page(pick(people).name));
  await time(`name (surname only, ${KIND})`, () => page(pick(people).name.split(' ')[1]));
  await time(`phone (last 6 digits, ${KIND})`, () => page(pick(people).phone.slice(-6)));
  await time(`newest page of ${PAGE_SIZE} (${KIND})`, () => page(''));
  await time(`newest page 50 of ${PAGE_SIZE} (${KIND})`, () => ({ ...page(''), offset: 49 * PAGE_SIZE }));
  return rows;
}

/** A row of `counts` (kind and n, as each engine's GROUP BY gives them): how many rows `kind` has. */
const countOf = (counts, kind) => Number(counts.find((c) => c.kind === kind)?.n ?? 0);

/**
 * The CSV export of all of KIND, over HTTP, from the built server started on the filled
 * database (`env`, `dataDir`): signed in as the admin the first start creates, then
 * EXPORT_RUNS downloads one after another, each read as it arrives and counted, never kept.
 */
async function timeExport(env, { dataDir } = {}) {
  const password = randomBytes(12).toString('base64url');
  const server = await startServer(
    {
      ...env,
      ADMIN_PASSWORD: password,
      // The rows go two years back: the retention purge at start would delete the year-old
      // contact messages (and older reports) before the export read them.
      RETENTION_CONTACT_MONTHS: '120',
      RETENTION_ASSESSMENT_MONTHS: '120',
      RETENTION_UNPAID_BOOKING_DAYS: '1095',
    },
    { dataDir },
  );
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    if (!login.ok) throw new Error(`The admin could not sign in: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const runs = [];
    for (let run = 0; run < EXPORT_RUNS; run++) {
      const before = serverMemory(server.pid).rss;
      // VmHWM started afresh: the peak read after the download is the download's own.
      const peakReset = resetPeakMemory(server.pid);
      const started = performance.now();
      const res = await fetch(`${server.url}/api/admin/${KIND}.csv`, { headers: { cookie } });
      if (!res.ok) throw new Error(`The export answered ${res.status}: ${await res.text()}`);
      let firstByte;
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body) {
        firstByte ??= performance.now();
        bytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
      }
      const seconds = (performance.now() - started) / 1000;
      const { peak } = serverMemory(server.pid);
      // The cells hold no line breaks (the generated messages have none): a line is a row, less the header.
      const rows = lines - 1;
      runs.push({ rows, bytes, seconds, firstByteMs: firstByte - started, rowsPerS: rows / seconds, before, peak, growth: peak - before, peakReset });
    }
    return runs;
  } finally {
    await server.stop();
  }
}

async function onSqlite() {
  const dir = mkdtempSync(join(tmpdir(), 'saathi-bench-search-'));
  const db = new Database(join(dir, 'saathi.db'));
  // The repository reads through the server's Db; the rows are written straight, a transaction per batch.
  const database = sqliteDb(db);
  try {
    db.pragma('journal_mode = WAL');
    await migrate(database);

    // As on PostgreSQL, the indexes are built once after the fill, not row by row: the trigger
    // that feeds the trigram index (submission_search, 008; through its queue since 028, so the
    // rebuild leaves nothing queued) and the table's indexes are
    // dropped first and made again afterwards from their own definitions, so the schema searched
    // is the migrated one (row by row through the trigger, the fill took several times as long).
    const deferred = db
      .prepare(
        `SELECT type, name, sql FROM sqlite_master WHERE tbl_name = 'submissions' AND sql IS NOT NULL AND (type = 'index' OR (type = 'trigger' AND name = 'submission_search_insert'))`,
      )
      .all();
    if (!deferred.some((entry) => entry.type === 'trigger')) throw new Error('No trigger submission_search_insert: the fill no longer knows how the trigram index is fed');
    for (const { type, name } of deferred) db.exec(`DROP ${type.toUpperCase()} "${name}"`);
    const people = [];
    const started = performance.now();
    const insert = db.prepare(
      'INSERT INTO submissions (kind, name, email, phone, status, payload, created_at) VALUES (@kind, @name, @email, @phone, @status, @payload, @created_at)',
    );
    const insertAll = db.transaction((rows) => {
      for (const row of rows) insert.run(row);
    });
    for (const rows of submissionBatches(BATCH, people)) insertAll(rows);
    const inserted = performance.now();
    db.transaction(() => {
      db.exec(`INSERT INTO submission_search (submission_search) VALUES ('rebuild')`);
      for (const { sql } of deferred) db.exec(sql);
    })();
    const indexed = performance.now();
    db.exec('ANALYZE');
    const filled = performance.now();
    const indexCount = deferred.filter((entry) => entry.type === 'index').length;
    const fill = `${seconds(filled - started)} (rows ${seconds(inserted - started)}, trigram index and ${indexCount} index(es) ${seconds(indexed - inserted)}, ANALYZE ${seconds(filled - indexed)})`;
    const counts = db.prepare('SELECT kind, COUNT(*) AS n FROM submissions GROUP BY kind ORDER BY n DESC').all();
    console.log(`SQLite: ${ROWS} submissions written in ${fill}:`, counts.map((c) => `${c.kind} ${c.n}`).join(', '));

    const rows = await timeSearches(createAdminSubmissionsRepository(database), people);

    // How SQLite runs a search of three characters or more: the kind's newest rows first, and
    // (for a rarer text) the trigram index, page and total in one statement.
    const LIKE = `(s.name LIKE @pattern ESCAPE '\\' OR s.phone LIKE @pattern ESCAPE '\\' OR s.email LIKE @pattern ESCAPE '\\')`;
    const plan = (sql, params) =>
      db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .all(params)
        .map((r) => r.detail)
        .join('; ');
    const params = { kind: KIND, pattern: '%sharma%', phrase: '"sharma"', rows: 2000, limit: PAGE_SIZE, offset: 0 };
    const plans = {
      'search, newest rows first': plan(
        `SELECT id FROM (SELECT id, created_at, name, phone, email FROM submissions AS s WHERE kind = @kind ORDER BY created_at DESC, id DESC LIMIT @rows) AS s WHERE ${LIKE} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
        params,
      ),
      'search, trigram index, page + total': plan(
        `SELECT s.id AS id, s.created_at AS created_at, COUNT(*) OVER () AS total FROM submission_search AS f CROSS JOIN submissions AS s ON s.id = f.rowid WHERE submission_search MATCH @phrase AND s.kind = @kind AND ${LIKE} ORDER BY s.created_at DESC, s.id DESC LIMIT @limit OFFSET @offset`,
        params,
      ),
    };
    // The server takes the file over: this connection closes first (and checkpoints the fill's WAL).
    db.close();
    // DATABASE_URL emptied: a PostgreSQL named in this shell must not take the SQLite file's place.
    const exported = await timeExport({ DATABASE_URL: '' }, { dataDir: dir });
    return {
      fill,
      rows,
      plans,
      kindCount: countOf(counts, KIND),
      exported,
      note: 'a text of three characters or more is sought first in the newest 2,000 rows of the kind (a common text fills its page there, and its count stops at 100); a rarer one through the trigram index (submission_search). Shorter texts scan the kind.',
    };
  } finally {
    if (db.open) db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const postgres = await startPostgres();
  let database;
  let db;
  let writer;
  try {
    console.log(postgres.settings);
    database = await postgres.createDatabase('saathi_bench_search');
    db = openPostgresDb(database.url);
    await migrate(db);
    writer = new pg.Client({ connectionString: database.url });
    await writer.connect();

    // The fill goes straight through pg, a batch of rows per statement (one array per column,
    // unnested into rows). The table's indexes (all but its key) are dropped first and built
    // again afterwards from their own definitions, so the schema searched is the migrated one:
    // a million rows indexed at once take a fraction of the time of a million index insertions.
    const indexes = (
      await writer.query(
        `SELECT i.indexname, i.indexdef FROM pg_indexes AS i
         WHERE i.schemaname = current_schema() AND i.tablename = 'submissions'
           AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conrelid = 'submissions'::regclass AND c.conname = i.indexname)`,
      )
    ).rows;
    for (const { indexname } of indexes) await writer.query(`DROP INDEX ${pg.escapeIdentifier(indexname)}`);
    const people = [];
    const started = performance.now();
    const insert = `INSERT INTO submissions (${COLUMNS.join(', ')}) SELECT * FROM unnest(${COLUMNS.map((_, i) => `$${i + 1}::text[]`).join(', ')})`;
    // The next batch is made while PostgreSQL writes the one before it.
    let writing = Promise.resolve();
    for (const rows of submissionBatches(BATCH, people)) {
      const columns = COLUMNS.map((column) => rows.map((row) => row[column]));
      await writing;
      writing = writer.query(insert, columns);
    }
    await writing;
    const inserted = performance.now();
    await writer.query(`SET maintenance_work_mem = '${FILL_MAINTENANCE_WORK_MEM}'`);
    for (const { indexdef } of indexes) await writer.query(indexdef);
    const indexed = performance.now();
    // As autovacuum leaves a table that grew over time: the visibility map set (counting a kind
    // can read its index alone) and the planner's statistics taken.
    await writer.query('VACUUM (ANALYZE) submissions');
    const filled = performance.now();
    const fill = `${seconds(filled - started)} (rows ${seconds(inserted - started)}, ${indexes.length} indexes ${seconds(indexed - inserted)} with maintenance_work_mem=${FILL_MAINTENANCE_WORK_MEM}, VACUUM ANALYZE ${seconds(filled - indexed)})`;
    const counts = (await writer.query('SELECT kind, COUNT(*) AS n FROM submissions GROUP BY kind ORDER BY n DESC')).rows;
    console.log(`PostgreSQL: ${ROWS} submissions written in ${fill}:`, counts.map((c) => `${c.kind} ${c.n}`).join(', '));
    await writer.end();
    writer = undefined;

    const rows = await timeSearches(createAdminSubmissionsRepository(db), people);

    // How PostgreSQL runs a rarer text's page and total: the trigram index of the three columns
    // joined (022), asked for the query's words, then the exact test of each column.
    const text = `(coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))`;
    const exact = `(${['name', 'phone', 'email'].map((column) => likeIgnoringAsciiCase('postgres', `(${column} || '')`)).join(' OR ')})`;
    const plan = async (sql, params) =>
      (await db.all(`EXPLAIN ${sql}`, params))
        .map((r) => r['QUERY PLAN'])
        .filter((line) => !/^\s*(Filter|Recheck Cond|Index Cond|Sort Key):/.test(line))
        .map((line) => line.replace(/\s*\(cost=[^)]*\)/, '').replace(/^\s*->\s*/, '').trim())
        .join('; ');
    const plans = {
      'search, trigram index, page + total': await plan(
        `SELECT id, created_at, COUNT(*) OVER () AS total FROM submissions WHERE kind = @kind AND ${text} ILIKE CAST(@candidates AS TEXT) AND ${exact} ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
        { kind: KIND, pattern: '%aarav sharma%', candidates: '%aarav%sharma%', limit: PAGE_SIZE, offset: 0 },
      ),
    };
    const exported = await timeExport({ DATABASE_URL: database.url });
    return {
      fill,
      rows,
      plans,
      kindCount: countOf(counts, KIND),
      exported,
      settings: postgres.durability,
      note: 'a text of three characters or more is sought first in the newest 2,000 rows of the kind through (kind, created_at); a rarer one through the trigram GIN index of name, phone and e-mail joined (022).',
    };
  } finally {
    await writer?.end();
    await db?.close();
    await database?.drop();
    await postgres.stop();
  }
}

const mb = (value) => `${value.toFixed(1)} MB`;

/** The export's figures: rows a second (median run), rows in the file against the kind's, memory growth (largest run). */
function reportExport(label, kindCount, runs) {
  console.log(`\nCSV export GET /api/admin/${KIND}.csv on ${label} (the built server, signed in as admin), ${runs.length} downloads:`);
  console.table(
    runs.map((r, i) => ({
      run: i + 1,
      rows: r.rows,
      'kind has': kindCount,
      MB: (r.bytes / 2 ** 20).toFixed(1),
      seconds: r.seconds.toFixed(2),
      'first byte ms': r.firstByteMs.toFixed(0),
      'rows/s': Math.round(r.rowsPerS),
      'server RSS before': mb(r.before),
      'peak during': mb(r.peak),
      growth: mb(r.growth),
    })),
  );
  const rowsPerS = median(runs.map((r) => r.rowsPerS));
  const rows = Math.min(...runs.map((r) => r.rows));
  const growth = Math.max(...runs.map((r) => r.growth));
  // The targets are for a file of all the kind's rows: speed and memory measured on a shorter
  // file say nothing of it, so they are not met while the file is cut, whatever they show.
  const whole = rows === kindCount;
  const cut = whole ? '' : `file cut at ${rows} of ${kindCount} rows`;
  const missed = (...reasons) => reasons.filter(Boolean).join('; ');
  const runsShown = runs.map((r) => Math.round(r.rowsPerS)).join(', ');
  const fast = rowsPerS >= EXPORT_ROWS_PER_S;
  record(
    'admin export',
    `CSV of all ${KIND} (${label}) rows/s`,
    `${Math.round(rowsPerS)} (median of runs ${runsShown}${whole ? '' : `; over ${rows} rows only`})`,
    `>= ${EXPORT_ROWS_PER_S} rows/s, all rows`,
    whole && fast,
    missed(fast ? '' : `${Math.round(EXPORT_ROWS_PER_S - rowsPerS)} rows/s short`, cut),
  );
  record('admin export', `CSV of all ${KIND} (${label}) rows in the file`, `${rows} of ${kindCount}`, `all ${kindCount}`, whole, `${kindCount - rows} rows left out`);
  // Where the kernel would not start VmHWM afresh, the peak is the server's since it started: an upper bound.
  const since = runs.some((r) => !r.peakReset) ? ', peak since start' : '';
  const grown = runs.map((r) => r.growth.toFixed(1)).join(', ');
  const small = growth <= EXPORT_GROWTH_MB;
  record(
    'admin export',
    `CSV of all ${KIND} (${label}) server memory growth`,
    `${mb(growth)} (largest of runs ${grown} MB; VmHWM over VmRSS before${since}${whole ? '' : `; for ${rows} rows only`})`,
    `<= ${EXPORT_GROWTH_MB} MB, all rows`,
    whole && small,
    missed(small ? '' : `${mb(growth - EXPORT_GROWTH_MB)} over`, cut),
  );
}

ensureBuild();
const engines = benchEngines();
for (const engine of engines) {
  const label = ENGINE_LABELS[engine];
  const result = engine === 'sqlite' ? await onSqlite() : await onPostgres();
  console.log(`\nAdmin search on ${label}, ${RUNS} runs each, over ${ROWS} rows (repository the admin API uses):`);
  console.table(result.rows.map((r) => ({ ...r, p50: r.p50.toFixed(2), p95: r.p95.toFixed(2), max: r.max.toFixed(2) })));
  for (const [name, plan] of Object.entries(result.plans)) console.log(`query plan, ${name}: ${plan}`);
  console.log(`note: ${result.note}\n`);
  if (result.settings) record('admin search', 'PostgreSQL settings', result.settings);
  record('admin search', `fill ${ROWS} rows (${label})`, result.fill);
  for (const r of result.rows) {
    record('admin search', `${r.search} (${label}) p50 / p95 ms`, `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}`, `p95 <= ${SEARCH_P95_MS}`, r.p95 <= SEARCH_P95_MS, `${(r.p95 - SEARCH_P95_MS).toFixed(1)} ms over`);
  }
  for (const [name, plan] of Object.entries(result.plans)) record('admin search', `query plan (${label}, ${name})`, plan);
  reportExport(label, result.kindCount, result.exported);
}
