import { useEffect } from 'react';
import type { BookingKind } from '../../domain/submission-kinds';
import type { OutboxItem } from '../../offline/db';
import { trackConversion } from '../../services/ad-pixel';
import type { BookingReceipt } from './api';

const CONVERSION_KEY = 'saathi-conversion-';

/** The pixel's conversion for one acknowledged booking, at most once per device. */
function trackBookingOnce(itemId: string) {
  try {
    if (localStorage.getItem(CONVERSION_KEY + itemId)) return;
    localStorage.setItem(CONVERSION_KEY + itemId, '1');
  } catch {
    return;
  }
  trackConversion('Schedule');
}

/** Tells the ad pixel of an individual booking once the server has acknowledged it. */
export function useBookingConversion(kind: BookingKind, latest: OutboxItem | null | undefined, receipt: BookingReceipt | null): void {
  useEffect(() => {
    if (kind === 'individual' && latest?.state === 'sent' && receipt) trackBookingOnce(latest.id);
  }, [kind, latest, receipt]);
}
