// The visitor's cookie choice. Essential storage (drafts, this choice itself) needs no
// consent; anything optional — today only the ad pixel — waits for `accepted`.

export type ConsentValue = 'accepted' | 'rejected';
export type ConsentRecord = { value: ConsentValue; date: string };

/**
 * The choice lives in a first-party cookie rather than local storage, so the server sees it
 * too and renders the page with or without the banner exactly as the browser will.
 */
export const CONSENT_COOKIE = 'saathi.cookie-consent';

/** A choice is asked again after a year, so it stays a current, informed one. */
const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

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

function cookieValue(cookies: string, name: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at > -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (record.value === 'accepted' || record.value === 'rejected') && typeof record.date === 'string';
}

/**
 * The stored choice, or null when the visitor has not chosen (or chose more than a year ago).
 * `cookies` is a Cookie header: the page's own by default, the request's on the server.
 */
export function readConsent(now: Date = new Date(), cookies: string = documentCookies()): ConsentRecord | null {
  const raw = cookieValue(cookies, CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    if (!isConsentRecord(parsed)) return null;
    const age = now.getTime() - new Date(parsed.date).getTime();
    if (Number.isNaN(age) || age > CONSENT_LIFETIME_MS) return null;
    return parsed;
  } catch {
    return null;
  }
}

export function hasAcceptedCookies(): boolean {
  return readConsent()?.value === 'accepted';
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
