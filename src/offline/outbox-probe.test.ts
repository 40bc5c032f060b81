import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openSaathiDb } from './db';
import { DATABASE_NAME, formMayHaveSavedState, outboxMayHoldItems } from './outbox-probe';
import { queuedItem } from '../../tests/support/device';

async function databaseNames(factory: IDBFactory): Promise<string[]> {
  return (await factory.databases()).map((info) => info.name ?? '');
}

describe('outboxMayHoldItems', () => {
  it('is false on a device that never queued anything, and does not create the database by looking', async () => {
    const factory = new IDBFactory();
    expect(await outboxMayHoldItems(factory)).toBe(false);
    expect(await databaseNames(factory)).not.toContain(DATABASE_NAME);
  });

  it('is false without IndexedDB at all', async () => {
    expect(await outboxMayHoldItems(undefined)).toBe(false);
  });

  it('is false when every item has been sent, true while one is queued or refused', async () => {
    const factory = new IDBFactory();
    const db = openSaathiDb(DATABASE_NAME, { indexedDB: factory, IDBKeyRange });
    await db.outbox.bulkAdd([queuedItem({ state: 'sent' }), queuedItem({ state: 'sent' })]);
    db.close();
    expect(await outboxMayHoldItems(factory)).toBe(false);

    const again = openSaathiDb(DATABASE_NAME, { indexedDB: factory, IDBKeyRange });
    await again.outbox.add(queuedItem({ state: 'failed' }));
    again.close();
    expect(await outboxMayHoldItems(factory)).toBe(true);

    // The probe closed its connection: the app's own database still opens and reads.
    const app = openSaathiDb(DATABASE_NAME, { indexedDB: factory, IDBKeyRange });
    expect(await app.outbox.count()).toBe(3);
    app.close();
  });

  it('is true when it cannot tell (the database will not open)', async () => {
    const open = () => {
      throw new Error('blocked by the browser');
    };
    const broken = { open } as unknown as IDBFactory;
    expect(await outboxMayHoldItems(broken)).toBe(true);
  });
});

describe('formMayHaveSavedState', () => {
  function device() {
    const factory = new IDBFactory();
    return { factory, open: () => openSaathiDb(DATABASE_NAME, { indexedDB: factory, IDBKeyRange }) };
  }

  it('is false on a device that never saved anything, and does not create the database by looking', async () => {
    const { factory } = device();
    expect(await formMayHaveSavedState('individual', factory)).toBe(false);
    expect(await databaseNames(factory)).not.toContain(DATABASE_NAME);
  });

  it('is true while the form has a draft, and false for another form', async () => {
    const { factory, open } = device();
    const db = open();
    await db.drafts.put({ kind: 'individual', data: { name: 'Asha' }, updatedAt: 1 });
    db.close();
    expect(await formMayHaveSavedState('individual', factory)).toBe(true);
    expect(await formMayHaveSavedState('couple', factory)).toBe(false);
  });

  it('is true while the outbox holds an item of the form, sent ones included, and false for another form', async () => {
    const { factory, open } = device();
    const db = open();
    await db.outbox.add(queuedItem({ kind: 'individual', state: 'sent' }));
    db.close();
    expect(await formMayHaveSavedState('individual', factory)).toBe(true);
    expect(await formMayHaveSavedState('contact', factory)).toBe(false);

    // The probe closed its connection: the app's own database still opens and reads.
    const app = open();
    expect(await app.outbox.count()).toBe(1);
    app.close();
  });

  it('is true while a self-assessment has answers on the device, and false for another test', async () => {
    const { factory, open } = device();
    const db = open();
    await db.assessmentProgress.put({ testId: 'anxiety', answers: [2, null], currentIndex: 1, updatedAt: 1 });
    db.close();
    expect(await formMayHaveSavedState('anxiety', factory)).toBe(true);
    expect(await formMayHaveSavedState('depression', factory)).toBe(false);
  });

  it('is true when it cannot tell (the database will not open)', async () => {
    const open = () => {
      throw new Error('blocked by the browser');
    };
    expect(await formMayHaveSavedState('individual', { open } as unknown as IDBFactory)).toBe(true);
  });
});
