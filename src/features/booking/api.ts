// The booking wizard's calls besides the outbox: matched experts, slots, the individual
// session, the payment hand-off. Each answers a result the wizard can show, never throws for HTTP.

import { ANY_EXPERT } from '../../domain/expert-profile';
import { isRecord } from '../../domain/is-record';
import { matchAnswersOf, type MatchAnswers, type UnmetPreference } from '../../domain/matching';
import { individualSlots, sessionWindows, type SlotAvailability } from '../../domain/slots';
import type { BookingKind } from '../../domain/submission-kinds';
import type { Values } from './fields';

/** What the server acknowledged for a stored booking (through the outbox). */
export type BookingReceipt = { id: number; token: string };

export type CallResult<T> =
  | { ok: true; value: T }
  /**
   * `status` 0: no answer (offline, timeout). `fields`: per-field messages from the server.
   * `alternatives`: the nearest free times a 409 offers when the chosen one was just taken.
   */
  | { ok: false; status: number; error: string | null; fields: Record<string, string>; alternatives?: SessionAlternative[] };

/** A free date and time the server offers instead of a taken one. */
export type SessionAlternative = { date: string; time: string };

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
    const alternatives = isRecord(body) && Array.isArray(body.alternatives) ? body.alternatives.filter(isAlternative) : [];
    return alternatives.length > 0
      ? { ok: false, status: response.status, error, fields, alternatives }
      : { ok: false, status: response.status, error, fields };
  } catch {
    return { ok: false, status: 0, error: null, fields: {} };
  } finally {
    clearTimeout(timer);
  }
}

function isAlternative(value: unknown): value is SessionAlternative {
  return isRecord(value) && typeof value.date === 'string' && typeof value.time === 'string';
}

/** What the wizard's answers ask of an expert: the preferences the server matches on. */
export type WizardAnswers = Omit<MatchAnswers, 'kind'>;

/** The matching answers in a wizard's values, read as the server reads the stored booking. */
export function answersFrom(kind: BookingKind, values: Values): WizardAnswers {
  const { kind: _kind, ...answers } = matchAnswersOf(kind, values);
  return answers;
}

/** The query both /api/experts/matches and /api/slots take for a kind and its answers. */
function matchParams(kind: BookingKind, answers: WizardAnswers): URLSearchParams {
  const params = new URLSearchParams({ kind });
  if (answers.language) params.set('language', answers.language);
  if (answers.gender) params.set('gender', answers.gender);
  for (const concern of answers.concerns) params.append('concerns', concern);
  return params;
}

export type ExpertMatch = {
  id: number;
  name: string;
  position: string;
  imageSrc: string;
  languages: string[];
  gender: 'Female' | 'Male' | null;
  reasons: string[];
  /** ISO instant of the expert's next free time, if any within the server's horizon. */
  nextFree: string | null;
};

export type MatchOffer = {
  /** Ranked, at most MAX_MATCHES. */
  matches: ExpertMatch[];
  unmet: UnmetPreference[];
  /** The plain sentence when a preference could not be met. */
  message: string | null;
  /** When nobody matches: the nearest experts, at most MAX_MATCHES. */
  closest: ExpertMatch[];
  /** Kept from an earlier answer because the server did not answer now. */
  lastKnown: boolean;
};

/** The wizard offers a short choice, not a directory. */
export const MAX_MATCHES = 3;

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function readMatch(value: unknown): ExpertMatch | null {
  if (!isRecord(value) || typeof value.id !== 'number' || typeof value.name !== 'string') return null;
  return {
    id: value.id,
    name: value.name,
    position: typeof value.position === 'string' ? value.position : '',
    imageSrc: typeof value.imageSrc === 'string' ? value.imageSrc : '',
    languages: strings(value.languages),
    gender: value.gender === 'Female' || value.gender === 'Male' ? value.gender : null,
    reasons: strings(value.reasons),
    nextFree: typeof value.nextFree === 'string' ? value.nextFree : null,
  };
}

const readMatches = (value: unknown) =>
  (Array.isArray(value) ? value.map(readMatch).filter((match): match is ExpertMatch => match !== null) : []).slice(0, MAX_MATCHES);

function readMatchOffer(body: unknown): MatchOffer | null {
  if (!isRecord(body) || !Array.isArray(body.matches)) return null;
  const unmet = strings(body.unmet).filter((item): item is UnmetPreference => item === 'kind' || item === 'language' || item === 'gender');
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : null;
  return { matches: readMatches(body.matches), unmet, message, closest: readMatches(body.closest), lastKnown: false };
}

/** The last answer per kind, for a moment without one (the service worker may have one too). */
const lastMatches = new Map<BookingKind, MatchOffer>();

/** The experts who match the answers; the last known ones, or null, when the server does not answer. */
export async function loadMatches(kind: BookingKind, answers: WizardAnswers): Promise<MatchOffer | null> {
  // Asked even offline: the service worker answers /api/experts* from its cache.
  const result = await call(`/api/experts/matches?${matchParams(kind, answers).toString()}`, { method: 'GET' }, readMatchOffer);
  if (result.ok) {
    lastMatches.set(kind, result.value);
    return result.value;
  }
  const last = lastMatches.get(kind);
  return last ? { ...last, lastKnown: true } : null;
}

function readSlots(body: unknown): SlotAvailability | null {
  if (!isRecord(body) || typeof body.date !== 'string' || !Array.isArray(body.slots)) return null;
  const slots = strings(body.slots);
  return typeof body.message === 'string' ? { date: body.date, slots, message: body.message } : { date: body.date, slots };
}

/** A day's times, and whether they are this device's rules only (to be confirmed once online). */
export type SlotAnswer = SlotAvailability & { fromDevice: boolean };

/** The server's answer to `params`, or the device's rules when there is none. */
async function slotsOrLocal(params: URLSearchParams, local: SlotAvailability): Promise<SlotAnswer> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { ...local, fromDevice: true };
  const result = await call(`/api/slots?${params.toString()}`, { method: 'GET' }, readSlots);
  return result.ok ? { ...result.value, fromDevice: false } : { ...local, fromDevice: true };
}

/** The expert chosen on step 5 as the draft keeps it: ANY_EXPERT or an expert's id as digits. */
export type ExpertChoice = string;

export type IndividualSlotQuery = { duration: string; expertId: ExpertChoice; answers: WizardAnswers };

/**
 * The individual starts on `date` when the chosen expert (or, for 'any', a matching one) is free;
 * the server's clock decides. Without a duration the server cannot tell who is free for how long,
 * so it answers by the spec's rules alone until one is chosen.
 */
export function loadIndividualSlots(date: string, query?: IndividualSlotQuery): Promise<SlotAnswer> {
  const params = query && query.duration !== '' ? matchParams('individual', query.answers) : new URLSearchParams();
  params.set('date', date);
  if (query && query.duration !== '') {
    params.set('duration', query.duration);
    params.set('expertId', query.expertId);
  }
  return slotsOrLocal(params, individualSlots(date, new Date()));
}

/** The couple or family windows on `date` in which a matching expert is free. */
export function loadSessionWindows(date: string, kind: Exclude<BookingKind, 'individual'>, answers: WizardAnswers): Promise<SlotAnswer> {
  const params = matchParams(kind, answers);
  params.set('date', date);
  return slotsOrLocal(params, sessionWindows(date, new Date()));
}

export type SessionChoice = { sessionDuration: string; sessionDate: string; sessionTime: string; expertId: number | typeof ANY_EXPERT };

/** The session the server holds for the booking, and who with; `expert` null: the team assigns one. */
export type HeldSession = { sessionTime: string; expert: { id: number; name: string } | null; holdExpiresAt: string | null };

function readHeldSession(body: unknown): HeldSession | null {
  if (!isRecord(body) || typeof body.sessionTime !== 'string') return null;
  const expert = isRecord(body.expert) && typeof body.expert.id === 'number' && typeof body.expert.name === 'string' ? { id: body.expert.id, name: body.expert.name } : null;
  return { sessionTime: body.sessionTime, expert, holdExpiresAt: typeof body.holdExpiresAt === 'string' ? body.holdExpiresAt : null };
}

/** The wizard's expert choice as the session request takes it. */
export function expertIdOf(choice: unknown): number | typeof ANY_EXPERT {
  return typeof choice === 'string' && /^[1-9]\d{0,9}$/.test(choice) ? Number(choice) : ANY_EXPERT;
}

export function setIndividualSession(receipt: BookingReceipt, session: SessionChoice): Promise<CallResult<HeldSession>> {
  return call(
    `/api/bookings/individual/${receipt.id}/session`,
    { method: 'PUT', headers: { Authorization: `Bearer ${receipt.token}` }, body: JSON.stringify(session) },
    readHeldSession,
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
