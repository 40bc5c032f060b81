import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import type { Repositories } from '../../db/repositories';
import { notFound, serviceUnavailable, unauthorized } from '../../errors';
import { logger, type Log } from '../../log';
import type { ExpertAssignment } from '../experts/expert-assignment';
import type { BookingAccess } from '../bookings/booking-access';
import type { RegistrationAccess } from '../events/registration-access';
import type { MailNudge } from '../mail/outbox';
import type { MeetingProvider } from '../meetings/meeting-provider';
import type { PaymentStatusAnswer } from '../../../src/domain/payment-status';
import { isBookingKind } from '../../../src/domain/submission-kinds';
import { unknownPaymentAnswer, withManagePath } from './payment-answers';
import type { ManageLinks } from '../bookings/manage-links';
import { createPaymentMails } from './payment-mails';
import { createPricing } from './payment-pricing';
import type { CallbackRequest, PaymentProvider } from './payment-provider';
import { createPaymentRefresh } from './payment-refresh';
import { createSettlement } from './payment-settlement';
import { createPaymentStart, type StartedPayment } from './payment-start';
import type { Refunds } from './refunds';
import { createSessionLinkFor } from './session-link';

// The one entry the routes and the app use for payments. It only wires the parts together,
// each in its own module, so that pricing, settlement or a provider's polling can be read
// and changed on their own.

export const PAYMENTS_UNAVAILABLE = 'Online payment is not available at the moment. Please call us to complete your booking.';
export const BAD_CALLBACK = 'The callback could not be verified.';
/** Spec §2 /admin/testPage: a ₹1 payment through the configured provider. Set here, never by a client. */
export const TEST_PAYMENT_PAISE = 100;
export const TEST_PAYMENT_TYPE = 'Staff test payment (₹1)';

const MERCHANT_TXN = /^[A-Za-z0-9_-]{1,63}$/;

export type PaymentService = {
  start(body: unknown, token: string | undefined): Promise<StartedPayment>;
  /** A staff test payment of TEST_PAYMENT_PAISE: no booking behind it, no e-mails when it settles. */
  startTest(staffUsername: string): Promise<StartedPayment>;
  /** Asks the provider while the payment is pending; settles it once when the answer is final. */
  status(merchantTransactionId: string): Promise<PaymentStatusAnswer>;
  /**
   * A provider's server-to-server callback: verified, then confirmed with a status check of the
   * payment or the refund it names. The answer's code is the payment's, or REFUND_<state>.
   */
  callback(providerName: string, request: CallbackRequest): Promise<CallbackAnswer>;
};

export type CallbackAnswer = { code: string };

export type PaymentServiceDeps = {
  db: Db;
  config: Config;
  provider: PaymentProvider;
  meetings: MeetingProvider;
  repositories: Pick<Repositories, 'events' | 'payments' | 'submissions' | 'mailOutbox' | 'expertSessions'>;
  bookingAccess: BookingAccess;
  registrationAccess: RegistrationAccess;
  /** Who takes a paid session (settlement confirms the hold or picks someone). */
  assignment: ExpertAssignment;
  /** False when the configured provider may not take payments here (sandbox in production). */
  enabled?: boolean;
  /** Confirms the refunds a callback names; without it, refund callbacks are answered and ignored. */
  refunds?: Pick<Refunds, 'confirm'>;
  /** Puts the manage link in a paid session's confirmation. */
  manageLinks?: ManageLinks;
  mail?: MailNudge;
  now?: () => Date;
  log?: Log;
};

export function createPaymentService({
  db,
  config,
  provider,
  meetings,
  repositories: { events, payments, submissions, mailOutbox, expertSessions },
  bookingAccess,
  registrationAccess,
  assignment,
  enabled = true,
  refunds,
  manageLinks,
  mail,
  now = () => new Date(),
  log = logger.error,
}: PaymentServiceDeps): PaymentService {
  const pricing = createPricing({ submissions, events, bookingAccess, registrationAccess, now });
  const begin = createPaymentStart({ payments, provider, config, now, log });
  const settle = createSettlement({
    db,
    config,
    events,
    payments,
    submissions,
    outbox: mailOutbox,
    mails: createPaymentMails({ config, events, ...(manageLinks ? { manageLinks } : {}) }),
    assignment,
  });
  const refresh = createPaymentRefresh({
    provider,
    payments,
    settle,
    sessionLinkFor: createSessionLinkFor({ config, meetings, submissions, log }),
    mail,
    now,
    log,
  });
  const find = async (txn: string) => (MERCHANT_TXN.test(txn) ? payments.findByMerchantTransactionId(txn) : undefined);

  return {
    async start(body, token) {
      if (!enabled) throw serviceUnavailable(PAYMENTS_UNAVAILABLE);
      const priced = await pricing.price(body, token);
      // The provider's page may take a while: the expert's slot is held while the visitor pays.
      if (priced.purpose === 'booking' && isBookingKind(priced.kind) && priced.submissionId !== null) {
        const at = now();
        await expertSessions.extendLiveHold(priced.kind, priced.submissionId, at, new Date(at.getTime() + config.slotHoldMinutes * 60_000));
      }
      // Back from the provider to the status page in the language the visitor booked in.
      const language = priced.submissionId === null ? 'en' : await submissions.languageOf(priced.kind, priced.submissionId);
      return begin(priced, language);
    },

    async startTest(staffUsername) {
      if (!enabled) throw serviceUnavailable(PAYMENTS_UNAVAILABLE);
      return begin({
        purpose: 'test',
        kind: 'test',
        submissionId: null,
        option: 'test',
        amountPaise: TEST_PAYMENT_PAISE,
        type: TEST_PAYMENT_TYPE,
        name: staffUsername,
        email: null,
        phone: null,
      });
    },

    async status(txn) {
      const payment = await find(txn);
      if (!payment) return unknownPaymentAnswer();
      return withManagePath(await refresh(payment), payment, manageLinks);
    },

    async callback(providerName, request) {
      if (providerName !== provider.name) throw notFound();
      const subject = provider.verifyCallback(request);
      if (!subject) throw unauthorized(BAD_CALLBACK);
      if (subject.kind === 'refund') {
        const refund = await refunds?.confirm(subject.merchantRefundId);
        return { code: refund ? `REFUND_${refund.state}` : 'REFUND_NOT_FOUND' };
      }
      const payment = await find(subject.merchantTransactionId);
      if (!payment) return unknownPaymentAnswer();
      return refresh(payment, { force: true });
    },
  };
}
