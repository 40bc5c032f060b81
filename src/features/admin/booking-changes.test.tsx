import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../domain/expert-slots';
import { ASSIGNMENT_MESSAGES, type Schedule } from '../../domain/schemas/expert-assignment';
import { MANAGE_MESSAGES, type ManageAnswer } from '../../domain/schemas/manage';
import { todayInIndia } from '../../domain/slots';
import { callsTo, json, stubApi } from '../../../tests/support/stub-api';
import { ADMIN_LISTS } from './kinds';
import { SubmissionDetailPage } from './SubmissionDetailPage';

// Staff moving or cancelling a paid session from its detail (issue 20). The session is a week
// ahead, so the visitor's rule allows both; the server's refusals come from the stubbed answers.

afterEach(() => vi.unstubAllGlobals());

const TODAY = todayInIndia(new Date());
const DAY = addDays(TODAY, 7);
const NEW_DAY = addDays(TODAY, 9);
const LATER_DAY = addDays(TODAY, 10);
const DETAIL = '/api/admin/individual/7';
const SCHEDULE = `/api/admin/schedule?date=${DAY}`;
const NEW_SCHEDULE = `/api/admin/schedule?date=${NEW_DAY}`;
const EXPERTS = '/api/admin/schedule/experts?kind=individual';
const ANSWERS = 'kind=individual&duration=individual-60&language=Hindi&gender=No+preference&concerns=Stress+and+anxiety';
const SLOTS_OF_MEERA = `/api/slots?date=${NEW_DAY}&${ANSWERS}&expertId=2`;
const SLOTS_OF_ANYONE = `/api/slots?date=${NEW_DAY}&${ANSWERS}&expertId=any`;
const RESCHEDULE = '/api/admin/bookings/individual/7/reschedule';
const CANCEL = '/api/admin/bookings/individual/7/cancel';
const TAKEN = 'This time is no longer available. Please choose another.';

const record = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  contactNo: '9876543210',
  supportReason: ['Stress and anxiety'],
  preferredLanguage: 'Hindi',
  counselorGenderPreference: 'No preference',
  sessionDuration: 'individual-60',
  sessionDate: DAY,
  sessionTime: '10:30 AM - 11:30 AM',
  paymentstatus: 'Paid',
};

const detail = (status: string, changes: Record<string, unknown> = {}) =>
  json({ data: { id: 7, kind: 'individual', name: 'Asha Rao', email: record.email, phone: record.contactNo, status, createdAt: '2025-06-01T10:00:00.000Z', fields: {}, record: { ...record, ...changes } } });

const meera = { id: 2, name: 'Meera Krishnan' };
const schedule = (date: string, time: string, startsAt: string): Schedule => ({
  date,
  sessions: [{ kind: 'individual', id: 7, date, time, startsAt, expert: meera, visitor: 'Asha Rao', paid: true, meetLink: null }],
  unassigned: [],
});

function answer(changes: Partial<ManageAnswer>): ManageAnswer {
  return {
    booking: { kind: 'individual', id: 7, sessionType: 'Individual Therapy', durationMinutes: 60, duration: 'individual-60' },
    state: 'booked',
    session: { startsAt: `${NEW_DAY}T09:30:00.000Z`, endsAt: `${NEW_DAY}T10:30:00.000Z`, date: NEW_DAY, time: '3:00 PM - 4:00 PM', window: false },
    expert: { ...meera, imageSrc: null },
    meetLink: null,
    inviteUrl: '/api/manage/i7.x/invite.ics',
    rule: { phase: 'open', canReschedule: true, canCancel: true, refundPercent: 100, deadline: '', words: '' },
    payment: { amountPaise: 150_000, refund: null },
    slotQuery: ANSWERS,
    lastChange: null,
    ...changes,
  };
}

function postBodies(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return (fetchMock.mock.calls as unknown[][])
    .filter(([input, init]) => String(input) === path && (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

function renderDetail() {
  const list = ADMIN_LISTS.find((candidate) => candidate.kind === 'individual')!;
  render(
    <MemoryRouter initialEntries={['/detail/7']}>
      <Routes>
        <Route path="/detail/:id" element={<SubmissionDetailPage list={list} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const baseRoutes = () => ({
  [SCHEDULE]: [json(schedule(DAY, '10:30 AM - 11:30 AM', `${DAY}T05:00:00.000Z`))],
  [NEW_SCHEDULE]: [json(schedule(NEW_DAY, '3:00 PM - 4:00 PM', `${NEW_DAY}T09:30:00.000Z`))],
  [EXPERTS]: [json({ items: [meera, { id: 5, name: 'Harpreet Kaur' }] })],
  [SLOTS_OF_MEERA]: [json({ date: NEW_DAY, slots: ['3:00 PM', '4:00 PM'] })],
  [SLOTS_OF_ANYONE]: [json({ date: NEW_DAY, slots: ['3:00 PM', '4:00 PM', '5:00 PM'] })],
});

/** Opens the move form once the booking's current expert is known. */
async function openMoveForm(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
  const form = await screen.findByRole('form', { name: 'Move booking #7' });
  await within(form).findByRole('option', { name: 'Current expert (Meera Krishnan)' });
  return form;
}

async function chooseNewTime(form: HTMLElement, time: string) {
  // jsdom's date input takes no typing: the picker's whole value at once.
  fireEvent.change(within(form).getByLabelText('New date'), { target: { value: NEW_DAY } });
  await userEvent.selectOptions(await within(form).findByLabelText('New time (IST)'), time);
}

describe('moving a paid session for the visitor', () => {
  it("sends the new time with the reason once, says where it went and reads the booking again", async () => {
    const fetchMock = stubApi({ ...baseRoutes(), [DETAIL]: [detail('Paid'), detail('Paid', { sessionDate: NEW_DAY, sessionTime: '3:00 PM - 4:00 PM' })], [RESCHEDULE]: [json({ data: answer({}) })] });
    renderDetail();
    const form = await openMoveForm();
    expect(within(form).getByLabelText('New date')).toHaveAttribute('min', TODAY);
    expect(within(form).getByLabelText('New date')).toHaveAttribute('max', addDays(TODAY, 30));
    await chooseNewTime(form, '3:00 PM');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Visitor called');
    const move = within(form).getByRole('button', { name: 'Move the session' });
    fireEvent.click(move);
    fireEvent.click(move);

    expect(await screen.findByText(/^Moved to .*, 3:00 PM - 4:00 PM IST with Meera Krishnan\.$/)).toBeInTheDocument();
    // The current expert keeps it: no expertId goes.
    expect(postBodies(fetchMock, RESCHEDULE)).toEqual([{ sessionDate: NEW_DAY, sessionTime: '3:00 PM', reason: 'Visitor called', override: false }]);
    expect(await screen.findByText('3:00 PM - 4:00 PM')).toBeInTheDocument();
    expect(callsTo(fetchMock, DETAIL)).toBe(2);
  });

  it('shows a refusal keeping what was typed, and offers the nearest free times when the one chosen is taken', async () => {
    const fetchMock = stubApi({
      ...baseRoutes(),
      [DETAIL]: [detail('Paid')],
      [RESCHEDULE]: [
        json({ error: MANAGE_MESSAGES.tooLateToMove }, 409),
        json({ error: TAKEN, fields: { sessionTime: TAKEN }, alternatives: [{ date: NEW_DAY, time: '5:00 PM' }, { date: LATER_DAY, time: '10:30 AM' }] }, 409),
        json({ data: answer({ session: { ...answer({}).session, time: '5:00 PM - 6:00 PM' } }) }),
      ],
    });
    renderDetail();
    const form = await openMoveForm();
    await userEvent.selectOptions(within(form).getByLabelText('Expert'), 'Any matching expert');
    await chooseNewTime(form, '4:00 PM');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Visitor called');
    await userEvent.click(within(form).getByRole('button', { name: 'Move the session' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.tooLateToMove);

    // The override offers every time of the day, and moves regardless of the rule.
    await userEvent.click(within(form).getByLabelText('Override the change rule'));
    expect(within(form).getByLabelText('Override the change rule')).toHaveAccessibleDescription(/inside the 24-hour window or when the expert is not free/);
    expect(within(form).getByRole('option', { name: '7:00 PM (not free)' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Move the session' }));
    const alert = await within(form).findByText(TAKEN, { selector: '[role="alert"] p' });
    expect(alert).toBeInTheDocument();
    expect(within(form).getByLabelText('Reason')).toHaveValue('Visitor called');
    expect(within(form).getByLabelText('New time (IST)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('button', { name: /, 10:30 AM$/ })).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: /, 5:00 PM$/ }));
    expect(within(form).getByLabelText('New time (IST)')).toHaveValue('5:00 PM');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Move the session' }));
    expect(await screen.findByText(/, 5:00 PM - 6:00 PM IST with Meera Krishnan\.$/)).toBeInTheDocument();
    expect(postBodies(fetchMock, RESCHEDULE)).toEqual([
      { sessionDate: NEW_DAY, sessionTime: '4:00 PM', expertId: 'any', reason: 'Visitor called', override: false },
      { sessionDate: NEW_DAY, sessionTime: '4:00 PM', expertId: 'any', reason: 'Visitor called', override: true },
      { sessionDate: NEW_DAY, sessionTime: '5:00 PM', expertId: 'any', reason: 'Visitor called', override: true },
    ]);
  });

  it('asks for a date, a time and a reason before sending anything', async () => {
    const fetchMock = stubApi({ ...baseRoutes(), [DETAIL]: [detail('Paid')] });
    renderDetail();
    const form = await openMoveForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Move the session' }));
    expect(within(form).getByText('Please select a date')).toBeInTheDocument();
    expect(within(form).getByText(ASSIGNMENT_MESSAGES.reason)).toBeInTheDocument();

    await chooseNewTime(form, '3:00 PM');
    await userEvent.type(within(form).getByLabelText('Reason'), 'ok');
    await userEvent.click(within(form).getByRole('button', { name: 'Move the session' }));
    expect(within(form).getByLabelText('Reason')).toHaveAccessibleDescription(ASSIGNMENT_MESSAGES.reason);
    expect(postBodies(fetchMock, RESCHEDULE)).toEqual([]);
  });
});

describe('cancelling a paid session for the visitor', () => {
  it('states the refund before the one confirming step, sends once, and shows the refund it came to', async () => {
    const fetchMock = stubApi({
      ...baseRoutes(),
      [DETAIL]: [detail('Paid'), detail('Cancelled')],
      [CANCEL]: [json({ data: answer({ state: 'cancelled', payment: { amountPaise: 150_000, refund: { state: 'COMPLETED', amountPaise: 150_000 } } }) })],
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const form = await screen.findByRole('form', { name: 'Cancel booking #7' });
    // The schedule's start (a week ahead): the deadline a day before it.
    expect(await within(form).findByText(/^Cancelled now \(before 10:30 AM IST on .*\), the visitor gets a full refund of what they paid\.$/)).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Review the cancellation' }));
    expect(within(form).getByText(ASSIGNMENT_MESSAGES.reason)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Cancel this session' })).not.toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Reason'), 'Expert unwell');
    await userEvent.click(within(form).getByLabelText('Override the change rule'));
    expect(within(form).getByLabelText('Override the change rule')).toHaveAccessibleDescription('Refunds in full whatever the time.');
    expect(within(form).getByText('The visitor gets a full refund of what they paid, whatever the time.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Review the cancellation' }));
    const confirm = within(form).getByRole('button', { name: 'Cancel this session' });
    expect(confirm).toHaveAccessibleDescription(/whatever the time/);
    expect(postBodies(fetchMock, CANCEL)).toEqual([]);
    fireEvent.click(confirm);
    fireEvent.click(confirm);

    expect(await screen.findByText('Cancelled. ₹1,500 refunded.')).toBeInTheDocument();
    expect(postBodies(fetchMock, CANCEL)).toEqual([{ reason: 'Expert unwell', override: true }]);
    // Read again: the booking is cancelled, with nothing left to do.
    expect(await screen.findByRole('heading', { name: 'Session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('keeps the reason when the server refuses', async () => {
    stubApi({ ...baseRoutes(), [DETAIL]: [detail('Paid')], [CANCEL]: [json({ error: MANAGE_MESSAGES.cancelled }, 409)] });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const form = await screen.findByRole('form', { name: 'Cancel booking #7' });
    await userEvent.type(within(form).getByLabelText('Reason'), 'Visitor asked');
    await userEvent.click(within(form).getByRole('button', { name: 'Review the cancellation' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel this session' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MANAGE_MESSAGES.cancelled);
    expect(within(form).getByLabelText('Reason')).toHaveValue('Visitor asked');
  });
});

describe('a booking staff cannot change', () => {
  it('says a cancelled session is cancelled, with no actions', async () => {
    const fetchMock = stubApi({ [DETAIL]: [detail('Cancelled')] });
    renderDetail();
    const section = (await screen.findByRole('heading', { name: 'Session' })).closest('section')!;
    expect(within(section).getByText('Cancelled')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SCHEDULE)).toBe(0);
  });

  it('shows nothing for an unpaid booking', async () => {
    stubApi({ [DETAIL]: [detail('Pending')] });
    renderDetail();
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Session' })).not.toBeInTheDocument();
  });
});
