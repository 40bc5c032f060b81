import { describe, expect, it } from 'vitest';
import { dataRequestSchema } from './data-request';

describe('a request for a copy or erasure of the server’s data', () => {
  it('takes an e-mail address (trimmed) and the kind of request', () => {
    expect(dataRequestSchema.parse({ email: ' asha@example.in ', type: 'copy' })).toEqual({ email: 'asha@example.in', type: 'copy' });
    expect(dataRequestSchema.parse({ email: 'asha@example.in', type: 'erase' })).toEqual({ email: 'asha@example.in', type: 'erase' });
  });

  it('refuses a missing or malformed address, another kind, and anything more', () => {
    expect(dataRequestSchema.safeParse({ email: '', type: 'copy' }).success).toBe(false);
    expect(dataRequestSchema.safeParse({ email: 'not-an-address', type: 'copy' }).success).toBe(false);
    expect(dataRequestSchema.safeParse({ email: 'asha@example.in', type: 'delete' }).success).toBe(false);
    expect(dataRequestSchema.safeParse({ email: 'asha@example.in' }).success).toBe(false);
    expect(dataRequestSchema.safeParse({ email: 'asha@example.in', type: 'copy', name: 'Asha' }).success).toBe(false);
  });
});
