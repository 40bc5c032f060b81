import { useEffect, useState } from 'react';
import { isRecord } from '../../domain/is-record';
import { useT } from '../../i18n/react';
import { knownIn, manageEnglish, manageMessages } from './messages';
import './push-opt-in.css';

// Reminders on this device by Web Push (issue 20), on the manage and confirmation pages. Only
// the visitor's tap asks the browser for permission: a page that asks on arrival is the reason
// browsers hide such prompts. Where push is not supported (no service worker yet, a browser
// tab on iOS, notifications blocked), nothing is shown: the e-mail reminders still come.

export const OFFER = manageEnglish['push.offer'];
export const TURNED_ON = manageEnglish['push.on'];
export const STOP = manageEnglish['push.stop'];
// A problem is held in English, as the server's own words are; the page says a known one in its language.
export const NOT_ALLOWED = manageEnglish['push.notAllowed'];
export const NOT_REACHED = manageEnglish['push.notReached'];
export const NOT_SUBSCRIBED = manageEnglish['push.notSubscribed'];

const TIMEOUT_MS = 15_000;
/** localStorage: the endpoint this device gave for the booking, so the page knows it is on. */
const storageKey = (token: string) => `saathi-push-reminders:${token}`;
const STORAGE_PREFIX = storageKey('');

type Phase = 'hidden' | 'offer' | 'on';

function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function readStored(token: string): string | null {
  try {
    return localStorage.getItem(storageKey(token));
  } catch {
    return null;
  }
}

function writeStored(token: string, endpoint: string | null): void {
  try {
    if (endpoint === null) localStorage.removeItem(storageKey(token));
    else localStorage.setItem(storageKey(token), endpoint);
  } catch {
    // Private mode without storage: the page offers reminders again next time; the server knows.
  }
}

/** Whether another booking on this device still uses the endpoint (one subscription serves them all). */
function usedByAnotherBooking(token: string, endpoint: string): boolean {
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(STORAGE_PREFIX) && key !== storageKey(token) && localStorage.getItem(key) === endpoint) return true;
    }
  } catch {
    return true;
  }
  return false;
}

/** The VAPID key as applicationServerKey wants it: bytes, from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Our server's answer: the error it gave, or a plain one; status 0 when there was none. */
async function send(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<{ ok: boolean; status: number; body: unknown }> {
  try {
    const response = await fetch(path, {
      method,
      headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { ok: response.ok, status: response.status, body: await response.json().catch(() => undefined) };
  } catch {
    return { ok: false, status: 0, body: undefined };
  }
}

const errorOf = (answer: { status: number; body: unknown }) =>
  answer.status === 0 ? NOT_REACHED : isRecord(answer.body) && typeof answer.body.error === 'string' ? answer.body.error : NOT_SUBSCRIBED;

class Refused extends Error {}

/** Permission, key, subscription, then the server: each step only after the visitor's tap. */
async function turnOn(token: string): Promise<string> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Refused(NOT_ALLOWED);
  const key = await send('GET', '/api/push/key');
  if (!key.ok || !isRecord(key.body) || typeof key.body.publicKey !== 'string') throw new Refused(errorOf(key));
  const applicationServerKey = keyBytes(key.body.publicKey);
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new Refused(NOT_SUBSCRIBED);
  let subscription = await registration.pushManager.getSubscription();
  // Made for another key (the server's keys were replaced): it cannot carry our pushes.
  if (subscription && !sameKey(subscription, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const stored = await send('POST', '/api/push/subscriptions', { token, subscription: subscription.toJSON() });
  if (!stored.ok) throw new Refused(errorOf(stored));
  return subscription.endpoint;
}

async function turnOff(token: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  const endpoint = subscription?.endpoint ?? readStored(token);
  if (endpoint) {
    const removed = await send('DELETE', '/api/push/subscriptions', { token, endpoint });
    if (!removed.ok) throw new Refused(errorOf(removed));
  }
  writeStored(token, null);
  if (subscription && !usedByAnotherBooking(token, subscription.endpoint)) await subscription.unsubscribe();
}

/** The opt-in for the booking the manage token opens. */
export function PushOptIn({ token }: { token: string }) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT(manageMessages);

  // Looks, never asks: getRegistration and getSubscription prompt for nothing.
  useEffect(() => {
    let cancelled = false;
    setPhase('hidden');
    if (!pushSupported() || Notification.permission === 'denied') return;
    navigator.serviceWorker
      .getRegistration()
      .then(async (registration) => {
        if (!registration) return 'hidden';
        const subscription = await registration.pushManager.getSubscription();
        return subscription && subscription.endpoint === readStored(token) ? 'on' : 'offer';
      })
      .then(
        (found: Phase) => !cancelled && setPhase(found),
        () => undefined,
      );
    return () => {
      cancelled = true;
    };
  }, [token]);

  async function act(step: () => Promise<Phase>) {
    setBusy(true);
    setProblem(null);
    try {
      setPhase(await step());
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : NOT_SUBSCRIBED);
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    act(async () => {
      writeStored(token, await turnOn(token));
      return 'on';
    });
  const stop = () =>
    act(async () => {
      await turnOff(token);
      return 'offer';
    });

  if (phase === 'hidden') return null;
  return (
    <section className="push-opt-in" aria-label={t('push.region')}>
      {phase === 'on' ? (
        <>
          <p role="status">{t('push.on')}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void stop()}>
            {t('push.stop')}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled={busy} onClick={() => void start()}>
          {t('push.offer')}
        </button>
      )}
      {problem && (
        <p className="push-opt-in__problem" role="alert">
          {knownIn(t, problem)}
        </p>
      )}
    </section>
  );
}
