// The manage page's calls: the booking behind a /manage/<token> link, and the free times and
// matching experts for a new time. Each answers a result the page can show and never throws;
// the answers are read by hand, so the page does not load zod. The two changes go through the
// device outbox (use-change-sender.ts), which reads their answers with `readManageAnswer`.

import type { ChangePhase } from '../../domain/change-policy';
import { ANY_EXPERT, isSessionKind } from '../../domain/expert-profile';
import { isRecord } from '../../domain/is-record';
import type { ManageAnswer } from '../../domain/schemas/manage';
import { individualSlots, sessionWindows } from '../../domain/slots';
import { manageApiPath } from '../../offline/manage-change';

export type RefundState = 'REQUESTED' | 'PENDING' | 'COMPLETED' | 'FAILED';

/** GET /api/manage/:token, and the answer of a change that went through (one type with the server). */
export type { ManageAnswer };

/** A free date and time the server offers instead of a taken one. */
export type Alternative = { date: string; time: string };

export type CallResult<T> =
  | { ok: true; value: T }
  /** `status` 0: no answer (offline, timeout, or an answer that is not ours). */
  | { ok: false; status: number; error: string | null; alternatives: Alternative[] };

const TIMEOUT_MS = 15_000;

const text = (value: unknown): value is string => typeof value === 'string';
const textOrNull = (value: unknown) => (text(value) ? value : null);
const count = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function readBooking(value: unknown): ManageAnswer['booking'] | null {
  if (!isRecord(value) || !isSessionKind(value.kind) || !count(value.id) || !text(value.sessionType)) return null;
  return {
    kind: value.kind,
    id: value.id,
    sessionType: value.sessionType,
    durationMinutes: count(value.durationMinutes) ? value.durationMinutes : 0,
    duration: text(value.duration) ? value.duration : '',
  };
}

function readSession(value: unknown): ManageAnswer['session'] | null {
  if (!isRecord(value) || !text(value.startsAt) || !text(value.endsAt) || !text(value.date) || !text(value.time)) return null;
  return { startsAt: value.startsAt, endsAt: value.endsAt, date: value.date, time: value.time, window: value.window === true };
}

function readExpert(value: unknown): ManageAnswer['expert'] {
  if (!isRecord(value) || !count(value.id) || !text(value.name)) return null;
  return { id: value.id, name: value.name, imageSrc: textOrNull(value.imageSrc) };
}

const PHASES: readonly ChangePhase[] = ['open', 'late', 'started'];

function readRule(value: unknown): ManageAnswer['rule'] | null {
  if (!isRecord(value) || !PHASES.includes(value.phase as ChangePhase) || !text(value.deadline)) return null;
  return {
    phase: value.phase as ChangePhase,
    canReschedule: value.canReschedule === true,
    canCancel: value.canCancel === true,
    refundPercent: count(value.refundPercent) ? value.refundPercent : 0,
    deadline: value.deadline,
    words: text(value.words) ? value.words : '',
  };
}

const REFUND_STATES: readonly RefundState[] = ['REQUESTED', 'PENDING', 'COMPLETED', 'FAILED'];

function readPayment(value: unknown): ManageAnswer['payment'] {
  if (!isRecord(value) || !count(value.amountPaise)) return null;
  const refund = value.refund;
  const readRefund =
    isRecord(refund) && REFUND_STATES.includes(refund.state as RefundState) && count(refund.amountPaise)
      ? { state: refund.state as RefundState, amountPaise: refund.amountPaise }
      : null;
  return { amountPaise: value.amountPaise, refund: readRefund };
}

function readLastChange(value: unknown): ManageAnswer['lastChange'] {
  if (!isRecord(value) || (value.action !== 'reschedule' && value.action !== 'cancel') || !text(value.at)) return null;
  return { action: value.action, by: value.by === 'staff' ? 'staff' : 'visitor', at: value.at, reason: textOrNull(value.reason) };
}


export function readManageAnswer(body: unknown): ManageAnswer | null {
  if (!isRecord(body) || (body.state !== 'booked' && body.state !== 'cancelled') || !text(body.inviteUrl)) return null;
  const booking = readBooking(body.booking);
  const session = readSession(body.session);
  const rule = readRule(body.rule);
  if (!booking || !session || !rule) return null;
  return {
    booking,
    state: body.state,
    session,
    expert: readExpert(body.expert),
    meetLink: textOrNull(body.meetLink),
    inviteUrl: body.inviteUrl,
    rule,
    payment: readPayment(body.payment),
    slotQuery: text(body.slotQuery) ? body.slotQuery : '',
    lastChange: readLastChange(body.lastChange),
  };
}

function isAlternative(value: unknown): value is Alternative {
  return isRecord(value) && text(value.date) && text(value.time);
}

async function call<T>(path: string, init: RequestInit, read: (body: unknown) => T | null): Promise<CallResult<T>> {
  try {
    const response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => undefined);
    const value = response.ok ? read(body) : null;
    if (value !== null) return { ok: true, value };
    // A 2xx that is not ours reads as no answer: the change may or may not have happened.
    if (response.ok) return { ok: false, status: 0, error: null, alternatives: [] };
    return {
      ok: false,
      status: response.status,
      error: isRecord(body) && text(body.error) ? body.error : null,
      alternatives: isRecord(body) && Array.isArray(body.alternatives) ? body.alternatives.filter(isAlternative) : [],
    };
  } catch {
    return { ok: false, status: 0, error: null, alternatives: [] };
  }
}

export function loadManage(token: string): Promise<CallResult<ManageAnswer>> {
  return call(manageApiPath(token), { method: 'GET' }, readManageAnswer);
}

/** Who the new time is with: the same expert (their id), another matching one, or whoever is free. */
export type ExpertChoice = number | typeof ANY_EXPERT;

/**
 * A day's free times; `message` says why there are none, when the server knows. `fromDevice`:
 * the device's own rules stood in for the server's answer (offline), so the time is checked
 * when the change arrives.
 */
export type FreeTimes = { slots: string[]; message: string | null; fromDevice: boolean };

/** The times this device's rules allow on `date` for a session of `kind` (a window for couples and families). */
function deviceTimes(date: string, kind: ManageAnswer['booking']['kind']): FreeTimes {
  const local = kind === 'individual' ? individualSlots(date, new Date()) : sessionWindows(date, new Date());
  return { slots: local.slots, message: local.message ?? null, fromDevice: true };
}

/** The free times on `date` for the booking's session with `expert`; the device's rules when there is no answer. */
export async function loadFreeTimes(
  date: string,
  slotQuery: string,
  expert: ExpertChoice,
  kind: ManageAnswer['booking']['kind'],
): Promise<CallResult<FreeTimes>> {
  if (!navigator.onLine) return { ok: true, value: deviceTimes(date, kind) };
  const params = new URLSearchParams({ date });
  for (const [key, value] of new URLSearchParams(slotQuery)) if (key !== 'date' && key !== 'expertId') params.append(key, value);
  params.set('expertId', String(expert));
  const result = await call(`/api/slots?${params.toString()}`, { method: 'GET' }, (body) =>
    isRecord(body) && Array.isArray(body.slots) ? { slots: body.slots.filter(text), message: textOrNull(body.message), fromDevice: false } : null,
  );
  return !result.ok && result.status === 0 ? { ok: true, value: deviceTimes(date, kind) } : result;
}

export type OtherExpert = { id: number; name: string };

/** The experts who match the booking's answers, to offer another one for the new time. */
export function loadMatchingExperts(slotQuery: string): Promise<CallResult<OtherExpert[]>> {
  const params = new URLSearchParams(slotQuery);
  return call(`/api/experts/matches?${params.toString()}`, { method: 'GET' }, (body) => {
    if (!isRecord(body) || !Array.isArray(body.matches)) return null;
    return body.matches.flatMap((match) => (isRecord(match) && count(match.id) && text(match.name) ? [{ id: match.id, name: match.name }] : []));
  });
}

export type RescheduleChoice = { sessionDate: string; sessionTime: string; expertId: ExpertChoice };
