import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { nextPollDelay } from '../../domain/payment-polling';
import { formatRupees } from '../../domain/pricing';
import type { PaymentCode } from '../../domain/payment-status';
import { LocalLink } from '../../i18n/react';
import { useSite } from '../../services/site';
import { PushOptIn } from '../manage';
import { PageMeta } from '../../ui/PageMeta';
import { fetchPaymentStatus, type PaymentStatus } from './api';
import './payment.css';

export const LOADING_TEXT = 'Loading payment status';
export const LEAVE_WARNING = 'Payment is still processing. Are you sure you want to leave?';
export const FAILURE_REASONS = [
  'Insufficient funds',
  'Incorrect card details',
  'Transaction declined by your bank',
  'Network or connectivity issues',
] as const;

/** Where the first status check of a transaction happened, so a reload continues the schedule. */
const startKey = (txn: string) => `saathi-payment-poll-start:${txn}`;

function pollStart(txn: string, now: number): number {
  try {
    const stored = Number(sessionStorage.getItem(startKey(txn)));
    if (Number.isFinite(stored) && stored > 0 && stored <= now) return stored;
    sessionStorage.setItem(startKey(txn), String(now));
  } catch {
    // Private mode without storage: the schedule starts again after a reload.
  }
  return now;
}

const MANAGE_PREFIX = '/manage/';

type View = { phase: 'loading' } | { phase: 'shown'; status: PaymentStatus };

function transactionIdFrom(params: URLSearchParams): string {
  return params.get('transactionid') ?? params.get('transactionId') ?? '';
}

export function PaymentStatusPage() {
  const [params] = useSearchParams();
  const txn = transactionIdFrom(params);
  const [view, setView] = useState<View>({ phase: 'loading' });
  const [pollingOver, setPollingOver] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    setView({ phase: 'loading' });
    setPollingOver(false);
    if (!txn) {
      setView({ phase: 'shown', status: { code: 'TRANSACTION_NOT_FOUND', data: null } });
      return;
    }
    const started = pollStart(txn, Date.now());

    async function check(first: boolean) {
      const status = await fetchPaymentStatus(txn);
      if (cancelled) return;
      if (status === null && first) {
        // Spec §8: a status call that fails shows the failure view.
        setView({ phase: 'shown', status: { code: 'PAYMENT_ERROR', data: null } });
        return;
      }
      // A failed check while already pending keeps the last answer and the schedule.
      if (status !== null) setView({ phase: 'shown', status });
      if (status !== null && status.code !== 'PAYMENT_PENDING') return;
      const delay = nextPollDelay(Date.now() - started);
      if (delay === null) {
        setPollingOver(true);
        return;
      }
      timer.current = setTimeout(() => void check(false), delay);
    }

    void check(true);
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
    };
  }, [txn]);

  const pending = view.phase === 'shown' && view.status.code === 'PAYMENT_PENDING';

  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a returnValue.
      event.returnValue = LEAVE_WARNING;
      return LEAVE_WARNING;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  return (
    <section className="section payment-status">
      <PageMeta title="Payment Status" description="The result of your payment." />
      <div className="container payment-status__card">
        {view.phase === 'loading' ? (
          <p className="status" role="status">
            {LOADING_TEXT}
          </p>
        ) : (
          <StatusView status={view.status} pollingOver={pollingOver} />
        )}
      </div>
    </section>
  );
}

function Amount({ status }: { status: PaymentStatus }) {
  if (!status.data) return null;
  return (
    <dl className="payment-status__details">
      <dt>Amount</dt>
      <dd>{formatRupees(status.data.amount)}</dd>
      {status.data.type && (
        <>
          <dt>For</dt>
          <dd>{status.data.type}</dd>
        </>
      )}
      <dt>Transaction ID</dt>
      <dd>{status.data.merchantTransactionId}</dd>
    </dl>
  );
}

function ContactSupport() {
  return (
    <LocalLink className="button" to="/contact">
      Contact Support
    </LocalLink>
  );
}

function HomeLink() {
  return (
    <LocalLink className="button button--secondary" to="/">
      Go to Home
    </LocalLink>
  );
}

export const UNCONFIRMED_TEXT =
  'What this payment was for changed after it started, so nothing was confirmed with it yet. Our team has been told and will contact you by e-mail or phone to arrange your session or refund this payment.';

const HEADINGS: Record<PaymentCode, string> = {
  PAYMENT_SUCCESS: 'Thank You',
  PAYMENT_PENDING: 'Payment Processing',
  PAYMENT_ERROR: 'Payment Failed',
  PAYMENT_DECLINED: 'Payment Declined',
  PAYMENT_CANCELLED: 'Payment Cancelled',
  TRANSACTION_NOT_FOUND: 'Payment Not Completed',
};

function StatusView({ status, pollingOver }: { status: PaymentStatus; pollingOver: boolean }) {
  const site = useSite();
  const heading = <h1 className={`payment-status__title payment-status__title--${status.code.toLowerCase()}`}>{HEADINGS[status.code]}</h1>;
  switch (status.code) {
    case 'PAYMENT_SUCCESS':
      if (status.data?.unconfirmed) {
        return (
          <div role="alert">
            {heading}
            <p className="payment-status__lead">Your Payment is received Successfully</p>
            <Amount status={status} />
            <p>{UNCONFIRMED_TEXT}</p>
            <ContactSupport />
          </div>
        );
      }
      return (
        <div role="status">
          {heading}
          <p className="payment-status__lead">Your Payment is received Successfully</p>
          <Amount status={status} />
          <p>
            {status.data?.purpose === 'test'
              ? 'This was a staff test payment: nothing was booked and no e-mail was sent.'
              : status.data?.purpose === 'workshop'
                ? 'Your ticket is on its way to your e-mail.'
                : 'Your session details, the video link and a calendar invite are on their way to your e-mail.'}
          </p>
          {status.data?.managePath && <PushOptIn token={status.data.managePath.slice(MANAGE_PREFIX.length)} />}
          <HomeLink />
        </div>
      );
    case 'PAYMENT_PENDING':
      return (
        <div role="status">
          {heading}
          <p className="payment-status__lead">
            {pollingOver
              ? 'Your bank has not confirmed the payment yet. If money was taken, it will be confirmed or refunded automatically; please contact us if you have questions.'
              : 'Your payment is being processed. Please keep this page open: it updates by itself.'}
          </p>
          <Amount status={status} />
          {pollingOver && <ContactSupport />}
        </div>
      );
    case 'PAYMENT_ERROR':
      return (
        <div role="alert">
          {heading}
          <p className="payment-status__lead">We could not complete your payment. Typical reasons:</p>
          <ul className="payment-status__reasons">
            {FAILURE_REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <Amount status={status} />
          <p>No session is confirmed until a payment succeeds. You can try again from your booking, or contact us.</p>
          <ContactSupport />
        </div>
      );
    case 'PAYMENT_CANCELLED':
      return (
        <div role="alert">
          {heading}
          <p className="payment-status__lead">You cancelled the payment. Nothing was charged.</p>
          <Amount status={status} />
          <HomeLink />
        </div>
      );
    case 'PAYMENT_DECLINED':
      return (
        <div role="alert">
          {heading}
          <p className="payment-status__lead">Your bank declined the payment. Please try another payment method, or contact your bank.</p>
          <Amount status={status} />
          <ContactSupport />
        </div>
      );
    case 'TRANSACTION_NOT_FOUND':
      return (
        <div role="alert">
          {heading}
          <p className="payment-status__lead">
            We could not find this payment. If money was taken from your account, please contact us on {site.supportPhone} with the
            transaction details.
          </p>
          <ContactSupport />
        </div>
      );
  }
}
