import { afterEach, describe, expect, it } from 'vitest';
import { workshopRegistration } from '../../tests/support/fixtures';
import type { SaathiDb } from './db';
import { leaseLock } from './outbox-lock';
import { submit } from './outbox';
import {
  BACKOFF_CAP_MS,
  MESSAGES,
  SENT_RETENTION_MS,
  backoffDelay,
  createSyncEngine,
  parseRetryAfter,
  submissionPath,
  type SyncEngineDeps,
} from './sync-engine';
import { fakeApi, fakeClock, fakeDevice, freshDb, json, queuedItem, validContact } from '../../tests/support/device';

const opened: SaathiDb[] = [];

function track(db: SaathiDb): SaathiDb {
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function setup(fetch: typeof globalThis.fetch, overrides: Partial<SyncEngineDeps> = {}) {
  const db = track(freshDb());
  const clock = fakeClock();
  const engine = createSyncEngine({
    db,
    fetch,
    now: clock.now,
    random: () => 0.5,
    lock: leaseLock(db, { now: clock.now }),
    ...overrides,
  });
  const queue = (payload: unknown = validContact()) =>
    submit('contact', payload, { db, now: clock.now, send: () => {} }).then((result) => {
      if (!result.ok) throw new Error(`Invalid test payload: ${JSON.stringify(result.fieldErrors)}`);
      return result.id;
    });
  return { db, clock, engine, queue };
}

describe('backoff', () => {
  it('waits a random part of 2 s, 4 s, 8 s… and never more than 5 minutes', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(1_000);
    expect(backoffDelay(2, () => 0.5)).toBe(2_000);
    expect(backoffDelay(3, () => 0.999)).toBe(7_992);
    expect(backoffDelay(30, () => 0.999)).toBeLessThan(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0.5)).toBe(BACKOFF_CAP_MS / 2);
    expect(backoffDelay(4, () => 0)).toBe(0);
  });

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.UTC(2025, 2, 5, 10, 30);
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('999999', now)).toBe(60 * 60_000);
  });
});

describe('the sync engine', () => {
  it('POSTs each item with its id as the Idempotency-Key; 201 marks it sent, empties it and clears its draft', async () => {
    const api = fakeApi(() => json(201, { id: 42 }));
    const { db, clock, engine, queue } = setup(api.fetch);
    const id = await queue();
    expect(await db.drafts.get('contact')).toMatchObject({ submittedAs: id });

    clock.advance(500);
    await engine.syncNow();

    expect(api.requests).toEqual([{ url: '/api/submissions/contact', key: id, body: validContact() }]);
    expect(await db.outbox.get(id)).toMatchObject({
      state: 'sent',
      serverId: 42,
      sentAt: clock.now(),
      payload: null,
      lastError: null,
      sendingSince: null,
    });
    expect(await db.drafts.get('contact')).toBeUndefined();
  });

  it("sends the page's language as the Content-Language of an item stored with one, and none otherwise", async () => {
    const languages: Array<string | null> = [];
    const fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      languages.push(new Headers(init?.headers).get('Content-Language'));
      return json(201, { id: languages.length });
    }) as typeof globalThis.fetch;
    const { db, clock, engine } = setup(fetch);
    const hindi = await submit('contact', validContact(), { db, now: clock.now, send: () => {}, language: 'hi' });
    expect(hindi.ok && (await db.outbox.get(hindi.id))?.language).toBe('hi');
    await engine.syncNow();
    await submit('contact', validContact(), { db, now: clock.now, send: () => {} });
    await engine.syncNow();
    expect(languages).toEqual(['hi', null]);
  });

  it('keeps a draft the visitor changed after submitting', async () => {
    const api = fakeApi(() => json(201, { id: 1 }));
    const { db, engine, queue } = setup(api.fetch);
    await queue();
    await db.drafts.put({ kind: 'contact', data: { fullName: 'A new message' }, updatedAt: 1 });
    await engine.syncNow();
    expect(await db.drafts.get('contact')).toMatchObject({ data: { fullName: 'A new message' } });
  });

  it('keeps an item on 5xx and retries with exponential backoff and jitter, with the same key', async () => {
    const api = fakeApi(
      () => json(500, { error: 'Something went wrong' }),
      () => json(503, { error: 'Unavailable' }),
      () => json(201, { id: 9 }),
    );
    const { db, clock, engine, queue } = setup(api.fetch);
    const id = await queue();

    await engine.syncNow();
    let item = await db.outbox.get(id);
    expect(item).toMatchObject({ state: 'queued', attempts: 1, lastStatus: 500, lastError: MESSAGES.serverProblem });
    expect(item?.nextAttemptAt).toBe(clock.now() + 1_000); // random 0.5 of 2 s

    // Not due yet: nothing is sent.
    clock.advance(999);
    await engine.syncNow();
    expect(api.requests).toHaveLength(1);

    clock.advance(1);
    await engine.syncNow();
    item = await db.outbox.get(id);
    expect(item).toMatchObject({ state: 'queued', attempts: 2, lastStatus: 503 });
    expect(item?.nextAttemptAt).toBe(clock.now() + 2_000); // random 0.5 of 4 s

    clock.advance(2_000);
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'sent', serverId: 9, attempts: 2 });
    expect(api.requests.map((request) => request.key)).toEqual([id, id, id]);
  });

  it('keeps an item when the network fails or the server does not answer in time', async () => {
    const offline = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    const id = await offline.queue();
    await offline.engine.syncNow();
    expect(await offline.db.outbox.get(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastStatus: 0,
      lastError: MESSAGES.offline,
    });

    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const slow = setup(hanging, { timeoutMs: 30 });
    const slowId = await slow.queue();
    await slow.engine.syncNow();
    expect(await slow.db.outbox.get(slowId)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastStatus: 0,
      lastError: MESSAGES.timeout,
    });
  });

  it('marks an item refused with 4xx as failed, keeping the server’s reason and field errors, and never resends it', async () => {
    const api = fakeApi(() => json(400, { error: 'Please check the form', fields: { email: 'Email is invalid' } }));
    const { db, clock, engine, queue } = setup(api.fetch);
    const id = await queue();
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({
      state: 'failed',
      lastStatus: 400,
      lastError: 'Please check the form',
      fieldErrors: { email: 'Email is invalid' },
      payload: validContact(),
    });
    // Still on the device, with its draft, until the visitor acts.
    expect(await db.drafts.get('contact')).toBeDefined();

    clock.advance(BACKOFF_CAP_MS * 10);
    await engine.syncNow();
    expect(api.requests).toHaveLength(1);
  });

  it.each([
    [422, { error: 'This key was used for a different submission' }],
    [404, { error: 'Unknown kind' }],
    [413, { error: 'Too large' }],
  ])('marks %i as failed with the server’s error', async (status, body) => {
    const { db, engine, queue } = setup(fakeApi(() => json(status, body)).fetch);
    const id = await queue();
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', lastStatus: status, lastError: body.error, fieldErrors: null });
  });

  it('honours Retry-After on 429', async () => {
    const api = fakeApi(
      () => json(429, { error: 'Too many requests' }, { 'Retry-After': '120' }),
      () => json(201, { id: 3 }),
    );
    const { db, clock, engine, queue } = setup(api.fetch);
    const id = await queue();
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastStatus: 429,
      nextAttemptAt: clock.now() + 120_000,
    });

    clock.advance(119_000);
    await engine.syncNow();
    expect(api.requests).toHaveLength(1);
    clock.advance(1_000);
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'sent', serverId: 3 });
  });

  it('does not take a Wi-Fi login page for an answer', async () => {
    const portal = () => new Response('<html>Please sign in</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    const { db, engine, queue } = setup(fakeApi(portal).fetch);
    const id = await queue();
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'queued', lastStatus: 200, lastError: MESSAGES.unexpectedAnswer });

    const forbidden = setup(fakeApi(() => new Response('Blocked', { status: 403 })).fetch);
    const blockedId = await forbidden.queue();
    await forbidden.engine.syncNow();
    expect(await forbidden.db.outbox.get(blockedId)).toMatchObject({ state: 'queued', lastStatus: 403 });
  });

  it('sends items oldest first, each at most once per run even when its retry is due at once', async () => {
    const api = fakeApi(() => json(500, { error: 'down' }));
    const { db, clock, engine, queue } = setup(api.fetch, { random: () => 0 });
    const first = await queue();
    clock.advance(10);
    const second = await queue({ ...validContact(), subject: 'Second' });
    await engine.syncNow();
    expect(api.requests.map((request) => request.key)).toEqual([first, second]);
    expect(await db.outbox.get(first)).toMatchObject({ state: 'queued', attempts: 1 });
  });

  it('sends an item submitted while a run is under way in that same run', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const api = fakeApi(async () => {
      calls += 1;
      if (calls === 1) await gate;
      return json(201, { id: calls });
    });
    const { db, engine, queue } = setup(api.fetch);
    const first = await queue();
    const run = engine.syncNow();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await queue();
    const again = engine.syncNow();
    release();
    await Promise.all([run, again]);
    expect(await db.outbox.get(first)).toMatchObject({ state: 'sent' });
    expect(await db.outbox.get(second)).toMatchObject({ state: 'sent' });
  });

  it('retries now when asked, and after a reconnect only what failed for want of a connection', async () => {
    const api = fakeApi(
      async () => {
        throw new TypeError('offline');
      },
      () => json(500, { error: 'down' }),
      () => json(201, { id: 5 }),
    );
    const { db, engine, queue } = setup(api.fetch, { random: () => 0.9 });
    const offlineItem = await queue();
    await engine.syncNow(); // network error
    const failingItem = await queue({ ...validContact(), subject: 'Other' });
    await engine.syncNow(); // 500
    expect(api.requests).toHaveLength(2);

    await engine.retryNow((item) => item.lastStatus === 0);
    expect(api.requests.map((request) => request.key)).toEqual([offlineItem, failingItem, offlineItem]);
    expect(await db.outbox.get(offlineItem)).toMatchObject({ state: 'sent' });
    expect(await db.outbox.get(failingItem)).toMatchObject({ state: 'queued' });

    await engine.retryNow();
    expect(await db.outbox.get(failingItem)).toMatchObject({ state: 'sent' });
  });

  it('forgets acknowledged items after the retention period', async () => {
    const { db, clock, engine } = setup(fakeApi(() => json(201, { id: 1 })).fetch);
    await db.outbox.add(queuedItem({ id: 'old', state: 'sent', payload: null, sentAt: clock.now() - SENT_RETENTION_MS - 1 }));
    await db.outbox.add(queuedItem({ id: 'recent', state: 'sent', payload: null, sentAt: clock.now() - 1_000 }));
    await engine.syncNow();
    expect(await db.outbox.get('old')).toBeUndefined();
    expect(await db.outbox.get('recent')).toBeDefined();
  });

  it('reports when it is next needed', async () => {
    const { db, clock, engine, queue } = setup(fakeApi(() => json(500, { error: 'down' })).fetch);
    expect(await engine.nextDueAt()).toBeNull();
    await queue();
    await engine.syncNow();
    expect(await engine.nextDueAt()).toBe(clock.now() + 1_000);
    await db.outbox.add(queuedItem({ id: 'stuck', state: 'sending', sendingSince: clock.now() - 60_000 }));
    expect(await engine.nextDueAt()).toBeLessThan(clock.now());
  });
});

describe('one sender at a time', () => {
  it('two tabs syncing together over one database POST each item exactly once', async () => {
    const device = fakeDevice();
    const tabA = track(device.open());
    const tabB = track(device.open());
    const clock = fakeClock();
    const api = fakeApi(async () => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return json(201, { id: 1 });
    });
    const engineFor = (db: SaathiDb) =>
      createSyncEngine({ db, fetch: api.fetch, now: clock.now, random: () => 0.5, lock: leaseLock(db, { now: clock.now }) });
    const engineA = engineFor(tabA);
    const engineB = engineFor(tabB);
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const result = await submit('contact', { ...validContact(), subject: `Message ${n}` }, { db: tabA, now: clock.now, send: () => {} });
      if (result.ok) ids.push(result.id);
    }

    await Promise.all([engineA.syncNow(), engineB.syncNow(), engineA.syncNow(), engineB.syncNow()]);
    // Whoever lost the race finds nothing left to do afterwards.
    await Promise.all([engineA.syncNow(), engineB.syncNow()]);

    expect(api.requests.map((request) => request.key).sort()).toEqual([...ids].sort());
    const items = await tabB.outbox.bulkGet(ids);
    expect(items.map((item) => item?.state)).toEqual(['sent', 'sent', 'sent']);
  });

  it('a lease held by a live sender blocks, and one left by a closed tab expires', async () => {
    const db = track(freshDb());
    const clock = fakeClock();
    const other = leaseLock(db, { now: clock.now, ttlMs: 30_000, owner: 'other-tab' });
    const mine = leaseLock(db, { now: clock.now, ttlMs: 30_000, owner: 'this-tab' });

    let ranWhileHeld = false;
    await other(async () => {
      ranWhileHeld = await mine(async () => {});
    });
    expect(ranWhileHeld).toBe(false);

    // The other tab took the lease and was closed without releasing it.
    await db.leases.put({ name: 'saathi-outbox', owner: 'other-tab', expiresAt: clock.now() + 30_000 });
    expect(await mine(async () => {})).toBe(false);
    clock.advance(30_001);
    expect(await mine(async () => {})).toBe(true);
    expect(await db.leases.count()).toBe(0);
  });
});

describe('across a reload', () => {
  it('keeps every item, and resends one left in `sending` by a closed tab with the same Idempotency-Key', async () => {
    const device = fakeDevice();
    const clock = fakeClock();
    const before = device.open();
    const ids: string[] = [];
    for (const subject of ['First', 'Second']) {
      const result = await submit('contact', { ...validContact(), subject }, { db: before, now: clock.now, send: () => {} });
      if (result.ok) ids.push(result.id);
      clock.advance(1_000);
    }
    const [interrupted, waiting] = ids as [string, string];
    // The tab was closed in the middle of sending the first one.
    await before.outbox.update(interrupted, { state: 'sending', sendingSince: clock.now() });
    before.close();

    const after = track(device.open());
    expect((await after.outbox.toArray()).map((item) => [item.id, item.state]).sort()).toEqual(
      [
        [interrupted, 'sending'],
        [waiting, 'queued'],
      ].sort(),
    );
    const api = fakeApi(() => json(201, { id: 77 }));
    const engine = createSyncEngine({ db: after, fetch: api.fetch, now: clock.now, lock: leaseLock(after, { now: clock.now }) });
    await engine.syncNow();

    expect(api.requests.map((request) => request.key)).toEqual([interrupted, waiting]);
    expect(api.requests[0]?.body).toMatchObject({ subject: 'First' });
    expect((await after.outbox.bulkGet(ids)).map((item) => item?.state)).toEqual(['sent', 'sent']);
  });
});

describe('answers a booking needs', () => {
  it('keeps the whole acknowledgement (a booking token) on the sent item', async () => {
    const { db, engine, queue } = setup(fakeApi(() => json(201, { id: 7, token: 'abc' })).fetch);
    const id = await queue();
    await engine.syncNow();
    const item = await db.outbox.get(id);
    expect(item).toMatchObject({ state: 'sent', serverId: 7, serverAnswer: { id: 7, token: 'abc' }, payload: null });
  });

  it('takes a 409 that names fields (the chosen time has gone) as a refusal to show, not a retry', async () => {
    const message = 'This time is no longer available. Please choose another.';
    const { db, engine, queue } = setup(fakeApi(() => json(409, { error: message, fields: { sessionTime: message } })).fetch);
    const id = await queue();
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', lastStatus: 409, lastError: message, fieldErrors: { sessionTime: message } });
  });

  it('still retries a bare 409', async () => {
    const { db, engine, queue } = setup(fakeApi(() => json(409, { error: 'In progress' })).fetch);
    const id = await queue();
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'queued', lastStatus: 409 });
  });
});

describe('where each kind goes', () => {
  it('posts a workshop registration to its event’s registrations route, every other kind to /api/submissions/:kind', async () => {
    expect(submissionPath('contact')).toBe('/api/submissions/contact');
    expect(submissionPath('family-friends')).toBe('/api/submissions/family-friends');
    expect(submissionPath('workshop-registration')).toBe('/api/events/art-therapy-workshop/registrations');
    expect(submissionPath('toString')).toBe('/api/submissions/toString');

    const db = freshDb();
    const api = fakeApi(() => json(201, { id: 3, token: 'tok3' }));
    const engine = createSyncEngine({ db, fetch: api.fetch, baseUrl: 'http://localhost' });
    const registration = workshopRegistration();
    const stored = await submit('workshop-registration', registration, { db, send: () => {} });
    expect(stored.ok).toBe(true);
    await engine.syncNow();
    expect(api.requests).toEqual([{ url: 'http://localhost/api/events/art-therapy-workshop/registrations', key: stored.ok ? stored.id : null, body: registration }]);
    expect(await db.outbox.get(stored.ok ? stored.id : '')).toMatchObject({ state: 'sent', serverAnswer: { id: 3, token: 'tok3' } });
  });
});
