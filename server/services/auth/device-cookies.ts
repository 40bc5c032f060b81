import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../secrets';

// A browser that has signed in as a staff member before gets a device cookie for that
// username (OWASP's "slow brute force protection with device cookies"). Sign-in throttling
// gives such a browser an allowance of its own, so that someone else's failed guesses
// cannot lock the staff member out. The cookie is a random nonce and an HMAC of the
// username and nonce under a key derived from the server secret: it names nobody, cannot
// be made for another username, and is worthless elsewhere.

export const DEVICE_COOKIE = 'saathi_device';
/** How long a browser stays known after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export type DeviceCookies = {
  /** A new cookie value for a browser that has just signed in as `username`. */
  issue(username: string): string;
  /** The device's id when `value` was issued for `username`; null for anything else. */
  deviceOf(value: string | undefined, username: string): string | null;
};

export function createDeviceCookies(secret: () => string): DeviceCookies {
  let key: Buffer | undefined;
  const sign = (username: string, nonce: string) => {
    key ??= deriveKey(secret(), 'staff-device');
    return createHmac('sha256', key).update(`${username.toLowerCase()}:${nonce}`).digest('base64url');
  };
  return {
    issue(username) {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${sign(username, nonce)}`;
    },
    deviceOf(value, username) {
      const match = VALUE.exec(value ?? '');
      if (!match?.[1] || !match[2]) return null;
      const expected = Buffer.from(sign(username, match[1]));
      const given = Buffer.from(match[2]);
      return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null;
    },
  };
}
