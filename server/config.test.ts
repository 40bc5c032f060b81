import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../src/domain/site';
import { CONFIGURED_CONTACTS } from '../tests/support/test-app';
import { loadConfig, withListeningPort } from './config';

const DEMO_CONTACT_VARIABLES = [
  'SUPPORT_PHONE',
  'SUPPORT_EMAIL',
  'CHAT_LINK',
  'SOCIAL_INSTAGRAM',
  'SOCIAL_WHATSAPP',
  'SOCIAL_LINKEDIN',
  'SOCIAL_FACEBOOK',
];

describe('loadConfig', () => {
  it('starts with nothing set, using the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      nodeEnv: 'development',
      smtpUrl: undefined,
      paymentProvider: 'sandbox',
      meetingProvider: 'jitsi',
      adminPassword: undefined,
      sessionSecret: undefined,
      logRequests: true,
      trustProxy: false,
    });
    expect(isAbsolute(config.dataDir)).toBe(true);
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.clientDir.endsWith('dist')).toBe(true);
    expect(config.mailFrom).toContain('saathi.example');
    expect(config.teamEmail).toContain('saathi.example');
    expect(config.site).toEqual(DEFAULT_SITE);
  });

  it('rejects a non-numeric PORT and names the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('rejects a port out of range, and accepts 0 for an ephemeral port', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
  });

  it('accepts Google Meet only with its credentials, naming each missing one', () => {
    const google = { MEETING_PROVIDER: 'google', GOOGLE_CLIENT_ID: 'cid', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_REFRESH_TOKEN: 'refresh' };
    expect(() => loadConfig({ MEETING_PROVIDER: 'google' })).toThrow(
      /GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_REFRESH_TOKEN required when MEETING_PROVIDER is google/,
    );
    expect(() => loadConfig({ ...google, GOOGLE_REFRESH_TOKEN: ' ' })).toThrow(/GOOGLE_REFRESH_TOKEN required/);
    expect(() => loadConfig({ ...google, GOOGLE_CLIENT_ID: undefined })).toThrow(/: GOOGLE_CLIENT_ID required/);
    expect(() => loadConfig({ ...google, GOOGLE_TOKEN_URL: 'not a url' })).toThrow(/GOOGLE_TOKEN_URL/);
    expect(() => loadConfig({ MEETING_PROVIDER: 'zoom' })).toThrow(/MEETING_PROVIDER must be jitsi or google/);
    expect(loadConfig(google)).toMatchObject({
      meetingProvider: 'google',
      google: {
        clientId: 'cid',
        clientSecret: 'secret',
        refreshToken: 'refresh',
        calendarId: 'primary',
        apiBaseUrl: 'https://www.googleapis.com',
        tokenUrl: 'https://oauth2.googleapis.com/token',
      },
    });
    expect(loadConfig({ ...google, GOOGLE_CALENDAR_ID: 'team@group.calendar.google.com', GOOGLE_API_BASE_URL: 'http://127.0.0.1:9/' }).google).toMatchObject({
      calendarId: 'team@group.calendar.google.com',
      apiBaseUrl: 'http://127.0.0.1:9',
    });
    // Jitsi needs none of them, and ignores any that are set.
    expect(loadConfig({ MEETING_PROVIDER: 'jitsi' })).toMatchObject({ meetingProvider: 'jitsi', google: undefined });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'cid' }).google).toBeUndefined();
  });

  it('names each wrong variable', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cash' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ TEAM_EMAIL: 'nobody' })).toThrow(/TEAM_EMAIL/);
    expect(() => loadConfig({ LOG_REQUESTS: 'maybe' })).toThrow(/LOG_REQUESTS/);
    expect(() => loadConfig({ STAT_SATISFIED_CLIENTS: '-3' })).toThrow(/STAT_SATISFIED_CLIENTS/);
    expect(() => loadConfig({ PIXEL_ID: '123"><script>' })).toThrow(/PIXEL_ID/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '  ', PRODUCT_NAME: '' })).toMatchObject({
      port: 8080,
      smtpUrl: undefined,
      site: { productName: 'Saathi' },
    });
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://saathi.example/' }).publicUrl).toBe('https://saathi.example');
  });

  it('does not log requests in tests unless asked to', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logRequests).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', LOG_REQUESTS: 'true' }).logRequests).toBe(true);
    expect(loadConfig({ LOG_REQUESTS: 'false' }).logRequests).toBe(false);
  });

  it('reads the site settings from the environment', () => {
    const { site } = loadConfig({
      PRODUCT_NAME: 'Sukoon',
      SUPPORT_PHONE: '+91 90000 00000',
      SUPPORT_EMAIL: 'care@sukoon.example',
      CHAT_LINK: 'https://chat.sukoon.example/',
      SOCIAL_INSTAGRAM: 'https://instagram.sukoon.example/',
      CRISIS_TELE_MANAS: '1-800-891-4416',
      CRISIS_EMERGENCY: '112',
      PIXEL_ID: '1234567890',
      STAT_SATISFIED_CLIENTS: '10',
      STAT_SESSIONS_SCHEDULED: '20',
      STAT_JOURNEYS: '30',
      STAT_COMMUNITY_MEMBERS: '40',
    });
    expect(site).toEqual({
      ...DEFAULT_SITE,
      productName: 'Sukoon',
      supportPhone: '+91 90000 00000',
      supportEmail: 'care@sukoon.example',
      chatLink: 'https://chat.sukoon.example/',
      social: { ...DEFAULT_SITE.social, instagram: 'https://instagram.sukoon.example/' },
      crisisLines: { teleManas: '1-800-891-4416', emergency: '112' },
      pixelId: '1234567890',
      stats: { satisfiedClients: 10, sessionsScheduled: 20, journeys: 30, communityMembers: 40 },
    });
  });

  it('reads the retention periods, whole and within their maxima', () => {
    const { site } = loadConfig({ RETENTION_CONTACT_MONTHS: '6', RETENTION_ASSESSMENT_MONTHS: '18', RETENTION_UNPAID_BOOKING_DAYS: '30' });
    expect(site.retention).toEqual({ contactMonths: 6, assessmentMonths: 18, unpaidBookingDays: 30 });
    expect(loadConfig({ RETENTION_CONTACT_MONTHS: ' ' }).site.retention).toEqual(DEFAULT_SITE.retention);
    expect(() => loadConfig({ RETENTION_CONTACT_MONTHS: '0' })).toThrow(/RETENTION_CONTACT_MONTHS must be a whole number \(1 or more\)/);
    expect(() => loadConfig({ RETENTION_ASSESSMENT_MONTHS: '121' })).toThrow(/RETENTION_ASSESSMENT_MONTHS must be at most 120/);
    expect(() => loadConfig({ RETENTION_UNPAID_BOOKING_DAYS: '1096' })).toThrow(/RETENTION_UNPAID_BOOKING_DAYS must be at most 1095/);
    expect(() => loadConfig({ RETENTION_UNPAID_BOOKING_DAYS: '1.5' })).toThrow(/RETENTION_UNPAID_BOOKING_DAYS/);
  });

  it('knows which contact details are still demo values, and refuses them under production', () => {
    expect(loadConfig({}).demoContacts).toEqual(DEMO_CONTACT_VARIABLES);
    // Tests run as test and are never refused for them.
    expect(loadConfig({ NODE_ENV: 'test' }).demoContacts).toEqual(DEMO_CONTACT_VARIABLES);

    let refusal = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      refusal = (error as Error).message;
    }
    expect(refusal).toMatch(/^Invalid configuration: .* required when NODE_ENV is production \(the defaults are demo values\)$/);
    for (const name of DEMO_CONTACT_VARIABLES) expect(refusal).toContain(name);

    // Only the ones still missing are named; a default copied in counts as missing.
    const partly = { NODE_ENV: 'production', ...CONFIGURED_CONTACTS, CHAT_LINK: undefined, SUPPORT_PHONE: DEFAULT_SITE.supportPhone };
    expect(() => loadConfig(partly)).toThrow(/: SUPPORT_PHONE, CHAT_LINK required when NODE_ENV is production/);

    const live = loadConfig({ NODE_ENV: 'production', ...CONFIGURED_CONTACTS });
    expect(live.demoContacts).toEqual([]);
    expect(live.site.supportPhone).toBe(CONFIGURED_CONTACTS.SUPPORT_PHONE);
  });

  it('reads the mail worker and rate limit settings, with defaults', () => {
    expect(loadConfig({})).toMatchObject({ mailPollIntervalMs: 30_000, mailMaxAttempts: 12, rateLimitPerMinute: 30 });
    expect(loadConfig({ MAIL_POLL_INTERVAL_SECONDS: '5', MAIL_MAX_ATTEMPTS: '3', RATE_LIMIT_PER_MINUTE: '100' })).toMatchObject({
      mailPollIntervalMs: 5000,
      mailMaxAttempts: 3,
      rateLimitPerMinute: 100,
    });
    expect(() => loadConfig({ MAIL_POLL_INTERVAL_SECONDS: '0' })).toThrow(/MAIL_POLL_INTERVAL_SECONDS/);
    expect(() => loadConfig({ MAIL_POLL_INTERVAL_SECONDS: '100000' })).toThrow(/MAIL_POLL_INTERVAL_SECONDS/);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: 'many' })).toThrow(/MAIL_MAX_ATTEMPTS/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '-5' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
  });

  it('puts the data in PostgreSQL only with a postgres:// DATABASE_URL, and then wants a shared secret in production', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://saathi@db.internal/saathi' }).databaseUrl).toBe('postgres://saathi@db.internal/saathi');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db.internal/saathi' }).databaseUrl).toBe('postgresql://db.internal/saathi');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db.internal/saathi' })).toThrow(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);

    const live = { NODE_ENV: 'production', ...CONFIGURED_CONTACTS, DATABASE_URL: 'postgres://db.internal/saathi' };
    expect(() => loadConfig(live)).toThrow(/SESSION_SECRET required when NODE_ENV is production and DATABASE_URL is set/);
    expect(loadConfig({ ...live, SESSION_SECRET: 'x'.repeat(32) }).databaseUrl).toBe(live.DATABASE_URL);
  });

  it('reads trust proxy as off, a hop count or an address list', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });

  it('fills in the real port of a derived PUBLIC_URL once an ephemeral port is known', () => {
    expect(withListeningPort(loadConfig({ PORT: '0' }), 41234).publicUrl).toBe('http://localhost:41234');
    expect(withListeningPort(loadConfig({ PORT: '0', PUBLIC_URL: 'https://saathi.example' }), 41234).publicUrl).toBe(
      'https://saathi.example',
    );
  });
});
