import compression from 'compression';
import type { Db } from './db/engine/db';
import express, { type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import morgan from 'morgan';
import type { Config } from './config';
import { createRepositories } from './db/repositories';
import { databaseRateCounts, memoryRateCounts } from './http/fast-path/rate-limit';
import { errorHandler, notFound } from './errors';
import { logger, logLine, type Logger } from './log';
import { blogsRouter } from './routes/blogs';
import { neverStore } from './http/cache-control';
import { clientAppRouter } from './routes/client-app';
import { expertsRouter } from './routes/experts';
import { healthRouter } from './routes/health';
import { jsonBody } from './http/json-body';
import { robotsAndSitemapRouter } from './routes/robots-and-sitemap';
import { bookingsRouter } from './routes/bookings';
import { slotsRouter } from './routes/slots';
import { SUBMISSION_PATH, submissionPost } from './routes/submissions';
import { eventsRouter } from './routes/events';
import { paymentsRouter } from './routes/payments';
import { sandboxPaymentPageRouter } from './routes/sandbox-payment-page';
import { createEventsService } from './services/events/events-service';
import { createRegistrationAccess } from './services/events/registration-access';
import { setUpPayments } from './services/payments/payments-setup';
import { createBookingChangeMails } from './services/bookings/booking-change-mails';
import { createBookingChanges } from './services/bookings/booking-changes';
import { createManageLinks } from './services/bookings/manage-links';
import { cancelReminders, rescheduleReminders } from './services/reminders/reminder-schedule';
import { manageRouter } from './routes/manage';
import { dataRequestsRouter } from './routes/data-requests';
import { createDataRequests } from './services/data-requests/data-requests';
import { pushRouter } from './routes/push';
import { createPushSubscriptions } from './services/push/push-subscriptions';
import { lazyVapidKeys } from './services/push/vapid-keys';
import { adminRouter } from './routes/admin';
import { meRouter } from './routes/me';
import { authRouter } from './routes/auth';
import { createDeviceCookies } from './services/auth/device-cookies';
import { createLoginThrottle } from './services/auth/login-throttle';
import { createAuthService } from './services/auth/sessions';
import { createBookingAccess } from './services/bookings/booking-access';
import { createBookingSessionService } from './services/bookings/booking-session';
import { createExpertAssignment } from './services/experts/expert-assignment';
import { createExpertCalendar } from './services/experts/expert-calendar';
import { createStaffAssignment } from './services/experts/staff-assignment';
import { createStaffSchedule } from './services/experts/staff-schedule';
import { publicAnswers } from './services/client-app/public-answers';
import { blogAnswers } from './services/content/blog-answers';
import { createBlogService } from './services/content/blog-service';
import { expertAnswers } from './services/content/expert-answers';
import { lazyServerSecret } from './services/secrets';
import type { MailNudge } from './services/mail/outbox';
import { meetingProviderFor } from './services/meetings/meeting-providers';
import { createStaffMeetings } from './services/meetings/staff-meetings';
import { createSubmissionService } from './services/submissions/submission-service';

export type AppDeps = {
  db: Db;
  config: Config;
  /** The mail worker, told when new mails are committed; without it mails wait for the next poll. */
  mail?: MailNudge;
  /** The server's clock (slot rules); tests pass a fixed one. */
  now?: () => Date;
  /** Where faults are logged; the process's log (stdout and stderr) by default. */
  log?: Logger;
};

const FACEBOOK_PIXEL_SCRIPT = 'https://connect.facebook.net';
const FACEBOOK_PIXEL_EVENTS = 'https://www.facebook.com';

function contentSecurityPolicy(config: Config) {
  // The ad pixel's hosts are allowed only when a pixel is configured at all.
  const pixel = config.site.pixelId !== '';
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(pixel ? [FACEBOOK_PIXEL_SCRIPT] : [])],
    // React and the UI set inline style attributes (progress rings, sliders).
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Blog posts may show images hosted elsewhere over https.
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", ...(pixel ? [FACEBOOK_PIXEL_EVENTS] : [])],
    fontSrc: ["'self'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
  return { useDefaults: false, directives };
}

/** helmet's settings: the security headers every answer carries. */
export function securityHeaderOptions(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: contentSecurityPolicy(config),
    // HSTS on a plain-http install (local, tests) would only confuse browsers.
    strictTransportSecurity: https ? undefined : false,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * Compression wraps every answer's write path; a client that accepts no encoding (a health
 * check, a script) is spared that and only told that the answer varies with what it accepts.
 */
function compressionWhenAccepted(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding']) {
      compress(req, res, next);
      return;
    }
    // The first word on Vary: nothing before this middleware sets it.
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
}

/**
 * One log line per request: method, path without the query (it can carry names and e-mails),
 * status and time, as fields of a JSON line (log.ts), so a path is data and never the line's
 * shape.
 */
function requestLogger() {
  return morgan<express.Request, express.Response>((tokens, req, res) => {
    const ms = Number(tokens['response-time']?.(req, res));
    return logLine('info', 'request', {
      method: req.method,
      path: req.originalUrl.split('?')[0],
      status: res.headersSent ? res.statusCode : null,
      ms: Number.isFinite(ms) ? ms : null,
    }).trimEnd();
  });
}

export function createApp({ db, config, mail, now = () => new Date(), log = logger }: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(helmet(securityHeaderOptions(config)));
  app.use(compressionWhenAccepted());
  if (config.logRequests) app.use(requestLogger());

  // Each built once, here, and handed to the routes and services that use it.
  const repositories = createRepositories(db);
  const { blogs, experts, events: eventsRepository } = repositories;
  // One of each, shared by the API routes and the page renderer (the blog list is kept once).
  const blogContent = blogAnswers(blogs);
  const expertContent = expertAnswers(experts);
  const blogService = createBlogService({ blogs, productName: config.site.productName, now });
  const submissions = createSubmissionService({ db, repositories, config, mail, now });
  const secret = lazyServerSecret(config);
  const bookingAccess = createBookingAccess(secret);
  const registrationAccess = createRegistrationAccess(secret);
  const events = createEventsService({ events: eventsRepository, submissions, access: registrationAccess, now });
  const expertCalendar = createExpertCalendar({ repositories, now });
  const assignment = createExpertAssignment({ repositories, calendar: expertCalendar, now });
  const manageLinks = createManageLinks(secret, config.publicUrl);
  const payments = setUpPayments({ db, config, secret, repositories, bookingAccess, registrationAccess, assignment, manageLinks, mail, now });
  const bookingSessions = createBookingSessionService({
    db,
    repositories,
    access: bookingAccess,
    calendar: expertCalendar,
    holdMinutes: config.slotHoldMinutes,
    now,
  });
  const bookingChanges = createBookingChanges({
    db,
    repositories,
    config,
    calendar: expertCalendar,
    links: manageLinks,
    ports: {
      reminders: {
        reschedule: (kind, id, startsAt, at) => rescheduleReminders(repositories.sessionReminders, { kind, submissionId: id, startsAt }, at),
        cancel: (kind, id, at) => cancelReminders(repositories.sessionReminders, kind, id, at),
      },
      refunds: payments.refunds,
      mails: createBookingChangeMails({ config, links: manageLinks }),
    },
    ...(mail ? { mail } : {}),
    now,
  });
  const scheduling = {
    schedule: createStaffSchedule({ repositories, now }),
    assignment: createStaffAssignment({ db, repositories, calendar: expertCalendar, config, ...(mail ? { mail } : {}), now }),
    changes: bookingChanges,
  };
  const dataRequests = createDataRequests({
    db,
    repository: repositories.dataRequests,
    mailOutbox: repositories.mailOutbox,
    bookingChanges,
    config,
    ...(mail ? { mail } : {}),
    now,
  });
  const staffMeetings = createStaffMeetings({ db, repositories, config, meetings: meetingProviderFor(config), ...(mail ? { mail } : {}), now });

  // Where the per-minute limits count (the sign-in throttle counts in the database on both).
  // SQLite: one server process per database file, so its memory sees every request, and the form
  // post is the hot path (docs/BENCHMARKS.md). PostgreSQL: several instances may share the
  // database, each seeing only some of an address's requests: the counts live in the database.
  const rateCounts = db.engine === 'postgres' ? databaseRateCounts(repositories.rateCounters) : memoryRateCounts();
  const { rateLimitPerMinute } = config;

  const apiJson = jsonBody();
  // Ahead of the API router, under the same rules (no-store, JSON bodies): see submissionPost.
  app.post(SUBMISSION_PATH, neverStore, apiJson, ...submissionPost({ submissions, rateLimitPerMinute, rateCounts, bookingAccess }));

  const api = express.Router();
  api.use(neverStore);
  api.use(apiJson);
  api.use(healthRouter(db));
  api.use(blogsRouter(blogContent));
  api.use(expertsRouter(expertContent, expertCalendar));
  api.use(slotsRouter(expertCalendar, now));
  api.use(bookingsRouter({ sessions: bookingSessions, rateLimitPerMinute, rateCounts }));
  api.use(manageRouter({ changes: bookingChanges, rateLimitPerMinute, rateCounts }));
  api.use(dataRequestsRouter({ dataRequests, rateLimitPerMinute, rateCounts }));
  const push = createPushSubscriptions({ db, repositories, links: manageLinks, vapidKeys: lazyVapidKeys(db, config), now });
  api.use(pushRouter({ push, rateLimitPerMinute, rateCounts }));
  api.use(eventsRouter({ events, rateLimitPerMinute, rateCounts }));
  api.use(paymentsRouter({ payments: payments.service, rateLimitPerMinute, rateCounts }));
  const auth = createAuthService({ db, repositories, now });
  api.use(authRouter({ auth, throttle: createLoginThrottle({ counters: repositories.rateCounters, now }), devices: createDeviceCookies(secret), config }));
  api.use(adminRouter({ config, auth, blogs: blogService, repositories, staffMeetings, scheduling, now, payments: payments.service, dataRequests, ...(mail ? { mail } : {}) }));
  api.use(meRouter({ config, auth, experts, ownSessions: repositories.expertOwnSessions, now }));
  api.use((_req, _res, next) => next(notFound('Not found')));
  app.use('/api', api);

  if (payments.sandbox) {
    app.use(sandboxPaymentPageRouter({ sandbox: payments.sandbox, payments: payments.service, productName: config.site.productName, enabled: payments.enabled }));
  }
  app.use(robotsAndSitemapRouter(config.publicUrl, blogs));
  app.use(
    clientAppRouter({
      clientDir: config.clientDir,
      site: config.site,
      pageRendererFile: config.pageRendererFile,
      answer: publicAnswers(blogContent, expertContent, events),
      // The blogs' revision moves with every write to the blogs or the experts, by any process
      // (migration 018's triggers).
      contentRevision: () => blogs.revision(),
      publicUrl: config.publicUrl,
      log: log.error,
    }),
  );

  app.use(errorHandler(log.error));
  return app;
}
