import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardFailed, dismissSent, submit } from './outbox';
import { keepChange, pendingChange } from './pending-changes';
import { fakeClock, freshDbsClosedAfterEach, queuedItem, validContact } from '../../tests/support/device';

const db = freshDbsClosedAfterEach();

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('submit', () => {
  it('refuses an invalid payload with the spec’s messages and stores nothing', async () => {
    const database = db();
    const send = vi.fn();
    const result = await submit(
      'contact',
      { fullName: '  ', email: 'not-an-email', phoneNumber: '0123', subject: '', message: '' },
      { db: database, send },
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        fullName: 'Full name is required',
        email: 'Email is invalid',
        phoneNumber: 'Please enter a valid 10-digit phone number',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    expect(await database.outbox.count()).toBe(0);
    expect(await database.drafts.count()).toBe(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('reports a field the schema does not know as a problem of the whole form', async () => {
    const result = await submit('contact', { ...validContact(), isAdmin: true }, { db: db(), send: () => {} });
    expect(result).toMatchObject({ ok: false, fieldErrors: {} });
    expect(result.ok === false && result.formError).toBeTruthy();
  });

  it('writes the validated item to the outbox first, links the typed draft to it, then asks to send', async () => {
    const database = db();
    const clock = fakeClock();
    const order: string[] = [];
    const send = vi.fn(() => {
      order.push('send');
    });
    database.outbox.hook('creating', () => {
      order.push('stored');
    });
    const typed = { ...validContact(), fullName: `  ${validContact().fullName}  ` };

    const result = await submit('contact', typed, { db: database, now: clock.now, newId: () => 'key-1', send });

    expect(result).toEqual({ ok: true, id: 'key-1' });
    expect(order).toEqual(['stored', 'send']);
    expect(await database.outbox.get('key-1')).toEqual({
      id: 'key-1',
      kind: 'contact',
      payload: validContact(),
      createdAt: clock.now(),
      attempts: 0,
      nextAttemptAt: clock.now(),
      state: 'queued',
      lastError: null,
      lastStatus: null,
      fieldErrors: null,
      serverId: null,
      sentAt: null,
      sendingSince: null,
    });
    expect(await database.drafts.get('contact')).toEqual({
      kind: 'contact',
      data: typed,
      updatedAt: clock.now(),
      submittedAs: 'key-1',
    });
  });

  it('keys each item with a UUID in time order, so the index of keys on the server grows at its end', async () => {
    const database = db();
    const clock = fakeClock(Date.parse('2026-11-29T02:00:00.000Z'));
    const first = await submit('contact', validContact(), { db: database, now: clock.now, send: () => {} });
    clock.advance(1);
    const second = await submit('contact', validContact(), { db: database, now: clock.now, send: () => {} });
    if (!first.ok || !second.ok) throw new Error('both should be stored');
    expect(first.id).toMatch(/^01a22507-d500-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.id < second.id).toBe(true);
  });

  it('asks once for persistent storage', async () => {
    const persist = vi.fn(async () => true);
    const storage = new Map<string, string>();
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist } });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    });
    const database = db();
    await submit('contact', validContact(), { db: database, send: () => {} });
    await submit('contact', validContact(), { db: database, send: () => {} });
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
  });

  it('supersedes a change of the form still kept in localStorage (its write had failed), but not a later one', async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    });
    const database = db();
    const clock = fakeClock();
    keepChange(database.name, 'drafts', 'contact', validContact(), clock.now() - 1);
    await submit('contact', validContact(), { db: database, now: clock.now, send: () => {} });
    // Once sent, the draft is deleted: a copy left behind would come back as an unsent message.
    expect(pendingChange(database.name, 'drafts', 'contact')).toBeNull();

    keepChange(database.name, 'drafts', 'contact', { ...validContact(), subject: 'Typed after' }, clock.now() + 1);
    await submit('contact', validContact(), { db: database, now: clock.now, send: () => {} });
    expect(pendingChange(database.name, 'drafts', 'contact')?.value).toMatchObject({ subject: 'Typed after' });
  });

  it('replaces a refused item the visitor edited and resent, in one step', async () => {
    const database = db();
    await database.outbox.add(queuedItem({ id: 'refused', state: 'failed', lastError: 'Please check the form' }));
    const result = await submit('contact', validContact(), { db: database, replaces: 'refused', newId: () => 'again', send: () => {} });
    expect(result).toEqual({ ok: true, id: 'again' });
    expect((await database.outbox.toArray()).map((item) => item.id)).toEqual(['again']);
  });

  it('never replaces an item that may already be on its way', async () => {
    const database = db();
    await database.outbox.add(queuedItem({ id: 'waiting', state: 'queued' }));
    await submit('contact', validContact(), { db: database, replaces: 'waiting', newId: () => 'new', send: () => {} });
    expect((await database.outbox.toArray()).map((item) => item.id).sort()).toEqual(['new', 'waiting']);
  });
});

describe('discarding and dismissing', () => {
  it('discards only a refused item, with its draft, when the visitor asks', async () => {
    const database = db();
    await database.outbox.bulkAdd([
      queuedItem({ id: 'refused', state: 'failed' }),
      queuedItem({ id: 'waiting', state: 'queued' }),
    ]);
    await database.drafts.put({ kind: 'contact', data: validContact(), updatedAt: 1, submittedAs: 'refused' });

    await discardFailed('waiting', database);
    await discardFailed('refused', database);

    expect((await database.outbox.toArray()).map((item) => item.id)).toEqual(['waiting']);
    expect(await database.drafts.count()).toBe(0);
  });

  it('dismisses the sent items of a kind only', async () => {
    const database = db();
    await database.outbox.bulkAdd([
      queuedItem({ id: 'sent', state: 'sent' }),
      queuedItem({ id: 'waiting', state: 'queued' }),
      queuedItem({ id: 'other-kind', kind: 'individual', state: 'sent' }),
    ]);
    await dismissSent('contact', database);
    expect((await database.outbox.toArray()).map((item) => item.id).sort()).toEqual(['other-kind', 'waiting']);
  });
});
