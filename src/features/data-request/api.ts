// The confirmation of a data request, POST /api/data-requests/:token/confirm: read by hand, so
// the page does not load zod. Never throws; every outcome is one the page can show.

import { isRecord } from '../../domain/is-record';

export type ErasedCounts = { submissions: number; payments: number; sessions: number };

export type ConfirmOutcome =
  | { ok: true; type: 'copy'; email: string; records: Record<string, unknown> }
  | { ok: true; type: 'erase'; erased: ErasedCounts }
  | { ok: false; reason: 'used' | 'expired' | 'invalid' | 'offline' | 'failed' };

const TIMEOUT_MS = 30_000;

const countOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** What a status the server answers means to the visitor. */
function failureOf(status: number): ConfirmOutcome {
  if (status === 409) return { ok: false, reason: 'used' };
  if (status === 410) return { ok: false, reason: 'expired' };
  if (status === 404) return { ok: false, reason: 'invalid' };
  return { ok: false, reason: 'failed' };
}

export async function confirmDataRequest(token: string): Promise<ConfirmOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/data-requests/${encodeURIComponent(token)}/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { ok: false, reason: 'offline' };
  }
  if (!response.ok) return failureOf(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: 'failed' };
  }
  if (!isRecord(body)) return { ok: false, reason: 'failed' };
  if (body.type === 'copy' && isRecord(body.records)) {
    const email = typeof body.records.address === 'string' ? body.records.address : '';
    return { ok: true, type: 'copy', email, records: body.records };
  }
  if (body.type === 'erase' && isRecord(body.erased)) {
    const { submissions, payments, sessions } = body.erased;
    return { ok: true, type: 'erase', erased: { submissions: countOf(submissions), payments: countOf(payments), sessions: countOf(sessions) } };
  }
  return { ok: false, reason: 'failed' };
}
