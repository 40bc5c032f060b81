import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { ownServers, withDatabase } from './harness';
import type { RunningServer } from './server-process';

// The real server is killed with SIGKILL while clients are sending contact messages, then
// started again on the same database. Clients replay, with the same Idempotency-Key, every
// message the server never acknowledged, as the device outbox does. Acknowledged means
// stored: nothing is lost, and nothing is stored twice. On SQLite the kill catches the file and
// its WAL mid-write; on PostgreSQL (project e2e-postgres) the database lives on and the kill
// cuts the server's connections mid-transaction: either way a 201 must mean committed, and
// whatever was cut off must be rolled back whole, so that its replay is taken once.

const CLIENTS = 8;
const LOAD_MS = 2_500;
/** The kill comes once this many are acknowledged too: a server with a history, not one just started. */
const MIN_ACKNOWLEDGED = 50;
/** PostgreSQL takes a round trip per statement: on a busy machine it may need more than LOAD_MS to get there. */
const MAX_LOAD_MS = 20_000;
const MAX_REPLAY_ATTEMPTS = 20;

type Sent = { key: string; body: Record<string, string>; id?: number };

const servers = ownServers();
afterAll(() => servers.stopAll());

async function post(url: string, sent: Sent): Promise<{ status: number; id?: number; replayed: boolean } | undefined> {
  try {
    const res = await fetch(`${url}/api/submissions/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': sent.key },
      body: JSON.stringify(sent.body),
      signal: AbortSignal.timeout(5_000),
    });
    const answer = (await res.json()) as { id?: number };
    return { status: res.status, id: answer.id, replayed: res.headers.get('idempotent-replayed') === 'true' };
  } catch {
    // Refused, reset or cut off mid-answer: not acknowledged, so the client will replay it.
    return undefined;
  }
}

function message(client: number, n: number): Record<string, string> {
  return { fullName: `Client ${client}`, email: `client${client}@example.in`, phoneNumber: '9876543210', subject: `Message ${n}`, message: `client-${client}-message-${n}` };
}

type Row = { id: number; message: string; mails: number };

async function storedMessages(server: RunningServer): Promise<Row[]> {
  const rows = await withDatabase(server, (db) =>
    db.all<{ id: number; payload: string; mails: number }>(
      `SELECT s.id, s.payload, (SELECT count(*) FROM mail_outbox m WHERE m.submission_id = s.id) AS mails
       FROM submissions s WHERE s.kind = 'contact' ORDER BY s.id`,
    ),
  );
  return rows.map(({ id, payload, mails }) => ({ id, message: (JSON.parse(payload) as { message: string }).message, mails }));
}

describe('a server killed mid-load', () => {
  it('keeps every acknowledged submission exactly once, and takes every replay exactly once', { timeout: 120_000 }, async () => {
    const server = await servers.start({ RATE_LIMIT_PER_MINUTE: '1000000' });
    const sent: Sent[][] = Array.from({ length: CLIENTS }, () => []);
    let loading = true;

    const clients = sent.map(async (mine, client) => {
      // Bounded by time and by count, whatever the server does.
      for (let n = 0; loading && n < 5_000; n++) {
        const item: Sent = { key: randomUUID(), body: message(client, n) };
        mine.push(item);
        const answer = await post(server.url, item);
        if (answer?.status === 201) item.id = answer.id;
        else if (answer) throw new Error(`Unexpected answer ${answer.status} under load`);
      }
    });

    const acknowledgedSoFar = () => sent.flat().filter((item) => item.id !== undefined).length;
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
    while (acknowledgedSoFar() <= MIN_ACKNOWLEDGED && Date.now() - started < MAX_LOAD_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    const acknowledgedBeforeKill = acknowledgedSoFar();
    await server.kill('SIGKILL');
    loading = false;
    await Promise.all(clients);

    const all = sent.flat();
    const acknowledged = all.filter((item) => item.id !== undefined);
    const unacknowledged = all.filter((item) => item.id === undefined);
    expect(acknowledgedBeforeKill).toBeGreaterThan(MIN_ACKNOWLEDGED);
    expect(unacknowledged.length, 'the kill should have caught requests in flight').toBeGreaterThan(0);

    // Every 201 survived the crash, once, before any replay.
    const afterCrash = await storedMessages(server);
    const afterCrashByMessage = new Map(afterCrash.map((row) => [row.message, row]));
    expect(afterCrashByMessage.size).toBe(afterCrash.length);
    for (const item of acknowledged) expect(afterCrashByMessage.get(item.body.message!)?.id, item.body.message).toBe(item.id);

    await server.restart();

    let replayedAsStored = 0;
    for (const item of unacknowledged) {
      let answer: Awaited<ReturnType<typeof post>> = undefined;
      for (let attempt = 0; attempt < MAX_REPLAY_ATTEMPTS && answer?.status !== 201; attempt++) answer = await post(server.url, item);
      expect(answer?.status, `replay of ${item.body.message}`).toBe(201);
      item.id = answer!.id;
      if (answer!.replayed) replayedAsStored++;
    }
    // A device that never heard the 201 sends again; it gets the same id, nothing new is stored.
    for (const item of acknowledged.filter((_, index) => index % 10 === 0)) {
      const answer = await post(server.url, item);
      expect(answer).toEqual({ status: 201, id: item.id, replayed: true });
    }

    const rows = await storedMessages(server);
    const byMessage = new Map(rows.map((row) => [row.message, row]));
    expect(rows.length, 'no message is stored twice').toBe(byMessage.size);
    expect(rows.length, 'every message is stored, and nothing else').toBe(all.length);
    for (const item of all) expect(byMessage.get(item.body.message!)?.id, item.body.message).toBe(item.id);
    // The team notice was committed with its submission: never one without the other.
    expect(rows.filter((row) => row.mails !== 1)).toEqual([]);

    console.info(
      `crash safety: ${CLIENTS} clients, ${all.length} submissions, ${acknowledged.length} acknowledged before SIGKILL, ` +
        `${unacknowledged.length} replayed after restart (${replayedAsStored} of them had been stored before the crash)`,
    );
  });
});
