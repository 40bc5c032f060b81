import type { Catalogue, Translation } from './catalogue';
import type { Language } from './language';

// How a catalogue reaches the page: the English one is bundled with the code that uses it (it
// is the key type's source and the language most pages are read in); the Hindi one is a chunk
// of its own, loaded only on a Hindi page. main.tsx loads every Hindi catalogue the start-up
// code defined before it hydrates, and the server before it renders, so a Hindi page never
// shows English first. A page split into its own chunk loads its Hindi catalogue with it
// (useT suspends until it is there).

export type Messages<C extends Catalogue> = {
  readonly en: C;
  /** The Hindi catalogue: the same promise every time, marked settled once it has loaded. */
  loadHindi(): Promise<Translation<C>>;
};

/** A promise that says when it has settled, as React's `use` reads it. */
type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const defined = new Set<Messages<Catalogue>>();

/** One area's catalogues: the English object and the import of its Hindi twin. */
export function defineMessages<C extends Catalogue>(en: C, importHindi: () => Promise<{ default: Translation<C> }>): Messages<C> {
  let loading: Settled<Translation<C>> | undefined;
  const messages: Messages<C> = {
    en,
    loadHindi() {
      loading ??= importHindi().then((module) => {
        // Marked as React marks a promise it has seen settle, so `use` returns the catalogue at
        // once in every later render instead of suspending again.
        Object.assign(loading!, { status: 'fulfilled', value: module.default });
        return module.default;
      });
      return loading;
    },
  };
  defined.add(messages as unknown as Messages<Catalogue>);
  return messages;
}

/** Loads `language`'s catalogue of every area defined so far (English is always there). */
export async function loadCatalogues(language: Language): Promise<void> {
  if (language === 'en') return;
  await Promise.all([...defined].map((messages) => messages.loadHindi()));
}
