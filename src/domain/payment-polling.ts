// Spec §9 "Payment polling while pending": (interval, for how long), one phase after the
// other, counted from the first status check. Polling stops at 20 minutes in all, the
// time a gateway keeps an unfinished payment open.

export type PollingPhase = { readonly intervalMs: number; readonly durationMs: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const POLLING_PHASES: readonly PollingPhase[] = [
  { intervalMs: 20 * SECOND, durationMs: 25 * SECOND },
  { intervalMs: 3 * SECOND, durationMs: 30 * SECOND },
  { intervalMs: 6 * SECOND, durationMs: 60 * SECOND },
  { intervalMs: 10 * SECOND, durationMs: 60 * SECOND },
  { intervalMs: 30 * SECOND, durationMs: 60 * SECOND },
  { intervalMs: 60 * SECOND, durationMs: 20 * MINUTE },
];

export const POLLING_STOPS_AFTER_MS = 20 * MINUTE;

/**
 * How long to wait before the next status check when `elapsedMs` have passed since the
 * first one; null once polling is over. A reloaded page passes the time elapsed since the
 * original start, so the schedule continues where it was.
 */
export function nextPollDelay(elapsedMs: number): number | null {
  if (!Number.isFinite(elapsedMs) || elapsedMs < 0) return POLLING_PHASES[0]?.intervalMs ?? null;
  if (elapsedMs >= POLLING_STOPS_AFTER_MS) return null;
  let phaseEnd = 0;
  for (const phase of POLLING_PHASES) {
    phaseEnd += phase.durationMs;
    if (elapsedMs < phaseEnd) return Math.min(phase.intervalMs, POLLING_STOPS_AFTER_MS - elapsedMs);
  }
  return null;
}
