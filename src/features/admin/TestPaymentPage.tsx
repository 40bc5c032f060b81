import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../services/api';
import { startTestPayment } from './api';
import './admin.css';

// Spec §2 /admin/testPage: a ₹1 payment through the configured gateway, so staff can see
// it work end to end. The server sets the amount; the payment books nothing and mails nobody.

export const TEST_PAYMENT_FAILED = 'Something went wrong!';

export function TestPaymentPage({ go = (url: string) => window.location.assign(url) }: { go?: (url: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function pay() {
    setBusy(true);
    setError('');
    try {
      const { redirectUrl } = await startTestPayment();
      go(redirectUrl);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.message ? caught.message : TEST_PAYMENT_FAILED);
      setBusy(false);
    }
  }

  return (
    <section className="section admin">
      <title>Test payment</title>
      <div className="container">
        <Link to="/admin/admin-dashboard" className="button button--secondary">
          Back to dashboard
        </Link>
        <h1>₹1 test payment</h1>
        <p>
          Pays ₹1 through the configured payment gateway and comes back to the payment status page. It is recorded as a staff test
          payment: nothing is booked and no e-mail is sent. It appears in the Payments list.
        </p>
        {error && (
          <p className="status status--error" role="alert">
            {error}
          </p>
        )}
        <button type="button" className="button" disabled={busy} onClick={() => void pay()}>
          {busy ? 'Starting…' : 'Pay ₹1 (test)'}
        </button>
      </div>
    </section>
  );
}
