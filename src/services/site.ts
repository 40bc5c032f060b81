import { createContext, useContext } from 'react';
import { DEFAULT_SITE, SITE_SETTINGS_ELEMENT_ID, type SiteSettings } from '../domain/site';
import { isRecord } from '../domain/is-record';

/** Overlay `patch` on `base`, keeping only values of the same type as the default. */
function overlay<T>(base: T, patch: unknown): T {
  if (!isRecord(base) || !isRecord(patch)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, def] of Object.entries(base)) {
    const value = patch[key];
    if (isRecord(def)) out[key] = overlay(def, value);
    else if (value !== undefined && typeof value === typeof def) out[key] = value;
  }
  return out as T;
}

/** Reads the settings the server embedded in index.html; falls back to the defaults. */
export function readSiteSettings(doc: Document = document): SiteSettings {
  const text = doc.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_SITE;
  try {
    return overlay(DEFAULT_SITE, JSON.parse(text));
  } catch {
    return DEFAULT_SITE;
  }
}

export const SiteContext = createContext<SiteSettings>(DEFAULT_SITE);

export function useSite(): SiteSettings {
  return useContext(SiteContext);
}
