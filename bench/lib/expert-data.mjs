// The experts and sessions of the expert-matching benchmark (issue 19): generated with a
// seeded generator, so that every run (and any script timing the calendar on its own) sees
// the same ones, and written straight into a migrated database.
import Database from 'better-sqlite3';
import { istDate } from './common.mjs';

export const EXPERTS = 200;
const SESSIONS_PER_EXPERT = 10;
/** The sessions lie between today and this many days ahead (IST). */
export const DAYS = 14;

// The wizards' lists (src/domain/options.ts, and EXPERT_CONCERNS of src/domain/expert-profile.ts
// is their union without "Other"). Copied: the server's build is one bundle that exports nothing.
export const LANGUAGES = ['English', 'Hindi', 'Tamil', 'Telugu', 'Kannada', 'Bengali', 'Marathi'];
export const SUPPORT_REASONS = ['Stress and anxiety', 'Depression', 'Relationship issues', 'Work-life balance', 'Grief and loss', 'Trauma/PTSD'];
const COUPLE_CONCERNS = [
  'Communication issues',
  'Trust issues',
  'Infidelity',
  'Parenting conflicts',
  'Financial conflicts',
  'Intimacy problems',
  'Different life goals',
  'Recurring arguments',
];
const FAMILY_CONCERNS = [
  'Communication Breakdown',
  'Long Standing Conflicts',
  'Emotional Distance',
  'Grief or Loss Within the Family',
  'Financial Disagreements',
];
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
// A working day as experts keep it: one stretch, or two with a break (IST, 24-hour clock).
const DAY_SHAPES = [
  [['10:00', '18:00']],
  [['09:00', '13:00']],
  [['12:00', '20:00']],
  [['16:00', '23:00']],
  [['10:00', '13:00'], ['15:00', '19:00']],
  [['09:30', '12:30'], ['18:00', '22:00']],
  [['11:00', '14:00'], ['17:00', '21:30']],
];
const FIRST_NAMES = {
  Female: ['Ananya', 'Priya', 'Kavya', 'Meera', 'Lakshmi', 'Sneha', 'Divya', 'Riya'],
  Male: ['Arjun', 'Rahul', 'Vikram', 'Karthik', 'Rohan', 'Aditya', 'Suresh', 'Imran'],
};
const SURNAMES = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Banerjee', 'Kulkarni', 'Gowda', 'Patel', 'Menon', 'Das', 'Joshi', 'Khan', 'Rao', 'Mukherjee'];

/** mulberry32: a small seeded generator. */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
/** Random draws (a number, a whole number between two, one item, several items) from one seeded generator. */
export function drawing(seed) {
  const random = seeded(seed);
  const between = (low, high) => low + Math.floor(random() * (high - low + 1));
  const pick = (list) => list[Math.floor(random() * list.length)];
  /** `count` different items of `list`, in the list's order. */
  const some = (list, count) => {
    const chosen = new Set();
    while (chosen.size < Math.min(count, list.length)) chosen.add(pick(list));
    return list.filter((item) => chosen.has(item));
  };
  return { random, between, pick, some };
}

const minutesOf = (clock) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3));
/** The instant `minutes` after IST midnight of a 'YYYY-MM-DD' date (IST is UTC+05:30, no daylight saving). */
const istInstant = (date, minutes) => Date.parse(`${date}T00:00:00.000Z`) + (minutes - 330) * 60_000;
const weekdayOf = (date) => WEEKDAYS[(new Date(`${date}T00:00:00.000Z`).getUTCDay() + 6) % 7];

function generateExpert({ random, between, pick, some }, index) {
  const gender = random() < 0.6 ? 'Female' : 'Male';
  // Most counsellors take individual sessions only; some also couples or families, a few only those.
  const roll = random();
  const kinds =
    roll < 0.7 ? ['individual'] : roll < 0.82 ? ['individual', 'couple'] : roll < 0.92 ? ['individual', 'family-friends'] : roll < 0.96 ? ['couple'] : ['family-friends'];
  const concernsOffered = [
    ...(kinds.includes('individual') ? SUPPORT_REASONS : []),
    ...(kinds.includes('couple') ? COUPLE_CONCERNS : []),
    ...(kinds.includes('family-friends') ? FAMILY_CONCERNS : []),
  ];
  // English is spoken by most; the other languages are spread evenly.
  const languages = random() < 0.85 ? ['English', ...some(LANGUAGES.slice(1), between(1, 3))] : some(LANGUAGES.slice(1), between(2, 4));
  const shape = pick(DAY_SHAPES);
  const hours = some(WEEKDAYS, between(3, 6)).flatMap((day) => shape.map(([from, to]) => ({ day, from, to })));
  // About one expert in eight is away for a few days of the fortnight.
  const timeOff = [];
  if (random() < 0.12) {
    const first = between(0, DAYS - 1);
    timeOff.push({ from: istDate(first), to: istDate(first + between(0, 3)) });
  }
  return {
    original_id: 1000 + index,
    name: `${pick(FIRST_NAMES[gender])} ${pick(SURNAMES)}`,
    position: pick(['Counselling Psychologist', 'Clinical Psychologist', 'Psychotherapist', 'Family Therapist']),
    languages: JSON.stringify(languages),
    gender,
    concerns: JSON.stringify(some(concernsOffered, between(2, 6))),
    kinds: JSON.stringify(kinds),
    hours: JSON.stringify(hours),
    time_off: JSON.stringify(timeOff),
    kindList: kinds,
    hourList: hours,
    timeOffList: timeOff,
  };
}

/**
 * About SESSIONS_PER_EXPERT sessions for one expert over the next fortnight: inside their
 * hours, not on time off, in the future, never overlapping one another. Most are confirmed;
 * the rest are holds that stay live for the whole run.
 */
function generateSessions({ random, between, pick }, expert, now) {
  const sessions = [];
  for (let attempt = 0; attempt < SESSIONS_PER_EXPERT * 5 && sessions.length < SESSIONS_PER_EXPERT; attempt++) {
    const date = istDate(between(0, DAYS));
    if (expert.timeOffList.some((away) => away.from <= date && date <= away.to)) continue;
    const stretches = expert.hourList.filter((hours) => hours.day === weekdayOf(date));
    if (stretches.length === 0) continue;
    const stretch = pick(stretches);
    const kind = pick(expert.kindList);
    const minutes = kind === 'individual' ? pick([40, 60]) : 60;
    const latest = minutesOf(stretch.to) - minutes;
    const startMinutes = minutesOf(stretch.from) + 30 * between(0, Math.floor((latest - minutesOf(stretch.from)) / 30));
    if (startMinutes > latest) continue;
    const start = istInstant(date, startMinutes);
    const end = start + minutes * 60_000;
    if (start <= now.getTime() || sessions.some((other) => other.start < end && start < other.end)) continue;
    sessions.push({ kind, start, end, state: random() < 0.8 ? 'confirmed' : 'held' });
  }
  return sessions;
}

/**
 * Replaces the demo experts of a migrated database with the generated ones and their
 * sessions; returns the counts. The generator starts afresh on every call.
 */
export function fillDatabase(file) {
  const draw = drawing(19);
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const now = new Date();
  const nowIso = now.toISOString();
  // The hold outlives the run, so that held sessions count as taken throughout.
  const holdExpiresAt = new Date(now.getTime() + 6 * 3_600_000).toISOString();
  const insertExpert = db.prepare(
    `INSERT INTO experts (original_id, name, position, uploaded_at, languages, gender, concerns, kinds, hours, time_off, active)
     VALUES (@original_id, @name, @position, @uploaded_at, @languages, @gender, @concerns, @kinds, @hours, @time_off, 1)
     RETURNING id`,
  );
  // expert_sessions.submission_id must name a real booking.
  const insertSubmission = db.prepare(
    `INSERT INTO submissions (kind, name, email, phone, status, payload, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const insertSession = db.prepare(
    `INSERT INTO expert_sessions (expert_id, kind, submission_id, starts_at, ends_at, state, hold_expires_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const counts = { experts: 0, sessions: 0, held: 0 };
  db.transaction(() => {
    // Fresh database: nothing refers to the demo experts yet.
    db.prepare('DELETE FROM experts').run();
    for (let index = 1; index <= EXPERTS; index++) {
      const expert = generateExpert(draw, index);
      const { id: expertId } = insertExpert.get({ ...columnsOf(expert), uploaded_at: nowIso });
      counts.experts++;
      for (const session of generateSessions(draw, expert, now)) {
        const visitor = `${draw.pick([...FIRST_NAMES.Female, ...FIRST_NAMES.Male])} ${draw.pick(SURNAMES)}`;
        const payload = JSON.stringify({ fullName: visitor, preferredLanguage: draw.pick(LANGUAGES) });
        const status = session.state === 'confirmed' ? 'Paid' : 'Pending';
        const { id: submissionId } = insertSubmission.get(session.kind, visitor, `visitor${counts.sessions}@example.in`, '9876543210', status, payload, nowIso);
        insertSession.run(
          expertId,
          session.kind,
          submissionId,
          new Date(session.start).toISOString(),
          new Date(session.end).toISOString(),
          session.state,
          session.state === 'held' ? holdExpiresAt : null,
          nowIso,
        );
        counts.sessions++;
        if (session.state === 'held') counts.held++;
      }
    }
  })();
  db.close();
  return counts;
}

/** The expert's columns, without the lists kept for generating sessions. */
function columnsOf({ kindList, hourList, timeOffList, ...columns }) {
  return columns;
}
