import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import type { Repositories } from '../../db/repositories';
import type { BookingAccess } from '../bookings/booking-access';
import type { ManageLinks } from '../bookings/manage-links';
import type { ExpertAssignment } from '../experts/expert-assignment';
import type { RegistrationAccess } from '../events/registration-access';
import type { MailNudge } from '../mail/outbox';
import { meetingProviderFor } from '../meetings/meeting-providers';
import type { MeetingProvider } from '../meetings/meeting-provider';
import { deriveKey } from '../secrets';
import type { PaymentProvider } from './payment-provider';
import { createPaymentService, type PaymentService } from './payment-service';
import { createPhonePeProvider } from './phonepe';
import { createRefunds, type Refunds } from './refunds';
import { createSandboxProvider, type SandboxProvider } from './sandbox';

export type Payments = {
  service: PaymentService;
  /** Refunds of paid payments, through the same provider (refunds.ts). */
  refunds: Refunds;
  /** The sandbox gateway, when it is the configured provider. */
  sandbox: SandboxProvider | undefined;
  /** False for the sandbox in production unless ALLOW_SANDBOX_PAYMENTS is set. */
  enabled: boolean;
};

/** The configured provider; the sandbox is refused in production unless ALLOW_SANDBOX_PAYMENTS is set. */
export function paymentProviderFor({
  db,
  config,
  secret,
  now,
}: {
  db: Db;
  config: Config;
  secret: () => string;
  now?: () => Date;
}): { provider: PaymentProvider; sandbox: SandboxProvider | undefined; enabled: boolean } {
  if (config.paymentProvider === 'phonepe') {
    return { provider: createPhonePeProvider(config.phonepe, { log: (line) => console.error(line) }), sandbox: undefined, enabled: true };
  }
  let key: Buffer | undefined;
  const sandbox = createSandboxProvider({ db, publicUrl: config.publicUrl, key: () => (key ??= deriveKey(secret(), 'sandbox-callback')), ...(now ? { now } : {}) });
  return { provider: sandbox, sandbox, enabled: config.nodeEnv !== 'production' || config.allowSandboxPayments };
}

export function setUpPayments(deps: {
  db: Db;
  config: Config;
  secret: () => string;
  repositories: Pick<Repositories, 'events' | 'payments' | 'submissions' | 'mailOutbox' | 'expertSessions' | 'refunds'>;
  bookingAccess: BookingAccess;
  registrationAccess: RegistrationAccess;
  assignment: ExpertAssignment;
  manageLinks?: ManageLinks;
  mail?: MailNudge;
  now?: () => Date;
  meetings?: MeetingProvider;
}): Payments {
  const { db, config, secret, now } = deps;
  const { provider, sandbox, enabled } = paymentProviderFor({ db, config, secret, ...(now ? { now } : {}) });
  const refunds = createRefunds({
    db,
    config,
    repositories: deps.repositories,
    provider,
    ...(deps.mail ? { mail: deps.mail } : {}),
    ...(now ? { now } : {}),
  });
  const service = createPaymentService({
    db,
    config,
    provider,
    meetings: deps.meetings ?? meetingProviderFor(config),
    repositories: deps.repositories,
    bookingAccess: deps.bookingAccess,
    registrationAccess: deps.registrationAccess,
    assignment: deps.assignment,
    enabled,
    refunds,
    ...(deps.manageLinks ? { manageLinks: deps.manageLinks } : {}),
    ...(deps.mail ? { mail: deps.mail } : {}),
    ...(now ? { now } : {}),
  });
  return { service, refunds, sandbox, enabled };
}
