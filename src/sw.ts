/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { sharedEngine } from './offline/shared';
import { OUTBOX_SYNC_TAG, runWorkerSync } from './offline/worker-sync';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync (not in TypeScript's worker typings). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

const DAY_SECONDS = 24 * 60 * 60;

// The whole build (app shell, every route's code, icons, illustrations) is precached,
// so a visitor who opened the site once can use every public page with no network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation is answered by the app shell; the router decides what to show.
// Server-only paths are never swallowed by the shell. Hindi pages (/hi/...) are navigations
// like any other: the shell is the same, main.tsx reads the language from the address (and
// sends a visitor who chose Hindi from an English address to the Hindi one), and the Hindi
// catalogues are chunks of the build, precached above with everything else.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/pay\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/],
  }),
);

// Public content: show what we have at once, refresh it in the background.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && /^\/api\/(blogs|experts|events|faqs)(\/|$)/.test(url.pathname),
  new StaleWhileRevalidate({
    cacheName: 'content-api',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

// Images (blog and expert pictures, including other hosts'), bounded so a phone's storage is respected.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
  }),
);

// A new version waits until the visitor agrees to reload: a silent switch could lose a half-filled form.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (event.data && (event.data as { type?: unknown }).type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync: the browser wakes this worker once the device is online, even with every
// tab of the site closed, and the worker runs the page's own engine over the same outbox.
// (Not workbox-background-sync: it drops an entry on any HTTP answer, 500 included, and keeps
// a second store the page cannot see.)
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(runWorkerSync(sharedEngine(), { lastChance: sync.lastChance }));
});

// Session reminders by Web Push (server/services/push/): the visitor asked for them on the
// manage or confirmation page. Every push shows a notification (the subscription promised
// userVisibleOnly); the tag is the booking's, so the 1-hour reminder replaces the 24-hour one.
type ReminderPush = { title: string; body: string; url: string; tag: string };

const REMINDER_FALLBACK: ReminderPush = { title: 'A reminder of your session', body: '', url: '/', tag: 'session-reminder' };

/** Only a path on this site is opened; a push that says otherwise opens the home page. */
const samePath = (url: unknown): string => (typeof url === 'string' && /^\/manage\/[A-Za-z0-9._-]+$/.test(url) ? url : '/');

function readReminder(data: PushMessageData | null): ReminderPush {
  try {
    const value: unknown = data?.json();
    if (typeof value !== 'object' || value === null) return REMINDER_FALLBACK;
    const { title, body, url, tag } = value as Record<string, unknown>;
    return {
      title: typeof title === 'string' && title !== '' ? title : REMINDER_FALLBACK.title,
      body: typeof body === 'string' ? body : '',
      url: samePath(url),
      tag: typeof tag === 'string' && tag !== '' ? tag : REMINDER_FALLBACK.tag,
    };
  } catch {
    return REMINDER_FALLBACK;
  }
}

self.addEventListener('push', (event) => {
  const reminder = readReminder(event.data);
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: reminder.tag,
      data: { url: reminder.url },
    }),
  );
});

// The manage page: a tab already showing it is brought forward, else a new one is opened.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const url = new URL(samePath(typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) {
        await open.focus();
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
