// React views of the device's store. They follow changes made anywhere (this tab, another
// tab, the service worker), so what the visitor sees is what the device holds. The database
// code loads after the page has rendered (see `deviceDb`): until then every view is "loading".
// A form's views (and a self-assessment's answers) first ask IndexedDB directly whether the
// device holds anything for it (outbox-probe.ts): on a device that holds nothing, the form
// opens without waiting for the database code, which then loads with the first save.
// Every change is also kept synchronously in localStorage until IndexedDB has committed it
// (pending-changes.ts), so that a tab closed meanwhile loses nothing.

import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import type { DraftRow, OutboxItem, SaathiDb } from './db';
import { clearDraft, hasContent, loadDraft, saveDraft } from './drafts';
import { DATABASE_NAME, formMayHaveSavedState } from './outbox-probe';
import { databaseNameOf, dropChange, holdsChange, keepChange, settleChange, type KeptChange } from './pending-changes';
import { databaseCodeRequested, deviceDb, loadShared, whenDatabaseCodeLoaded } from './triggers';

type Shared = typeof import('./shared');

/** The looks into IndexedDB under way, by form: a form's draft and outbox views ask together. */
const looking = new Map<string, Promise<boolean>>();

/**
 * True when the form or self-assessment `kind` has nothing on this device, found without
 * loading the database code; false when it may have something (or `db` was given).
 */
async function surelyNothingSaved(kind: string, db: SaathiDb | undefined): Promise<boolean> {
  // Once this page has the database code (or was given a database), looking through it costs nothing more.
  if (db !== undefined || databaseCodeRequested()) return false;
  // A change kept by a tab closed before IndexedDB had it: the database code moves it there.
  if (holdsChange(DATABASE_NAME, kind)) return false;
  // Only a look still under way is shared: a later one must see what was saved since.
  let look = looking.get(kind);
  if (look === undefined) {
    look = formMayHaveSavedState(kind).finally(() => looking.delete(kind));
    looking.set(kind, look);
  }
  return !(await look);
}

/**
 * What `read` finds through this page's database (or `db`); undefined, without loading the
 * database code, when the device surely holds nothing for the form or self-assessment `kind`.
 */
export async function readIfSaved<T>(kind: string, db: SaathiDb | undefined, read: (database: SaathiDb) => Promise<T>): Promise<T | undefined> {
  return (await surelyNothingSaved(kind, db)) ? undefined : read(await deviceDb(db));
}

export type LiveQueryOptions<T> = {
  db?: SaathiDb | undefined;
  unreadable?: T;
  /**
   * The answer while the device holds nothing for the form `kind`: then the query waits for the
   * page to load the database code for another reason (a save, a send) instead of loading it.
   */
  nothingSaved?: { kind: string; value: T };
};

/**
 * The query's latest result on `db` (by default this page's database); undefined until the
 * first one arrives (and after `deps` change). When the device's store cannot be read at all,
 * `unreadable` stands in, so that a page can go on without it.
 */
export function useLiveQuery<T>(
  query: (db: SaathiDb) => Promise<T>,
  deps: DependencyList,
  { db, unreadable, nothingSaved }: LiveQueryOptions<T> = {},
): T | undefined {
  const [result, setResult] = useState<{ deps: DependencyList; value: T } | undefined>(undefined);
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    let stopWaiting = () => {};
    const failed = (error: unknown) => {
      console.warn('Reading this device’s saved data failed', error);
      if (active && unreadable !== undefined) setResult({ deps, value: unreadable });
    };
    const follow = (shared: Shared, database: SaathiDb) => {
      if (!active) return;
      const subscription = shared.liveQuery(() => query(database)).subscribe({
        next: (value) => setResult({ deps, value }),
        error: failed,
      });
      unsubscribe = () => subscription.unsubscribe();
    };
    const start = () => Promise.all([loadShared(), deviceDb(db)]).then(([shared, database]) => follow(shared, database), failed);
    const nothingYet = nothingSaved ? surelyNothingSaved(nothingSaved.kind, db) : Promise.resolve(false);
    void nothingYet.then((nothing) => {
      if (!active) return;
      if (!nothing || !nothingSaved) return void start();
      setResult({ deps, value: nothingSaved.value });
      stopWaiting = whenDatabaseCodeLoaded((shared) => follow(shared, shared.sharedDb()));
    });
    return () => {
      active = false;
      unsubscribe();
      stopWaiting();
    };
    // The caller's deps (and the database) decide when the query changes, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, db]);
  const current = result && result.deps.length === deps.length && result.deps.every((dep, i) => Object.is(dep, deps[i]));
  return current ? result.value : undefined;
}

/** One outbox item; null when there is none (never stored, or deleted); undefined while loading. */
export function useOutboxItem(id: string | null | undefined, db?: SaathiDb): OutboxItem | null | undefined {
  return useLiveQuery(async (database) => (id ? ((await database.outbox.get(id)) ?? null) : null), [id], { db, unreadable: null });
}

/** The newest submission of `kind` still on this device (until the visitor dismisses it once sent). */
export function useLatestSubmission(kind: string, db?: SaathiDb): OutboxItem | null | undefined {
  return useLiveQuery(
    async (database) => {
      const items = await database.outbox.where('kind').equals(kind).sortBy('createdAt');
      return items.at(-1) ?? null;
    },
    [kind],
    { db, unreadable: null, nothingSaved: { kind, value: null } },
  );
}

export type DraftOffer<T> = { data: T; updatedAt: number };

export type UseDraft<T> = {
  /** False until the saved draft (if any) has been read. */
  ready: boolean;
  /** The draft as it was when the page opened: the values to show for a pending or refused submit. */
  saved: DraftRow | null;
  /** An unsent draft to offer back ("Continue / Start over"); null once the visitor chose. */
  offer: DraftOffer<T> | null;
  /** When the values were last written to the device. */
  savedAt: number | null;
  /** Keeps `data` on the device at once (localStorage), and writes it to IndexedDB after a short pause in typing. */
  save(data: T): void;
  /** Writes a pending save now. */
  flush(): Promise<void>;
  /** Takes the offered draft: returns its values, which are then the form's. */
  accept(): T | null;
  /** Drops the offered draft (and the saved one) to begin with an empty form. */
  startOver(): Promise<void>;
};

export type UseDraftOptions = {
  /** By default this page's own database, loaded on first use. */
  db?: SaathiDb;
  /** The pause before IndexedDB is written; what was typed meanwhile is already kept in localStorage. */
  debounceMs?: number;
  now?: () => number;
};

/**
 * Saves a form on every change (in localStorage at once; in IndexedDB debounced, and at once
 * when the tab is hidden or closed) and offers an earlier, unsent draft back. A draft already
 * linked to a submission is not offered: the page shows that submission's state instead.
 */
export function useDraft<T>(kind: string, { db, debounceMs = 300, now = Date.now }: UseDraftOptions = {}): UseDraft<T> {
  const [ready, setReady] = useState(false);
  const [saved, setSaved] = useState<DraftRow | null>(null);
  const [offer, setOffer] = useState<DraftOffer<T> | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const pending = useRef<{ data: T; kept: KeptChange | null } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const writing = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    let active = true;
    // From effects and handlers only: rendering (also on the server) never loads the database.
    readIfSaved(kind, db, (opened) => loadDraft(opened, kind)).then(
      (row) => {
        if (!active) return;
        setSaved(row ?? null);
        setSavedAt(row?.updatedAt ?? null);
        if (row && row.submittedAs === undefined && hasContent(row.data)) {
          setOffer({ data: row.data as T, updatedAt: row.updatedAt });
        }
        setReady(true);
      },
      (error: unknown) => {
        console.warn('Reading the saved draft failed', error);
        if (active) setReady(true);
      },
    );
    return () => {
      active = false;
    };
  }, [db, kind]);

  const flush = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = pending.current;
    pending.current = null;
    if (next) {
      const at = now();
      // Writes are chained so that an older save never lands after a newer one.
      writing.current = writing.current
        .then(() => deviceDb(db))
        .then((opened) => saveDraft(opened, kind, next.data, at))
        .then(
          () => {
            settleChange(next.kept);
            setSavedAt(at);
          },
          (error: unknown) => console.warn('Saving the draft failed', error),
        );
    }
    return writing.current;
  }, [db, kind, now]);

  const save = useCallback(
    (data: T) => {
      // Synchronously, before anything else: the IndexedDB write below may never get to run.
      pending.current = { data, kept: keepChange(databaseNameOf(db), 'drafts', kind, data, now()) };
      // A form opened without the database code loads it with the first change, not with the
      // first write: a save on leaving the page must find it ready.
      deviceDb(db).catch(() => {});
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), debounceMs);
    },
    [db, kind, debounceMs, flush, now],
  );

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page inside the app (another route) keeps the last keystrokes too.
      void flush();
    };
  }, [flush]);

  const accept = useCallback((): T | null => {
    const data = offer?.data ?? null;
    setOffer(null);
    return data;
  }, [offer]);

  const startOver = useCallback((): Promise<void> => {
    clearTimeout(timer.current);
    pending.current = null;
    dropChange(databaseNameOf(db), 'drafts', kind);
    setOffer(null);
    setSaved(null);
    setSavedAt(null);
    // In the chain of writes: one already under way lands first, and a change made after
    // starting over is written after the deletion, never deleted by it.
    const cleared = writing.current.then(() => deviceDb(db)).then((opened) => clearDraft(opened, kind));
    // The chain goes on even if the deletion fails; the caller hears of the failure.
    writing.current = cleared.catch(() => {});
    return cleared;
  }, [db, kind]);

  return { ready, saved, offer, savedAt, save, flush, accept, startOver };
}
