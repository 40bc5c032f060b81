import { randomBytes } from 'node:crypto';
import { adminRecordUrl } from '../../../src/domain/admin-paths';
import type { Language } from '../../../src/i18n/language';
import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import type { StoredPayment } from '../../db/payments-repository';
import type { RefundState, StoredRefund } from '../../db/refunds-repository';
import type { Repositories } from '../../db/repositories';
import { badRequest, conflict, notFound } from '../../errors';
import { logger, type Log } from '../../log';
import { nudgeWorker, queueMail, type MailNudge, type OutgoingMail } from '../mail/outbox';
import { refundCompleted, refundFailedNotice, refundStarted, type RefundMailData } from '../mail/refund-templates';
import { mailSite, type MailSite } from '../mail/templates';
import { RefundNotFoundError, type PaymentProvider, type ProviderRefund } from './payment-provider';

// Refunds of paid sessions (issue 20). The row is written inside the caller's transaction
// (the cancellation that causes it), with the merchant refund id the provider will know it by;
// the provider is asked afterwards, outside any transaction, and every retry asks about that
// same id. What the provider answers is recorded in one transaction with the mails it causes,
// and a state moves only once, so each mail is queued once however often the refund is sent.
// One conversation with the provider per refund at a time, across server instances: the
// instance that talks leases the refund first (refunds.claimed_until, migration 021) and the
// recorded answer ends the lease; an instance that finds it leased answers with the refund as
// stored.

export type Refunds = {
  /**
   * Writes the payment's refund (REQUESTED) unless it has one, which is then returned unchanged.
   * Call it inside the caller's transaction. Throws for a payment that is not paid, or an
   * amount that is not a whole number of paise between 1 and what was paid.
   */
  request(paymentId: number, amountPaise: number, reason: string, at: Date): Promise<StoredRefund>;
  /**
   * Asks the provider: for the refund while REQUESTED, for its status after. Call it after the
   * commit. Never throws for the provider: without an answer the refund waits for checkDue.
   * While another instance talks to the provider about it, the refund as stored.
   */
  send(refundId: number): Promise<StoredRefund>;
  /** A provider's callback named this refund: its status is asked for and recorded. */
  confirm(merchantRefundId: string): Promise<StoredRefund | undefined>;
  /** Sends or checks every REQUESTED or PENDING refund that is due; returns how many. */
  checkDue(): Promise<number>;
  /** The payment's refunds, for staff. */
  forPayment(paymentId: number): Promise<StoredRefund[]>;
};

/**
 * Waits before asking the provider again, by the number of times it was asked: quickly at first
 * (a lost answer, a refund PhonePe settles in minutes), then a few times a day while a bank takes
 * its working days. The last delay repeats.
 */
export const REFUND_CHECK_DELAYS_MS: readonly number[] = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000];
const LONGEST_DELAY_MS = 12 * 3_600_000;
/** The caller sends a new refund itself; the timer takes it only when that did not happen. */
export const REQUEST_GRACE_MS = 60_000;
/**
 * How long a refund stays leased to the instance talking to the provider about it: longer than
 * one conversation's calls (a token, a status, a refund, each cut off after 15 s). An instance
 * that stopped mid-call leaves the refund to the others once it has run out.
 */
const CONVERSATION_LEASE_MS = 2 * 60_000;
const CLAIM_BATCH = 10;
/** checkDue talks about the refunds it took one after another, so it leases them for all the conversations. */
const BATCH_LEASE_MS = CLAIM_BATCH * CONVERSATION_LEASE_MS;

export function refundCheckDelay(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), REFUND_CHECK_DELAYS_MS.length) - 1;
  return REFUND_CHECK_DELAYS_MS[index] ?? LONGEST_DELAY_MS;
}

/** Unique, 35 characters of [A-Z0-9]: inside PhonePe's 63 and its safe characters. */
export function newMerchantRefundId(at: Date): string {
  return `R${at.getTime().toString(36).toUpperCase()}${randomBytes(12).toString('hex').toUpperCase()}`;
}

const later = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();
const isFinal = (state: RefundState) => state === 'COMPLETED' || state === 'FAILED';

function mailData(refund: StoredRefund, payment: StoredPayment, at: Date, language: Language): RefundMailData {
  return {
    name: payment.name ?? '',
    amountPaise: refund.amountPaise,
    bookingId: payment.purpose === 'test' ? null : payment.submissionId,
    merchantTransactionId: payment.merchantTransactionId,
    merchantRefundId: refund.merchantRefundId,
    at: at.toISOString(),
    language,
  };
}

/** The mails a refund moving to `to` causes; a payer whose details were removed gets none. */
function refundMails(
  config: Pick<Config, 'publicUrl' | 'teamEmail'>,
  site: MailSite,
  { refund, to, payment, at, error, language }: { refund: StoredRefund; to: RefundState; payment: StoredPayment; at: Date; error: string; language: Language },
): OutgoingMail[] {
  const data = mailData(refund, payment, at, language);
  const payer = payment.email;
  const out: OutgoingMail[] = [];
  if (payer && refund.state === 'REQUESTED' && (to === 'PENDING' || to === 'COMPLETED')) out.push({ to: payer, ...refundStarted(data, site) });
  if (payer && to === 'COMPLETED') out.push({ to: payer, ...refundCompleted(data, site) });
  if (to === 'FAILED') {
    const adminUrl = adminRecordUrl(config.publicUrl, 'payments', payment.id);
    out.push({
      to: config.teamEmail,
      ...(payer ? { replyTo: payer } : {}),
      ...refundFailedNotice({ ...data, email: payer ?? '', reason: refund.reason, error, adminUrl }, site),
    });
  }
  return out;
}

export function createRefunds({
  db,
  config,
  repositories: { refunds, payments, mailOutbox, submissions },
  provider,
  mail,
  now = () => new Date(),
  log = logger.error,
}: {
  db: Db;
  config: Pick<Config, 'site' | 'publicUrl' | 'teamEmail' | 'smtpUrl' | 'mailFrom'>;
  repositories: Pick<Repositories, 'refunds' | 'payments' | 'mailOutbox' | 'submissions'>;
  provider: PaymentProvider;
  mail?: MailNudge;
  now?: () => Date;
  log?: Log;
}): Refunds {
  const site = mailSite(config);
  /** This process's conversations under way: a caller asking meanwhile shares one instead of claiming. */
  const underway = new Map<number, Promise<StoredRefund>>();

  /** Records the provider's answer and queues what it causes, once. Returns the mails queued. */
  const recordAnswer = (id: number, answer: ProviderRefund, at: Date): Promise<number> =>
    db.transaction(async () => {
      const current = await refunds.findById(id);
      if (!current || isFinal(current.state)) return 0;
      const nextCheckAt = later(at, refundCheckDelay(current.attempts + 1));
      if (answer.state === 'PENDING' && current.state === 'PENDING') {
        await refunds.rescheduleCheck(id, null, nextCheckAt);
        return 0;
      }
      const final = isFinal(answer.state);
      const error = answer.state === 'FAILED' ? (answer.error ?? 'FAILED') : '';
      const moved = await refunds.recordOutcome(id, {
        from: current.state,
        state: answer.state,
        providerRefundId: answer.providerRefundId,
        lastError: error || null,
        completedAt: final ? at.toISOString() : null,
        nextCheckAt: final ? null : nextCheckAt,
      });
      const payment = await payments.findById(current.paymentId);
      if (!moved || !payment) return 0;
      // The payer's mails in the language of what they paid for (a test payment has no record: English).
      const language = payment.submissionId === null ? 'en' : await submissions.languageOf(payment.kind, payment.submissionId);
      const queued = refundMails(config, site, { refund: current, to: answer.state, payment, at, error, language });
      for (const outgoing of queued) await queueMail(mailOutbox, config, outgoing, { submissionId: payment.submissionId, now: at });
      return queued.length;
    });

  /**
   * The provider's word on the refund. A REQUESTED refund asked about before may have reached
   * the provider without its answer reaching us: its status is asked first (as PhonePe advises),
   * and the refund is sent, with the same id, only when the provider never received it.
   */
  async function ask(refund: StoredRefund, payment: StoredPayment, statusFirst: boolean): Promise<ProviderRefund> {
    if (refund.state !== 'REQUESTED') return provider.refundStatus(refund.merchantRefundId);
    if (statusFirst || refund.attempts > 0) {
      try {
        return await provider.refundStatus(refund.merchantRefundId);
      } catch (error) {
        if (!(error instanceof RefundNotFoundError)) throw error;
      }
    }
    return provider.refund({
      merchantRefundId: refund.merchantRefundId,
      merchantTransactionId: payment.merchantTransactionId,
      amountPaise: refund.amountPaise,
    });
  }

  async function sendOnce(refund: StoredRefund, statusFirst: boolean): Promise<StoredRefund> {
    const payment = await payments.findById(refund.paymentId);
    if (!payment) throw new Error(`Refund ${refund.id} names no payment`);
    let answer: ProviderRefund;
    try {
      answer = await ask(refund, payment, statusFirst);
    } catch (error) {
      log('Refund request or check failed', { merchantRefundId: refund.merchantRefundId, error });
      const at = now();
      const message = error instanceof Error ? error.message : String(error);
      await refunds.rescheduleCheck(refund.id, message, later(at, refundCheckDelay(refund.attempts + 1)));
      return (await refunds.findById(refund.id)) ?? refund;
    }
    if (answer.state === 'FAILED') log('A refund failed', { merchantRefundId: refund.merchantRefundId, error: answer.error ?? 'FAILED' });
    if ((await recordAnswer(refund.id, answer, now())) > 0) nudgeWorker(mail);
    return (await refunds.findById(refund.id)) ?? refund;
  }

  /** Leases the refund unless `leased` (checkDue took it already), then talks; leased elsewhere: the refund as stored. */
  async function leaseThenSend(refund: StoredRefund, statusFirst: boolean, leased: boolean): Promise<StoredRefund> {
    if (leased) return sendOnce(refund, statusFirst);
    const at = now();
    const mine = await refunds.claim(refund.id, at.toISOString(), later(at, CONVERSATION_LEASE_MS));
    if (!mine) return (await refunds.findById(refund.id)) ?? refund;
    return sendOnce(mine, statusFirst);
  }

  function run(refund: StoredRefund, { statusFirst = false, leased = false } = {}): Promise<StoredRefund> {
    if (isFinal(refund.state)) return Promise.resolve(refund);
    const running = underway.get(refund.id);
    if (running) return running;
    const started = leaseThenSend(refund, statusFirst, leased).finally(() => underway.delete(refund.id));
    underway.set(refund.id, started);
    return started;
  }

  return {
    async request(paymentId, amountPaise, reason, at) {
      const existing = await refunds.findByPayment(paymentId);
      if (existing) return existing;
      const payment = await payments.findById(paymentId);
      if (!payment) throw notFound('Payment not found');
      if (payment.state !== 'SUCCESS') throw conflict('Only a paid payment can be refunded.');
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 1 || amountPaise > payment.amountPaise) {
        throw badRequest(`A refund must be between 1 paisa and the ${payment.amountPaise} paise paid.`);
      }
      return refunds.insertIfAbsent({
        paymentId,
        merchantRefundId: newMerchantRefundId(at),
        amountPaise,
        reason,
        createdAt: at.toISOString(),
        nextCheckAt: later(at, REQUEST_GRACE_MS),
      });
    },

    async send(refundId) {
      const refund = await refunds.findById(refundId);
      if (!refund) throw notFound('Refund not found');
      return run(refund);
    },

    async confirm(merchantRefundId) {
      const refund = await refunds.findByMerchantRefundId(merchantRefundId);
      return refund ? run(refund, { statusFirst: true }) : undefined;
    },

    async checkDue() {
      const at = now();
      const due = await refunds.claimDue(at.toISOString(), later(at, BATCH_LEASE_MS), CLAIM_BATCH);
      for (const refund of due) await run(refund, { leased: true });
      return due.length;
    },

    forPayment: (paymentId) => refunds.listForPayment(paymentId),
  };
}
