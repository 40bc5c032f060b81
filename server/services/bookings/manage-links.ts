import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BookingKind } from '../../../src/domain/submission-kinds';
import { pathIn, type Language } from '../../../src/i18n/language';
import { deriveKey } from '../secrets';

// The address in every booking mail that lets the visitor see, move or cancel their session:
// /manage/<token>. The token names the booking (a letter for the kind and the id, which the
// visitor already knows as their booking number) and carries an HMAC of it under a key of its
// own, so it opens that booking only and cannot be guessed or made from another. Nothing is
// stored: a replayed mail shows the same link. It expires with the session (the manage service
// refuses it once the session is over), not by a date inside it.

const KIND_LETTERS = { individual: 'i', couple: 'c', 'family-friends': 'f' } as const satisfies Record<BookingKind, string>;
const KIND_OF_LETTER = Object.fromEntries(Object.entries(KIND_LETTERS).map(([kind, letter]) => [letter, kind])) as Record<string, BookingKind>;

const TOKEN_SHAPE = /^([a-z])([1-9][0-9]{0,14})\.([A-Za-z0-9_-]{43})$/;

export type ManagedBooking = { kind: BookingKind; id: number };

export type ManageLinks = {
  tokenFor(kind: BookingKind, id: number): string;
  /** The absolute address of the booking's manage page, in the visitor's language (Hindi under /hi/). */
  urlFor(kind: BookingKind, id: number, language?: Language): string;
  /** The booking a token opens; undefined for anything not made by tokenFor (constant-time check). */
  bookingOf(token: string): ManagedBooking | undefined;
};

export function createManageLinks(secret: () => string, publicUrl: string): ManageLinks {
  let key: Buffer | undefined;
  const signature = (kind: BookingKind, id: number) => {
    key ??= deriveKey(secret(), 'booking-manage');
    return createHmac('sha256', key).update(`${kind}:${id}`).digest('base64url');
  };
  const tokenFor = (kind: BookingKind, id: number) => `${KIND_LETTERS[kind]}${id}.${signature(kind, id)}`;
  return {
    tokenFor,
    urlFor: (kind, id, language = 'en') => `${publicUrl}${pathIn(language, `/manage/${tokenFor(kind, id)}`)}`,
    bookingOf(token) {
      const match = TOKEN_SHAPE.exec(token);
      const kind = match?.[1] ? KIND_OF_LETTER[match[1]] : undefined;
      if (!match?.[2] || !match[3] || !kind) return undefined;
      const id = Number(match[2]);
      if (!Number.isSafeInteger(id)) return undefined;
      const expected = Buffer.from(signature(kind, id));
      const given = Buffer.from(match[3]);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { kind, id } : undefined;
    },
  };
}
