import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowUpItem } from '../../domain/follow-ups';
import { signedInHint } from '../../../tests/support/signed-in-hint';
import { json, stubApi } from '../../../tests/support/stub-api';
import { DashboardPage } from './DashboardPage';
import { FollowUpPage, FollowUpsPage, duration } from './FollowUpsPage';

beforeEach(() => signedInHint(true));
afterEach(() => {
  vi.unstubAllGlobals();
  signedInHint(false);
});

const LIST = '/api/admin/follow-ups?state=open&page=1&pageSize=20';
const ITEM = '/api/admin/follow-ups/3';
const staff = [
  { id: 1, username: 'admin' },
  { id: 2, username: 'sam' },
];

const overdue: FollowUpItem = {
  id: 3,
  submissionId: 41,
  test: 'depression',
  testTitle: 'Depression Test',
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  score: 1,
  bandLabel: 'Normal mood fluctuations',
  reasons: ['A question about self-harm or suicidal thoughts was answered above "Not at all".'],
  state: 'new',
  owner: null,
  notes: '',
  createdAt: '2026-11-25T04:00:00.000Z',
  firstContactedAt: null,
  closedAt: null,
  updatedAt: '2026-11-25T04:00:00.000Z',
  overdue: true,
  ageMinutes: 320,
  minutesToFirstContact: null,
};
const contacted: FollowUpItem = {
  ...overdue,
  id: 4,
  submissionId: 42,
  name: 'Ravi Kumar',
  state: 'contacted',
  owner: { id: 1, username: 'admin' },
  overdue: false,
  firstContactedAt: '2026-11-25T05:00:00.000Z',
  minutesToFirstContact: 45,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/follow-ups" element={<FollowUpsPage />} />
        <Route path="/admin/follow-ups/:id" element={<FollowUpPage />} />
        <Route path="/admin/admin-dashboard" element={<DashboardPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the follow-up queue', () => {
  it('lists the items as the server orders them, the overdue one marked, each linking to its screen', async () => {
    stubApi({ [LIST]: [json({ items: [overdue, contacted], total: 2, page: 1, alertHours: 4, staff })] });
    renderAt('/admin/follow-ups');
    expect(await screen.findByRole('heading', { name: 'Follow-ups' })).toBeInTheDocument();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(cells(rows[0]!)).toEqual(['New Overdue', 'Asha Verma9876 543 210', 'Depression Test: Normal mood fluctuations', '5 h 20 min', 'Nobody yet']);
    expect(cells(rows[1]!)).toEqual(['Contacted', 'Ravi Kumar9876 543 210', 'Depression Test: Normal mood fluctuations', 'Contacted after 45 min', 'admin']);
    expect(within(rows[0]!).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/admin/follow-ups/3');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('open');
  });

  it('reads waiting times at a glance', () => {
    expect([duration(45), duration(60), duration(200), duration(60 * 24 + 60 * 4)]).toEqual(['45 min', '1 h', '3 h 20 min', '1 day 4 h']);
  });
});

describe('a follow-up item', () => {
  it('shows who to call and why, lets the signed-in staff member take it and mark it contacted', async () => {
    const fetchMock = stubApi({
      '/api/auth/me': [json({ username: 'sam', role: 'support' })],
      [ITEM]: [
        json({ data: overdue, alertHours: 4, staff }),
        json({ data: { ...overdue, owner: { id: 2, username: 'sam' }, updatedAt: '2026-11-25T09:00:00.000Z' } }),
        json({ data: { ...overdue, owner: { id: 2, username: 'sam' }, state: 'contacted', overdue: false, notes: 'Spoke to her.', firstContactedAt: '2026-11-25T09:20:00.000Z', minutesToFirstContact: 320, updatedAt: '2026-11-25T09:20:00.000Z' } }),
      ],
    });
    const user = userEvent.setup();
    renderAt('/admin/follow-ups/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Overdue: nobody has reached this person in 4 hours.');
    expect(screen.getByRole('link', { name: '9876 543 210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByText(/self-harm or suicidal thoughts/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The whole report, with every answer' })).toHaveAttribute('href', '/admin/responses/depression-test/41');

    await user.click(await screen.findByRole('button', { name: 'Take it myself' }));
    expect(await screen.findByText('It is yours now.')).toBeInTheDocument();
    expect(screen.getByText('sam has this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take it myself' })).toBeNull();

    await user.type(screen.getByLabelText('Notes'), 'Spoke to her.');
    await user.click(screen.getByRole('button', { name: 'Mark as contacted' }));
    expect(await screen.findByText('Marked as contacted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as contacted' })).toBeNull();
    expect(screen.getByLabelText('Notes')).toHaveValue('Spoke to her.');

    const puts = (fetchMock.mock.calls as unknown[][])
      .filter(([input, init]) => String(input) === ITEM && (init as RequestInit | undefined)?.method === 'PUT')
      .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);
    expect(puts).toEqual([{ ownerId: 2 }, { state: 'contacted', notes: 'Spoke to her.' }]);
  });

  it('shows the server’s refusal, such as closing without notes', async () => {
    const why = 'Say in the notes why this is closed without contact.';
    stubApi({
      '/api/auth/me': [json({ username: 'sam', role: 'support' })],
      [ITEM]: [json({ data: overdue, alertHours: 4, staff }), json({ error: why, fields: { notes: why } }, 400)],
    });
    const user = userEvent.setup();
    renderAt('/admin/follow-ups/3');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText(why, { selector: '[role="alert"]' })).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  const summary = { kinds: [], perDay: [] };

  it('flags overdue follow-ups first, with their count and a link to the queue', async () => {
    stubApi({ '/api/admin/summary': [json({ ...summary, followUps: { open: 3, overdue: 2 } })] });
    renderAt('/admin/admin-dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 people at risk have not been contacted in time.');
    expect(within(alert).getByRole('link', { name: 'Open the follow-ups' })).toHaveAttribute('href', '/admin/follow-ups');
  });

  it('says nothing when no item is overdue', async () => {
    stubApi({ '/api/admin/summary': [json({ ...summary, followUps: { open: 1, overdue: 0 } })] });
    renderAt('/admin/admin-dashboard');
    expect(await screen.findByText('open, 0 overdue')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
