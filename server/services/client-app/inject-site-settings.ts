import { SITE_SETTINGS_ELEMENT_ID, type SiteSettings } from '../../../src/domain/site';
import { jsonIsland } from './page-html';

export const SITE_SETTINGS_PLACEHOLDER = '<!--site-settings-->';

/** The settings as an inert JSON island (see jsonIsland: no value can close the element). */
export function siteSettingsScript(site: SiteSettings): string {
  return jsonIsland(SITE_SETTINGS_ELEMENT_ID, site);
}

export function injectSiteSettings(html: string, site: SiteSettings): string {
  const script = siteSettingsScript(site);
  // Replacer functions, because a "$&" or "$'" inside a setting would otherwise be expanded.
  if (html.includes(SITE_SETTINGS_PLACEHOLDER)) return html.replace(SITE_SETTINGS_PLACEHOLDER, () => script);
  // A build whose HTML lost the comment (e.g. a minifier) still gets its settings.
  return html.replace(/<\/head>/i, (end) => `${script}${end}`);
}
