import { describe, expect, it } from 'vitest';
import type { StoredSubmission } from '../../db/submissions-repository';
import { unconfirmedReason } from './paid-for';

const booking = (payload: Record<string, unknown>, status = 'Pending'): StoredSubmission => ({
  id: 7,
  kind: 'individual',
  name: 'Asha',
  email: 'asha@example.in',
  phone: '9876543210',
  status,
  payload,
  createdAt: '2026-11-20T06:00:00.000Z',
  language: 'en',
});
const forty = { purpose: 'booking' as const, option: 'individual-40', amountPaise: 79_900 };
const couplePass = { purpose: 'workshop' as const, option: 'workshop-couple', amountPaise: 99_900 };

describe('what a successful payment may confirm', () => {
  it('confirms the booking that still names what it priced', () => {
    expect(unconfirmedReason(forty, booking({ sessionDuration: 'individual-40' }), undefined, 79_900)).toBeNull();
    // Couple and family/friends bookings name no duration: the payment's option is theirs.
    expect(unconfirmedReason({ ...forty, option: 'couple-60' }, booking({}))).toBeNull();
  });

  it('confirms nothing when the record changed, is gone, is paid already, or another amount was taken', () => {
    expect(unconfirmedReason(forty, booking({ sessionDuration: 'individual-60' }))).toBe('changed');
    expect(unconfirmedReason(forty, undefined)).toBe('gone');
    expect(unconfirmedReason(forty, booking({ sessionDuration: 'individual-40' }, 'Paid'))).toBe('already-paid');
    expect(unconfirmedReason(forty, booking({ sessionDuration: 'individual-40' }), undefined, 100)).toBe('amount');
  });

  it('confirms a pass only while the event offers it', () => {
    const registration = booking({ eventSlug: 'art-therapy-workshop' });
    expect(unconfirmedReason(couplePass, registration, { passes: ['workshop-single', 'workshop-couple'] })).toBeNull();
    expect(unconfirmedReason(couplePass, registration, { passes: ['workshop-single'] })).toBe('changed');
    expect(unconfirmedReason(couplePass, registration, undefined)).toBe('changed');
  });
});
