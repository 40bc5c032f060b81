import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from './time-ordered-uuid';

describe('timeOrderedUuid', () => {
  it('is a version 7 UUID that starts with the time in milliseconds', () => {
    const at = Date.parse('2025-03-05T10:00:00.000Z');
    const id = timeOrderedUuid(at);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id.slice(0, 13).replace('-', '')).toBe(at.toString(16).padStart(12, '0'));
  });

  it('sorts by the time it was made, and differs when made in the same millisecond', () => {
    const at = Date.parse('2025-03-05T10:00:00.000Z');
    const sameTime = Array.from({ length: 100 }, () => timeOrderedUuid(at));
    expect(new Set(sameTime).size).toBe(100);
    const later = timeOrderedUuid(at + 1);
    for (const id of sameTime) expect(id < later).toBe(true);
  });
});
