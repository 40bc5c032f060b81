import { describe, expect, it } from 'vitest';
import { nextPollDelay, POLLING_STOPS_AFTER_MS } from './payment-polling';

const s = (seconds: number) => seconds * 1000;

describe('nextPollDelay (spec §9)', () => {
  it.each([
    [0, 20],
    [s(20), 20],
    [s(24.9), 20],
    [s(25), 3],
    [s(54), 3],
    [s(55), 6],
    [s(114), 6],
    [s(115), 10],
    [s(174), 10],
    [s(175), 30],
    [s(234), 30],
    [s(235), 60],
    [s(600), 60],
  ])('at %i ms waits %i s', (elapsed, seconds) => {
    expect(nextPollDelay(elapsed)).toBe(s(seconds));
  });

  it('never waits past 20 minutes and stops there', () => {
    expect(nextPollDelay(POLLING_STOPS_AFTER_MS - s(10))).toBe(s(10));
    expect(nextPollDelay(POLLING_STOPS_AFTER_MS)).toBeNull();
    expect(nextPollDelay(POLLING_STOPS_AFTER_MS + 1)).toBeNull();
  });
});
