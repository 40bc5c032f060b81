import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../tests/support/stub-api';
import { ADMIN_LISTS } from './kinds';
import { SubmissionDetailPage } from './SubmissionDetailPage';
import { SubmissionListPage } from './SubmissionListPage';

afterEach(() => vi.unstubAllGlobals());

const paymentList = ADMIN_LISTS.find((list) => list.kind === 'payments')!;
const summary = {
  id: 5,
  kind: 'payments',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  status: 'SUCCESS',
  createdAt: '2025-06-01T10:00:00.000Z',
  fields: { amount: 999, type: 'Individual Therapy, 60 minutes', merchantTransactionId: 'TABC123' },
};
const record = {
  id: 5,
  name: 'Asha Rao',
  email: 'asha@example.in',
  number: '9876543210',
  amount: 999,
  type: 'Individual Therapy, 60 minutes',
  submitted_date: '2025-06-01',
  date: '2025-06-01T10:05:00.000Z',
  createdAt: '2025-06-01T10:00:00.000Z',
  utr: 'UTR42',
  upiTransactionId: null,
  comments: null,
  merchantTransactionId: 'TABC123',
  transactionId: 'SANDBOX1',
  ifsc: null,
};

function renderDetail() {
  return render(
    <MemoryRouter initialEntries={['/admin/responses/payment/5']}>
      <Routes>
        <Route path="/admin/responses/payment/:id" element={<SubmissionDetailPage list={paymentList} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('payments in the staff area', () => {
  it('lives at the spec paths with the spec messages', () => {
    expect(paymentList).toMatchObject({
      listPath: 'payment',
      detailPath: 'payment',
      fetchError: 'Failed to fetch Payment tests',
      detailFetchError: 'Failed to fetch Payment test details',
      notFound: 'Payment test submission not found',
      deleteFailure: 'Failed to delete Payment test.',
    });
  });

  it('lists payments with View Details and says so when a delete fails', async () => {
    stubApi({
      '/api/admin/payments?sort=newest&page=1&pageSize=12': [json({ items: [summary], total: 1, page: 1 })],
      '/api/admin/payments/5': [json({ error: 'boom' }, 500)],
    });
    vi.stubGlobal('confirm', vi.fn(() => true));
    render(
      <MemoryRouter>
        <SubmissionListPage list={paymentList} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('TABC123')).toBeInTheDocument();
    expect(screen.getByText('Merchant transaction ID')).toBeInTheDocument();
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/admin/responses/payment/5');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/payments.csv?sort=newest');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete Payment test.');
  });

  it('shows the detail as a Field/Value table with the Submission ID footer', async () => {
    stubApi({ '/api/admin/payments/5': [json({ data: { ...summary, record } })] });
    renderDetail();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Field' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
    const value = (label: string) => within(table).getByRole('rowheader', { name: label }).nextSibling;
    expect(value('Phone number')).toHaveTextContent('9876 543 210');
    expect(value('Amount')).toHaveTextContent(/^₹999$/);
    expect(value('Paid for')).toHaveTextContent('Individual Therapy, 60 minutes');
    expect(value('Day started (IST)')).toHaveTextContent('2025-06-01');
    expect(value('Settled at')).toHaveTextContent(/1 Jun 2025.*3:35/);
    expect(value('UTR')).toHaveTextContent('UTR42');
    expect(value('UPI transaction ID')).toHaveTextContent('—');
    expect(value('Merchant transaction ID')).toHaveTextContent('TABC123');
    expect(value('Status')).toHaveTextContent('SUCCESS');
    // Every row is labelled for people: no field key in code spelling is left.
    for (const header of within(table).getAllByRole('rowheader')) expect(header.textContent).not.toMatch(/[a-z][A-Z]|_|^[a-z]/);
    expect(screen.getByText('Submission ID: 5')).toBeInTheDocument();
  });

  it('lists the payment\'s refunds under its detail: amount in rupees, state and dates', async () => {
    const refunds = [
      {
        merchantRefundId: 'RABC123',
        amountPaise: 49_950,
        state: 'COMPLETED',
        reason: 'Cancelled by the visitor',
        createdAt: '2025-06-02T04:30:00.000Z',
        completedAt: '2025-06-03T05:00:00.000Z',
        lastError: null,
      },
    ];
    stubApi({ '/api/admin/payments/5': [json({ data: { ...summary, record }, refunds })] });
    renderDetail();
    const section = (await screen.findByRole('heading', { name: 'Refunds' })).closest('section')!;
    const row = within(section).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('₹499.50');
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent(/2 Jun 2025.*10:00/);
    expect(row).toHaveTextContent(/3 Jun 2025.*10:30/);
    expect(row).toHaveTextContent('Cancelled by the visitor');
    expect(row).toHaveTextContent('RABC123');
  });

  it('shows a failed refund with what the provider said, and no Refunds section for a payment without one', async () => {
    const failed = { merchantRefundId: 'RF1', amountPaise: 99_900, state: 'FAILED', reason: 'Staff cancelled', createdAt: '2025-06-02T04:30:00.000Z', completedAt: null, lastError: 'UPI_BACKBONE_ERROR' };
    stubApi({ '/api/admin/payments/5': [json({ data: { ...summary, record }, refunds: [failed] })] });
    const { unmount } = renderDetail();
    const section = (await screen.findByRole('heading', { name: 'Refunds' })).closest('section')!;
    expect(section).toHaveTextContent('Failed: pay it back by hand');
    expect(section).toHaveTextContent('Provider said: UPI_BACKBONE_ERROR');
    expect(section).toHaveTextContent('₹999');
    unmount();
    stubApi({ '/api/admin/payments/5': [json({ data: { ...summary, record }, refunds: [] })] });
    renderDetail();
    expect(await screen.findByText('Submission ID: 5')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refunds' })).toBeNull();
  });

  it('says the payment is not found, and shows the fetch error with Retry', async () => {
    stubApi({ '/api/admin/payments/5': [json({ error: 'Payment test submission not found' }, 404)] });
    const { unmount } = renderDetail();
    expect(await screen.findByText('Payment test submission not found')).toBeInTheDocument();
    unmount();
    stubApi({ '/api/admin/payments/5': [json({}, 500)] });
    renderDetail();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error:/));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
