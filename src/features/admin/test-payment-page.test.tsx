import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../tests/support/stub-api';
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
});
