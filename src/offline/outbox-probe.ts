// Whether this device has anything waiting to be sent, asked of IndexedDB directly: most
// visits have nothing queued, and those pages then never download the database code (Dexie).

/** The database's name (db.ts opens it with Dexie). Kept here so this probe carries no Dexie. */
export const DATABASE_NAME = 'saathi';
const OUTBOX_STORE = 'outbox';
const STATE_INDEX = 'state';

function opened(factory: IDBFactory, name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    // Only a database that does not exist yet gets an upgrade here: abort it, so merely
    // looking never creates one (the open then fails with AbortError: nothing there).
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = (event) => {
      event.preventDefault();
      if (request.error?.name === 'AbortError') resolve(null);
      else reject(request.error ?? new Error('IndexedDB open failed'));
    };
    // Another tab is upgrading the database: it is in use, so it may well hold items.
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

function counted(request: IDBRequest<number>): Promise<number> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB count failed'));
  });
}

/**
 * False only when the device surely has no unsent item (no database, no outbox, or every item
 * in it sent); true when it has one, or when it cannot tell (then the caller looks properly).
 */
export async function outboxMayHoldItems(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  if (factory === undefined) return false;
  let db: IDBDatabase | null = null;
  try {
    db = await opened(factory, DATABASE_NAME);
    if (db === null || !db.objectStoreNames.contains(OUTBOX_STORE)) return false;
    const store = db.transaction(OUTBOX_STORE, 'readonly').objectStore(OUTBOX_STORE);
    const [all, sent] = await Promise.all([
      counted(store.count()),
      counted(store.index(STATE_INDEX).count('sent')),
    ]);
    return all > sent;
  } catch {
    return true;
  } finally {
    db?.close();
  }
}
