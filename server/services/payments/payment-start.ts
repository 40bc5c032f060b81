import { randomBytes } from 'node:crypto';
import { pathIn, type Language } from '../../../src/i18n/language';
import type { Config } from '../../config';
import type { NewPayment, PaymentsRepository } from '../../db/payments-repository';
import { serviceUnavailable } from '../../errors';
import type { Log } from '../../log';
import type { PaymentProvider } from './payment-provider';

export const PROVIDER_FAILED = 'Something went wrong!';

/** What a payment is for and what it costs; its transaction id and time are set when it starts. */
export type PaymentToStart = Omit<NewPayment, 'merchantTransactionId' | 'provider' | 'createdAt'>;

export type StartedPayment = { merchantTransactionId: string; redirectUrl: string };

/** 'T' + time + random: unique, unguessable, within every provider's 63-character limit. */
export function newMerchantTransactionId(now: Date): string {
  return `T${now.getTime().toString(36).toUpperCase()}${randomBytes(10).toString('hex').toUpperCase()}`;
}

/**
 * Starting a payment: it is recorded as PENDING before the provider is asked for its page,
 * so a payment the provider takes is never unknown to us; one the provider will not start
 * is closed as ERROR.
 */
export function createPaymentStart({
  payments,
  provider,
  config,
  now,
  log,
}: {
  payments: PaymentsRepository;
  provider: PaymentProvider;
  config: Pick<Config, 'publicUrl'>;
  now: () => Date;
  log: Log;
}): (payment: PaymentToStart, language?: Language) => Promise<StartedPayment> {
  /** `language`: the visitor's, so the provider sends them back to the status page in it. */
  return async function begin(payment, language = 'en') {
    const at = now();
    const merchantTransactionId = newMerchantTransactionId(at);
    await payments.insert({ ...payment, merchantTransactionId, provider: provider.name, createdAt: at.toISOString() });
    try {
      const { redirectUrl } = await provider.createPayment({
        amountPaise: payment.amountPaise,
        merchantTransactionId,
        returnUrl: `${config.publicUrl}${pathIn(language, '/payment-status')}?transactionid=${encodeURIComponent(merchantTransactionId)}`,
        callbackUrl: `${config.publicUrl}/api/payments/callback/${provider.name}`,
      });
      return { merchantTransactionId, redirectUrl };
    } catch (error) {
      log('Starting a payment failed', { merchantTransactionId, error });
      await payments.complete(merchantTransactionId, {
        state: 'ERROR',
        transactionId: null,
        paymentInstrument: null,
        utr: null,
        upiTransactionId: null,
        ifsc: null,
        comments: 'The payment provider did not start the payment.',
        meetingLink: null,
        unconfirmed: null,
        completedAt: now().toISOString(),
      });
      throw serviceUnavailable(PROVIDER_FAILED);
    }
  };
}
