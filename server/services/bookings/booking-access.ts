import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../secrets';

// Booking ids are sequential, so an id alone must not open a booking. The submit answer
// carries an access token derived from the kind and id: a replayed submit gets the same
// token again without the server storing it anywhere.

export const BOOKING_KINDS = ['individual', 'couple', 'family-friends'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export function isBookingKind(value: string): value is BookingKind {
  return (BOOKING_KINDS as readonly string[]).includes(value);
}

export type BookingAccess = {
  tokenFor(kind: BookingKind, id: number): string;
  /** Constant-time comparison; false for anything that is not this booking's token. */
  verify(kind: BookingKind, id: number, token: string | undefined): boolean;
};

export function createBookingAccess(secret: () => string): BookingAccess {
  let key: Buffer | undefined;
  const tokenFor = (kind: BookingKind, id: number) => {
    key ??= deriveKey(secret(), 'booking-access');
    return createHmac('sha256', key).update(`${kind}:${id}`).digest('base64url');
  };
  return {
    tokenFor,
    verify(kind, id, token) {
      if (typeof token !== 'string' || token === '') return false;
      const expected = Buffer.from(tokenFor(kind, id));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
