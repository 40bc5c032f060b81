import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT_MESSAGES, type Schedule, type ScheduledSession } from '../../domain/schemas/expert-assignment';
import { todayInIndia } from '../../domain/slots';
import { json, stubApi } from '../../../tests/support/stub-api';
import { SchedulePage, UnassignedPage } from './SchedulePages';

afterEach(() => vi.unstubAllGlobals());

const TODAY = todayInIndia(new Date());
const SCHEDULE = `/api/admin/schedule?date=${TODAY}`;
const EXPERTS = '/api/admin/schedule/experts?kind=individual';
const ASSIGN = '/api/admin/bookings/individual/7/expert';
const BUSY = 'This expert is not free at that time.';

const waiting: ScheduledSession = {
  kind: 'individual',
  id: 7,
  date: TODAY,
  time: '10:30 AM - 11:30 AM',
  startsAt: null,
  expert: null,
  visitor: 'Asha Rao',
  paid: true,
  meetLink: 'https://meet.jit.si/Saathi-room',
};
const held: ScheduledSession = {
  ...waiting,
  id: 8,
  time: '3:00 PM - 4:00 PM',
  expert: { id: 2, name: 'Meera Krishnan' },
  visitor: 'Ravi Kumar',
  paid: false,
  meetLink: null,
};
const schedule = (sessions: ScheduledSession[], unassigned: ScheduledSession[] = []): Schedule => ({ date: TODAY, sessions, unassigned });

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

function putBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return (fetchMock.mock.calls as unknown[][])
    .filter(([input, init]) => String(input) === ASSIGN && (init as RequestInit | undefined)?.method === 'PUT')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

function renderPage(page: 'schedule' | 'unassigned') {
  return render(<MemoryRouter>{page === 'schedule' ? <SchedulePage /> : <UnassignedPage />}</MemoryRouter>);
}

describe('the Today screen', () => {
  it("lists the day's sessions with their experts, links and payment, and reads another date", async () => {
    const fetchMock = stubApi({
      [SCHEDULE]: [json(schedule([waiting, held]))],
      '/api/admin/schedule?date=2030-01-05': [json(schedule([]))],
    });
    renderPage('schedule');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(cells(rows[0]!).slice(0, 6)).toEqual(['10:30 AM - 11:30 AM', 'Individual #7', 'Unassigned', 'Asha Rao', 'Join', 'Paid']);
    expect(cells(rows[1]!).slice(0, 6)).toEqual(['3:00 PM - 4:00 PM', 'Individual #8', 'Meera Krishnan', 'Ravi Kumar', 'None yet', 'Not paid']);
    expect(within(rows[0]!).getByRole('link', { name: 'Join' })).toHaveAttribute('href', 'https://meet.jit.si/Saathi-room');
    expect(within(rows[0]!).getByRole('button', { name: 'Assign expert' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Waiting for payment')).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue(TODAY);

    // jsdom's date input takes no typing: the picker's whole value at once.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2030-01-05' } });
    expect(await screen.findByText('No sessions on this date.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/admin/schedule?date=2030-01-05')).toBe(true);
  });
});

describe('assigning an expert', () => {
  it('checks the form, shows the server’s refusal keeping what was typed, and assigns with the override', async () => {
    const fetchMock = stubApi({
      [SCHEDULE]: [json(schedule([waiting])), json(schedule([{ ...waiting, expert: { id: 5, name: 'Harpreet Kaur' } }]))],
      [EXPERTS]: [json({ items: [{ id: 5, name: 'Harpreet Kaur' }, { id: 6, name: 'Farah Siddiqui' }] })],
      [ASSIGN]: [json({ error: BUSY, fields: { expertId: BUSY } }, 409), json({ data: { action: 'expert_assign' } })],
    });
    renderPage('schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Assign expert' }));
    const form = await screen.findByRole('form', { name: 'Assign an expert to booking #7' });
    const assign = () => userEvent.click(within(form).getByRole('button', { name: 'Assign' }));

    await assign();
    expect(within(form).getByText(ASSIGNMENT_MESSAGES.expert)).toBeInTheDocument();
    expect(within(form).getByText(ASSIGNMENT_MESSAGES.reason)).toBeInTheDocument();
    expect(putBodies(fetchMock)).toEqual([]);

    await userEvent.selectOptions(within(form).getByLabelText('Expert'), 'Harpreet Kaur');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Visitor asked for her');
    await assign();
    expect(await within(form).findByRole('alert')).toHaveTextContent(BUSY);
    expect(within(form).getByLabelText('Expert')).toHaveValue('5');
    expect(within(form).getByLabelText('Expert')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Reason')).toHaveValue('Visitor asked for her');

    await userEvent.click(within(form).getByLabelText('Assign even if busy'));
    await assign();
    expect(await screen.findByRole('status')).toHaveTextContent('Booking #7 is now with Harpreet Kaur.');
    expect(putBodies(fetchMock)).toEqual([
      { expertId: 5, reason: 'Visitor asked for her', override: false },
      { expertId: 5, reason: 'Visitor asked for her', override: true },
    ]);
    const row = (await screen.findAllByRole('row'))[1]!;
    expect(await within(row).findByText('Harpreet Kaur')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Change expert' })).toBeInTheDocument();
  });
});

describe('the Unassigned screen', () => {
  it('lists the paid bookings waiting for an expert, with their dates', async () => {
    stubApi({ [SCHEDULE]: [json(schedule([held], [{ ...waiting, date: '2030-01-06' }]))] });
    renderPage('unassigned');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(1);
    expect(cells(rows[0]!).slice(0, 4)).toEqual(['Sunday, 6 January 2030', '10:30 AM - 11:30 AM', 'Individual #7', 'Unassigned']);
    expect(within(rows[0]!).getByRole('button', { name: 'Assign expert' })).toBeInTheDocument();
  });

  it('says so when every paid booking has an expert', async () => {
    stubApi({ [SCHEDULE]: [json(schedule([held]))] });
    renderPage('unassigned');
    expect(await screen.findByText('Every paid booking has an expert.')).toBeInTheDocument();
  });
});
