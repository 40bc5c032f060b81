import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openSaathiDb } from './db';
import { DATABASE_NAME, outboxMayHoldItems } from './outbox-probe';
import { queuedItem } from './test-support';

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
