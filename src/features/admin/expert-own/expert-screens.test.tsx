import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPERT_MESSAGES } from '../../../domain/schemas/expert';
import type { OwnSessions } from '../../../domain/staff';
import { signedInHint } from '../../../../tests/support/signed-in-hint';
import { json, stubApi } from '../../../../tests/support/stub-api';
import { AdminArea } from '../AdminArea';
import { NO_PERMISSION } from '../RequireRole';
import { CHECK_FIELDS, EXPERT_SAVED } from '../use-expert-form';

const SESSIONS = '/api/me/sessions';
const AVAILABILITY = '/api/me/availability';

beforeEach(() => signedInHint(true));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signedInHint(false);
});

const DIARY: OwnSessions = {
  expert: { id: 4, name: 'Dr. Asha Menon' },
  sessions: [
    {
      kind: 'individual',
      id: 11,
      startsAt: '2026-12-02T05:00:00.000Z',
      endsAt: '2026-12-02T05:40:00.000Z',
      time: '10:30 AM - 11:10 AM',
      date: '2026-12-02',
      meetLink: 'https://meet.jit.si/saathi-abc',
      paid: true,
      state: 'confirmed',
      intake: [
        { label: 'Name', value: 'Meera' },
        { label: 'Age', value: '29' },
        { label: 'What would you like support with?', value: 'Anxiety, Sleep' },
      ],
      language: 'hi',
    },
    {
      kind: 'couple',
      id: 12,
      startsAt: '2026-12-02T12:30:00.000Z',
      endsAt: '2026-12-02T13:30:00.000Z',
      time: '6:00 PM - 7:00 PM',
      date: '2026-12-02',
      meetLink: null,
      paid: false,
      state: 'held',
      intake: [{ label: 'Name', value: 'Kabir' }],
      language: 'en',
    },
    {
      kind: 'family-friends',
      id: 13,
      startsAt: '2026-12-04T09:30:00.000Z',
      endsAt: '2026-12-04T10:30:00.000Z',
      time: '3:00 PM - 4:00 PM',
      date: '2026-12-04',
      meetLink: 'https://meet.jit.si/saathi-def',
      paid: true,
      state: 'confirmed',
      intake: [],
      language: 'en',
    },
  ],
};

function renderAt(path: string, role: string, routes: Record<string, Array<ReturnType<typeof json>>> = {}) {
  const fetchMock = stubApi({ '/api/auth/me': [json({ username: 'asha', role })], ...routes });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminArea />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

function bodiesSent(fetchMock: ReturnType<typeof stubApi>, path: string, method: string): unknown[] {
  return (fetchMock.mock.calls as unknown[][])
    .filter(([input, init]) => String(input) === path && (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

describe('my sessions', () => {
  it('lists the sessions a day at a time with time, kind, Join link, Paid or Held, and the intake answers behind a disclosure', async () => {
    renderAt('/admin/my-sessions', 'expert', { [SESSIONS]: [json(DIARY)] });
    const days = await screen.findAllByRole('region');
    expect(days.map((day) => within(day).getByRole('heading').textContent)).toEqual(['Wednesday, 2 December 2026', 'Friday, 4 December 2026']);

    const [first, second] = within(days[0]!).getAllByRole('listitem');
    expect(first).toHaveTextContent('10:30 AM - 11:10 AM IST');
    expect(first).toHaveTextContent('Individual');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent("Visitor's language: Hindi");
    const join = within(first!).getByRole('link', { name: 'Join the individual session at 10:30 AM - 11:10 AM' });
    expect(join).toHaveAttribute('href', 'https://meet.jit.si/saathi-abc');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');

    expect(second).toHaveTextContent('Couple');
    expect(second).toHaveTextContent('Held');
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(second).toHaveTextContent('No video link yet');

    // The answers stay folded until asked for.
    expect(within(first!).getByText('Anxiety, Sleep')).not.toBeVisible();
    await userEvent.click(within(first!).getByText('Intake answers'));
    expect(within(first!).getByText('Anxiety, Sleep')).toBeVisible();
    expect(within(first!).getByText('What would you like support with?')).toBeVisible();

    const [family] = within(days[1]!).getAllByRole('listitem');
    expect(family).toHaveTextContent('Family and friends');
    expect(family).toHaveTextContent('No answers recorded.');
  });

  it('says when there is nothing coming up, and offers a retry when the list did not load', async () => {
    const fetchMock = renderAt('/admin/my-sessions', 'expert', { [SESSIONS]: [json({ error: 'Something went wrong.' }, 500), json({ expert: DIARY.expert, sessions: [] })] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No upcoming sessions.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input) === SESSIONS)).toHaveLength(2);
  });

  it('is for experts only: other staff see the permission message and nothing is fetched', async () => {
    const fetchMock = renderAt('/admin/my-sessions', 'support');
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/auth/me']);
  });

  it('keeps an expert out of the other staff screens', async () => {
    const fetchMock = renderAt('/admin/responses/individual-responses', 'expert');
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/api/auth/me']);
  });
});

describe('after sign-in', () => {
  it('takes an expert to their sessions', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt('/admin/redirect', 'expert', { [SESSIONS]: [json(DIARY)] });
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: 'My sessions' })).toBeInTheDocument();
  });
});

describe('my availability', () => {
  const STORED = { hours: [{ day: 'mon', from: '09:00', to: '13:00' }], timeOff: [] };

  it('shows the stored hours, adds and removes ranges and time off, and saves what the server stored', async () => {
    const saved = { hours: [{ day: 'tue', from: '09:00', to: '17:00' }], timeOff: [{ from: '2026-12-24', to: '2026-12-31' }] };
    const fetchMock = renderAt('/admin/my-availability', 'expert', { [AVAILABILITY]: [json(STORED), json(saved)] });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect(within(monday).getByLabelText('From')).toHaveValue('09:00');

    await userEvent.click(screen.getByRole('button', { name: 'Remove Monday hours 1' }));
    expect(within(screen.getByRole('group', { name: 'Monday' })).getByText('Not working')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add time off' }));
    const away = screen.getByRole('group', { name: 'Time off 1' });
    await userEvent.type(within(away).getByLabelText('First day'), '2026-12-24');
    await userEvent.clear(within(away).getByLabelText('Last day'));
    await userEvent.type(within(away).getByLabelText('Last day'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent(EXPERT_SAVED);
    expect(bodiesSent(fetchMock, AVAILABILITY, 'PUT')).toEqual([saved]);
  });

  it('checks the hours before sending them, and shows the server’s messages when it refuses', async () => {
    const fetchMock = renderAt('/admin/my-availability', 'expert', {
      [AVAILABILITY]: [json(STORED), json({ error: CHECK_FIELDS, fields: { timeOff: EXPERT_MESSAGES.dateOrder } }, 400)],
    });
    const monday = await screen.findByRole('group', { name: 'Monday' });
    const to = within(monday).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CHECK_FIELDS);
    expect(screen.getByText(EXPERT_MESSAGES.hourOrder)).toBeInTheDocument();
    expect(bodiesSent(fetchMock, AVAILABILITY, 'PUT')).toEqual([]);

    await userEvent.clear(to);
    await userEvent.type(to, '13:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText(EXPERT_MESSAGES.dateOrder)).toBeInTheDocument());
    expect(bodiesSent(fetchMock, AVAILABILITY, 'PUT')).toEqual([STORED]);
  });

  it('is for experts only', async () => {
    renderAt('/admin/my-availability', 'admin');
    expect(await screen.findByText(NO_PERMISSION)).toBeInTheDocument();
  });
});
