// The one price catalogue (DECISIONS.md "Prices"). Amounts are integer paise so no
// arithmetic ever meets a floating-point rupee; the client only displays them, the
// server alone charges them. Every "starting from" text is derived from here.

import type { BookingKind } from './submission-kinds';

export type CatalogueKind = BookingKind | 'workshop';

export type CatalogueItem = {
  readonly id: string;
  readonly kind: CatalogueKind;
  readonly label: string;
  /** Session length; absent for workshop passes, which are not timed sessions. */
  readonly minutes?: number;
  readonly paise: number;
};

export const CATALOGUE = [
  { id: 'individual-40', kind: 'individual', label: '40 minutes', minutes: 40, paise: 79_900 },
  { id: 'individual-60', kind: 'individual', label: '60 minutes', minutes: 60, paise: 99_900 },
  { id: 'couple-60', kind: 'couple', label: '60 minutes', minutes: 60, paise: 149_900 },
  { id: 'family-60', kind: 'family-friends', label: '60 minutes', minutes: 60, paise: 149_900 },
  { id: 'workshop-single', kind: 'workshop', label: 'Single pass', paise: 69_900 },
  { id: 'workshop-couple', kind: 'workshop', label: 'Couple pass', paise: 99_900 },
] as const satisfies readonly CatalogueItem[];

export type CatalogueId = (typeof CATALOGUE)[number]['id'];

/** The catalogue ids of one kind, as a literal union (e.g. for a zod enum of a form). */
export type CatalogueIdOf<K extends CatalogueKind> = Extract<(typeof CATALOGUE)[number], { kind: K }>['id'];

export const CATALOGUE_IDS = CATALOGUE.map((item) => item.id) as readonly CatalogueId[];

export function isCatalogueId(value: unknown): value is CatalogueId {
  return typeof value === 'string' && (CATALOGUE_IDS as readonly string[]).includes(value);
}

export function catalogueItem(id: CatalogueId): CatalogueItem {
  const item = CATALOGUE.find((entry) => entry.id === id);
  // Unreachable for typed callers; guards ids that slipped past the type system (JSON).
  if (!item) throw new RangeError(`Unknown catalogue id: ${String(id)}`);
  return item;
}

/** Price in paise. */
export function priceOf(id: CatalogueId): number {
  return catalogueItem(id).paise;
}

/** The options of one kind, cheapest first, as the pickers show them. */
export function optionsFor(kind: CatalogueKind): readonly CatalogueItem[] {
  return CATALOGUE.filter((item) => item.kind === kind).sort((a, b) => a.paise - b.paise);
}

/** Catalogue ids of one kind, typed, for the forms' session-duration enums. */
export function idsFor<K extends CatalogueKind>(kind: K): [CatalogueIdOf<K>, ...CatalogueIdOf<K>[]] {
  const ids = optionsFor(kind).map((item) => item.id);
  if (ids.length === 0) throw new RangeError(`No catalogue options for ${kind}`);
  return ids as [CatalogueIdOf<K>, ...CatalogueIdOf<K>[]];
}

/**
 * '₹1,499' for whole rupees, '₹1,499.50' when there are paise: every catalogue price is
 * whole, and a trailing '.00' on every price is noise. Indian digit grouping
 * (₹1,00,000) as en-IN does, done by hand so that the output never depends on
 * which locale data the runtime (browser, service worker, server) ships with.
 */
export function formatRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount must be whole paise: ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  const rupees = groupIndian(String(Math.floor(absolute / 100)));
  const rest = absolute % 100;
  return `${sign}₹${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** 'starting from ₹799': the cheapest option of a kind. */
export function startingFrom(kind: CatalogueKind): string {
  const cheapest = optionsFor(kind)[0];
  if (!cheapest) throw new RangeError(`No catalogue options for ${kind}`);
  return `starting from ${formatRupees(cheapest.paise)}`;
}

/** Last three digits, then groups of two: 1234567 -> 12,34,567. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}`;
}

/**
 * The server's refusal to change what a payment under way priced (a booking's session);
 * the wizard offers to start again when it meets it.
 */
export const PAYMENT_UNDER_WAY =
  'A payment for this session is already under way, so the session cannot be changed now. If you have not paid, you can start again with the session you chose: the earlier payment will then not be used.';
