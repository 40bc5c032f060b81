// Admin search over 100,000 generated submissions: p50/p95 of a name search, a phone search
// and a page of the newest, through the repository the admin API uses, on a temporary
// database migrated by the server's own migrations. Run with `node --import tsx` (it imports
// the server's TypeScript).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../server/db/migrate.ts';
import { sqliteDb } from '../server/db/engine/sqlite-db.ts';
import { createAdminSubmissionsRepository } from '../server/db/admin-submissions-repository.ts';
import { percentile, record } from './lib/common.mjs';

const ROWS = 100_000;
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
const PAGE_SIZE = 20;

// A seeded generator, so every run builds the same table.
let seed = 0x5eed;
const random = () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};
const pick = (list) => list[Math.floor(random() * list.length)];

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
const kindOf = () => {
  let r = random();
  for (const [kind, share] of KINDS) if ((r -= share) < 0) return kind;
  return 'contact';
};

function payloadOf(kind, person, createdAt) {
  const base = { fullName: person.name, email: person.email };
  if (kind === 'contact') return { ...base, phoneNumber: person.phone, subject: 'About a session', message: `Hello, I am from ${person.city} and would like to talk to someone about stress at work.` };
  if (kind === 'individual' || kind === 'couple') return { ...base, contactNumber: person.phone, city: person.city, age: 18 + Math.floor(random() * 50), concern: 'Anxiety and sleep', reference: `SA-${Math.floor(random() * 1e8)}`, submittedAt: createdAt };
  if (kind === 'workshop-registration') return { ...base, phone: person.phone, workshop: 'Mindful mornings', submittedAt: createdAt };
  return { ...base, contactNumber: person.phone, answers: Array.from({ length: 9 }, () => Math.floor(random() * 4)), score: Math.floor(random() * 27), submittedAt: createdAt };
}

const dir = mkdtempSync(join(tmpdir(), 'saathi-bench-search-'));
const db = new Database(join(dir, 'saathi.db'));
// The repository reads through the server's Db; the rows are written straight, in one transaction.
const database = sqliteDb(db);
const rows = [];
try {
  db.pragma('journal_mode = WAL');
  await migrate(database);

  const started = performance.now();
  const insert = db.prepare(
    'INSERT INTO submissions (kind, name, email, phone, status, payload, created_at) VALUES (@kind, @name, @email, @phone, @status, @payload, @created_at)',
  );
  const people = [];
  const now = Date.now();
  const span = 2 * 365 * 86_400_000;
  db.transaction(() => {
    for (let i = 0; i < ROWS; i++) {
      const first = pick(FIRST);
      const last = pick(LAST);
      const person = {
        name: `${first} ${last}`,
        phone: `${6 + Math.floor(random() * 4)}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`,
        email: `${first}.${last}${Math.floor(random() * 1000)}@${pick(DOMAINS)}`.toLowerCase().replace("'", ''),
        city: pick(CITIES),
      };
      const kind = kindOf();
      // Rows arrive roughly in time order, with a little jitter, as from offline devices syncing late.
      const createdAt = new Date(now - span + (i / ROWS) * span - random() * 3_600_000).toISOString();
      insert.run({
        kind,
        name: person.name,
        email: person.email,
        phone: person.phone,
        status: kind === 'individual' || kind === 'couple' ? (random() < 0.7 ? 'Paid' : 'Pending') : null,
        payload: JSON.stringify(payloadOf(kind, person, createdAt)),
        created_at: createdAt,
      });
      if (kind === 'contact') people.push(person);
    }
  })();
  db.exec('ANALYZE');
  const counts = db.prepare('SELECT kind, COUNT(*) AS n FROM submissions GROUP BY kind ORDER BY n DESC').all();
  console.log(`Generated ${ROWS} submissions in ${((performance.now() - started) / 1000).toFixed(1)} s:`, counts.map((c) => `${c.kind} ${c.n}`).join(', '));

  const repo = createAdminSubmissionsRepository(database);
  const KIND = 'contact';
  const time = async (label, makeQuery) => {
    for (let i = 0; i < 10; i++) await repo.search(makeQuery()); // warm the page cache
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

  // How SQLite runs a search of three characters or more (page and total in one statement)
  // and the plain newest page (page, then the count).
  const LIKE = `(s.name LIKE @pattern ESCAPE '\\' OR s.phone LIKE @pattern ESCAPE '\\' OR s.email LIKE @pattern ESCAPE '\\')`;
  const plan = (sql, params) =>
    db
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(params)
      .map((r) => r.detail)
      .join('; ');
  const params = { kind: KIND, pattern: '%sharma%', phrase: '"sharma"', limit: PAGE_SIZE, offset: 0 };
  const pagePlan = plan(
    `SELECT s.* FROM (SELECT s.id AS id, s.created_at AS created_at, COUNT(*) OVER () AS total FROM submission_search AS f CROSS JOIN submissions AS s ON s.id = f.rowid WHERE submission_search MATCH @phrase AND s.kind = @kind AND ${LIKE} ORDER BY s.created_at DESC, s.id DESC LIMIT @limit OFFSET @offset) AS hit CROSS JOIN submissions AS s ON s.id = hit.id ORDER BY hit.created_at DESC, hit.id DESC`,
    params,
  );
  const countPlan = plan(`SELECT COUNT(*) AS total FROM submissions WHERE kind = @kind`, { kind: KIND });
  console.log(`\nAdmin search, ${RUNS} runs each, over ${ROWS} rows (repository the admin API uses):`);
  console.table(rows.map((r) => ({ ...r, p50: r.p50.toFixed(2), p95: r.p95.toFixed(2), max: r.max.toFixed(2) })));
  console.log(`query plan, page : ${pagePlan}`);
  console.log(`query plan, count: ${countPlan}`);
  console.log(
    'note: a text of three characters or more is looked up in the trigram index (submission_search), and only those rows are read; shorter texts scan the kind.',
  );
  for (const r of rows) record('admin search', `${r.search} p50 / p95 ms`, `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)}`, 'p95 <= 50', r.p95 <= 50);
  record('admin search', 'query plan (search, page + total)', pagePlan);
  record('admin search', 'query plan (no text, count)', countPlan);
} finally {
  db.close();
  rmSync(dir, { recursive: true, force: true });
}
