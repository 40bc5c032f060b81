// The visitor's cookie choice. Essential storage (drafts, this choice itself) needs no
// consent; anything optional — today only the ad pixel — waits for `accepted`.

export type ConsentValue = 'accepted' | 'rejected';
export type ConsentRecord = { value: ConsentValue; date: string };

export const CONSENT_STORAGE_KEY = 'saathi.cookie-consent';

/** A choice is asked again after a year, so it stays a current, informed one. */
const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const events = new EventTarget();
const CHANGE = 'change';
const REOPEN = 'reopen';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked outright (privacy modes); then nothing is remembered.
    return null;
  }
}

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (record.value === 'accepted' || record.value === 'rejected') && typeof record.date === 'string';
}

/** The stored choice, or null when the visitor has not chosen (or chose more than a year ago). */
export function readConsent(now: Date = new Date()): ConsentRecord | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
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
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
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
