import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, offline, stubApi } from '../../../tests/support/stub-api';
import { OFFER } from '../manage/PushOptIn';
import { FAILURE_REASONS, LOADING_TEXT, PaymentStatusPage, UNCONFIRMED_TEXT } from './PaymentStatusPage';

const TXN = 'TABC123';
const PATH = `/api/payments/${TXN}/status`;
const data = { amount: 99_900, merchantTransactionId: TXN, purpose: 'booking', type: 'Individual Therapy, 60 minutes', unconfirmed: false };

function renderPage(query = `?transactionid=${TXN}`) {
  return render(
    <MemoryRouter initialEntries={[`/payment-status${query}`]}>
      <Routes>
        <Route path="/payment-status" element={<PaymentStatusPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PaymentStatusPage', () => {
  it('shows Loading payment status, then Thank You with the amount in rupees', async () => {
    stubApi({ [PATH]: [json({ code: 'PAYMENT_SUCCESS', data })] });
    renderPage();
    expect(screen.getByText(LOADING_TEXT)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText('Your Payment is received Successfully')).toBeInTheDocument();
    expect(screen.getByText('₹999')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it("offers reminders on the device for a confirmed booking, with the booking's manage token, asking nothing on arrival", async () => {
    const token = 'i42.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', options: {}, toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' }) };
    const pushManager = { getSubscription: vi.fn(() => Promise.resolve(null)), subscribe: vi.fn(() => Promise.resolve(subscription)) };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: () => Promise.resolve({ pushManager }) } });
    const requestPermission = vi.fn(() => Promise.resolve('granted'));
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const fetchMock = stubApi({
      [PATH]: [json({ code: 'PAYMENT_SUCCESS', data: { ...data, managePath: `/manage/${token}` } })],
      '/api/push/key': [json({ publicKey: 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' })],
      '/api/push/subscriptions': [json({ subscribed: true }, 201)],
    });
    try {
      renderPage();
      const offer = await screen.findByRole('button', { name: OFFER });
      expect(requestPermission).not.toHaveBeenCalled();
      fireEvent.click(offer);
      await screen.findByRole('button', { name: 'Stop reminders on this device' });
      const posted = (fetchMock.mock.calls as unknown as Array<[string, RequestInit | undefined]>).find(([path]) => path === '/api/push/subscriptions');
      expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ token, subscription: subscription.toJSON() });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      localStorage.clear();
    }
  });

  it('says a payment that confirmed nothing is received, that nothing is booked yet, and who will get in touch', async () => {
    stubApi({ [PATH]: [json({ code: 'PAYMENT_SUCCESS', data: { ...data, amount: 79_900, unconfirmed: true } })] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeInTheDocument();
    expect(screen.getByText('₹799')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(UNCONFIRMED_TEXT);
    expect(screen.queryByText(/video link and a calendar invite are on their way/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('says a successful staff test payment booked nothing', async () => {
    stubApi({
      '/api/payments/T1/status': [
        json({ code: 'PAYMENT_SUCCESS', data: { amount: 100, merchantTransactionId: 'T1', purpose: 'test', type: 'Staff test payment (₹1)', unconfirmed: false } }),
      ],
    });
    renderPage('?transactionid=T1');
    expect(await screen.findByText('This was a staff test payment: nothing was booked and no e-mail was sent.')).toBeInTheDocument();
    expect(screen.getByText('₹1')).toBeInTheDocument();
  });

  it('shows Payment Failed with the four reasons and Contact Support', async () => {
    stubApi({ [PATH]: [json({ code: 'PAYMENT_ERROR', data })] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    for (const reason of FAILURE_REASONS) expect(screen.getByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['PAYMENT_CANCELLED', 'Payment Cancelled'],
    ['PAYMENT_DECLINED', 'Payment Declined'],
  ])('shows %s as %s', async (code, heading) => {
    stubApi({ [PATH]: [json({ code, data })] });
    renderPage();
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows Payment Not Completed with Contact Support for an unknown transaction', async () => {
    stubApi({ [PATH]: [json({ code: 'TRANSACTION_NOT_FOUND', data: null }, 404)] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Not Completed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('shows Payment Failed when the status call fails', async () => {
    stubApi({ [PATH]: [offline] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
  });

  it('polls on the schedule while pending, warns before leaving, and turns to Thank You', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const fetchMock = stubApi({
      [PATH]: [json({ code: 'PAYMENT_PENDING', data }), json({ code: 'PAYMENT_PENDING', data }), json({ code: 'PAYMENT_SUCCESS', data })],
    });
    renderPage();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('heading', { name: 'Payment Processing' })).toBeInTheDocument();
    expect(callsTo(fetchMock, PATH)).toBe(1);

    const leaving = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
    fireEvent(window, leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(19_000);
    });
    expect(callsTo(fetchMock, PATH)).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(callsTo(fetchMock, PATH)).toBe(2);
    // 20 s elapsed: still in the first phase, next check after another 20 s.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(callsTo(fetchMock, PATH)).toBe(3);
    expect(screen.getByRole('heading', { name: 'Thank You' })).toBeInTheDocument();

    const after = new Event('beforeunload', { cancelable: true });
    fireEvent(window, after);
    expect(after.defaultPrevented).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(callsTo(fetchMock, PATH)).toBe(3);
  });
});
