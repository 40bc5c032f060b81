import { describe, expect, it } from 'vitest';
import { newMessageId, timeOrderedUuid } from './outbox';

describe('message ids', () => {
  it('are version 7 UUIDs at the domain of MAIL_FROM', () => {
    const id = newMessageId('Saathi <no-reply@saathi.example>', new Date('2025-03-05T10:00:00.000Z'));
    expect(id).toMatch(/^<[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@saathi\.example>$/);
    expect(id.slice(1, 14).replace('-', '')).toBe(new Date('2025-03-05T10:00:00.000Z').getTime().toString(16).padStart(12, '0'));
  });

  it('sort by the time they were made, and differ when made in the same millisecond', () => {
    const at = Date.parse('2025-03-05T10:00:00.000Z');
    const sameTime = Array.from({ length: 100 }, () => timeOrderedUuid(at));
    expect(new Set(sameTime).size).toBe(100);
    const later = timeOrderedUuid(at + 1);
    for (const id of sameTime) expect(id < later).toBe(true);
  });
});
