import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { INDIVIDUAL_SLOT_TIMES } from '../../domain/slots';
import type { OutboxItem } from '../../offline/db';
import { sharedDb } from '../../offline/shared';
import { SiteContext } from '../../services/site';
import type { ExpertMatch } from './api';
import { TEAM_WILL_ASSIGN } from './BookingWizard';
import { CoupleWizardPage } from './CoupleWizardPage';
import { ANY_CLOSEST_EXPERT, ANY_MATCHING_EXPERT, LAST_KNOWN_MATCHES, TEAM_ASSIGNS } from './ExpertChoiceField';
import { IndividualWizardPage } from './IndividualWizardPage';
import { CONFIRM_WHEN_ONLINE, TIME_NO_LONGER_FREE } from './SessionTimeField';
import { TIME_JUST_TAKEN } from './use-wizard-payment';

vi.mock('../../services/ad-pixel', () => ({ trackConversion: vi.fn() }));

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function expert(id: number, name: string, reasons: string[]): ExpertMatch {
  return { id, name, position: 'Counselling Psychologist', imageSrc: `/experts/${id}.webp`, languages: ['English', 'Hindi'], gender: 'Female', reasons, nextFree: null };
}

const MEERA = expert(7, 'Meera Krishnan', ['Speaks Hindi', 'Female counsellor', 'Works with depression']);
const ANJALI = expert(3, 'Anjali Rao', ['Speaks Hindi', 'Female counsellor']);
const FOUR = [MEERA, ANJALI, expert(5, 'Farah Khan', ['Speaks Hindi']), expert(9, 'Sunita Iyer', ['Speaks Hindi'])];

const fetchMock = vi.fn<typeof fetch>();
/** Every GET the page made, as a URL (for its query). */
const requests = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
const slotRequests = () => requests().filter((url) => url.pathname === '/api/slots');

/** Answers each request by the first route that does; anything else is a 404. */
function serve(...routes: Route[]) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    for (const route of routes) {
      const answer = await route(url, init);
      if (answer) return answer;
    }
    return json(404, { error: 'Not found' });
  });
}

const matchesRoute =
  (body: unknown): Route =>
  (url) =>
    url.pathname === '/api/experts/matches' ? json(200, body) : undefined;
const slotsRoute =
  (slots: (url: URL) => string[]): Route =>
  (url) =>
    url.pathname === '/api/slots' ? json(200, { date: url.searchParams.get('date'), slots: slots(url) }) : undefined;

function renderPage(page = <IndividualWizardPage />) {
  return render(
    <SiteContext.Provider value={DEFAULT_SITE}>
      <MemoryRouter>{page}</MemoryRouter>
    </SiteContext.Provider>,
  );
}

/** An individual booking the server has (number 12), with the answers of steps 1-4 on this device. */
async function individualOnPaymentStep() {
  const item: OutboxItem = {
    id: crypto.randomUUID(),
    kind: 'individual',
    payload: null,
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: Date.now(),
    state: 'sent',
    lastError: null,
    lastStatus: 201,
    fieldErrors: null,
    serverId: 12,
    serverAnswer: { id: 12, token: 'tok' },
    sentAt: Date.now(),
    sendingSince: null,
  };
  await sharedDb().outbox.put(item);
  const values = { name: 'Asha Rao', preferredLanguage: 'Hindi', counselorGenderPreference: 'Female', supportReason: ['Depression', 'Other'] };
  await sharedDb().drafts.put({ kind: 'individual', data: { values, step: 4 }, updatedAt: Date.now() });
  const page = renderPage();
  await screen.findByRole('heading', { level: 2, name: /Step 5 of 6: Scheduling & Payment/ });
  return page;
}

function chooseSession(date: string) {
  fireEvent.click(screen.getByRole('radio', { name: /60 minutes/ }));
  fireEvent.change(screen.getByLabelText('Session date'), { target: { value: date } });
}

async function timeSelect(): Promise<HTMLSelectElement> {
  return (await screen.findByLabelText('Session time (IST)')) as HTMLSelectElement;
}

beforeEach(async () => {
  const db = sharedDb();
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.leases.clear()]);
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('individual step 5: your expert', () => {
  it('offers at most three matched experts with their reasons, and whoever matching is free first by default', async () => {
    serve(matchesRoute({ matches: FOUR, unmet: [], closest: [] }));
    await individualOnPaymentStep();
    const group = await screen.findByRole('group', { name: 'Your expert' });
    await within(group).findByRole('radio', { name: 'Meera Krishnan' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    expect(within(group).queryByRole('radio', { name: 'Sunita Iyer' })).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: ANY_MATCHING_EXPERT })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Meera Krishnan' })).toHaveAccessibleDescription(/Works with depression/);
    expect(within(group).getByRole('img', { name: 'Meera Krishnan' })).toHaveAttribute('src', '/experts/7.webp');
    expect(within(group).getByText('Female counsellor', { selector: `#${CSS.escape('expert-7-details')} li` })).toBeInTheDocument();

    const asked = requests().find((url) => url.pathname === '/api/experts/matches');
    expect(asked?.searchParams.get('kind')).toBe('individual');
    expect(asked?.searchParams.get('language')).toBe('Hindi');
    expect(asked?.searchParams.get('gender')).toBe('Female');
    // "Other" says nothing an expert could match.
    expect(asked?.searchParams.getAll('concerns')).toEqual(['Depression']);
  });

  it('says which preference nobody meets and offers the closest experts', async () => {
    const message = 'We do not have a female counsellor who speaks Hindi yet.';
    serve(matchesRoute({ matches: [], unmet: ['gender'], message, closest: [ANJALI] }));
    await individualOnPaymentStep();
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('radio', { name: 'Anjali Rao' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: ANY_CLOSEST_EXPERT })).toBeChecked();
    expect(screen.queryByRole('radio', { name: ANY_MATCHING_EXPERT })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: TEAM_ASSIGNS })).not.toBeInTheDocument();
  });

  it('asks for the times again when the expert, the duration or the date changes, and drops a time no longer free', async () => {
    serve(
      matchesRoute({ matches: [MEERA, ANJALI], unmet: [], closest: [] }),
      slotsRoute((url) => (url.searchParams.get('expertId') === '7' ? ['11:00 AM'] : ['10:30 AM', '11:00 AM'])),
    );
    await individualOnPaymentStep();
    await screen.findByRole('radio', { name: 'Meera Krishnan' });
    chooseSession('2099-01-05');
    fireEvent.change(await timeSelect(), { target: { value: '10:30 AM' } });
    let last = slotRequests().at(-1);
    expect(last?.searchParams.get('date')).toBe('2099-01-05');
    expect(last?.searchParams.get('duration')).toBe('individual-60');
    expect(last?.searchParams.get('expertId')).toBe('any');
    expect(last?.searchParams.get('kind')).toBe('individual');
    expect(last?.searchParams.get('language')).toBe('Hindi');

    fireEvent.click(screen.getByRole('radio', { name: 'Meera Krishnan' }));
    await waitFor(() => expect(slotRequests().at(-1)?.searchParams.get('expertId')).toBe('7'));
    expect(await screen.findByText(TIME_NO_LONGER_FREE)).toBeInTheDocument();
    const select = await timeSelect();
    expect(select.value).toBe('');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a time', '11:00 AM']);

    fireEvent.click(screen.getByRole('radio', { name: /40 minutes/ }));
    await waitFor(() => expect(slotRequests().at(-1)?.searchParams.get('duration')).toBe('individual-40'));
    last = slotRequests().at(-1);
    expect(last?.searchParams.get('expertId')).toBe('7');
  });

  it('offline: the experts the service worker kept, the device rules for times, and a note to confirm later', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve(matchesRoute({ matches: [MEERA], unmet: [], closest: [] }));
    await individualOnPaymentStep();
    await screen.findByRole('radio', { name: 'Meera Krishnan' });
    chooseSession('2099-01-05');
    const select = await timeSelect();
    expect(within(select).getAllByRole('option')).toHaveLength(INDIVIDUAL_SLOT_TIMES.length + 1);
    expect(screen.getByText(CONFIRM_WHEN_ONLINE)).toHaveAttribute('role', 'status');
    expect(slotRequests()).toEqual([]);
  });

  it('without any answer: the experts last seen on this page, the device rules, and the step still goes on', async () => {
    serve(matchesRoute({ matches: [MEERA], unmet: [], closest: [] }));
    const online = await individualOnPaymentStep();
    await screen.findByRole('radio', { name: 'Meera Krishnan' });
    online.unmount();
    const db = sharedDb();
    await Promise.all([db.outbox.clear(), db.drafts.clear()]);

    fetchMock.mockReset();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await individualOnPaymentStep();
    expect(await screen.findByText(LAST_KNOWN_MATCHES)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Meera Krishnan' })).toBeInTheDocument();
    chooseSession('2099-01-05');
    expect(within(await timeSelect()).getAllByRole('option')).toHaveLength(INDIVIDUAL_SLOT_TIMES.length + 1);
    expect(screen.getByText(CONFIRM_WHEN_ONLINE)).toBeInTheDocument();
  });
});

describe('individual: holding the session', () => {
  it('a time just taken: the nearest free ones fill date and time, nothing typed is lost, and confirming again pays', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const bodies: unknown[] = [];
    let taken = true;
    serve(
      matchesRoute({ matches: [MEERA], unmet: [], closest: [] }),
      slotsRoute((url) => (url.searchParams.get('date') === '2099-01-06' ? ['11:30 AM', '12:00 PM'] : ['10:30 AM'])),
      (url, init) => {
        if (url.pathname !== '/api/bookings/individual/12/session') return undefined;
        bodies.push(JSON.parse(String(init?.body)));
        if (taken) {
          taken = false;
          return json(409, { error: 'This time has just been taken.', fields: { sessionTime: 'Please choose another time.' }, alternatives: [{ date: '2099-01-06', time: '11:30 AM' }] });
        }
        return json(200, { id: 12, sessionDuration: 'individual-60', sessionDate: '2099-01-06', sessionTime: '11:30 AM - 12:30 PM', expert: { id: 7, name: 'Meera Krishnan' }, holdExpiresAt: '2099-01-01T00:15:00.000Z' });
      },
      (url) => (url.pathname === '/api/payments' ? json(201, { merchantTransactionId: 'T1', redirectUrl: '/pay/sandbox/T1' }) : undefined),
    );
    await individualOnPaymentStep();
    fireEvent.click(await screen.findByRole('radio', { name: 'Meera Krishnan' }));
    chooseSession('2099-01-05');
    fireEvent.change(await timeSelect(), { target: { value: '10:30 AM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TIME_JUST_TAKEN);
    expect(screen.getByText('Please choose another time.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Meera Krishnan' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /60 minutes/ })).toBeChecked();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payments')).toBe(false);

    fireEvent.click(within(alert).getByRole('button', { name: 'Tuesday, 6 January 2099, 11:30 AM' }));
    expect((screen.getByLabelText('Session date') as HTMLInputElement).value).toBe('2099-01-06');
    await waitFor(async () => expect((await timeSelect()).value).toBe('11:30 AM'));
    expect(screen.getByRole('radio', { name: 'Meera Krishnan' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/T1'));
    expect(bodies).toEqual([
      { sessionDuration: 'individual-60', sessionDate: '2099-01-05', sessionTime: '10:30 AM', expertId: 7 },
      { sessionDuration: 'individual-60', sessionDate: '2099-01-06', sessionTime: '11:30 AM', expertId: 7 },
    ]);
    // The confirmation names who the server held the session with.
    expect(screen.getByText('Your expert: Meera Krishnan')).toHaveAttribute('role', 'status');
  });

  it('says the team will assign an expert when the server held the session without one', async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    serve(
      matchesRoute({ matches: [], unmet: ['kind'], message: 'The team will assign someone for you.', closest: [] }),
      slotsRoute(() => ['10:30 AM']),
      (url) =>
        url.pathname === '/api/bookings/individual/12/session'
          ? json(200, { id: 12, sessionDuration: 'individual-60', sessionDate: '2099-01-05', sessionTime: '10:30 AM - 11:30 AM', expert: null, holdExpiresAt: '2099-01-01T00:15:00.000Z' })
          : undefined,
      (url) => (url.pathname === '/api/payments' ? json(201, { merchantTransactionId: 'T3', redirectUrl: '/pay/sandbox/T3' }) : undefined),
    );
    await individualOnPaymentStep();
    expect(await screen.findByRole('radio', { name: TEAM_ASSIGNS })).toBeChecked();
    chooseSession('2099-01-05');
    fireEvent.change(await timeSelect(), { target: { value: '10:30 AM' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByText(TEAM_WILL_ASSIGN)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([url]) => url === '/api/bookings/individual/12/session');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({ expertId: 'any' });
  });
});

describe('couple: windows with a free matching expert', () => {
  it('offers only the windows the server has, with the experts who match beside them', async () => {
    serve(
      matchesRoute({ matches: [{ ...MEERA, reasons: ['Speaks English', 'Takes couple sessions', 'Works with trust issues'] }], unmet: [], closest: [] }),
      slotsRoute(() => ['3 PM to 6 PM']),
    );
    const values = { name: 'Ravi', preferredLanguage: 'English', primaryConcern: 'Trust issues' };
    await sharedDb().drafts.put({ kind: 'couple', data: { values, step: 3 }, updatedAt: Date.now() });
    renderPage(<CoupleWizardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    await screen.findByRole('heading', { level: 2, name: /Step 4 of 6: Submission/ });
    const matches = screen.getByRole('region', { name: 'Experts who match' });
    expect(await within(matches).findByText('Meera Krishnan')).toBeInTheDocument();
    expect(matches).toHaveTextContent('Works with trust issues');

    fireEvent.change(screen.getByLabelText('Session date'), { target: { value: '2099-01-05' } });
    const select = await timeSelect();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a time', '3 PM to 6 PM']);
    const asked = slotRequests().at(-1);
    expect(asked?.searchParams.get('kind')).toBe('couple');
    expect(asked?.searchParams.get('language')).toBe('English');
    expect(asked?.searchParams.getAll('concerns')).toEqual(['Trust issues']);
    expect(asked?.searchParams.has('expertId')).toBe(false);
    expect(screen.queryByText(CONFIRM_WHEN_ONLINE)).not.toBeInTheDocument();
  });

  it('shows the reason when nobody matches, and the device windows when the server does not answer', async () => {
    const message = 'None of our counsellors speaks Tulu yet.';
    serve(matchesRoute({ matches: [], unmet: ['language'], message, closest: [] }), (url) => (url.pathname === '/api/slots' ? json(503, {}) : undefined));
    await sharedDb().drafts.put({ kind: 'couple', data: { values: { name: 'Ravi', primaryConcern: 'Trust issues' }, step: 3 }, updatedAt: Date.now() });
    renderPage(<CoupleWizardPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue where you left off' }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
    fireEvent.change(screen.getByLabelText('Session date'), { target: { value: '2099-01-05' } });
    expect(within(await timeSelect()).getAllByRole('option')).toHaveLength(6);
    expect(screen.getByText(CONFIRM_WHEN_ONLINE)).toBeInTheDocument();
  });
});
