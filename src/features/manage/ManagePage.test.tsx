// The page keeps its changes and last answer in the device's database (fake IndexedDB).
import 'fake-indexeddb/auto';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE, type SiteSettings } from '../../domain/site';
import { manageKind } from '../../offline/manage-kind';
import { sharedDb } from '../../offline/shared';
import { startSyncTriggers } from '../../offline/triggers';
import { SiteContext } from '../../services/site';
import { WaitingBadge } from '../../ui/WaitingBadge';
import { queuedItem } from '../../../tests/support/device';
import { json, offline, stubApi, type Reply } from '../../../tests/support/stub-api';
import type { ManageAnswer } from './api';
import { MOVED, ManagePage, OFFLINE } from './ManagePage';
import { CONFIRM_WHEN_ONLINE } from './RescheduleForm';
import { WAITING } from './use-change-sender';
import { NOT_LOADED } from './use-manage-answer';
import { nextDates } from './words';

const TOKEN = 'i42.signature';
const PATH = `/api/manage/${TOKEN}`;
const RESCHEDULE = `${PATH}/reschedule`;
const CANCEL = `${PATH}/cancel`;
const SLOT_QUERY = 'kind=individual&duration=individual-60&language=English';
const MATCHES = '/api/experts/matches?kind=individual&duration=individual-60&language=English';
const slotsPath = (date: string, expert: string) =>
  `/api/slots?date=${date}&kind=individual&duration=individual-60&language=English&expertId=${expert}`;

/** Wednesday 2 December 2026, 7 PM in India; the change deadline a day before. */
function booked(overrides: Partial<ManageAnswer> = {}): ManageAnswer {
  return {
    booking: { kind: 'individual', id: 42, sessionType: 'Individual Therapy, 60 minutes', durationMinutes: 60, duration: 'individual-60' },
    state: 'booked',
    session: { startsAt: '2026-12-02T13:30:00.000Z', endsAt: '2026-12-02T14:30:00.000Z', date: '2026-12-02', time: '7:00 PM - 8:00 PM', window: false },
    expert: { id: 3, name: 'Asha Rao', imageSrc: '/images/asha.webp' },
    meetLink: 'https://meet.jit.si/Saathi-0123456789abcdef',
    inviteUrl: `${PATH}/invite.ics`,
    rule: {
      phase: 'open',
      canReschedule: true,
      canCancel: true,
      refundPercent: 100,
      deadline: '2026-12-01T13:30:00.000Z',
      words: 'You can move your session, or cancel it for a full refund, until 24 hours before it starts. After that, you can still cancel, but the session is not refunded.',
    },
    payment: { amountPaise: 99_900, refund: null },
    slotQuery: SLOT_QUERY,
    lastChange: null,
    ...overrides,
  };
}

const late = (): ManageAnswer =>
  booked({ rule: { ...booked().rule, phase: 'late', canReschedule: false, refundPercent: 0 } });

function cancelled(refund: NonNullable<ManageAnswer['payment']>['refund'], by: 'visitor' | 'staff' = 'visitor'): ManageAnswer {
  return booked({
    state: 'cancelled',
    rule: { ...booked().rule, canReschedule: false, canCancel: false },
    payment: { amountPaise: 99_900, refund },
    lastChange: { action: 'cancel', by, at: '2026-11-25T06:30:00.000Z', reason: by === 'staff' ? 'Your expert is unwell.' : null },
  });
}

function renderPage(site: SiteSettings = DEFAULT_SITE) {
  return render(
    <SiteContext.Provider value={site}>
      <MemoryRouter initialEntries={[`/manage/${TOKEN}`]}>
        <WaitingBadge />
        <Routes>
          <Route path="/manage/:token" element={<ManagePage />} />
        </Routes>
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

/** The requests made to `path`, with what was sent. */
function requestsTo(fetchMock: ReturnType<typeof stubApi>, path: string): RequestInit[] {
  return fetchMock.mock.calls.filter(([input]) => String(input) === path).map((call) => (call as unknown[])[1] as RequestInit);
}
const keyOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

const realResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

/** The device's zone as Intl reports it (the page reads it there). */
function deviceZone(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realResolvedOptions.call(this), timeZone };
  });
}

/** The device's connection as the browser reports it, with the events the page and the outbox follow. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}
function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
}

beforeEach(async () => {
  deviceZone('Asia/Kolkata');
  await sharedDb().outbox.clear();
  await sharedDb().manageAnswers.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const outboxItems = () => sharedDb().outbox.where('kind').equals(manageKind(TOKEN)).toArray();

describe('ManagePage, a booked session', () => {
  it('shows the session in IST and in the device’s own time, the join link, the invite and the rule', async () => {
    deviceZone('Europe/London');
    stubApi({ [PATH]: [json(booked())] });
    renderPage();
    expect(await screen.findByText('Individual Therapy, 60 minutes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your session' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Wednesday, 2 December 2026')).toBeInTheDocument();
    expect(screen.getByText(/7:00 PM - 8:00 PM IST/)).toHaveTextContent('7:00 PM - 8:00 PM IST (1:30 PM - 2:30 PM your time)');
    expect(screen.getByRole('link', { name: 'Join the session' })).toHaveAttribute('href', booked().meetLink);
    const invite = screen.getByRole('link', { name: 'Add to calendar' });
    expect(invite).toHaveAttribute('href', `${PATH}/invite.ics`);
    expect(invite).toHaveAttribute('download');
    expect(screen.getByText(booked().rule.words)).toBeInTheDocument();
    expect(screen.getByText('You can change this session until 7:00 PM IST on Tuesday, 1 December.')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.title).toBe('Your session | Saathi');
  });

  it('names the device’s day when it differs, and says nothing more when the device keeps IST', async () => {
    deviceZone('Pacific/Auckland');
    stubApi({ [PATH]: [json(booked())] });
    const { unmount } = renderPage();
    expect(await screen.findByText(/7:00 PM - 8:00 PM IST/)).toHaveTextContent('(2:30 AM - 3:30 AM your time, Thursday 3 December)');
    unmount();

    deviceZone('Asia/Calcutta');
    stubApi({ [PATH]: [json(booked({ expert: null }))] });
    renderPage();
    expect(await screen.findByText('7:00 PM - 8:00 PM IST')).not.toHaveTextContent('your time');
    expect(screen.getByText('Our team will confirm your expert')).toBeInTheDocument();
  });
});

describe('ManagePage, moving a session', () => {
  it('offers the free times of the same expert, moves the session and says so', async () => {
    const user = userEvent.setup();
    const date = nextDates(new Date())[1]!;
    const moved = booked({
      session: { ...booked().session, startsAt: `${date}T05:30:00.000Z`, endsAt: `${date}T06:30:00.000Z`, date, time: '11:00 AM - 12:00 PM' },
      lastChange: { action: 'reschedule', by: 'visitor', at: new Date().toISOString(), reason: null },
    });
    const fetchMock = stubApi({
      [PATH]: [json(booked())],
      [MATCHES]: [json({ matches: [{ id: 3, name: 'Asha Rao' }, { id: 5, name: 'Ravi Kumar' }], unmet: [], closest: [] })],
      [slotsPath(date, '3')]: [json({ date, slots: ['11:00 AM', '7:00 PM'] })],
      [RESCHEDULE]: [json(moved)],
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move to another time' }));

    expect(screen.getByRole('radio', { name: 'Asha Rao (your expert)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any matching expert' })).not.toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(15);

    await user.selectOptions(screen.getByLabelText('Date'), date);
    await user.click(await screen.findByRole('radio', { name: '11:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Move my session' }));

    // The answer arrives through the device's outbox; the notice then takes the focus.
    const notice = await screen.findByText(MOVED);
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByText('11:00 AM - 12:00 PM IST')).toBeInTheDocument();
    const [post] = requestsTo(fetchMock, RESCHEDULE);
    expect(post?.method).toBe('POST');
    expect(JSON.parse(String(post?.body))).toEqual({ sessionDate: date, sessionTime: '11:00 AM', expertId: 3 });
    expect(keyOf(post)).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows why a time was refused and offers the server’s alternatives', async () => {
    const user = userEvent.setup();
    const [, first, second] = nextDates(new Date());
    const fetchMock = stubApi({
      [PATH]: [json(booked({ expert: null }))],
      [MATCHES]: [json({ matches: [], unmet: [], closest: [] })],
      [slotsPath(first!, 'any')]: [json({ date: first, slots: ['7:00 PM - 8:00 PM'] })],
      [slotsPath(second!, 'any')]: [json({ date: second, slots: ['6:00 PM - 7:00 PM', '8:00 PM - 9:00 PM'] })],
      [RESCHEDULE]: [
        json({ error: 'That time was just taken. Please choose another.', alternatives: [{ date: second, time: '8:00 PM - 9:00 PM' }] }, 409),
        json(booked({ expert: null, session: { ...booked().session, date: second!, time: '8:00 PM - 9:00 PM' } })),
      ],
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Move to another time' }));
    expect(screen.getByRole('radio', { name: 'Any matching expert' })).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Date'), first!);
    await user.click(await screen.findByRole('radio', { name: '7:00 PM - 8:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Move my session' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That time was just taken. Please choose another.');
    await user.click(within(alert).getByRole('button', { name: /8:00 PM - 9:00 PM/ }));
    expect(await screen.findByRole('radio', { name: '8:00 PM - 9:00 PM' })).toBeChecked();
    expect(screen.getByLabelText('Date')).toHaveValue(second);
    await user.click(screen.getByRole('button', { name: 'Move my session' }));

    expect(await screen.findByText(MOVED)).toBeInTheDocument();
    const posts = requestsTo(fetchMock, RESCHEDULE);
    expect(posts.map((post) => JSON.parse(String(post.body)))).toEqual([
      { sessionDate: first, sessionTime: '7:00 PM - 8:00 PM', expertId: 'any' },
      { sessionDate: second, sessionTime: '8:00 PM - 9:00 PM', expertId: 'any' },
    ]);
    // A new choice is a new attempt.
    expect(keyOf(posts[0])).not.toBe(keyOf(posts[1]));
  });
});

describe('ManagePage, cancelling', () => {
  it('states the full refund before confirming, then that the refund has started', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [PATH]: [json(booked())], [CANCEL]: [json(cancelled({ state: 'PENDING', amountPaise: 99_900 }))] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel this session' }));
    expect(screen.getByRole('heading', { name: 'Cancel this session?' })).toHaveFocus();
    expect(screen.getByText('You will get a full refund of ₹999.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, CANCEL)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Yes, cancel my session' }));
    const notice = await screen.findByText('Your session is cancelled.');
    await waitFor(() => expect(notice).toHaveFocus());
    expect(screen.getByText('Your refund of ₹999 has been started. It usually reaches your account in 5 to 7 working days.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel this session|Move to another time/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Join the session' })).not.toBeInTheDocument();
    const [post] = requestsTo(fetchMock, CANCEL);
    expect(JSON.parse(String(post?.body))).toEqual({});
    expect(keyOf(post)).toBeTruthy();
  });

  it('after the deadline offers no move and says, with the configured hours, that nothing is refunded', async () => {
    const user = userEvent.setup();
    stubApi({ [PATH]: [json(late())] });
    renderPage({ ...DEFAULT_SITE, changePolicy: { windowHours: 12, lateRefundPercent: 0 } });
    await user.click(await screen.findByRole('button', { name: 'Cancel this session' }));
    expect(screen.getByText('This is less than 12 hours before your session, so under our policy it will not be refunded.')).toBeInTheDocument();
    expect(screen.getByText('The time to move this session ended at 7:00 PM IST on Tuesday, 1 December.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to another time' })).not.toBeInTheDocument();
  });

  it('states a partial late refund in rupees', async () => {
    const user = userEvent.setup();
    stubApi({ [PATH]: [json(booked({ rule: { ...late().rule, refundPercent: 50 } }))] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel this session' }));
    expect(screen.getByText(/you will get 50% of ₹999 back: ₹499\.50\./)).toBeInTheDocument();
  });

  it('sends one cancellation however often it is tapped', async () => {
    const user = userEvent.setup();
    let answer = (_reply: Response) => {};
    const later = () => new Promise<Response>((resolve) => (answer = resolve));
    const fetchMock = stubApi({ [PATH]: [json(booked())], [CANCEL]: [later] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel this session' }));
    const confirm = screen.getByRole('button', { name: 'Yes, cancel my session' });
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    await waitFor(() => expect(requestsTo(fetchMock, CANCEL)).toHaveLength(1));
    await user.click(confirm);
    expect(await outboxItems()).toHaveLength(1);

    answer(await json(cancelled({ state: 'PENDING', amountPaise: 99_900 }))());
    expect(await screen.findByText('Your session is cancelled.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, CANCEL)).toHaveLength(1);
  });

  it('keeps the change on the device when the connection fails and retries with the same Idempotency-Key', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ [PATH]: [json(booked())], [CANCEL]: [offline, json(cancelled({ state: 'REQUESTED', amountPaise: 99_900 }))] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel this session' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my session' }));
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(screen.getByText('Waiting to send: cancel this session.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry now' }));

    expect(await screen.findByText('Your session is cancelled.')).toBeInTheDocument();
    const posts = requestsTo(fetchMock, CANCEL);
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[0])).toBeTruthy();
    expect(keyOf(posts[1])).toBe(keyOf(posts[0]));
  });
});

describe('ManagePage, other states', () => {
  it('shows a cancelled session with who cancelled it, the refund and a way to book again', async () => {
    stubApi({ [PATH]: [json(cancelled({ state: 'COMPLETED', amountPaise: 99_900 }, 'staff'))] });
    renderPage();
    expect(await screen.findByText('Your session is cancelled.')).toBeInTheDocument();
    expect(screen.getByText(/Our team cancelled it at 12:00 PM IST on Wednesday, 25 November\. Your expert is unwell\./)).toBeInTheDocument();
    expect(screen.getByText(/Your refund of ₹999 is complete/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book again' })).toHaveAttribute('href', '/individual_therapy');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no change once the session has started', async () => {
    stubApi({ [PATH]: [json(booked({ rule: { ...booked().rule, phase: 'started', canReschedule: false, canCancel: false, refundPercent: 0 } }))] });
    renderPage();
    expect(await screen.findByText('This session has started, so it can no longer be changed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the session' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    [404, 'This link is not valid. Please use the link in your booking e-mail.'],
    [410, 'This session is over, so this link no longer works.'],
  ])('shows the server’s words for a %i and leads home', async (status, error) => {
    stubApi({ [PATH]: [json({ error }, status)] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('offline with nothing kept on the device, says it could not load the session', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubApi({ [PATH]: [json(booked())] });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_LOADED);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a retry when the session could not be loaded', async () => {
    const user = userEvent.setup();
    stubApi({ [PATH]: [offline, json(booked())] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Individual Therapy, 60 minutes')).toBeInTheDocument();
  });
});

describe('ManagePage, offline', () => {
  const stops: (() => void)[] = [];
  /** The app's own sync triggers (main.tsx starts them): reconnecting, retries, start-up. */
  const startTriggers = () => stops.push(startSyncTriggers(window));
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  const TOO_LATE = 'It is too late to move this session online. Please contact us.';

  it('keeps a move made offline, counts it in the header and sends it once on reconnecting', async () => {
    const user = userEvent.setup();
    const date = nextDates(new Date())[1]!;
    const moved = booked({ session: { ...booked().session, date, time: '11:00 AM - 12:00 PM' } });
    const network = { up: false };
    const reschedule: Reply = () => (network.up ? json(moved)() : offline());
    const fetchMock = stubApi({ [PATH]: [json(booked())], [MATCHES]: [offline], [RESCHEDULE]: [reschedule] });
    startTriggers();
    renderPage();
    await screen.findByText('Individual Therapy, 60 minutes');
    goOffline();
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move to another time' }));
    await user.selectOptions(screen.getByLabelText('Date'), date);
    await user.click(await screen.findByRole('radio', { name: '11:00 AM' }));
    expect(screen.getByText(CONFIRM_WHEN_ONLINE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move my session' }));

    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(screen.getByText(/^Waiting to send: move to .*, 11:00 AM IST\.$/)).toBeInTheDocument();
    const [item] = await outboxItems();
    expect(item).toMatchObject({ state: 'queued', path: RESCHEDULE, payload: { sessionDate: date, sessionTime: '11:00 AM', expertId: 3 } });
    expect(item?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const badge = await screen.findByRole('link', { name: '1 waiting to send' });
    expect(badge).toHaveAttribute('href', `/manage/${TOKEN}`);

    const triedOffline = requestsTo(fetchMock, RESCHEDULE).length;
    network.up = true;
    goOnline();
    expect(await screen.findByText(MOVED)).toBeInTheDocument();
    expect(screen.getByText('11:00 AM - 12:00 PM IST')).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /waiting to send/ })).not.toBeInTheDocument());

    const posts = requestsTo(fetchMock, RESCHEDULE);
    expect(posts).toHaveLength(triedOffline + 1);
    expect(new Set(posts.map(keyOf))).toEqual(new Set([item?.id]));
    expect(JSON.parse(String(posts.at(-1)?.body))).toEqual({ sessionDate: date, sessionTime: '11:00 AM', expertId: 3 });
    // Seen once, the acknowledged change is forgotten; the page's kept answer is the new one.
    await waitFor(async () => expect(await outboxItems()).toEqual([]));
    expect((await sharedDb().manageAnswers.get(TOKEN))?.answer).toMatchObject({ session: { time: '11:00 AM - 12:00 PM' } });
  });

  it('shows the server’s refusal of a change kept from an earlier visit, as final', async () => {
    const user = userEvent.setup();
    const choice = { sessionDate: '2026-12-03', sessionTime: '11:00 AM', expertId: 3 };
    await sharedDb().outbox.add(queuedItem({ kind: manageKind(TOKEN), path: RESCHEDULE, payload: choice, attempts: 2, lastStatus: 0 }));
    const fetchMock = stubApi({ [PATH]: [json(late())], [RESCHEDULE]: [json({ error: TOO_LATE }, 409)] });
    startTriggers();
    renderPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`We could not move your session: ${TOO_LATE}`);
    expect(await screen.findByRole('link', { name: '1 needs attention' })).toHaveAttribute('href', `/manage/${TOKEN}`);
    const [item] = await outboxItems();
    expect(item).toMatchObject({ state: 'failed', lastStatus: 409, lastError: TOO_LATE });
    expect(requestsTo(fetchMock, RESCHEDULE)).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(await outboxItems()).toEqual([]);
  });

  it('shows what happened to a change sent while the page was closed, over an older kept answer', async () => {
    const date = nextDates(new Date())[2]!;
    const moved = booked({ session: { ...booked().session, date, time: '8:00 PM - 9:00 PM' } });
    await sharedDb().manageAnswers.put({ token: TOKEN, answer: booked(), savedAt: Date.now() - 120_000, keepUntil: Date.now() + 86_400_000 });
    await sharedDb().outbox.add(
      queuedItem({ kind: manageKind(TOKEN), path: RESCHEDULE, payload: null, state: 'sent', sentAt: Date.now() - 60_000, serverId: 42, serverAnswer: moved }),
    );
    stubApi({ [PATH]: [offline] });
    renderPage();
    expect(await screen.findByText(MOVED)).toBeInTheDocument();
    expect(screen.getByText('8:00 PM - 9:00 PM IST')).toBeInTheDocument();
    await waitFor(async () => expect(await outboxItems()).toEqual([]));
    await waitFor(async () => expect((await sharedDb().manageAnswers.get(TOKEN))?.answer).toMatchObject({ session: { date } }));
  });

  it('opens offline on the session as this device last saw it, and lets a cancellation wait', async () => {
    const user = userEvent.setup();
    stubApi({ [PATH]: [json(booked())], [CANCEL]: [offline] });
    const { unmount } = renderPage();
    await screen.findByText('Individual Therapy, 60 minutes');
    await waitFor(async () => expect(await sharedDb().manageAnswers.get(TOKEN)).toBeDefined());
    unmount();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage();
    expect(await screen.findByText('Individual Therapy, 60 minutes')).toBeInTheDocument();
    expect(screen.getByText(/^This is your session as this device last saw it, on .+\. It may be out of date\.$/)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to another time' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel this session' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my session' }));
    expect(await screen.findByText(WAITING)).toBeInTheDocument();
    expect(screen.getByText('Waiting to send: cancel this session.')).toBeInTheDocument();
    // Queuing also asks the outbox to send; its attempt fails (offline) and leaves the change
    // queued. Read once that attempt is over, not while it is in flight.
    await waitFor(async () => expect(await outboxItems()).toMatchObject([{ state: 'queued', path: CANCEL, payload: {} }]));
    expect(screen.getByText(WAITING)).toBeInTheDocument();
  });
});
