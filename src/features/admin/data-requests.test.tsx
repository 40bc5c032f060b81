import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataRequestListItem } from '../../domain/data-requests';
import { signedInHint } from '../../../tests/support/signed-in-hint';
import { json, stubApi } from '../../../tests/support/stub-api';
import { DataRequestsPage } from './DataRequestsPage';

beforeEach(() => signedInHint(true));
afterEach(() => {
  vi.unstubAllGlobals();
  signedInHint(false);
});

const overdue: DataRequestListItem = {
  id: 2,
  type: 'erase',
  status: 'pending',
  email: 'a•••@example.in',
  createdAt: '2026-10-01T06:00:00.000Z',
  dueAt: '2026-10-31T06:00:00.000Z',
  doneAt: null,
  overdue: true,
  result: null,
};
const done: DataRequestListItem = {
  id: 1,
  type: 'copy',
  status: 'done',
  email: 'r•••@example.in',
  createdAt: '2026-11-20T06:00:00.000Z',
  dueAt: '2026-12-20T06:00:00.000Z',
  doneAt: '2026-11-20T07:00:00.000Z',
  overdue: false,
  result: { submissions: 2, payments: 1, mails: 3 },
};

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the data requests screen', () => {
  it('lists the requests as the server orders them, the overdue one marked, addresses masked', async () => {
    stubApi({ '/api/admin/data-requests': [json({ items: [overdue, done], deadlineDays: 30 })] });
    render(
      <MemoryRouter initialEntries={['/admin/data-requests']}>
        <Routes>
          <Route path="/admin/data-requests" element={<DataRequestsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Data requests' })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(cells(rows[0]!)).toEqual(['Erasure', 'a•••@example.in', 'Waiting for the visitor to confirm Overdue', '1 Oct 2026, 11:30 am IST', '31 Oct 2026, 11:30 am IST']);
    expect(cells(rows[1]!)).toEqual([
      'Copy',
      'r•••@example.in',
      'Done20 Nov 2026, 12:30 pm IST: 2 forms, 1 payments, 3 mails',
      '20 Nov 2026, 11:30 am IST',
      '20 Dec 2026, 11:30 am IST',
    ]);
    expect(rows[0]).toHaveClass('admin-row--overdue');
  });
});
