import { z } from 'zod';

// What POST and DELETE /api/push/subscriptions accept. Only the server reads it: the browser
// makes the subscription itself (PushSubscription.toJSON()) and sends it as it is.

const PUBLIC_KEY_BYTES = 65;
const AUTH_SECRET_BYTES = 16;
const ENDPOINT_MAX = 2000;

/** base64url (padding tolerated) of exactly `bytes` bytes; `check` looks at the bytes too. */
const base64urlKey = (bytes: number, message: string, check: (decoded: Buffer) => boolean = () => true) =>
  z
    .string({ error: message })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: message })
    .refine((value) => {
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && check(decoded);
    }, { error: message });

// The push services of the browsers that speak Web Push. The server POSTs to whatever address a
// subscription names, so an address anywhere else (an internal host, an IP literal) is refused:
// no visitor can make the server call it.
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
];
const PUSH_SERVICE_SUFFIXES = ['.notify.windows.com', '.push.apple.com'];

/** An https address of a known push service, on the default port, without user or password. */
export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

export const PUSH_MESSAGES = {
  token: 'This link is not valid. Please use the link in your booking e-mail.',
  endpoint: 'This browser gave an address we cannot send reminders to.',
  keys: 'This browser gave keys we cannot use for reminders.',
} as const;

const token = z.string({ error: PUSH_MESSAGES.token }).min(1, { error: PUSH_MESSAGES.token }).max(100, { error: PUSH_MESSAGES.token });
const endpoint = (isPushService: (endpoint: string) => boolean) =>
  z.string({ error: PUSH_MESSAGES.endpoint }).max(ENDPOINT_MAX, { error: PUSH_MESSAGES.endpoint }).refine(isPushService, { error: PUSH_MESSAGES.endpoint });

/** The schemas, with the check of the address injectable: tests point subscriptions at a loopback push service. */
export function pushSubscriptionSchemas(isPushService: (endpoint: string) => boolean = isKnownPushService) {
  return {
    subscribe: z.object({
      token,
      subscription: z.object({
        endpoint: endpoint(isPushService),
        // An uncompressed P-256 point starts with 0x04.
        keys: z.object({
          p256dh: base64urlKey(PUBLIC_KEY_BYTES, PUSH_MESSAGES.keys, (key) => key[0] === 0x04),
          auth: base64urlKey(AUTH_SECRET_BYTES, PUSH_MESSAGES.keys),
        }),
      }),
    }),
    unsubscribe: z.object({ token, endpoint: z.string({ error: PUSH_MESSAGES.endpoint }).min(1).max(ENDPOINT_MAX) }),
  };
}
