// A form on a device that holds nothing for it opens without the database code (Dexie), and
// follows the device once a save or a send has loaded it. Each test is a fresh page (modules
// loaded anew) on an empty device.
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDevice, queuedItem } from '../../tests/support/device';

type Form = { name: string };

async function freshPage() {
  vi.resetModules();
  return { hooks: await import('./hooks'), triggers: await import('./triggers') };
}

function renderForm(hooks: typeof import('./hooks')) {
  return renderHook(() => ({ draft: hooks.useDraft<Form>('individual'), latest: hooks.useLatestSubmission('individual') }));
}

beforeEach(emptyDevice);

describe('a form on a device that holds nothing for it', () => {
  it('opens at once, with nothing to offer, without loading the database code', async () => {
    const { hooks, triggers } = await freshPage();
    const open = vi.spyOn(indexedDB, 'open');
    const { result } = renderForm(hooks);
    await waitFor(() => expect(result.current.draft.ready).toBe(true));
    await waitFor(() => expect(result.current.latest).toBeNull());
    expect(result.current.draft.offer).toBeNull();
    expect(triggers.databaseCodeRequested()).toBe(false);
    // The draft and the outbox views asked in one look.
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('saves the first change, and from then on follows what the device holds for the form', async () => {
    const { hooks, triggers } = await freshPage();
    const { result } = renderForm(hooks);
    await waitFor(() => expect(result.current.latest).toBeNull());

    act(() => result.current.draft.save({ name: 'Asha' }));
    // Kept at once, while the database code is still on its way: a tab closed now loses nothing.
    const { pendingChange } = await import('./pending-changes');
    expect(pendingChange('saathi', 'drafts', 'individual')?.value).toEqual({ name: 'Asha' });
    // Loading starts with the change itself, so that a save on leaving the page finds it ready.
    expect(triggers.databaseCodeRequested()).toBe(true);
    await act(() => result.current.draft.flush());
    const { sharedDb } = await import('./shared');
    expect(await sharedDb().drafts.get('individual')).toMatchObject({ data: { name: 'Asha' } });
    expect(pendingChange('saathi', 'drafts', 'individual')).toBeNull();

    await act(() => sharedDb().outbox.add(queuedItem({ id: 'sent-now', kind: 'individual' })));
    await waitFor(() => expect(result.current.latest?.id).toBe('sent-now'));
  });

  it('offers back a change kept by a tab closed before the database code arrived, moved into the database', async () => {
    const { keepChange, pendingChange } = await import('./pending-changes');
    keepChange('saathi', 'drafts', 'individual', { name: 'Asha' }, 1_000);

    const { hooks, triggers } = await freshPage();
    const { result } = renderForm(hooks);
    await waitFor(() => expect(result.current.draft.offer).toEqual({ data: { name: 'Asha' }, updatedAt: 1_000 }));
    expect(triggers.databaseCodeRequested()).toBe(true);
    const { sharedDb } = await import('./shared');
    expect(await sharedDb().drafts.get('individual')).toMatchObject({ data: { name: 'Asha' } });
    expect(pendingChange('saathi', 'drafts', 'individual')).toBeNull();
  });

  it('still offers a draft left by an earlier visit, and shows a submission of the form', async () => {
    const { openSaathiDb } = await import('./db');
    const earlier = openSaathiDb();
    await earlier.drafts.put({ kind: 'individual', data: { name: 'Asha' }, updatedAt: 1 });
    await earlier.outbox.add(queuedItem({ id: 'earlier', kind: 'individual', state: 'sent' }));
    earlier.close();

    const { hooks } = await freshPage();
    const { result } = renderForm(hooks);
    await waitFor(() => expect(result.current.draft.offer?.data).toEqual({ name: 'Asha' }));
    await waitFor(() => expect(result.current.latest?.id).toBe('earlier'));
  });
});
