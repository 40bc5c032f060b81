import { istDateTime } from '../../../src/domain/slots';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The stored date and time range of a session ('2026-11-22', '10:30 AM - 11:10 AM', or a
 * couple/family window) as absolute IST times. A single time gets `defaultMinutes`.
 */
export function sessionInstants(date: string, timeRange: string, defaultMinutes = 60): { start: string; end: string } {
  // '10:30 AM - 11:10 AM' (individual) or '6 PM to 9 PM' (a couple/family window).
  const [from, to] = timeRange.split(/\s+(?:-|to)\s+/).map(clockLabel);
  if (!from) throw new RangeError(`Invalid session time: ${timeRange}`);
  const start = istDateTime(date, from);
  const startMs = Date.parse(start);
  let endMs = to ? Date.parse(istDateTime(date, to)) : startMs + defaultMinutes * 60_000;
  // An end at or before the start crosses midnight ('10:30 PM - 12:10 AM').
  if (endMs <= startMs) endMs += DAY_MS;
  return { start, end: toIst(new Date(endMs)) };
}

/** '6 PM' -> '6:00 PM', as parseClock reads it. */
function clockLabel(part: string): string {
  const trimmed = part.trim();
  return /^\d{1,2} (AM|PM)$/.test(trimmed) ? trimmed.replace(' ', ':00 ') : trimmed;
}

/** An instant as '2026-11-22T11:10:00+05:30'. */
export function toIst(instant: Date): string {
  const shifted = new Date(instant.getTime() + 330 * 60_000);
  return `${shifted.toISOString().slice(0, 19)}+05:30`;
}
