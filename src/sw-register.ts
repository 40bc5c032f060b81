export type UpdateListener = (applyUpdate: () => void) => void;

/**
 * Registers the service worker in production builds. A new version never takes over on
 * its own: `onUpdateWaiting` gets a function that activates it and reloads, to be called
 * when the visitor says so.
 */
export function registerServiceWorker(onUpdateWaiting: UpdateListener): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Loaded once the page is up rather than with it: nothing here is needed to show or use the
  // page, and it was 2 KB of the home page's first load (docs/BENCHMARKS.md).
  import('workbox-window')
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('waiting', () => {
        onUpdateWaiting(() => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        });
      });
      return wb.register();
    })
    .catch((error: unknown) => console.warn('Offline support is unavailable', error));
}
