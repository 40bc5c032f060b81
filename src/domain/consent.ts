// The visitor's cookie choice as it is stored: what the browser writes and what the server
// reads from a request to render the page with or without the banner. Essential storage
// (drafts, this choice itself) needs no consent; anything optional — today only the ad
// pixel — waits for `accepted`.

import { cookieValue } from './cookies';

export type ConsentValue = 'accepted' | 'rejected';
export type ConsentRecord = { value: ConsentValue; date: string };

/**
 * The choice lives in a first-party cookie rather than local storage, so the server sees it
 * too and renders the page with or without the banner exactly as the browser will.
 */
export const CONSENT_COOKIE = 'saathi.cookie-consent';

/** A choice is asked again after a year, so it stays a current, informed one. */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (record.value === 'accepted' || record.value === 'rejected') && typeof record.date === 'string';
}

/**
 * The choice stored in `cookies` (a Cookie header), or null when the visitor has not chosen
 * (or chose more than a year before `now`).
 */
export function readConsent(now: Date, cookies: string): ConsentRecord | null {
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
