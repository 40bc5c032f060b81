import { describe, expect, it } from 'vitest';
import { eventDateLabel } from './events-service';

describe('eventDateLabel', () => {
  it.each([
    ['2026-11-22', 'Sunday, 22 November 2026'],
    ['2026-12-27', 'Sunday, 27 December 2026'],
    ['2027-01-03', 'Sunday, 3 January 2027'],
    ['2032-02-29', 'Sunday, 29 February 2032'],
  ])('writes the event on %s as %s', (date, label) => {
    expect(eventDateLabel({ date })).toBe(label);
  });
});
