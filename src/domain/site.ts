// Site settings that are configuration, not code (DECISIONS.md "Name and contact").
// The server fills them from its environment and embeds them in the HTML it serves;
// the client reads them with `readSiteSettings` in src/services/site.ts. Plain TS: no zod here,
// so the home page does not pay for it.

import type { ChangePolicy } from './change-policy';
import { DEFAULT_RETENTION, type RetentionPeriods } from './retention';

export type SiteSettings = {
  productName: string;
  supportPhone: string;
  supportEmail: string;
  chatLink: string;
  social: { instagram: string; whatsapp: string; linkedin: string; facebook: string };
  crisisLines: { teleManas: string; emergency: string };
  /** Ad pixel id; empty means no pixel at all. Loaded only after cookie consent. */
  pixelId: string;
  /**
   * The figures the home and about pages show (DECISIONS.md: settings, not fake live counters),
   * each stated once here so no two pages disagree. The experts are not among them: they are
   * counted from the experts list the pages show (useExpertCount, src/features/experts).
   */
  stats: { satisfiedClients: number; sessionsScheduled: number; journeys: number; communityMembers: number };
  /**
   * The rule for moving and cancelling a paid session (src/domain/change-policy.ts): the terms,
   * the FAQ, the manage page and the server all read it from here.
   */
  changePolicy: ChangePolicy;
  /** How long each kind of the visitor's data is kept: the retention worker and the privacy page read it. */
  retention: RetentionPeriods;
};

// The contact details below are demo values, made to read as such (an all-zero number, the
// reserved example domains) so that nobody mistakes them for real ones. The server names each
// one still in use when it starts, and refuses them under NODE_ENV=production (server/config.ts).
export const DEFAULT_SITE: SiteSettings = {
  productName: 'Saathi',
  // telHref keeps the digits: tel:+910000000000.
  supportPhone: '+91 00000 00000 (example)',
  supportEmail: 'hello@saathi.example',
  chatLink: 'https://example.com/saathi/chat',
  social: {
    instagram: 'https://example.com/saathi/instagram',
    whatsapp: 'https://example.com/saathi/whatsapp',
    linkedin: 'https://example.com/saathi/linkedin',
    facebook: 'https://example.com/saathi/facebook',
  },
  crisisLines: { teleManas: '14416', emergency: '112' },
  pixelId: '',
  stats: { satisfiedClients: 1500, sessionsScheduled: 2300, journeys: 1200, communityMembers: 1000 },
  changePolicy: { windowHours: 24, lateRefundPercent: 0 },
  retention: DEFAULT_RETENTION,
};

export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** `text` with the configured product name in place of `{product}`. */
export function withProduct(text: string, productName: string): string {
  return text.replaceAll('{product}', productName);
}
