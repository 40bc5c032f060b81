import { describe, expect, it } from 'vitest';
import { newMessageId } from './outbox';

describe('message ids', () => {
  it('are version 7 UUIDs at the domain of MAIL_FROM', () => {
    const id = newMessageId('Saathi <no-reply@saathi.example>', new Date('2025-03-05T10:00:00.000Z'));
    expect(id).toMatch(/^<[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@saathi\.example>$/);
    expect(id.slice(1, 14).replace('-', '')).toBe(new Date('2025-03-05T10:00:00.000Z').getTime().toString(16).padStart(12, '0'));
  });
});
