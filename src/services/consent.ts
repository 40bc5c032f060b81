// The visitor's cookie choice in the browser: reading and saving it, and telling the banner
// and the ad pixel when it changes. What is stored, and how it is read, is src/domain/consent.ts.
import { CONSENT_COOKIE, CONSENT_LIFETIME_MS, readConsent, type ConsentRecord, type ConsentValue } from '../domain/consent';

const events = new EventTarget();
const CHANGE = 'change';
const REOPEN = 'reopen';

/** The page's cookies; none where there is no document (or cookies are blocked outright). */
function documentCookies(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}

/**
 * The stored choice, or null when the visitor has not chosen (or chose more than a year ago).
 * `cookies` is a Cookie header: the page's own by default, the request's on the server.
 */
export function pageConsent(now: Date = new Date(), cookies: string = documentCookies()): ConsentRecord | null {
  return readConsent(now, cookies);
}

export function hasAcceptedCookies(): boolean {
  return pageConsent()?.value === 'accepted';
}

/** Records the choice and tells every listener (the banner, the pixel). */
export function saveConsent(value: ConsentValue, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { value, date: now.toISOString() };
  try {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    const maxAge = Math.floor(CONSENT_LIFETIME_MS / 1000);
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(record))}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  } catch {
    // Not remembered, but still honoured for this visit.
  }
  events.dispatchEvent(new CustomEvent<ConsentRecord>(CHANGE, { detail: record }));
  return record;
}

export function onConsentChange(listener: (record: ConsentRecord) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentRecord>).detail);
  events.addEventListener(CHANGE, handler);
  return () => events.removeEventListener(CHANGE, handler);
}

/** Shows the cookie banner again (the footer's "Cookie settings", the privacy page). */
export function openCookieSettings(): void {
  events.dispatchEvent(new Event(REOPEN));
}

export function onCookieSettingsRequest(listener: () => void): () => void {
  events.addEventListener(REOPEN, listener);
  return () => events.removeEventListener(REOPEN, listener);
}
