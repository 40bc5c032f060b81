import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE, type SiteSettings } from '../src/domain/site';

// The environment is read here and only here. Every variable is optional, so the
// app starts with none set; a value that is set but wrong stops the start with a
// message that names the variable.

export type NodeEnv = 'development' | 'production' | 'test';
export type PaymentProviderName = 'sandbox' | 'phonepe';
export type MeetingProviderName = 'jitsi' | 'google';

/** Google Calendar + Meet (OAuth refresh token); required when MEETING_PROVIDER=google. */
export type GoogleMeetConfig = {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  /** The calendar the events are made in; 'primary' is the account's own. */
  calendarId: string;
  /** e.g. https://www.googleapis.com */
  apiBaseUrl: string;
  /** e.g. https://oauth2.googleapis.com/token */
  tokenUrl: string;
};

/** PhonePe Standard Checkout (OAuth client credentials); required when PAYMENT_PROVIDER=phonepe. */
export type PhonePeConfig = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  clientVersion: string;
  /** e.g. https://api.phonepe.com/apis (production) or https://api-preprod.phonepe.com/apis/pg-sandbox */
  baseUrl: string;
  /** OAuth token host; production uses a separate identity path. Defaults to baseUrl. */
  authUrl: string;
  webhookUsername: string | undefined;
  webhookPassword: string | undefined;
};

export type Config = {
  port: number;
  host: string;
  /** Absolute path; the SQLite file and backups live here. */
  dataDir: string;
  /** postgres:// URL: the server keeps its data in that PostgreSQL database instead of the SQLite file. */
  databaseUrl: string | undefined;
  /** Absolute origin without a trailing slash, used for links that leave the app. */
  publicUrl: string;
  nodeEnv: NodeEnv;
  smtpUrl: string | undefined;
  mailFrom: string;
  teamEmail: string;
  /** How often the mail worker looks for due mails, besides being nudged. */
  mailPollIntervalMs: number;
  /** After this many failed attempts a mail is marked failed and left for staff. */
  mailMaxAttempts: number;
  /** Public form posts (submissions) accepted per IP address per minute. */
  rateLimitPerMinute: number;
  /** How long an unpaid visitor's chosen expert slot stays held. */
  slotHoldMinutes: number;
  /** A crisis follow-up still not contacted after this many hours is overdue: listed first and flagged. */
  followUpAlertHours: number;
  /**
   * Days a visitor's request for a copy or erasure of their data may take to be answered: the
   * deadline staff see. 30 by default, the period the DPDP Rules (2025) allow a data fiduciary to
   * respond to a data principal's request; change it only if the Rules change.
   */
  dataRequestDeadlineDays: number;
  /** How often the reminder and refund workers look for due work. */
  reminderPollIntervalMs: number;
  paymentProvider: PaymentProviderName;
  /** The sandbox provider's test page is refused in production unless this is set. */
  allowSandboxPayments: boolean;
  phonepe: PhonePeConfig;
  /** Base URL of the Jitsi server for video links (a self-hosted one is this one setting). */
  meetingBaseUrl: string;
  meetingProvider: MeetingProviderName;
  /** Set exactly when meetingProvider is 'google'. */
  google: GoogleMeetConfig | undefined;
  adminPassword: string | undefined;
  sessionSecret: string | undefined;
  /** Absolute path of the built client (vite's dist). */
  clientDir: string;
  /** The page renderer built beside it (vite build --ssr): dist-server/entry-server.js. */
  pageRendererFile: string;
  logRequests: boolean;
  /** Express `trust proxy` setting: false unless a reverse proxy is declared. */
  trustProxy: boolean | number | string;
  site: SiteSettings;
  /** The variables whose contact details are still DEFAULT_SITE's demo values (never under production). */
  demoContacts: string[];
};

// Shells and .env files often leave a variable defined but empty; treat that as unset.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const text = z.string().trim();
const port = text
  .regex(/^\d+$/, 'must be a whole number between 0 and 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a whole number between 0 and 65535'));
const count = text.regex(/^\d+$/, 'must be a whole number (0 or more)').transform(Number);
const positiveCount = text
  .regex(/^\d+$/, 'must be a whole number (1 or more)')
  .transform(Number)
  .pipe(z.number().min(1, 'must be a whole number (1 or more)'));
const httpUrl = text.refine((value) => /^https?:$/.test(safeProtocol(value)), 'must be an http(s) URL');
const email = text.pipe(z.email('must be an e-mail address'));
const flag = text
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), 'must be true or false')
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function safeProtocol(value: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    return '';
  }
}

const envSchema = z.object({
  PORT: optional(port),
  HOST: optional(text),
  DATA_DIR: optional(text),
  DATABASE_URL: optional(text.refine((value) => /^postgres(ql)?:$/.test(safeProtocol(value)), 'must be a postgres:// or postgresql:// URL')),
  PUBLIC_URL: optional(httpUrl),
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  SMTP_URL: optional(text.refine((value) => /^smtps?:$/.test(safeProtocol(value)), 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: optional(text),
  TEAM_EMAIL: optional(email),
  // Timers take at most 2^31-1 ms; a day is plenty for a poll that nudges also start.
  MAIL_POLL_INTERVAL_SECONDS: optional(positiveCount.pipe(z.number().max(86_400, 'must be at most 86400 (a day)'))),
  MAIL_MAX_ATTEMPTS: optional(positiveCount),
  RATE_LIMIT_PER_MINUTE: optional(positiveCount),
  SLOT_HOLD_MINUTES: optional(positiveCount.pipe(z.number().max(24 * 60, 'must be at most 1440 (a day)'))),
  // A person at risk should hear back the same day: more than a day is not an alert any more.
  FOLLOW_UP_ALERT_HOURS: optional(positiveCount.pipe(z.number().max(24, 'must be at most 24 (a day)'))),
  REMINDER_POLL_INTERVAL_SECONDS: optional(positiveCount.pipe(z.number().max(3_600, 'must be at most 3600 (an hour)'))),
  // The DPDP Rules give a data principal's request a deadline; a setting past it breaks the law.
  DATA_REQUEST_DEADLINE_DAYS: optional(positiveCount.pipe(z.number().max(90, 'must be at most 90'))),
  // A window longer than a week would stop people moving sessions booked a week ahead.
  CHANGE_WINDOW_HOURS: optional(count.pipe(z.number().max(168, 'must be at most 168 (a week)'))),
  LATE_CANCEL_REFUND_PERCENT: optional(count.pipe(z.number().max(100, 'must be between 0 and 100'))),
  // At least a month or a day: a zero would delete what a visitor has just sent. Ten years (or,
  // for unpaid bookings, the three years paid booking records are kept) is past any period a
  // privacy notice can call necessary, so a larger value is a typo.
  RETENTION_CONTACT_MONTHS: optional(positiveCount.pipe(z.number().max(120, 'must be at most 120 (10 years)'))),
  RETENTION_ASSESSMENT_MONTHS: optional(positiveCount.pipe(z.number().max(120, 'must be at most 120 (10 years)'))),
  RETENTION_UNPAID_BOOKING_DAYS: optional(positiveCount.pipe(z.number().max(1095, 'must be at most 1095 (3 years)'))),
  PAYMENT_PROVIDER: optional(z.enum(['sandbox', 'phonepe'])),
  ALLOW_SANDBOX_PAYMENTS: optional(flag),
  PHONEPE_CLIENT_ID: optional(text),
  PHONEPE_CLIENT_SECRET: optional(text),
  PHONEPE_CLIENT_VERSION: optional(text.regex(/^\d+$/, 'must be a whole number')),
  PHONEPE_BASE_URL: optional(httpUrl),
  PHONEPE_AUTH_URL: optional(httpUrl),
  PHONEPE_WEBHOOK_USERNAME: optional(text),
  PHONEPE_WEBHOOK_PASSWORD: optional(text),
  MEETING_BASE_URL: optional(httpUrl),
  MEETING_PROVIDER: optional(z.enum(['jitsi', 'google'], { error: 'must be jitsi or google' })),
  GOOGLE_CLIENT_ID: optional(text),
  GOOGLE_CLIENT_SECRET: optional(text),
  GOOGLE_REFRESH_TOKEN: optional(text),
  GOOGLE_CALENDAR_ID: optional(text),
  GOOGLE_API_BASE_URL: optional(httpUrl),
  GOOGLE_TOKEN_URL: optional(httpUrl),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  CLIENT_DIR: optional(text),
  LOG_REQUESTS: optional(flag),
  TRUST_PROXY: optional(text),

  PRODUCT_NAME: optional(text.max(60, 'must be at most 60 characters')),
  SUPPORT_PHONE: optional(text),
  SUPPORT_EMAIL: optional(email),
  CHAT_LINK: optional(httpUrl),
  SOCIAL_INSTAGRAM: optional(httpUrl),
  SOCIAL_WHATSAPP: optional(httpUrl),
  SOCIAL_LINKEDIN: optional(httpUrl),
  SOCIAL_FACEBOOK: optional(httpUrl),
  CRISIS_TELE_MANAS: optional(text.regex(/^[0-9 +-]+$/, 'must be a phone number')),
  CRISIS_EMERGENCY: optional(text.regex(/^[0-9 +-]+$/, 'must be a phone number')),
  // Pixel ids are numeric; anything else would end up in a script URL on the client.
  PIXEL_ID: optional(text.regex(/^\d+$/, 'must contain digits only')),
  STAT_SATISFIED_CLIENTS: optional(count),
  STAT_SESSIONS_SCHEDULED: optional(count),
  STAT_JOURNEYS: optional(count),
  STAT_COMMUNITY_MEMBERS: optional(count),
});

type Env = z.infer<typeof envSchema>;

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`)
    .join('; ');
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function siteFrom(env: Env): SiteSettings {
  return {
    productName: env.PRODUCT_NAME ?? DEFAULT_SITE.productName,
    supportPhone: env.SUPPORT_PHONE ?? DEFAULT_SITE.supportPhone,
    supportEmail: env.SUPPORT_EMAIL ?? DEFAULT_SITE.supportEmail,
    chatLink: env.CHAT_LINK ?? DEFAULT_SITE.chatLink,
    social: {
      instagram: env.SOCIAL_INSTAGRAM ?? DEFAULT_SITE.social.instagram,
      whatsapp: env.SOCIAL_WHATSAPP ?? DEFAULT_SITE.social.whatsapp,
      linkedin: env.SOCIAL_LINKEDIN ?? DEFAULT_SITE.social.linkedin,
      facebook: env.SOCIAL_FACEBOOK ?? DEFAULT_SITE.social.facebook,
    },
    crisisLines: {
      teleManas: env.CRISIS_TELE_MANAS ?? DEFAULT_SITE.crisisLines.teleManas,
      emergency: env.CRISIS_EMERGENCY ?? DEFAULT_SITE.crisisLines.emergency,
    },
    pixelId: env.PIXEL_ID ?? DEFAULT_SITE.pixelId,
    changePolicy: {
      windowHours: env.CHANGE_WINDOW_HOURS ?? DEFAULT_SITE.changePolicy.windowHours,
      lateRefundPercent: env.LATE_CANCEL_REFUND_PERCENT ?? DEFAULT_SITE.changePolicy.lateRefundPercent,
    },
    retention: {
      contactMonths: env.RETENTION_CONTACT_MONTHS ?? DEFAULT_SITE.retention.contactMonths,
      assessmentMonths: env.RETENTION_ASSESSMENT_MONTHS ?? DEFAULT_SITE.retention.assessmentMonths,
      unpaidBookingDays: env.RETENTION_UNPAID_BOOKING_DAYS ?? DEFAULT_SITE.retention.unpaidBookingDays,
    },
    stats: {
      satisfiedClients: env.STAT_SATISFIED_CLIENTS ?? DEFAULT_SITE.stats.satisfiedClients,
      sessionsScheduled: env.STAT_SESSIONS_SCHEDULED ?? DEFAULT_SITE.stats.sessionsScheduled,
      journeys: env.STAT_JOURNEYS ?? DEFAULT_SITE.stats.journeys,
      communityMembers: env.STAT_COMMUNITY_MEMBERS ?? DEFAULT_SITE.stats.communityMembers,
    },
  };
}

/** The contact details whose defaults are demo values, each by the variable that sets it. */
const DEMO_CONTACTS: ReadonlyArray<readonly [keyof Env, (site: SiteSettings) => string]> = [
  ['SUPPORT_PHONE', (site) => site.supportPhone],
  ['SUPPORT_EMAIL', (site) => site.supportEmail],
  ['CHAT_LINK', (site) => site.chatLink],
  ['SOCIAL_INSTAGRAM', (site) => site.social.instagram],
  ['SOCIAL_WHATSAPP', (site) => site.social.whatsapp],
  ['SOCIAL_LINKEDIN', (site) => site.social.linkedin],
  ['SOCIAL_FACEBOOK', (site) => site.social.facebook],
];

/** The variables of `site` still at their demo value: unset, or set to the default itself. */
function demoContactsIn(site: SiteSettings): string[] {
  return DEMO_CONTACTS.filter(([, read]) => read(site) === read(DEFAULT_SITE)).map(([name]) => name);
}

/**
 * With PORT=0 the port is known only once the server listens; a PUBLIC_URL derived
 * from the port is then corrected so absolute links (sitemap, redirects) work.
 */
export function withListeningPort(config: Config, port: number): Config {
  if (config.port !== 0 || config.publicUrl !== 'http://localhost:0') return config;
  return { ...config, publicUrl: `http://localhost:${port}` };
}

/** Parses the environment once; throws an Error naming every wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_PROVIDER === 'phonepe') {
    const missing = ['PHONEPE_CLIENT_ID', 'PHONEPE_CLIENT_SECRET', 'PHONEPE_WEBHOOK_USERNAME', 'PHONEPE_WEBHOOK_PASSWORD'].filter(
      (name) => e[name as keyof Env] === undefined,
    );
    if (missing.length > 0) throw new Error(`Invalid configuration: ${missing.join(', ')} required when PAYMENT_PROVIDER is phonepe`);
  }
  let google: GoogleMeetConfig | undefined;
  if (e.MEETING_PROVIDER === 'google') {
    const missing = ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_REFRESH_TOKEN'].filter((name) => e[name as keyof Env] === undefined);
    if (missing.length > 0) throw new Error(`Invalid configuration: ${missing.join(', ')} required when MEETING_PROVIDER is google`);
    google = {
      clientId: e.GOOGLE_CLIENT_ID!,
      clientSecret: e.GOOGLE_CLIENT_SECRET!,
      refreshToken: e.GOOGLE_REFRESH_TOKEN!,
      calendarId: e.GOOGLE_CALENDAR_ID ?? 'primary',
      apiBaseUrl: (e.GOOGLE_API_BASE_URL ?? 'https://www.googleapis.com').replace(/\/+$/, ''),
      tokenUrl: e.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    };
  }
  const portNumber = e.PORT ?? 8080;
  const nodeEnv = e.NODE_ENV ?? 'development';
  const clientDir = resolve(e.CLIENT_DIR ?? './dist');
  const site = siteFrom(e);
  const demoContacts = demoContactsIn(site);
  // A live site showing made-up ways to reach the team would leave visitors without any.
  if (nodeEnv === 'production' && demoContacts.length > 0) {
    throw new Error(`Invalid configuration: ${demoContacts.join(', ')} required when NODE_ENV is production (the defaults are demo values)`);
  }
  // Every instance on the shared database must sign and check with the same key; a secret made
  // in one machine's DATA_DIR would be that machine's alone.
  if (nodeEnv === 'production' && e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new Error('Invalid configuration: SESSION_SECRET required when NODE_ENV is production and DATABASE_URL is set (every instance must share it)');
  }

  return {
    port: portNumber,
    host: e.HOST ?? '127.0.0.1',
    dataDir: resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${portNumber}`).replace(/\/+$/, ''),
    nodeEnv,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Saathi <no-reply@saathi.example>',
    teamEmail: e.TEAM_EMAIL ?? 'team@saathi.example',
    mailPollIntervalMs: (e.MAIL_POLL_INTERVAL_SECONDS ?? 30) * 1000,
    mailMaxAttempts: e.MAIL_MAX_ATTEMPTS ?? 12,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? 30,
    slotHoldMinutes: e.SLOT_HOLD_MINUTES ?? 15,
    followUpAlertHours: e.FOLLOW_UP_ALERT_HOURS ?? 4,
    dataRequestDeadlineDays: e.DATA_REQUEST_DEADLINE_DAYS ?? 30,
    reminderPollIntervalMs: (e.REMINDER_POLL_INTERVAL_SECONDS ?? 30) * 1000,
    paymentProvider: e.PAYMENT_PROVIDER ?? 'sandbox',
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS ?? false,
    phonepe: {
      clientId: e.PHONEPE_CLIENT_ID,
      clientSecret: e.PHONEPE_CLIENT_SECRET,
      clientVersion: e.PHONEPE_CLIENT_VERSION ?? '1',
      baseUrl: (e.PHONEPE_BASE_URL ?? 'https://api-preprod.phonepe.com/apis/pg-sandbox').replace(/\/+$/, ''),
      authUrl: (e.PHONEPE_AUTH_URL ?? e.PHONEPE_BASE_URL ?? 'https://api-preprod.phonepe.com/apis/pg-sandbox').replace(/\/+$/, ''),
      webhookUsername: e.PHONEPE_WEBHOOK_USERNAME,
      webhookPassword: e.PHONEPE_WEBHOOK_PASSWORD,
    },
    meetingBaseUrl: (e.MEETING_BASE_URL ?? 'https://meet.jit.si').replace(/\/+$/, ''),
    meetingProvider: e.MEETING_PROVIDER ?? 'jitsi',
    google,
    adminPassword: e.ADMIN_PASSWORD,
    sessionSecret: e.SESSION_SECRET,
    clientDir,
    pageRendererFile: join(dirname(clientDir), 'dist-server', 'entry-server.js'),
    logRequests: e.LOG_REQUESTS ?? nodeEnv !== 'test',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    site,
    demoContacts,
  };
}
