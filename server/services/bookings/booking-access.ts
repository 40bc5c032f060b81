import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookingKind } from '../../../src/domain/submission-kinds';
import { deriveKey } from '../secrets';

// Booking ids are sequential, so an id alone must not open a booking. The submit answer
// carries an access token derived from the kind and id: a replayed submit gets the same
// token again without the server storing it anywhere.


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
