import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { nextPollDelay } from '../../domain/payment-polling';
import type { PaymentCode } from '../../domain/payment-status';
import { formatRupees } from '../../domain/pricing';
import { LocalLink, useT } from '../../i18n/react';
import { useSite } from '../../services/site';
import { useOptionLabel } from '../../ui/option-labels/messages';
import { PushOptIn } from '../manage';
import { PageMeta } from '../../ui/PageMeta';
import { fetchPaymentStatus, type PaymentStatus } from './api';
import { paymentEnglish, paymentMessages } from './messages';
import './payment.css';

export const LOADING_TEXT = paymentEnglish.loading;
export const LEAVE_WARNING = paymentEnglish.leave;
const FAILURE_REASON_KEYS = ['error.reason.funds', 'error.reason.card', 'error.reason.declined', 'error.reason.network'] as const;
export const FAILURE_REASONS = FAILURE_REASON_KEYS.map((key) => paymentEnglish[key]);

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
  const t = useT(paymentMessages);
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

  const leaveWarning = t('leave');
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a returnValue.
      event.returnValue = leaveWarning;
      return leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending, leaveWarning]);

  return (
    <section className="section payment-status">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <div className="container payment-status__card">
        {view.phase === 'loading' ? (
          <p className="status" role="status">
            {t('loading')}
          </p>
        ) : (
          <StatusView status={view.status} pollingOver={pollingOver} />
        )}
      </div>
    </section>
  );
}

/**
 * The amount (pricing.ts's rupees, as Hindi writes them too: see booking/price-fields.tsx), what
 * it was for ("Individual Therapy, 60 minutes", each part in the page's language) and the transaction.
 */
function Amount({ status }: { status: PaymentStatus }) {
  const t = useT(paymentMessages);
  const optionLabel = useOptionLabel();
  if (!status.data) return null;
  return (
    <dl className="payment-status__details">
      <dt>{t('details.amount')}</dt>
      <dd>{formatRupees(status.data.amount)}</dd>
      {status.data.type && (
        <>
          <dt>{t('details.for')}</dt>
          <dd>{optionLabel(status.data.type)}</dd>
        </>
      )}
      <dt>{t('details.transaction')}</dt>
      <dd>{status.data.merchantTransactionId}</dd>
    </dl>
  );
}

function ContactSupport() {
  const t = useT(paymentMessages);
  return (
    <LocalLink className="button" to="/contact">
      {t('contact')}
    </LocalLink>
  );
}

function HomeLink() {
  const t = useT(paymentMessages);
  return (
    <LocalLink className="button button--secondary" to="/">
      {t('home')}
    </LocalLink>
  );
}

export const UNCONFIRMED_TEXT = paymentEnglish.unconfirmed;

const headingKey = (code: PaymentCode) => `heading.${code}` as const;

function StatusView({ status, pollingOver }: { status: PaymentStatus; pollingOver: boolean }) {
  const site = useSite();
  const t = useT(paymentMessages);
  const heading = <h1 className={`payment-status__title payment-status__title--${status.code.toLowerCase()}`}>{t(headingKey(status.code))}</h1>;
  switch (status.code) {
    case 'PAYMENT_SUCCESS':
      if (status.data?.unconfirmed) {
        return (
          <div role="alert">
            {heading}
            <p className="payment-status__lead">{t('received')}</p>
            <Amount status={status} />
            <p>{t('unconfirmed')}</p>
            <ContactSupport />
          </div>
        );
      }
      return (
        <div role="status">
          {heading}
          <p className="payment-status__lead">{t('received')}</p>
          <Amount status={status} />
          <p>
            {status.data?.purpose === 'test'
              ? t('success.test')
              : status.data?.purpose === 'workshop'
                ? t('success.workshop')
                : t('success.session')}
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
              ? t('pending.over')
              : t('pending.polling')}
          </p>
          <Amount status={status} />
          {pollingOver && <ContactSupport />}
        </div>
      );
    case 'PAYMENT_ERROR':
      return (
        <div role="alert">
          {heading}
          <p className="payment-status__lead">{t('error.lead')}</p>
          <ul className="payment-status__reasons">
            {FAILURE_REASON_KEYS.map((reason) => (
              <li key={reason}>{t(reason)}</li>
            ))}
          </ul>
          <Amount status={status} />
          <p>{t('error.next')}</p>
          <ContactSupport />
        </div>
      );
    case 'PAYMENT_CANCELLED':
      return (
        <div role="alert">
          {heading}
          <p className="payment-status__lead">{t('cancelled')}</p>
          <Amount status={status} />
          <HomeLink />
        </div>
      );
    case 'PAYMENT_DECLINED':
      return (
        <div role="alert">
          {heading}
          <p className="payment-status__lead">{t('declined')}</p>
          <Amount status={status} />
          <ContactSupport />
        </div>
      );
    case 'TRANSACTION_NOT_FOUND':
      return (
        <div role="alert">
          {heading}
          <p className="payment-status__lead">{t('notFound', { phone: site.supportPhone })}</p>
          <ContactSupport />
        </div>
      );
  }
}
