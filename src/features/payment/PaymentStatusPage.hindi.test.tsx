import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../tests/support/stub-api';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { PaymentStatusPage } from './PaymentStatusPage';

// The payment status page on its /hi/ address.

const TXN = 'TABC123';
const PATH = `/api/payments/${TXN}/status`;
const data = { amount: 99_900, merchantTransactionId: TXN, purpose: 'booking', type: 'Individual Therapy, 60 minutes', unconfirmed: false };

function renderInHindi() {
  return render(
    <LanguageContext value="hi">
      <MemoryRouter initialEntries={[`/hi/payment-status?transactionid=${TXN}`]}>
        <Routes>
          <Route path="/hi/payment-status" element={<PaymentStatusPage />} />
        </Routes>
      </MemoryRouter>
    </LanguageContext>,
  );
}

beforeAll(async () => {
  await loadCatalogues('hi');
});
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('PaymentStatusPage in Hindi', () => {
  it('thanks in Hindi, with the amount, what it was for in Hindi and a home link under /hi/', async () => {
    stubApi({ [PATH]: [json({ code: 'PAYMENT_SUCCESS', data })] });
    renderInHindi();
    expect(screen.getByText('पेमेंट की स्थिति लोड हो रही है')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'धन्यवाद' })).toBeInTheDocument();
    expect(document.title).toBe('पेमेंट की स्थिति');
    expect(screen.getByText('आपका पेमेंट सफलतापूर्वक मिल गया है')).toBeInTheDocument();
    expect(screen.getByText('रक़म')).toBeInTheDocument();
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByText('इंडिविजुअल थेरेपी, 60 मिनट')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi/');
  });

  it('a failed payment: the reasons in Hindi and support under /hi/', async () => {
    stubApi({ [PATH]: [json({ code: 'PAYMENT_ERROR', data })] });
    renderInHindi();
    expect(await screen.findByRole('heading', { level: 1, name: 'पेमेंट नहीं हो सका' })).toBeInTheDocument();
    expect(screen.getByText('खाते में पर्याप्त पैसे नहीं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सपोर्ट से संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
    expect(screen.queryByText(/Insufficient funds|Contact Support/)).not.toBeInTheDocument();
  });
});
