import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../tests/support/stub-api';
import { NOT_ALLOWED, OFFER, PushOptIn, STOP, TURNED_ON } from './PushOptIn';

// The opt-in with the browser's push machinery stubbed: a service worker registration whose
// PushManager makes subscriptions as a browser would (endpoint, keys, toJSON), and Notification.

const TOKEN = 'i42.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const SERVER_KEY = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : i));
const SERVER_KEY_TEXT = btoa(String.fromCharCode(...SERVER_KEY)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const KEY_PATH = '/api/push/key';
const SUBSCRIPTIONS = '/api/push/subscriptions';

class FakeSubscription {
  readonly endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/device-1';
  readonly unsubscribe = vi.fn(() => {
    push.current = null;
    return Promise.resolve(true);
  });
  constructor(readonly options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer }) {}
  toJSON() {
    return { endpoint: this.endpoint, expirationTime: null, keys: { p256dh: 'BPublicKeyOfTheBrowser', auth: 'AuthSecret' } };
  }
}

const push = { current: null as FakeSubscription | null };
const pushManager = {
  getSubscription: vi.fn(() => Promise.resolve(push.current)),
  subscribe: vi.fn((options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
    push.current = new FakeSubscription({ userVisibleOnly: options.userVisibleOnly, applicationServerKey: options.applicationServerKey.slice().buffer });
    return Promise.resolve(push.current);
  }),
};
const notification = { permission: 'default' as NotificationPermission, requestPermission: vi.fn(() => Promise.resolve<NotificationPermission>('granted')) };
let registration: { pushManager: typeof pushManager } | undefined;

function supportPush({ withPushManager = true } = {}) {
  registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: vi.fn(() => Promise.resolve(registration)) } });
  if (withPushManager) vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', notification);
}

beforeEach(() => {
  push.current = null;
  notification.permission = 'default';
  vi.clearAllMocks();
  notification.requestPermission.mockImplementation(() => Promise.resolve('granted'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

/** The JSON bodies sent with `method`, in order. */
function bodyOf(fetchMock: ReturnType<typeof stubApi>, method: string): unknown[] {
  const calls = fetchMock.mock.calls as unknown as Array<[RequestInfo | URL, RequestInit | undefined]>;
  return calls.filter(([, init]) => init?.method === method).map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

describe('PushOptIn', () => {
  it('offers reminders without asking for anything until the tap', async () => {
    supportPush();
    const fetchMock = stubApi({});
    render(<PushOptIn token={TOKEN} />);
    expect(await screen.findByRole('button', { name: OFFER })).toBeEnabled();
    expect(notification.requestPermission).not.toHaveBeenCalled();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on the tap: asks permission, subscribes with the server key, hands the subscription over, and remembers it', async () => {
    supportPush();
    const fetchMock = stubApi({ [KEY_PATH]: [json({ publicKey: SERVER_KEY_TEXT })], [SUBSCRIPTIONS]: [json({ subscribed: true }, 201)] });
    const first = render(<PushOptIn token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: OFFER }));

    expect(await screen.findByText(TURNED_ON)).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    const options = pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Array.from(options?.applicationServerKey ?? [])).toEqual(Array.from(SERVER_KEY));
    expect(bodyOf(fetchMock, 'POST')).toEqual([{ token: TOKEN, subscription: push.current?.toJSON() }]);
    expect(screen.getByRole('button', { name: STOP })).toBeInTheDocument();

    // Back on the page later: it knows, and asks nothing.
    first.unmount();
    render(<PushOptIn token={TOKEN} />);
    expect(await screen.findByText(TURNED_ON)).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
  });

  it('stops: the server forgets the device and the browser drops the subscription', async () => {
    supportPush();
    const fetchMock = stubApi({
      [KEY_PATH]: [json({ publicKey: SERVER_KEY_TEXT })],
      [SUBSCRIPTIONS]: [json({ subscribed: true }, 201), () => Promise.resolve(new Response(null, { status: 204 }))],
    });
    render(<PushOptIn token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: OFFER }));
    const subscription = push.current;
    await userEvent.click(await screen.findByRole('button', { name: STOP }));

    expect(await screen.findByRole('button', { name: OFFER })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'DELETE')).toEqual([{ token: TOKEN, endpoint: subscription?.endpoint }]);
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says so in plain words when notifications are refused, and subscribes nothing', async () => {
    supportPush();
    notification.requestPermission.mockImplementation(() => Promise.resolve('denied'));
    const fetchMock = stubApi({});
    render(<PushOptIn token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: OFFER }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_ALLOWED);
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the link", async () => {
    supportPush();
    stubApi({ [KEY_PATH]: [json({ publicKey: SERVER_KEY_TEXT })], [SUBSCRIPTIONS]: [json({ error: 'This link is not valid.' }, 404)] });
    render(<PushOptIn token={TOKEN} />);
    await userEvent.click(await screen.findByRole('button', { name: OFFER }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.getByRole('button', { name: OFFER })).toBeEnabled();
  });

  it.each([
    ['without PushManager (a browser tab on iOS)', () => supportPush({ withPushManager: false })],
    ['with notifications blocked', () => {
      supportPush();
      notification.permission = 'denied';
    }],
    ['before a service worker is registered', () => {
      supportPush();
      registration = undefined;
    }],
    ['without service workers at all', () => undefined],
  ])('renders nothing %s', async (_, setUp) => {
    setUp();
    const { container } = render(<PushOptIn token={TOKEN} />);
    // Give the look at the registration its turn.
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(notification.requestPermission).not.toHaveBeenCalled();
  });
});
