import { afterEach, describe, expect, it } from 'vitest';
import type { SaathiDb } from './db';
import { pageOfKind } from './kinds';
import { forgetManageAnswer, KEEP_AFTER_SESSION_MS, keepManageAnswer, lastManageAnswer } from './manage-answers';
import { manageActionOf, manageChangePath } from './manage-change';
import { manageKind, manageTokenOf } from './manage-kind';
import { leaseLock } from './outbox-lock';
import { queueChange } from './outbox';
import { summarise } from './shared';
import { createSyncEngine } from './sync-engine';
import { fakeApi, fakeClock, freshDb, json } from '../../tests/support/device';

const TOKEN = 'i42.signature';
const KIND = manageKind(TOKEN);
const RESCHEDULE = manageChangePath(TOKEN, 'reschedule');
const CANCEL = manageChangePath(TOKEN, 'cancel');
const CHOICE = { sessionDate: '2026-12-03', sessionTime: '11:00 AM', expertId: 3 };
/** The parts of a ManageAnswer the engine reads; the page reads the rest. */
const moved = { booking: { kind: 'individual', id: 42 }, state: 'booked', session: { date: '2026-12-03', time: '11:00 AM - 12:00 PM' } };

const opened: SaathiDb[] = [];
afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

function setup(fetch: typeof globalThis.fetch) {
  const db = freshDb();
  opened.push(db);
  const clock = fakeClock();
  const engine = createSyncEngine({ db, fetch, now: clock.now, random: () => 0.5, lock: leaseLock(db, { now: clock.now }) });
  const queue = async (path: string, payload: object) => {
    const result = await queueChange(KIND, path, payload, { db, now: clock.now, send: () => {} });
    if (!result.ok) throw new Error('not queued');
    return result.id;
  };
  return { db, clock, engine, queue };
}

describe('a change to a booking in the outbox', () => {
  it('is named after its manage link, whose page the badge links to', () => {
    expect(KIND).toBe('manage:i42.signature');
    expect(manageTokenOf(KIND)).toBe(TOKEN);
    expect(manageTokenOf('contact')).toBeNull();
    expect(pageOfKind(KIND)).toBe('/manage/i42.signature');
    expect(manageActionOf({ path: CANCEL })).toBe('cancel');
    expect(manageActionOf({ path: RESCHEDULE })).toBe('reschedule');
  });

  it('is posted to its own path with its id as the key, and acknowledged by the booking as it stands', async () => {
    const api = fakeApi(() => json(200, moved));
    const { db, engine, queue } = setup(api.fetch);
    const id = await queue(RESCHEDULE, CHOICE);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(summarise(await db.outbox.toArray())).toEqual({ waiting: 1, needsAttention: 0, firstKind: KIND });

    await engine.syncNow();
    expect(api.requests).toEqual([{ url: '/api/manage/i42.signature/reschedule', key: id, body: CHOICE }]);
    expect(await db.outbox.get(id)).toMatchObject({ state: 'sent', payload: null, serverId: 42, serverAnswer: moved, path: RESCHEDULE });
  });

  it('takes any 409 as final: a rule that refused will not allow it on the next try', async () => {
    const error = 'It is too late to move this session online. Please contact us.';
    const api = fakeApi(() => json(409, { error }));
    const { db, engine, clock, queue } = setup(api.fetch);
    const id = await queue(RESCHEDULE, CHOICE);
    await engine.syncNow();
    clock.advance(60 * 60_000);
    await engine.syncNow();
    expect(api.requests).toHaveLength(1);
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', lastStatus: 409, lastError: error, fieldErrors: null, serverAnswer: { error } });
  });

  it('keeps a taken time’s alternatives with the refusal', async () => {
    const refusal = { error: 'That time was just taken.', fields: { sessionTime: 'That time was just taken.' }, alternatives: [{ date: '2026-12-04', time: '7:00 PM' }] };
    const { db, engine, queue } = setup(fakeApi(() => json(409, refusal)).fetch);
    const id = await queue(RESCHEDULE, CHOICE);
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'failed', serverAnswer: refusal });
  });

  it('stays queued without an answer, and a 2xx that is not a booking is not taken as one', async () => {
    const api = fakeApi(
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json(200, { id: 42 }),
    );
    const { db, engine, clock, queue } = setup(api.fetch);
    const id = await queue(CANCEL, {});
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'queued', lastStatus: 0 });
    clock.advance(60_000);
    await engine.syncNow();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'queued', lastStatus: 200 });
    expect(api.requests.map((request) => request.key)).toEqual([id, id]);
  });

  it('holds one change per booking: a new one replaces the waiting or refused one, none while one is sending', async () => {
    const { db, queue, clock } = setup(fakeApi(() => json(200, moved)).fetch);
    const first = await queue(RESCHEDULE, CHOICE);
    const second = await queue(CANCEL, {});
    expect((await db.outbox.toArray()).map((item) => item.id)).toEqual([second]);

    await db.outbox.update(second, { state: 'failed', lastError: 'No' });
    const third = await queue(RESCHEDULE, CHOICE);
    expect((await db.outbox.toArray()).map((item) => item.id)).toEqual([third]);
    expect(first).not.toBe(third);

    await db.outbox.update(third, { state: 'sending', sendingSince: clock.now() });
    expect(await queueChange(KIND, CANCEL, {}, { db, now: clock.now, send: () => {} })).toEqual({ ok: false, reason: 'sending' });
    // Another booking's change is its own.
    expect(await queueChange(manageKind('c7.other'), manageChangePath('c7.other', 'cancel'), {}, { db, send: () => {} })).toMatchObject({ ok: true });
  });
});

describe('the last known answer of a manage link', () => {
  it('is kept until a day after the session, replaced by each answer and forgotten when the link is gone', async () => {
    const db = freshDb();
    opened.push(db);
    const clock = fakeClock(Date.UTC(2026, 11, 1));
    const endsAt = '2026-12-02T14:30:00.000Z';
    await keepManageAnswer(TOKEN, { session: { endsAt }, state: 'booked' } as { session: { endsAt: string } }, { db, now: clock.now });
    expect(await lastManageAnswer(TOKEN, { db, now: clock.now })).toMatchObject({ answer: { state: 'booked' }, savedAt: clock.now() });

    await keepManageAnswer(TOKEN, { session: { endsAt }, state: 'cancelled' } as { session: { endsAt: string } }, { db, now: clock.now });
    expect(await lastManageAnswer(TOKEN, { db, now: clock.now })).toMatchObject({ answer: { state: 'cancelled' } });
    // An older answer (a change acknowledged before the page's last look) does not replace a later one.
    await keepManageAnswer(TOKEN, { session: { endsAt }, state: 'booked' } as { session: { endsAt: string } }, { db, now: () => clock.now() - 1 });
    expect(await lastManageAnswer(TOKEN, { db, now: clock.now })).toMatchObject({ answer: { state: 'cancelled' } });

    const after = () => Date.parse(endsAt) + KEEP_AFTER_SESSION_MS + 1;
    expect(await lastManageAnswer(TOKEN, { db, now: after })).toBeUndefined();
    await keepManageAnswer('c7.other', { session: { endsAt: '2026-12-20T14:30:00.000Z' } }, { db, now: after });
    expect(await db.manageAnswers.get(TOKEN)).toBeUndefined();

    await forgetManageAnswer('c7.other', db);
    expect(await db.manageAnswers.count()).toBe(0);
  });
});
