// The booking wizard's calls besides the outbox: slots, the individual session, the
// payment hand-off. Each answers a result the wizard can show, never throws for HTTP.

import { isRecord } from '../../domain/is-record';
import { individualSlots, type SlotAvailability } from '../../domain/slots';
import type { BookingKind } from '../../domain/submission-kinds';

/** What the server acknowledged for a stored booking (through the outbox). */
export type BookingReceipt = { id: number; token: string };

export type CallResult<T> =
  | { ok: true; value: T }
  /** `status` 0: no answer (offline, timeout). `fields`: per-field messages from the server. */
  | { ok: false; status: number; error: string | null; fields: Record<string, string> };

const TIMEOUT_MS = 15_000;

/** The acknowledgement kept on the outbox item, when it is a booking's. */
export function receiptOf(answer: unknown): BookingReceipt | null {
  if (!isRecord(answer) || typeof answer.id !== 'number' || typeof answer.token !== 'string') return null;
  return { id: answer.id, token: answer.token };
}

async function call<T>(path: string, init: RequestInit, read: (body: unknown) => T | null): Promise<CallResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...init.headers },
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const value = read(body);
      if (value !== null) return { ok: true, value };
      return { ok: false, status: response.status, error: null, fields: {} };
    }
    const fields: Record<string, string> = {};
    if (isRecord(body) && isRecord(body.fields)) {
      for (const [name, message] of Object.entries(body.fields)) if (typeof message === 'string') fields[name] = message;
    }
    const error = isRecord(body) && typeof body.error === 'string' ? body.error : null;
    return { ok: false, status: response.status, error, fields };
  } catch {
    return { ok: false, status: 0, error: null, fields: {} };
  } finally {
    clearTimeout(timer);
  }
}

function readSlots(body: unknown): SlotAvailability | null {
  if (!isRecord(body) || typeof body.date !== 'string' || !Array.isArray(body.slots)) return null;
  const slots = body.slots.filter((slot): slot is string => typeof slot === 'string');
  return typeof body.message === 'string' ? { date: body.date, slots, message: body.message } : { date: body.date, slots };
}

/** The server's slots for `date` (its clock decides); the device's own computation when there is no answer. */
export async function loadIndividualSlots(date: string): Promise<SlotAvailability> {
  const local = individualSlots(date, new Date());
  if (typeof navigator !== 'undefined' && !navigator.onLine) return local;
  const result = await call(`/api/slots?date=${encodeURIComponent(date)}`, { method: 'GET' }, readSlots);
  return result.ok ? result.value : local;
}

export type SessionChoice = { sessionDuration: string; sessionDate: string; sessionTime: string };

export function setIndividualSession(receipt: BookingReceipt, session: SessionChoice): Promise<CallResult<{ sessionTime: string }>> {
  return call(
    `/api/bookings/individual/${receipt.id}/session`,
    { method: 'PUT', headers: { Authorization: `Bearer ${receipt.token}` }, body: JSON.stringify(session) },
    (body) => (isRecord(body) && typeof body.sessionTime === 'string' ? { sessionTime: body.sessionTime } : null),
  );
}

/**
 * Starting again: the payment under way (whose page the visitor left) no longer holds the
 * booking's session fixed, so another session can be chosen and paid.
 */
export function abandonIndividualPayment(receipt: BookingReceipt): Promise<CallResult<true>> {
  return call(
    `/api/bookings/individual/${receipt.id}/payment`,
    { method: 'DELETE', headers: { Authorization: `Bearer ${receipt.token}` } },
    () => true,
  );
}

/** Asks the server to start the payment of a stored booking; the server prices it. */
export function startBookingPayment(
  kind: BookingKind,
  receipt: BookingReceipt,
  option: string,
): Promise<CallResult<{ redirectUrl: string }>> {
  return call(
    '/api/payments',
    {
      method: 'POST',
      headers: { Authorization: `Bearer ${receipt.token}` },
      body: JSON.stringify({ purpose: 'booking', kind, id: receipt.id, option }),
    },
    (body) =>
      isRecord(body) && typeof body.redirectUrl === 'string' && body.redirectUrl !== '' ? { redirectUrl: body.redirectUrl } : null,
  );
}
