import { describe, expect, it } from 'vitest';
import { canMove, followUpChangeSchema } from './follow-ups';

describe('canMove', () => {
  it('moves forward only: new to contacted or closed, contacted to closed', () => {
    expect(canMove('new', 'contacted')).toBe(true);
    expect(canMove('new', 'closed')).toBe(true);
    expect(canMove('contacted', 'closed')).toBe(true);
    expect(canMove('contacted', 'new')).toBe(false);
    expect(canMove('closed', 'new')).toBe(false);
    expect(canMove('closed', 'contacted')).toBe(false);
  });

  it('lets an item stay where it is, for an owner or notes change', () => {
    expect(canMove('closed', 'closed')).toBe(true);
  });
});

describe('followUpChangeSchema', () => {
  it('takes a state, an owner (or none) and notes, and refuses an empty change or another field', () => {
    expect(followUpChangeSchema.parse({ state: 'contacted', ownerId: null, notes: '  Called.  ' })).toEqual({ state: 'contacted', ownerId: null, notes: 'Called.' });
    expect(followUpChangeSchema.safeParse({}).success).toBe(false);
    expect(followUpChangeSchema.safeParse({ state: 'reopened' }).success).toBe(false);
    expect(followUpChangeSchema.safeParse({ notes: 'x', createdAt: '2026-01-01' }).success).toBe(false);
  });
});
