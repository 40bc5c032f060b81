import { useState, useSyncExternalStore } from 'react';
import { useT } from '../i18n/react';
import { useSite } from '../services/site';
import { layoutMessages } from './messages';
import './offline.css';

/** Chromium's install offer (not in the DOM typings). */
type InstallOffer = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const DISMISSED_KEY = 'saathi-install-dismissed';

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallOffer | null) {
  offer = next;
  for (const listener of listeners) listener();
}

/**
 * Keeps the browser's install offer for our own button. Called at start-up, before the first
 * render, because the browser may make the offer before any component is mounted.
 */
export function captureInstallPrompt(win: Window = window): () => void {
  const onOffer = (event: Event) => {
    event.preventDefault();
    setOffer(event as InstallOffer);
  };
  const onInstalled = () => setOffer(null);
  win.addEventListener('beforeinstallprompt', onOffer);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onOffer);
    win.removeEventListener('appinstalled', onInstalled);
    setOffer(null);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, new Date().toISOString());
  } catch {
    // Without storage the offer simply comes back next visit.
  }
}

/** "Install the app", only where the browser offers it, until the visitor installs or says not now. */
export function InstallPrompt() {
  const { productName } = useSite();
  const t = useT(layoutMessages);
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  const [dismissed, setDismissed] = useState(readDismissed);
  if (!current || dismissed) return null;

  async function install(event: InstallOffer) {
    await event.prompt();
    const choice = await event.userChoice;
    // The browser makes an offer once; after either answer it is spent.
    setOffer(null);
    if (choice.outcome === 'dismissed') {
      rememberDismissed();
      setDismissed(true);
    }
  }

  return (
    <aside className="install-prompt" aria-label={t('install.label')}>
      <div className="container install-prompt__inner">
        <p className="install-prompt__text">{t('install.text', { product: productName })}</p>
        <button type="button" className="button" onClick={() => void install(current)}>
          {t('install.button')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            rememberDismissed();
            setDismissed(true);
          }}
        >
          {t('install.notNow')}
        </button>
      </div>
    </aside>
  );
}
