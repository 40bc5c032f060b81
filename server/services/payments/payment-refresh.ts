import type { PaymentsRepository, StoredPayment } from '../../db/payments-repository';
import type { Log } from '../../log';
import { nudgeWorker, type MailNudge } from '../mail/outbox';
import { coalescedChecks } from './coalesced-checks';
import type { PaymentStatusAnswer } from '../../../src/domain/payment-status';
import { paymentAnswer } from './payment-answers';
import { finalStateOf, type PaymentProvider, type ProviderStatus } from './payment-provider';
import type { Settle } from './payment-settlement';
import type { SessionLinkFor } from './session-link';

/** At most one provider check per pending payment in this time, however many polls ask, of however many instances. */
export const STATUS_CHECK_INTERVAL_MS = 2_000;

/**
 * A payment's answer, asking the provider first while it is pending: at most one check per
 * transaction per interval, claimed in the database (`force`: the provider has just called back,
 * so ask now whenever the last check was). A final answer settles the payment once.
 */
export type RefreshPayment = (payment: StoredPayment, options?: { force?: boolean }) => Promise<PaymentStatusAnswer>;

function instrumentField(instrument: Record<string, unknown> | null, ...names: string[]): string | null {
  if (!instrument) return null;
  for (const name of names) {
    const value = instrument[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

export function createPaymentRefresh({
  provider,
  payments,
  settle,
  sessionLinkFor,
  mail,
  now,
  log,
}: {
  provider: PaymentProvider;
  payments: PaymentsRepository;
  settle: Settle;
  sessionLinkFor: SessionLinkFor;
  mail: MailNudge | undefined;
  now: () => Date;
  log: Log;
}): RefreshPayment {
  const checks = coalescedChecks<PaymentStatusAnswer>({ minIntervalMs: STATUS_CHECK_INTERVAL_MS, claim: (txn, at, lastBefore) => payments.claimStatusCheck(txn, at, lastBefore) });

  /** Asks the provider about a pending payment and settles it once when the answer is final. */
  async function askProvider(payment: StoredPayment): Promise<PaymentStatusAnswer> {
    let remote: ProviderStatus;
    try {
      remote = await provider.fetchStatus(payment.merchantTransactionId);
    } catch (error) {
      log('Payment status check failed', { merchantTransactionId: payment.merchantTransactionId, error });
      return paymentAnswer(payment);
    }
    if (remote.code === 'TRANSACTION_NOT_FOUND') return paymentAnswer(payment, 'TRANSACTION_NOT_FOUND');
    const state = finalStateOf(remote.code);
    if (!state) return paymentAnswer(payment);
    // Another amount than was priced is settled as taken, but confirms nothing (paid-for.ts).
    const takenPaise = state === 'SUCCESS' ? remote.amountPaise : null;
    // The link is made outside the transaction (it may be a network call); a payment that
    // turns out to be settled already simply does not use it.
    const meeting = state === 'SUCCESS' ? await sessionLinkFor(payment, takenPaise) : null;
    const queued = await settle(
      payment.merchantTransactionId,
      {
        state,
        transactionId: remote.transactionId,
        paymentInstrument: remote.paymentInstrument,
        utr: instrumentField(remote.paymentInstrument, 'utr', 'rrn'),
        upiTransactionId: instrumentField(remote.paymentInstrument, 'upiTransactionId'),
        ifsc: instrumentField(remote.paymentInstrument, 'ifsc'),
        completedAt: now().toISOString(),
      },
      meeting,
      takenPaise,
    );
    if (queued > 0) {
      nudgeWorker(mail);
    }
    const settled = await payments.findByMerchantTransactionId(payment.merchantTransactionId);
    return paymentAnswer(settled ?? payment);
  }

  return async function refresh(payment, { force = false } = {}) {
    if (payment.state !== 'PENDING') return paymentAnswer(payment);
    // Not claimed: checked too recently (or settled meanwhile); the next poll reads the row again.
    return (await checks.run(payment.merchantTransactionId, () => askProvider(payment), { force })) ?? paymentAnswer(payment);
  };
}
