import { SITE_SETTINGS_ELEMENT_ID, type SiteSettings } from '../../../src/domain/site';

export const SITE_SETTINGS_PLACEHOLDER = '<!--site-settings-->';

/**
 * The settings as an inert JSON island. Escaping every "<" means no value (say a
 * product name containing "</script>") can close the element or open a comment.
 */
export function siteSettingsScript(site: SiteSettings): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${json}</script>`;
}

export function injectSiteSettings(html: string, site: SiteSettings): string {
  const script = siteSettingsScript(site);
  // Replacer functions, because a "$&" or "$'" inside a setting would otherwise be expanded.
  if (html.includes(SITE_SETTINGS_PLACEHOLDER)) return html.replace(SITE_SETTINGS_PLACEHOLDER, () => script);
  // A build whose HTML lost the comment (e.g. a minifier) still gets its settings.
  return html.replace(/<\/head>/i, (end) => `${script}${end}`);
}
