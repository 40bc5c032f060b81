import { Router } from 'express';
import { calendarRequestSchema } from '../../src/domain/schemas/calendar-request';
import type { Config } from '../config';
import type { Repositories } from '../db/repositories';
import type { AuthService } from '../services/auth/sessions';
import type { BlogService } from '../services/content/blog-service';
import type { DataRequests } from '../services/data-requests/data-requests';
import type { BookingChanges } from '../services/bookings/booking-changes';
import type { StaffAssignment } from '../services/experts/staff-assignment';
import type { StaffSchedule } from '../services/experts/staff-schedule';
import type { MailNudge } from '../services/mail/outbox';
import type { StaffMeetings } from '../services/meetings/staff-meetings';
import type { PaymentService } from '../services/payments/payment-service';
import { adminActivityRoutes } from './admin-activity';
import { adminBlogRoutes } from './admin-blogs';
import { dataRequestRoutes } from './admin-data-requests';
import { adminExpertRoutes } from './admin-experts';
import { followUpRoutes } from './admin-follow-ups';
import { adminPaymentRoutes } from './admin-payments';
import { adminScheduleRoutes } from './admin-schedule';
import { adminSubmissionRoutes } from './admin-submissions';
import { neverStore } from '../http/cache-control';
import { allow, sameOriginOnly, staffSession } from '../http/staff-auth';

// The staff API under /api/admin, one module per area with the roles that may use each
// route next to it. The session check, the cross-site check and `no-store` apply to all.

export type AdminRouterDeps = {
  config: Config;
  auth: AuthService;
  blogs: BlogService;
  repositories: Pick<
    Repositories,
    'submissions' | 'staffSubmissions' | 'loginActivities' | 'mailOutboxListing' | 'payments' | 'refunds' | 'experts' | 'followUps'
  >;
  /** The staff meeting tool of /test/form. */
  staffMeetings: StaffMeetings;
  /** The day's sessions and giving bookings their experts. */
  scheduling: { schedule: StaffSchedule; assignment: StaffAssignment; changes: BookingChanges };
  now: () => Date;
  /** The mail worker, told when staff actions queue mails. */
  mail?: MailNudge;
  /** The payment service, for the staff test payment. */
  payments?: PaymentService;
  /** Visitors' requests for a copy or erasure of their data. */
  dataRequests: DataRequests;
};

export function adminRouter({ config, auth, blogs, repositories, staffMeetings, scheduling, now, mail, payments, dataRequests }: AdminRouterDeps): Router {
  const admin = Router();
  admin.use(neverStore, staffSession(auth, config), sameOriginOnly(config));

  admin.use(adminActivityRoutes({ repositories, config, now, mail }));
  admin.use(adminBlogRoutes(blogs));
  admin.use(adminExpertRoutes({ experts: repositories.experts, now }));

  // The meeting tool of /test/form: a video link and invitations to the attendees.
  admin.post('/meetings', allow('admin'), async (req, res) => {
    const request = calendarRequestSchema.parse(req.body);
    res.status(201).json(await staffMeetings.create(request));
  });

  admin.use(adminPaymentRoutes({ payments: repositories.payments, refunds: repositories.refunds, paymentService: payments, now }));
  admin.use(adminScheduleRoutes(scheduling));
  // Ahead of the submission routes, whose /:kind would take /follow-ups for a kind.
  admin.use(followUpRoutes({ followUps: repositories.followUps, config, now }));
  admin.use(dataRequestRoutes({ dataRequests, deadlineDays: config.dataRequestDeadlineDays, now }));
  admin.use(adminSubmissionRoutes({ ...repositories, now }));

  const router = Router();
  router.use('/admin', admin);
  return router;
}
