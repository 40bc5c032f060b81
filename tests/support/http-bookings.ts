import { randomUUID } from 'node:crypto';
import { individualBooking, individualSession } from './fixtures';

// Bookings and payments made over HTTP against the app listening on a loopback port, as the
// client makes them: for tests that send raw requests (the fuzzers) rather than supertest's.

/** The JSON body of an answer that must have `status`; anything else throws with what it said. */
export async function expectStatus(res: Response, status: number): Promise<unknown> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${res.url} answered ${res.status}, not ${status}: ${text.slice(0, 300)}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** A stored individual booking and its access token. */
export async function bookIndividual(url: string): Promise<{ id: number; token: string }> {
  const res = await fetch(`${url}/api/submissions/individual`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(individualBooking()),
  });
  return (await expectStatus(res, 201)) as { id: number; token: string };
}

/** The answer to choosing a booking's session (the fixture's, with `overrides`): 200, or a refusal to read. */
export function putSession(url: string, { id, token }: { id: number; token: string }, overrides: Record<string, unknown> = {}): Promise<Response> {
  return fetch(`${url}/api/bookings/individual/${id}/session`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(individualSession(overrides)),
  });
}

/** A booking with its session set, ready to be paid. */
export async function bookIndividualSession(url: string): Promise<{ id: number; token: string }> {
  const booking = await bookIndividual(url);
  await expectStatus(await putSession(url, booking), 200);
  return booking;
}

/** A sandbox payment started for a fresh booking: its merchant transaction id. */
export async function startPayment(url: string): Promise<string> {
  return payFor(url, await bookIndividualSession(url));
}

/** A sandbox payment started for a booking whose session is set: its merchant transaction id. */
export async function payFor(url: string, { id, token }: { id: number; token: string }): Promise<string> {
  const res = await fetch(`${url}/api/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ purpose: 'booking', kind: 'individual', id, option: 'individual-60' }),
  });
  return ((await expectStatus(res, 201)) as { merchantTransactionId: string }).merchantTransactionId;
}
