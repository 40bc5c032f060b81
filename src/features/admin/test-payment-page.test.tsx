import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test-fetch';
import { PaymentStatusPage } from '../payment/PaymentStatusPage';
import { TestPaymentPage } from './TestPaymentPage';

afterEach(() => vi.unstubAllGlobals());

describe('/admin/testPage', () => {
  it('starts the ₹1 test payment without sending an amount and goes to the gateway', async () => {
    const fetchMock = stubApi({ '/api/admin/test-payments': [json({ merchantTransactionId: 'T1', redirectUrl: '/pay/sandbox/T1' }, 201)] });
    const go = vi.fn();
    render(
      <MemoryRouter>
        <TestPaymentPage go={go} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1 (test)' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/pay/sandbox/T1'));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({});
  });

  it('shows the server’s refusal', async () => {
    stubApi({ '/api/admin/test-payments': [json({ error: 'Online payment is not available at the moment. Please call us to complete your booking.' }, 503)] });
    const go = vi.fn();
    render(
      <MemoryRouter>
        <TestPaymentPage go={go} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1 (test)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Online payment is not available');
    expect(go).not.toHaveBeenCalled();
  });

  it('the status page says a successful test payment booked nothing', async () => {
    stubApi({
      '/api/payments/T1/status': [
        json({ code: 'PAYMENT_SUCCESS', data: { amount: 100, merchantTransactionId: 'T1', purpose: 'test', type: 'Staff test payment (₹1)', unconfirmed: false } }),
      ],
    });
    render(
      <MemoryRouter initialEntries={['/payment-status?transactionid=T1']}>
        <Routes>
          <Route path="/payment-status" element={<PaymentStatusPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('This was a staff test payment: nothing was booked and no e-mail was sent.')).toBeInTheDocument();
    expect(screen.getByText('₹1')).toBeInTheDocument();
  });
});
