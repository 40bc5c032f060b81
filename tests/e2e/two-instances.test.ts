import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/engine/db';
import { MAIL_CLAIM_LEASE_MS } from '../../server/services/mail/worker';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '../support/fake-smtp-server';
import { createTempPostgresDb, type TempPostgresDb } from '../support/postgres';
import { createServerClock, type ServerClock } from '../support/server-clock';
import { startServerProcess, type RunningServer } from './server-process';

// Two real server processes on one PostgreSQL database, as a site behind a load balancer runs
// them: the same key sent to both at once, thousands of form posts spread over both, and one of
// them killed with SIGKILL mid-load while the other carries on. What a client was told (201 and
// an id) is what the database holds, once; every mail reaches the SMTP server once.
//
// Two pairs, each on a database of its own. The first sends no mail (no SMTP_URL: mails wait as
// not_configured), since mail is the slow part: each is sent over a connection of its own, and
// the loopback SMTP server waits 100 ms before greeting each one (smtp-server's early-talker
// check), so an instance sends fewer than ten a second. The second pair mails that server, with a
// load it can send in the time of a test. In it each instance sends as its own MAIL_FROM, so the
// SMTP server tells which one handed over each message. The kill lands mid-load and mid-send:
// while the instance waits for the answer to MAIL FROM, its mail claimed and nothing handed over
// yet. That mail stays the killed instance's until the claim's lease runs out; only the survivor
// runs on a clock the test can move (server-clock.ts), and it is moved past that lease instead of
// waited for.

const SESSION_SECRET = 'two-instances-share-one-session-secret-0123456789';
const SENDER = { one: 'no-reply@one.saathi.example', two: 'no-reply@two.saathi.example' } as const;
const IN_FLIGHT = 40;
const LOAD_POSTS = 2_000;
const KILL_POSTS = 200;
/** Once this many posts of the load on the mailing pair were acknowledged, the kill waits for `one` to start a mail. */
const KILL_AFTER = 40;
const REQUEST_TIMEOUT_MS = 15_000;
const MAIL_WAIT_MS = 90_000;

type Pair = { one: RunningServer; two: RunningServer; pg: TempPostgresDb };

let smtp: TestSmtpServer;
let clock: ServerClock;
/** (a) and (b): no mail sent. */
let quiet: Pair;
/** (c): mail sent, `one` killed. */
let mailing: Pair;
const pairs: Pair[] = [];

/** Set by the kill test: the next mail `one` starts is held at MAIL FROM, and `reached` called. */
let holdOnesNextMail: { reached(): void; released: Promise<void> } | undefined;

/**
 * Two instances on a new database, started together as instances behind a load balancer are:
 * both seed the database and look for the first staff account at once.
 */
async function startPair(env: Record<string, string>, two: { env: Record<string, string>; nodeArgs: readonly string[] } = { env: {}, nodeArgs: [] }): Promise<Pair> {
  const pg = await createTempPostgresDb({ migrated: true });
  const shared = {
    DATABASE_URL: pg.url,
    SESSION_SECRET,
    // Every post comes from 127.0.0.1; the per-address limit would refuse all but the first 30 a minute.
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  };
  const started = await Promise.allSettled([
    startServerProcess({ ...shared, ...(env.SMTP_URL ? { MAIL_FROM: `Saathi <${SENDER.one}>` } : {}) }),
    startServerProcess({ ...shared, ...(env.SMTP_URL ? { MAIL_FROM: `Saathi <${SENDER.two}>` } : {}), ...two.env }, { nodeArgs: two.nodeArgs }),
  ]);
  const [first, second] = started;
  if (first.status === 'fulfilled' && second.status === 'fulfilled') {
    const pair = { one: first.value, two: second.value, pg };
    pairs.push(pair);
    return pair;
  }
  for (const result of started) if (result.status === 'fulfilled') await result.value.stop();
  await pg.cleanup();
  throw [first, second].find((result) => result.status === 'rejected')!.reason;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer({
    beforeMailFrom(from) {
      const hold = holdOnesNextMail;
      if (from !== SENDER.one || !hold) return;
      holdOnesNextMail = undefined;
      hold.reached();
      return hold.released;
    },
  });
  clock = createServerClock();
  [quiet, mailing] = await Promise.all([
    startPair({}),
    startPair({ SMTP_URL: smtp.url, TEAM_EMAIL: 'team@saathi.example', MAIL_POLL_INTERVAL_SECONDS: '1' }, { env: clock.env, nodeArgs: clock.nodeArgs }),
  ]);
});

afterAll(async () => {
  await Promise.all(pairs.flatMap(({ one, two }) => [one.stop(), two.stop()]));
  for (const { pg } of pairs) await pg.cleanup();
  await smtp?.stop();
  clock?.remove();
});

// ---- Posting ------------------------------------------------------------------------------

type Post = { key: string; marker: string; body: Record<string, string> };
type Answer = { status: number; id: number | undefined; replayed: boolean };

/** A contact message whose text is its marker: fixed width, so no marker is the start of another. */
function contactPost(run: string, n: number): Post {
  const marker = `${run}-${String(n).padStart(5, '0')}`;
  return {
    key: randomUUID(),
    marker,
    body: { fullName: 'Asha Verma', email: 'asha@example.in', phoneNumber: '9876543210', subject: `Message ${n}`, message: marker },
  };
}

/** The server's answer; undefined when the connection failed (refused, reset, cut off mid-answer): not acknowledged. */
async function send(server: RunningServer, post: Post): Promise<Answer | undefined> {
  try {
    const res = await fetch(`${server.url}/api/submissions/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': post.key },
      body: JSON.stringify(post.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const answer = (await res.json()) as { id?: number };
    return { status: res.status, id: answer.id, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch {
    return undefined;
  }
}

/** Runs `work` on every item, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
}

// ---- Reading back -------------------------------------------------------------------------

type StoredRow = { id: number; marker: string; key: string | null; message_id: string | null; state: string | null };

/** Every contact message of a run, with its key and its mail (one row per submission and mail). */
function storedRun(db: Db, run: string): Promise<StoredRow[]> {
  return db.all<StoredRow>(
    `SELECT s.id, s.payload::json->>'message' AS marker, k.key, m.message_id, m.state
     FROM submissions s
     LEFT JOIN idempotency_keys k ON k.submission_id = s.id
     LEFT JOIN mail_outbox m ON m.submission_id = s.id
     WHERE s.kind = 'contact' AND s.payload::json->>'message' LIKE ?
     ORDER BY s.id`,
    [`${run}-%`],
  );
}

/** Every acknowledged post stored once, under its key, with the id it was answered and one mail; nothing else stored. */
async function expectStoredOnce(db: Db, run: string, acknowledged: ReadonlyMap<Post, number>): Promise<StoredRow[]> {
  const rows = await storedRun(db, run);
  const byMarker = new Map<string, StoredRow[]>();
  for (const row of rows) byMarker.set(row.marker, [...(byMarker.get(row.marker) ?? []), row]);
  const twice = [...byMarker].filter(([, same]) => same.length > 1).map(([marker]) => marker);
  expect(twice, 'posts stored more than once (or with more than one key or mail)').toEqual([]);
  expect(rows.length, 'rows stored for posts never acknowledged').toBe(acknowledged.size);
  const wrong = [...acknowledged]
    .filter(([post, id]) => {
      const row = byMarker.get(post.marker)?.[0];
      return row?.id !== id || row.key !== post.key || row.message_id === null;
    })
    .map(([post]) => post.marker);
  expect(wrong, 'acknowledged posts missing, under another id or key, or without their mail').toEqual([]);
  return rows;
}

type Deliveries = { byMessageId: ReceivedMail[]; byMarker: ReceivedMail[] };

/**
 * What the SMTP server received for each mail of a run: by the mail's Message-ID, and by the
 * submission's marker in the text (the contact notice quotes the message).
 */
function deliveriesOf(run: string, rows: readonly StoredRow[]): Map<StoredRow, Deliveries> {
  const byMessageId = new Map<string, ReceivedMail[]>();
  const byMarker = new Map<string, ReceivedMail[]>();
  const add = (map: Map<string, ReceivedMail[]>, key: string | undefined, mail: ReceivedMail) => {
    if (key !== undefined) map.set(key, [...(map.get(key) ?? []), mail]);
  };
  const marker = new RegExp(`${run}-\\d{5}`, 'g');
  for (const mail of smtp.received) {
    add(byMessageId, mail.headers.get('message-id'), mail);
    for (const found of new Set(mail.text?.match(marker))) add(byMarker, found, mail);
  }
  return new Map(rows.map((row) => [row, { byMessageId: byMessageId.get(row.message_id ?? '') ?? [], byMarker: byMarker.get(row.marker) ?? [] }]));
}

async function waitFor(what: string, done: () => Promise<boolean>, timeoutMs = MAIL_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// ---- The tests ----------------------------------------------------------------------------

describe('two server processes on one PostgreSQL database', () => {
  it('stores a key sent to both at once once, and answers both with its id', async () => {
    const { one, two, pg } = quiet;
    const run = `same-key-${randomUUID().slice(0, 8)}`;
    const posts = Array.from({ length: 50 }, (_, n) => contactPost(run, n));
    const acknowledged = new Map<Post, number>();
    for (const post of posts) {
      const answers = await Promise.all([send(one, post), send(two, post)]);
      expect(answers.map((answer) => answer?.status)).toEqual([201, 201]);
      expect(answers[0]!.id).toBe(answers[1]!.id);
      // One stored it; the other waited on the key and found it.
      expect(answers.map((answer) => answer!.replayed).sort()).toEqual([false, true]);
      acknowledged.set(post, answers[0]!.id!);
    }
    await expectStoredOnce(pg.db, run, acknowledged);
  });

  it(`stores each of ${LOAD_POSTS} posts spread over both once`, { timeout: 120_000 }, async () => {
    const { one, two, pg } = quiet;
    const run = `load-${randomUUID().slice(0, 8)}`;
    const posts = Array.from({ length: LOAD_POSTS }, (_, n) => contactPost(run, n));
    const acknowledged = new Map<Post, number>();
    const started = performance.now();
    await inParallel(posts, IN_FLIGHT, async (post, n) => {
      const answer = await send(n % 2 === 0 ? one : two, post);
      expect(answer?.status, post.marker).toBe(201);
      expect(answer?.replayed, post.marker).toBe(false);
      acknowledged.set(post, answer!.id!);
    });
    const seconds = (performance.now() - started) / 1000;

    const rows = await expectStoredOnce(pg.db, run, acknowledged);
    // Each with its team notice, kept until an instance starts with SMTP_URL.
    expect(rows.filter((row) => row.state !== 'not_configured')).toEqual([]);
    console.info(
      `two instances: ${LOAD_POSTS} posts, ${IN_FLIGHT} in flight, in ${seconds.toFixed(1)} s (${Math.round(LOAD_POSTS / seconds)} posts/s)`,
    );
  });

  it('keeps answering on the survivor when the other is killed mid-load and mid-send, and loses and doubles nothing', { timeout: 150_000 }, async () => {
    const { one, two, pg } = mailing;
    const run = `kill-${randomUUID().slice(0, 8)}`;
    const posts = Array.from({ length: KILL_POSTS }, (_, n) => contactPost(run, n));
    const acknowledged = new Map<Post, number>();
    let killed: Promise<void> | undefined;
    let killing = false;
    let oneIsDown = false;
    let failedOnOne = 0;
    let replayedOnTwo = 0;
    const started = performance.now();

    // Once the kill is pending, posts for `one` wait here until its mail is held mid-send; then
    // they go, and the first of them answered sets off the kill, so the others are in flight on
    // it. Waiting for the mail alone left nothing in flight whenever every post was answered first.
    let toOne: Promise<void> = Promise.resolve();
    let answeredOnOne = () => {};

    /** Kills `one` while it is mid-send (its next mail claimed, its SMTP conversation begun, nothing handed over) and mid-load. */
    const killMidSend = async () => {
      let releaseMail = () => {};
      const mailReleased = new Promise<void>((resolve) => (releaseMail = resolve));
      const reached = new Promise<void>((resolve) => (holdOnesNextMail = { reached: resolve, released: mailReleased }));
      let releasePosts = () => {};
      toOne = new Promise<void>((resolve) => (releasePosts = resolve));
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('The instance to kill started no mail in time')), MAIL_WAIT_MS).unref(),
      );
      // Should no mail start, the posts still go (to an instance never killed), so the load ends
      // and the test fails on this error rather than on its own time limit.
      await Promise.race([reached, timeout]).catch((error: unknown) => {
        releasePosts();
        throw error;
      });
      const answered = new Promise<void>((resolve) => (answeredOnOne = resolve));
      killing = true;
      releasePosts();
      await answered;
      await one.kill('SIGKILL');
      // Its connection is gone with it: the reply goes nowhere.
      releaseMail();
    };

    await inParallel(posts, IN_FLIGHT, async (post, n) => {
      // The load balancer sends to both until the first failure on `one`, then to `two` only.
      if (n % 2 === 0) await toOne;
      if (n % 2 === 0 && !oneIsDown) {
        const answer = await send(one, post);
        if (answer) {
          expect(answer.status, post.marker).toBe(201);
          acknowledged.set(post, answer.id!);
          if (killing) answeredOnOne();
        } else {
          expect(killing, `${post.marker} failed on an instance not killed yet`).toBe(true);
          oneIsDown = true;
          failedOnOne++;
        }
      }
      if (!acknowledged.has(post)) {
        // A post that failed on the killed instance is sent again with its key: it may have been stored there.
        const answer = await send(two, post);
        expect(answer?.status, `${post.marker} on the survivor`).toBe(201);
        if (answer!.replayed) replayedOnTwo++;
        acknowledged.set(post, answer!.id!);
      }
      if (acknowledged.size >= KILL_AFTER) killed ??= killMidSend();
    });
    await killed;
    const killedBy = new Date();
    const postsSeconds = (performance.now() - started) / 1000;
    expect(failedOnOne, 'the kill caught posts in flight on the killed instance').toBeGreaterThan(0);

    const rows = await expectStoredOnce(pg.db, run, acknowledged);
    expect(rows).toHaveLength(KILL_POSTS);

    // The survivor sends every mail it may. What is left is the mail the killed instance claimed,
    // on a lease taken before the kill (a claim of the survivor's since then runs out later).
    const unsent = async () => (await pg.db.get<{ n: number }>(`SELECT count(*) AS n FROM mail_outbox WHERE state <> 'sent'`))!.n;
    const leftClaimed = async () =>
      (
        await pg.db.all<{ message_id: string }>(`SELECT message_id FROM mail_outbox WHERE state = 'sending' AND claimed_until <= ?`, [
          new Date(killedBy.getTime() + MAIL_CLAIM_LEASE_MS).toISOString(),
        ])
      ).map((row) => row.message_id);
    await waitFor('the survivor to send every mail it may', async () => (await unsent()) === (await leftClaimed()).length);
    const orphans = await leftClaimed();
    expect(orphans).toHaveLength(1);
    const orphan = orphans[0]!;
    expect(smtp.received.filter((mail) => mail.headers.get('message-id') === orphan), 'the mail held mid-send').toEqual([]);

    // The lease runs out: the survivor's next look takes the mail over.
    clock.moveTo(new Date(Date.now() + MAIL_CLAIM_LEASE_MS + 60_000), two);
    await waitFor('the outbox to be sent', async () => (await unsent()) === 0);
    const mailSeconds = (performance.now() - started) / 1000;

    const deliveries = deliveriesOf(run, rows);
    const wrong = rows
      .filter((row) => deliveries.get(row)!.byMessageId.length !== 1 || deliveries.get(row)!.byMarker.length !== 1)
      .map((row) => `${row.marker}: ${deliveries.get(row)!.byMessageId.length} by Message-ID, ${deliveries.get(row)!.byMarker.length} by text`);
    expect(wrong, 'mails not delivered exactly once').toEqual([]);
    expect(smtp.received).toHaveLength(KILL_POSTS);
    expect(smtp.received.find((mail) => mail.headers.get('message-id') === orphan)?.from, 'the orphan sent by the survivor').toBe(SENDER.two);
    const byKilled = smtp.received.filter((mail) => mail.from === SENDER.one).length;

    console.info(
      `two instances, one killed: ${KILL_POSTS} posts, ${IN_FLIGHT} in flight, in ${postsSeconds.toFixed(1)} s; ${failedOnOne} failed on the ` +
        `killed instance and were sent again to the survivor (${replayedOnTwo} of them had been stored before the kill); ` +
        `mails sent by the killed instance ${byKilled}, by the survivor ${KILL_POSTS - byKilled} (its claimed one included), ` +
        `every one ${mailSeconds.toFixed(1)} s after the first post`,
    );
  });
});
