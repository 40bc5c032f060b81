import { catalogueItem, formatRupees, isCatalogueId } from '../../../src/domain/pricing';
import type { StoredEvent } from '../../db/events-repository';
import type { StoredPayment, UnconfirmedReason } from '../../db/payments-repository';
import type { StoredSubmission } from '../../db/submissions-repository';
import type { Language } from '../../../src/i18n/language';
import { mailWords } from '../mail/words';

// What a payment priced when it started must still be what is booked when its money
// arrives. The same comparison refuses a mismatched start and holds back a settlement.

export const PAID = 'Paid';

/**
 * True when a booking names a session duration other than `option`. Couple and
 * family/friends bookings may name none (their duration is the payment's option).
 */
export function bookedOptionDiffers(booking: StoredSubmission, option: string): boolean {
  const stored = booking.payload.sessionDuration;
  return typeof stored === 'string' && stored !== option;
}

/**
 * Why a successful payment may not confirm what it was for; null when it may. `record` is
 * the booking or registration paid for as it is now; `event` the registration's event;
 * `takenPaise` what the provider says it took, when it says.
 */
export function unconfirmedReason(
  payment: Pick<StoredPayment, 'purpose' | 'option' | 'amountPaise'>,
  record: StoredSubmission | undefined,
  event?: Pick<StoredEvent, 'passes'>,
  takenPaise: number | null = null,
): UnconfirmedReason | null {
  if (takenPaise !== null && takenPaise !== payment.amountPaise) return 'amount';
  if (!record) return 'gone';
  if (record.status === PAID) return 'already-paid';
  if (payment.purpose === 'booking') return bookedOptionDiffers(record, payment.option) ? 'changed' : null;
  return event && isCatalogueId(payment.option) && event.passes.includes(payment.option) ? null : 'changed';
}

/** What staff read on the payment and in the team's notice. */
export function unconfirmedNote(
  reason: UnconfirmedReason,
  payment: Pick<StoredPayment, 'purpose' | 'type' | 'amountPaise'>,
  record: StoredSubmission | undefined,
  takenPaise: number | null = null,
): string {
  const what = payment.purpose === 'booking' ? 'booking' : 'registration';
  switch (reason) {
    case 'amount':
      return `The provider reports ${formatRupees(takenPaise ?? 0)} taken for a ${formatRupees(payment.amountPaise)} price: nothing was confirmed. Please check with the provider, then arrange the session with the payer or refund.`;
    case 'gone':
      return `Paid for a ${what} that no longer exists: nothing was confirmed. Please refund.`;
    case 'already-paid':
      return `Paid again for an already paid ${what} #${record?.id ?? '?'}: nothing more was confirmed. Please refund.`;
    case 'changed': {
      const stored = record?.payload.sessionDuration;
      const now = typeof stored === 'string' && isCatalogueId(stored) ? ` (now ${catalogueItem(stored).label})` : '';
      return `Paid for "${payment.type}", but the ${what} #${record?.id ?? '?'} was changed after this payment started${now}: nothing was confirmed. Please arrange the session with the payer or refund.`;
    }
  }
}

/** What the payer reads in the receipt when their payment confirmed nothing. */
export function unconfirmedNoteForPayer(reason: UnconfirmedReason, purpose: StoredPayment['purpose'], language: Language = 'en'): string {
  return mailWords(language).unconfirmedNote(reason, purpose === 'booking' ? 'booking' : 'workshop');
}
