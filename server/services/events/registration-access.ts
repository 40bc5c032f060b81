import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../secrets';

// As booking-access.ts: registration ids are sequential, so the answer to a registration
// carries a token derived from its id, and paying for it needs that token.

export type RegistrationAccess = {
  tokenFor(id: number): string;
  verify(id: number, token: string | undefined): boolean;
};

export function createRegistrationAccess(secret: () => string): RegistrationAccess {
  let key: Buffer | undefined;
  const tokenFor = (id: number) => {
    key ??= deriveKey(secret(), 'workshop-registration-access');
    return createHmac('sha256', key).update(`workshop-registration:${id}`).digest('base64url');
  };
  return {
    tokenFor,
    verify(id, token) {
      if (typeof token !== 'string' || token === '') return false;
      const expected = Buffer.from(tokenFor(id));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
