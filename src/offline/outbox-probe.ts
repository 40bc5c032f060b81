// What this device holds, asked of IndexedDB directly: whether anything waits to be sent, and
// whether a form or a self-assessment has anything saved. Most visits have nothing queued and
// nothing saved, and those pages then never download the database code (Dexie) just to find
// that out.

/** The database's name (db.ts opens it with Dexie). Kept here so this probe carries no Dexie. */
export const DATABASE_NAME = 'saathi';
const OUTBOX_STORE = 'outbox';
const DRAFTS_STORE = 'drafts';
const PROGRESS_STORE = 'assessmentProgress';
const STATE_INDEX = 'state';
const KIND_INDEX = 'kind';

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
 * Asks `look` about the device's database, opened for the question and closed after it. No
 * IndexedDB, or no database yet: false (nothing there). An error anywhere: true (the caller
 * cannot rule anything out, and looks properly).
 */
async function ask(factory: IDBFactory | undefined, look: (db: IDBDatabase) => Promise<boolean>): Promise<boolean> {
  if (factory === undefined) return false;
  let db: IDBDatabase | null = null;
  try {
    db = await opened(factory, DATABASE_NAME);
    return db === null ? false : await look(db);
  } catch {
    return true;
  } finally {
    db?.close();
  }
}

/**
 * False only when the device surely has no unsent item (no database, no outbox, or every item
 * in it sent); true when it has one, or when it cannot tell (then the caller looks properly).
 */
export function outboxMayHoldItems(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  return ask(factory, async (db) => {
    if (!db.objectStoreNames.contains(OUTBOX_STORE)) return false;
    const store = db.transaction(OUTBOX_STORE, 'readonly').objectStore(OUTBOX_STORE);
    const [all, sent] = await Promise.all([counted(store.count()), counted(store.index(STATE_INDEX).count('sent'))]);
    return all > sent;
  });
}

/**
 * False only when the device surely holds nothing for the form or self-assessment `kind`: no
 * draft of it, no outbox item of it (sent ones included: the page shows a sent one until it is
 * dismissed) and no answers given to it. True when it holds something, or when it cannot tell
 * (then the caller looks properly).
 */
export function formMayHaveSavedState(kind: string, factory: IDBFactory | undefined = globalThis.indexedDB): Promise<boolean> {
  return ask(factory, async (db) => {
    const stores = [DRAFTS_STORE, OUTBOX_STORE, PROGRESS_STORE].filter((name) => db.objectStoreNames.contains(name));
    if (stores.length === 0) return false;
    const transaction = db.transaction(stores, 'readonly');
    const counts = await Promise.all(
      stores.map((name) => {
        const store = transaction.objectStore(name);
        // Drafts and answers are kept under the kind itself; outbox items are found by it.
        return counted(name === OUTBOX_STORE ? store.index(KIND_INDEX).count(kind) : store.count(kind));
      }),
    );
    return counts.some((count) => count > 0);
  });
}
