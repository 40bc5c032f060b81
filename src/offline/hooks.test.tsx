// liveQuery stays silent unless the environment has a global IndexedDB when Dexie loads.
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaathiDb } from './db';
import { useDraft, useLatestSubmission } from './hooks';
import { pendingChange } from './pending-changes';
import { freshDbsClosedAfterEach, queuedItem } from '../../tests/support/device';

type Form = { fullName: string; message: string };

const db = freshDbsClosedAfterEach();

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderDraft(database: SaathiDb) {
  return renderHook(() => useDraft<Form>('contact', { db: database }));
}

describe('useDraft', () => {
  it('saves at most 300 ms after the last change, once', async () => {
    const database = db();
    const put = vi.spyOn(database.drafts, 'put');
    const { result } = renderDraft(database);
    await waitFor(() => expect(result.current.ready).toBe(true));

    act(() => {
      result.current.save({ fullName: 'A', message: '' });
      result.current.save({ fullName: 'As', message: '' });
      result.current.save({ fullName: 'Asha', message: '' });
    });
    expect(await database.drafts.get('contact')).toBeUndefined();

    await waitFor(async () => expect(await database.drafts.get('contact')).toMatchObject({ data: { fullName: 'Asha' } }), {
      timeout: 400,
    });
    expect(put).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.savedAt).not.toBeNull());
  });

  it.each([
    ['the page is hidden', () => {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
    }],
    ['the page is closed', () => window.dispatchEvent(new Event('pagehide'))],
  ])('writes at once when %s', async (_when, leave) => {
    const database = db();
    const { result } = renderHook(() => useDraft<Form>('contact', { db: database, debounceMs: 60_000 }));
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.save({ fullName: 'Asha', message: 'Before the bus goes into the tunnel' }));
    act(leave);
    await waitFor(async () => expect(await database.drafts.get('contact')).toMatchObject({ data: { fullName: 'Asha' } }));
  });

  it('keeps every change in localStorage at once, until IndexedDB has it', async () => {
    const database = db();
    const { result } = renderDraft(database);
    await waitFor(() => expect(result.current.ready).toBe(true));

    act(() => result.current.save({ fullName: 'A', message: '' }));
    // Synchronously: a tab closed right after this keystroke has it on the device.
    expect(pendingChange(database.name, 'drafts', 'contact')?.value).toEqual({ fullName: 'A', message: '' });
    act(() => result.current.save({ fullName: 'As', message: '' }));
    expect(pendingChange(database.name, 'drafts', 'contact')?.value).toEqual({ fullName: 'As', message: '' });

    await act(() => result.current.flush());
    expect(await database.drafts.get('contact')).toMatchObject({ data: { fullName: 'As' } });
    expect(pendingChange(database.name, 'drafts', 'contact')).toBeNull();
  });

  it('offers back, on the next open, a change whose write never ran (the tab closed first)', async () => {
    const database = db();
    // Its write waits for a pause in typing that never comes, as when the tab is gone first.
    const closing = renderHook(() => useDraft<Form>('contact', { db: database, debounceMs: 60_000 }));
    await waitFor(() => expect(closing.result.current.ready).toBe(true));
    act(() => closing.result.current.save({ fullName: 'Asha', message: 'I need to talk' }));
    expect(await database.drafts.get('contact')).toBeUndefined();

    const reopened = renderDraft(database);
    await waitFor(() => expect(reopened.result.current.offer?.data).toEqual({ fullName: 'Asha', message: 'I need to talk' }));
    // Moved into IndexedDB, and its copy in localStorage gone.
    expect(await database.drafts.get('contact')).toMatchObject({ data: { fullName: 'Asha', message: 'I need to talk' } });
    expect(pendingChange(database.name, 'drafts', 'contact')).toBeNull();
    closing.unmount();
  });

  it('offers back an unsent draft, but not a blank one or one already submitted', async () => {
    const database = db();
    await database.drafts.put({ kind: 'contact', data: { fullName: 'Asha', message: '' }, updatedAt: 1_000 });
    const first = renderDraft(database);
    await waitFor(() => expect(first.result.current.offer).toEqual({ data: { fullName: 'Asha', message: '' }, updatedAt: 1_000 }));
    act(() => {
      expect(first.result.current.accept()).toEqual({ fullName: 'Asha', message: '' });
    });
    expect(first.result.current.offer).toBeNull();
    first.unmount();

    await database.drafts.put({ kind: 'contact', data: { fullName: ' ', message: '' }, updatedAt: 1_000 });
    const blank = renderDraft(database);
    await waitFor(() => expect(blank.result.current.ready).toBe(true));
    expect(blank.result.current.offer).toBeNull();
    blank.unmount();

    await database.drafts.put({ kind: 'contact', data: { fullName: 'Asha', message: 'x' }, updatedAt: 1_000, submittedAs: 'id-1' });
    const linked = renderDraft(database);
    await waitFor(() => expect(linked.result.current.ready).toBe(true));
    expect(linked.result.current.offer).toBeNull();
    expect(linked.result.current.saved).toMatchObject({ submittedAs: 'id-1' });
  });

  it('starts over by deleting the draft, including a save still pending', async () => {
    const database = db();
    await database.drafts.put({ kind: 'contact', data: { fullName: 'Old', message: '' }, updatedAt: 1 });
    const { result } = renderDraft(database);
    await waitFor(() => expect(result.current.offer).not.toBeNull());
    act(() => result.current.save({ fullName: 'Typing', message: '' }));
    expect(pendingChange(database.name, 'drafts', 'contact')).not.toBeNull();
    await act(() => result.current.startOver());
    expect(pendingChange(database.name, 'drafts', 'contact')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await database.drafts.count()).toBe(0);
  });

  it('writes a change made just after starting over after the deletion, never deleting it', async () => {
    const database = db();
    await database.drafts.put({ kind: 'contact', data: { fullName: 'Old', message: '' }, updatedAt: 1 });
    const { result } = renderDraft(database);
    await waitFor(() => expect(result.current.offer).not.toBeNull());
    let done!: Promise<unknown>;
    act(() => {
      const started = result.current.startOver();
      result.current.save({ fullName: 'New', message: '' });
      done = Promise.all([started, result.current.flush()]);
    });
    await act(() => done);
    expect(await database.drafts.get('contact')).toMatchObject({ data: { fullName: 'New' } });
    expect(pendingChange(database.name, 'drafts', 'contact')).toBeNull();
  });
});

describe('useLatestSubmission', () => {
  it('follows the newest item of a kind as it changes', async () => {
    const database = db();
    const { result } = renderHook(() => useLatestSubmission('contact', database));
    await waitFor(() => expect(result.current).toBeNull());
    await act(() => database.outbox.add(queuedItem({ id: 'old', createdAt: 1 })));
    await act(() => database.outbox.add(queuedItem({ id: 'new', createdAt: 2 })));
    await waitFor(() => expect(result.current?.id).toBe('new'));
    await act(() => database.outbox.update('new', { state: 'sent' }));
    await waitFor(() => expect(result.current?.state).toBe('sent'));
  });
});

describe('a device whose store cannot be read', () => {
  it('shows nothing stored, so the page goes on without it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = db();
    vi.spyOn(broken.outbox, 'where').mockImplementation(() => {
      throw new DOMException('The store is unavailable', 'InvalidStateError');
    });
    const { result } = renderHook(() => useLatestSubmission('contact', broken));
    await waitFor(() => expect(result.current).toBeNull());
  });
});
