import { Workbox } from 'workbox-window';

export type UpdateListener = (applyUpdate: () => void) => void;

/**
 * Registers the service worker in production builds. A new version never takes over on
 * its own: `onUpdateWaiting` gets a function that activates it and reloads, to be called
 * when the visitor says so.
 */
export function registerServiceWorker(onUpdateWaiting: UpdateListener): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((error: unknown) => console.warn('Offline support is unavailable', error));
}
