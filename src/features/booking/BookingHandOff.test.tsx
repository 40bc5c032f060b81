import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { PAYMENT_UNDER_WAY } from '../../domain/pricing';
import type { OutboxItem } from '../../offline/db';
import { sharedDb } from '../../offline/shared';
import { SiteContext } from '../../services/site';
import { SUBMIT_FAILED } from './BookingWizard';
import { DURATION_MISSING, PAYMENT_CALL_FAILED, START_AGAIN } from './use-wizard-payment';
import { CoupleWizardPage } from './CoupleWizardPage';
import { IndividualWizardPage } from './IndividualWizardPage';

const trackConversion = vi.hoisted(() => vi.fn());
vi.mock('../../services/ad-pixel', () => ({ trackConversion }));

function renderPage(page = <IndividualWizardPage />) {
  return render(
    <SiteContext.Provider value={DEFAULT_SITE}>
      <MemoryRouter>{page}</MemoryRouter>
    </SiteContext.Provider>,
  );
}

function item(overrides: Partial<OutboxItem>): OutboxItem {
  return {
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
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(async () => {
  const db = sharedDb();
  await Promise.all([db.outbox.clear(), db.drafts.clear(), db.leases.clear()]);
  localStorage.clear();
  trackConversion.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('after the server has the booking', () => {
  it('opens the payment step, fires the conversion once, and asks for a duration before paying', async () => {
    await sharedDb().outbox.put(item({}));
    const first = renderPage();
    await screen.findByRole('heading', { level: 2, name: /Step 5 of 6: Scheduling & Payment/ });
    expect(screen.getByText(/We have your booking \(number 12\)/)).toBeInTheDocument();
    expect(trackConversion).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DURATION_MISSING);
    // Only the step's own lookup of matching experts; nothing was set or paid.
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.startsWith('/api/experts/matches'))).toEqual([]);
    first.unmount();

    renderPage();
    await screen.findByRole('heading', { level: 2, name: /Scheduling & Payment/ });
    expect(trackConversion).toHaveBeenCalledTimes(1);
  });

  it('sets the session with the token, then hands off to payment; a missing payment API says so and keeps the choices', async () => {
    await sharedDb().outbox.put(item({ kind: 'couple', serverAnswer: { id: 4, token: 'tok4' } }));
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } }));
    renderPage(<CoupleWizardPage />);
    await screen.findByRole('heading', { level: 2, name: /Step 5 of 6: Payment/ });
    fireEvent.click(screen.getByRole('radio', { name: /60 minutes session – ₹1,499/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_CALL_FAILED);
    expect(alert).toHaveTextContent(DEFAULT_SITE.supportPhone);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/payments');
    expect(JSON.parse(String(init?.body))).toEqual({ purpose: 'booking', kind: 'couple', id: 4, option: 'couple-60' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok4');
    expect(screen.getByRole('radio', { name: /60 minutes session/ })).toBeChecked();
  });

  it('shows a refusal as the spec alert with the server message, on the step of the refused field, keeping what was typed', async () => {
    const message = 'This time is no longer available. Please choose another.';
    const failed = item({ kind: 'couple', state: 'failed', lastStatus: 409, lastError: message, fieldErrors: { sessionTime: message }, serverAnswer: null, serverId: null });
    await sharedDb().outbox.put(failed);
    await sharedDb().drafts.put({ kind: 'couple', data: { name: 'Ravi Kumar', sessionDate: '2099-01-05', sessionTime: '9 AM to 12 PM' }, updatedAt: Date.now(), submittedAs: failed.id });
    renderPage(<CoupleWizardPage />);
    await screen.findByRole('heading', { level: 2, name: /Step 4 of 6: Submission/ });
    expect(screen.getByRole('alert')).toHaveTextContent(`${SUBMIT_FAILED}${message}`);
    expect(await screen.findByText(message, { selector: '.field__error' })).toBeInTheDocument();
    expect((screen.getByLabelText('Session date') as HTMLInputElement).value).toBe('2099-01-05');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('offers to start again when a payment for the booking is under way, then pays for the session chosen now', async () => {
    await sharedDb().outbox.put(item({}));
    const session = { sessionDuration: 'individual-60', sessionDate: '2099-01-05', sessionTime: '10:30 AM' };
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    let released = false;
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/slots')) return json(200, { date: '2099-01-05', slots: ['10:30 AM', '11:00 AM'] });
      if (url === '/api/bookings/individual/12/session') {
        return released ? json(200, { id: 12, ...session, sessionTime: '10:30 AM - 11:30 AM' }) : json(409, { error: PAYMENT_UNDER_WAY });
      }
      if (url === '/api/bookings/individual/12/payment' && init?.method === 'DELETE') {
        released = true;
        return new Response(null, { status: 204 });
      }
      if (url === '/api/payments') return json(201, { merchantTransactionId: 'T2', redirectUrl: '/pay/sandbox/T2' });
      return json(404, { error: 'Not found' });
    });
    renderPage();
    await screen.findByRole('heading', { level: 2, name: /Scheduling & Payment/ });
    fireEvent.click(screen.getByRole('radio', { name: /60 minutes/ }));
    fireEvent.change(screen.getByLabelText('Session date'), { target: { value: session.sessionDate } });
    await screen.findByRole('option', { name: '10:30 AM' });
    fireEvent.change(screen.getByLabelText('Session time (IST)'), { target: { value: session.sessionTime } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm & Pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_UNDER_WAY);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payments')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: START_AGAIN }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/pay/sandbox/T2'));
    const calls = fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`).filter((call) => !call.includes('/api/slots') && !call.includes('/api/experts/matches'));
    expect(calls).toEqual([
      'PUT /api/bookings/individual/12/session',
      'DELETE /api/bookings/individual/12/payment',
      'PUT /api/bookings/individual/12/session',
      'POST /api/payments',
    ]);
    const payment = fetchMock.mock.calls.find(([url]) => url === '/api/payments');
    expect(JSON.parse(String(payment?.[1]?.body))).toEqual({ purpose: 'booking', kind: 'individual', id: 12, option: 'individual-60' });
  });
});
