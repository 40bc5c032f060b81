// The workshop page's calls: the event and the payment of a pass (the registration goes
// through the device outbox). Each answers a result, never throws.

import type { EventView } from '../../domain/events';
import { isRecord } from '../../domain/is-record';

export const WORKSHOP_SLUG = 'art-therapy-workshop';

export type WorkshopEvent = EventView;
export type Registration = { id: number; token: string };

export type Result<T> = { ok: true; value: T } | { ok: false; status: number; error: string | null; fields: Record<string, string> };

async function call<T>(path: string, init: RequestInit, read: (body: unknown) => T | null): Promise<Result<T>> {
  try {
    const response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    const body: unknown = await response.json().catch(() => undefined);
    const value = response.ok ? read(body) : null;
    if (value !== null) return { ok: true, value };
    const fields: Record<string, string> = {};
    if (isRecord(body) && isRecord(body.fields)) {
      for (const [name, message] of Object.entries(body.fields)) if (typeof message === 'string') fields[name] = message;
    }
    return { ok: false, status: response.status, error: isRecord(body) && typeof body.error === 'string' ? body.error : null, fields };
  } catch {
    return { ok: false, status: 0, error: null, fields: {} };
  }
}

/** Where the workshop is described; a page the server renders arrives with its answer. */
export const WORKSHOP_EVENT_PATH = `/api/events/${WORKSHOP_SLUG}`;

/** The event from its answer, for useRemote: anything else is a failure to load it. */
export function eventFrom(body: unknown): WorkshopEvent {
  if (!isRecord(body) || typeof body.slug !== 'string' || !Array.isArray(body.passes) || typeof body.open !== 'boolean') {
    throw new Error('The event could not be read');
  }
  return body as WorkshopEvent;
}

/** The registration's id and access token, from the outbox item's acknowledgement. */
export function registrationOf(answer: unknown): Registration | null {
  return isRecord(answer) && typeof answer.id === 'number' && typeof answer.token === 'string' ? { id: answer.id, token: answer.token } : null;
}

export function payForPass(registration: Registration, pass: string): Promise<Result<{ redirectUrl: string }>> {
  return call(
    '/api/payments',
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${registration.token}` },
      body: JSON.stringify({ purpose: 'workshop', kind: 'workshop-registration', id: registration.id, option: pass }),
    },
    (body) => (isRecord(body) && typeof body.redirectUrl === 'string' && body.redirectUrl !== '' ? { redirectUrl: body.redirectUrl } : null),
  );
}
