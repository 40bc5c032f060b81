// Site settings that are configuration, not code (DECISIONS.md "Name and contact").
// The server fills them from its environment and embeds them in the HTML it serves;
// the client reads them with `readSiteSettings` in src/services/site.ts. Plain TS: no zod here,
// so the home page does not pay for it.

export type SiteSettings = {
  productName: string;
  supportPhone: string;
  supportEmail: string;
  chatLink: string;
  social: { instagram: string; whatsapp: string; linkedin: string; facebook: string };
  crisisLines: { teleManas: string; emergency: string };
  /** Ad pixel id; empty means no pixel at all. Loaded only after cookie consent. */
  pixelId: string;
  /** Home-page figures (DECISIONS.md: settings, not fake live counters). */
  stats: { satisfiedClients: number; sessionsScheduled: number; expertsAvailable: number };
};

export const DEFAULT_SITE: SiteSettings = {
  productName: 'Saathi',
  supportPhone: '+91 98765 43210',
  supportEmail: 'hello@saathi.example',
  chatLink: 'https://wa.me/919876543210',
  social: {
    instagram: 'https://www.instagram.com/saathi.wellness',
    whatsapp: 'https://wa.me/919876543210',
    linkedin: 'https://www.linkedin.com/company/saathi-wellness',
    facebook: 'https://www.facebook.com/saathi.wellness',
  },
  crisisLines: { teleManas: '14416', emergency: '112' },
  pixelId: '',
  stats: { satisfiedClients: 1500, sessionsScheduled: 2300, expertsAvailable: 30 },
};

export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';
