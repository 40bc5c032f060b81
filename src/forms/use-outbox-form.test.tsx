import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxItem, SaathiDb } from '../offline/db';
import { SCHEMA_LOADERS } from '../offline/kinds';
import { fieldErrorsFor } from '../offline/outbox';
import { freshDbsClosedAfterEach, queuedItem, validContact } from '../../tests/support/device';
import { CHECK_UNAVAILABLE, useLoaded } from './use-loaded';
import { useOutboxForm } from './use-outbox-form';
import { loadCatalogues } from '../i18n/messages';
import { LanguageContext } from '../i18n/react';

const NOT_STORED = 'Your message could not be saved on this device.';
const freshDb = freshDbsClosedAfterEach();

type Setup = {
  db: SaathiDb;
  refused?: OutboxItem | null;
  flushDraft?: () => Promise<void>;
  loadSchema?: typeof SCHEMA_LOADERS.contact;
  withCheck?: boolean;
};

function renderForm({ db, refused = null, flushDraft = async () => {}, loadSchema = SCHEMA_LOADERS.contact, withCheck = true }: Setup) {
  return renderHook(() => {
    const schemas = useLoaded(loadSchema);
    return useOutboxForm({
      kind: 'contact',
      refused,
      flushDraft,
      noun: 'message',
      notStoredMessage: NOT_STORED,
      db,
      ...(withCheck ? { check: { schemas, problems: fieldErrorsFor } } : {}),
    });
  });
}

beforeEach(() => {
  // Stored submissions are not sent anywhere in these tests.
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useOutboxForm', () => {
  it('runs the form’s own check first: shows and reports what it finds, and stores nothing', async () => {
    const db = freshDb();
    const flushDraft = vi.fn(async () => {});
    const onInvalid = vi.fn();
    const { result } = renderForm({ db, flushDraft });

    await act(() => result.current.send({ ...validContact(), email: '' }, { checkFirst: true, onInvalid }));

    expect(result.current.errors).toEqual({ email: 'Email is required' });
    expect(onInvalid).toHaveBeenCalledWith({ email: 'Email is required' });
    expect(result.current.checking).toBe(true);
    expect(flushDraft).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('says so when its check cannot be loaded, and stores nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = freshDb();
    const unavailable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const { result } = renderForm({ db, loadSchema: unavailable });

    await act(() => result.current.send(validContact(), { checkFirst: true }));

    expect(result.current.alert).toBe(CHECK_UNAVAILABLE);
    expect(await db.outbox.count()).toBe(0);
  });

  it('flushes the draft, then stores the submission in place of the refused one, and clears the messages', async () => {
    const db = freshDb();
    const refused = queuedItem({ state: 'failed', lastStatus: 400, fieldErrors: { email: 'Please enter a valid email address' } });
    await db.outbox.add(refused);
    const order: string[] = [];
    const flushDraft = async () => {
      order.push(`flushed with ${await db.outbox.count()} item`);
    };
    const onStored = vi.fn((id: string) => order.push(`stored ${id}`));
    const { result } = renderForm({ db, refused, flushDraft });
    expect(result.current.refusal.of('email')).toBe('Please enter a valid email address');

    await act(() => result.current.send(validContact(), { checkFirst: true, onStored }));

    const [stored] = await db.outbox.toArray();
    expect(stored?.payload).toEqual(validContact());
    expect(await db.outbox.get(refused.id)).toBeUndefined();
    expect(order).toEqual(['flushed with 1 item', `stored ${stored?.id}`]);
    expect(result.current.errors).toEqual({});
    expect(result.current.alert).toBeNull();
    expect(result.current.busy).toBe(false);
  });

  it('takes one send at a time, and none while it is blocked', async () => {
    const db = freshDb();
    let release: () => void = () => {};
    const flushDraft = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const onStored = vi.fn();
    const { result } = renderForm({ db, flushDraft });

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.send(validContact(), { onStored });
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    // A second tap, before the first has been stored.
    await act(() => result.current.send(validContact(), { onStored }));
    release();
    await act(() => first);

    expect(flushDraft).toHaveBeenCalledTimes(1);
    expect(onStored).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(1);

    await act(() => result.current.send(validContact(), { blocked: true, onStored }));
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  it('shows the outbox’s messages when it refuses to store the submission', async () => {
    const db = freshDb();
    const onRefused = vi.fn();
    const { result } = renderForm({ db, withCheck: false });

    await act(() => result.current.send({ ...validContact(), phoneNumber: '0987654321' }, { onRefused }));

    expect(result.current.errors).toEqual({ phoneNumber: 'Please enter a valid 10-digit phone number' });
    expect(result.current.refusal.of('phoneNumber')).toBe('Please enter a valid 10-digit phone number');
    expect(onRefused).toHaveBeenCalledWith({ ok: false, fieldErrors: { phoneNumber: 'Please enter a valid 10-digit phone number' } });
    expect(await db.outbox.count()).toBe(0);
  });

  it('says the submission was not stored when the device cannot store it, and can be sent again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const db = freshDb();
    db.close();
    const onStored = vi.fn();
    const { result } = renderForm({ db });

    await act(() => result.current.send(validContact(), { checkFirst: true, onStored }));

    expect(result.current.alert).toBe(NOT_STORED);
    expect(warn).toHaveBeenCalledWith('The message could not be stored on this device', expect.anything());
    expect(onStored).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);

    await db.open();
    await act(() => result.current.send(validContact(), { checkFirst: true, onStored }));
    expect(result.current.alert).toBeNull();
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  it('checks every edit once the visitor has tried to send, and no edit after its messages are cleared', async () => {
    const db = freshDb();
    const { result } = renderForm({ db });
    act(() => result.current.edited({ ...validContact(), email: 'asha@' }, 'email'));
    expect(result.current.errors).toEqual({});

    await act(() => result.current.send({ ...validContact(), fullName: '', email: '' }, { checkFirst: true }));
    expect(Object.keys(result.current.errors)).toEqual(['fullName', 'email']);
    act(() => result.current.edited({ ...validContact(), email: '' }, 'fullName'));
    expect(result.current.errors).toEqual({ email: 'Email is required' });

    act(() => result.current.clearErrors());
    expect(result.current.checking).toBe(false);
    act(() => result.current.edited({ ...validContact(), email: 'asha@' }, 'email'));
    expect(result.current.errors).toEqual({});
  });

  it('drops an edited field’s message while its check has not arrived', async () => {
    const db = freshDb();
    const { result } = renderForm({ db, loadSchema: () => new Promise(() => {}) });
    // The outbox checks with its own copy of the schema.
    await act(() => result.current.send({ ...validContact(), fullName: '', email: '' }));
    expect(Object.keys(result.current.errors)).toEqual(['fullName', 'email']);
    act(() => result.current.edited({ ...validContact(), email: '' }, 'fullName'));
    expect(result.current.errors).toEqual({ email: 'Email is required' });
  });

  it('without a check of its own, leaves the outbox’s messages standing until the next send', async () => {
    const db = freshDb();
    const { result } = renderForm({ db, withCheck: false });
    await act(() => result.current.send({ ...validContact(), email: '' }));
    act(() => result.current.edited(validContact(), 'email'));
    expect(result.current.errors).toEqual({ email: 'Email is required' });
  });

  it('discards a refused submission with its draft, and nothing while none is refused', async () => {
    const db = freshDb();
    const refused = queuedItem({ state: 'failed', lastStatus: 400, fieldErrors: { email: 'Please enter a valid email address' } });
    await db.outbox.add(refused);
    const startOver = vi.fn(async () => {});

    const nothingRefused = renderForm({ db });
    await act(() => nothingRefused.result.current.discardRefused(startOver));
    expect(startOver).not.toHaveBeenCalled();

    const { result } = renderForm({ db, refused });
    act(() => result.current.edited(validContact(), 'email'));
    expect(result.current.refusal.of('email')).toBeUndefined();
    await act(() => result.current.discardRefused(startOver));
    expect(startOver).toHaveBeenCalledTimes(1);
    expect(await db.outbox.count()).toBe(0);
    // Afresh: the refusal's messages would all count again.
    expect(result.current.refusal.of('email')).toBe('Please enter a valid email address');
  });
});

describe('useOutboxForm on a Hindi page', () => {
  it("stores the submission with the page's language, which the server writes the visitor's mails in", async () => {
    await loadCatalogues('hi');
    const db = freshDb();
    const { result } = renderHook(
      () => useOutboxForm({ kind: 'contact', refused: null, flushDraft: async () => {}, noun: 'message', notStoredMessage: NOT_STORED, db }),
      { wrapper: ({ children }) => <LanguageContext value="hi">{children}</LanguageContext> },
    );

    await act(() => result.current.send(validContact()));

    expect((await db.outbox.toArray()).map((item) => item.language)).toEqual(['hi']);
  });
});
