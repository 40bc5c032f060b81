import type { Db } from './engine/db';
import { createAdminSubmissionsRepository } from './admin-submissions-repository';
import { createBlogsRepository } from './blogs-repository';
import { createBookingChangesRepository } from './booking-changes-repository';
import { createDataRequestsRepository } from './data-requests-repository';
import { createEventsRepository } from './events-repository';
import { createExpertOwnSessions } from './expert-own-sessions';
import { createExpertSessionsRepository } from './expert-sessions-repository';
import { createExpertsRepository } from './experts-repository';
import { createFollowUpsRepository } from './follow-ups-repository';
import { createIdempotencyKeysRepository } from './idempotency-keys-repository';
import { createLoginActivitiesRepository } from './login-activities-repository';
import { createMailOutboxListing } from './mail-outbox-listing';
import { createMailOutboxRepository } from './mail-outbox-repository';
import { createPaymentsRepository } from './payments-repository';
import { createPushDeliveriesRepository } from './push-deliveries-repository';
import { createPushSubscriptionsRepository } from './push-subscriptions-repository';
import { createRateCountersRepository } from './rate-counters-repository';
import { createRefundsRepository } from './refunds-repository';
import { createScheduleListing } from './schedule-listing';
import { createSessionRemindersRepository } from './session-reminders-repository';
import { createSessionsRepository } from './sessions-repository';
import { createStaffActionsRepository } from './staff-actions-repository';
import { createSubmissionsRepository } from './submissions-repository';
import { createUsersRepository } from './users-repository';

/**
 * The repositories the app's routes and services work through, each built once on the app's
 * connection (app.ts) and handed to whoever needs it. A service names the ones it uses with
 * Pick<Repositories, ...>.
 */
export function createRepositories(db: Db) {
  return {
    blogs: createBlogsRepository(db),
    experts: createExpertsRepository(db),
    /** The sessions experts hold or have: what makes a slot taken. */
    expertSessions: createExpertSessionsRepository(db),
    /** An expert's own upcoming sessions with their bookings (role expert). */
    expertOwnSessions: createExpertOwnSessions(db),
    /** Bookings by session date, with their experts: the staff schedule. */
    scheduleListing: createScheduleListing(db),
    events: createEventsRepository(db),
    submissions: createSubmissionsRepository(db),
    /** The staff's view of submissions: search, counts, audited deletion. */
    staffSubmissions: createAdminSubmissionsRepository(db),
    idempotencyKeys: createIdempotencyKeysRepository(db),
    /** The crisis follow-up queue: risky self-assessment reports to call back. */
    followUps: createFollowUpsRepository(db),
    /** Visitors' requests for a copy or erasure of their data, and the erasure itself. */
    dataRequests: createDataRequestsRepository(db),
    mailOutbox: createMailOutboxRepository(db),
    /** The outbox as staff see it. */
    mailOutboxListing: createMailOutboxListing(db),
    /** Staff actions that carry a reason. */
    staffActions: createStaffActionsRepository(db),
    /** Reschedules and cancellations of paid bookings. */
    bookingChanges: createBookingChangesRepository(db),
    payments: createPaymentsRepository(db),
    /** One refund per payment, and where the provider stands with it. */
    refunds: createRefundsRepository(db),
    /** Reminders before paid sessions, turned into mails by the reminder worker. */
    sessionReminders: createSessionRemindersRepository(db),
    /** The visitors' devices that asked for reminders by Web Push, per booking. */
    pushSubscriptions: createPushSubscriptionsRepository(db),
    /** The push outbox: a visitor reminder per subscription, sent by the push worker. */
    pushDeliveries: createPushDeliveriesRepository(db),
    users: createUsersRepository(db),
    sessions: createSessionsRepository(db),
    loginActivities: createLoginActivitiesRepository(db),
    /** Fixed-window counts every instance shares: the sign-in throttle, and the form posts' limit on PostgreSQL. */
    rateCounters: createRateCountersRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
