// @vitest-environment jsdom
// (the changes kept until IndexedDB has them live in localStorage; Node has none.)
import { afterEach, describe, expect, it } from 'vitest';
import { loadDraft } from './drafts';
import { keepChange, pendingChange } from './pending-changes';
import { freshDbsClosedAfterEach } from '../../tests/support/device';

const db = freshDbsClosedAfterEach();

afterEach(() => {
  localStorage.clear();
});

describe('reading a draft back', () => {
  it('moves a change kept by a tab closed before its write into the table, and clears its copy', async () => {
    const database = db();
    keepChange(database.name, 'drafts', 'contact', { fullName: 'Asha' }, 2_000);

    expect(await loadDraft(database, 'contact')).toEqual({ kind: 'contact', data: { fullName: 'Asha' }, updatedAt: 2_000 });
    expect(await database.drafts.get('contact')).toEqual({ kind: 'contact', data: { fullName: 'Asha' }, updatedAt: 2_000 });
    expect(pendingChange(database.name, 'drafts', 'contact')).toBeNull();
  });

  it('takes a kept change over an older row, as an edit: no longer linked to the earlier submit', async () => {
    const database = db();
    await database.drafts.put({ kind: 'contact', data: { fullName: 'Asha' }, updatedAt: 1_000, submittedAs: 'item-1' });
    keepChange(database.name, 'drafts', 'contact', { fullName: 'Asha Rao' }, 2_000);

    const draft = await loadDraft(database, 'contact');
    expect(draft).toEqual({ kind: 'contact', data: { fullName: 'Asha Rao' }, updatedAt: 2_000 });
    expect(await database.drafts.get('contact')).toEqual(draft);
  });

  it('keeps a newer row (written by another tab) and drops the older copy', async () => {
    const database = db();
    keepChange(database.name, 'drafts', 'contact', { fullName: 'A' }, 1_000);
    await database.drafts.put({ kind: 'contact', data: { fullName: 'Asha' }, updatedAt: 1_001 });

    expect((await loadDraft(database, 'contact'))?.data).toEqual({ fullName: 'Asha' });
    expect(pendingChange(database.name, 'drafts', 'contact')).toBeNull();
  });

  it('reads the row alone when nothing is kept, and another database’s kept change is not its own', async () => {
    const database = db();
    const other = db();
    keepChange(other.name, 'drafts', 'contact', { fullName: 'Elsewhere' }, 1);
    expect(await loadDraft(database, 'contact')).toBeUndefined();
    expect(pendingChange(other.name, 'drafts', 'contact')).not.toBeNull();
  });
});
