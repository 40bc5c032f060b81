import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  catalogueItem,
  formatRupees,
  idsFor,
  isCatalogueId,
  optionsFor,
  priceOf,
  startingFrom,
} from './pricing';

describe('the catalogue', () => {
  it('holds the prices of DECISIONS.md in paise', () => {
    expect(priceOf('individual-40')).toBe(79_900);
    expect(priceOf('individual-60')).toBe(99_900);
    expect(priceOf('couple-60')).toBe(149_900);
    expect(priceOf('family-60')).toBe(149_900);
    expect(priceOf('workshop-single')).toBe(69_900);
    expect(priceOf('workshop-couple')).toBe(99_900);
  });

  it('keeps every amount a whole number of paise and every id unique', () => {
    for (const item of CATALOGUE) expect(Number.isSafeInteger(item.paise)).toBe(true);
    expect(new Set(CATALOGUE.map((item) => item.id)).size).toBe(CATALOGUE.length);
  });

  it('gives session lengths to sessions and none to workshop passes', () => {
    expect(catalogueItem('individual-40').minutes).toBe(40);
    expect(catalogueItem('couple-60').minutes).toBe(60);
    expect(catalogueItem('workshop-single').minutes).toBeUndefined();
  });

  it('lists the options of each kind, cheapest first', () => {
    expect(optionsFor('individual').map((item) => item.id)).toEqual(['individual-40', 'individual-60']);
    expect(optionsFor('couple').map((item) => item.id)).toEqual(['couple-60']);
    expect(optionsFor('family-friends').map((item) => item.id)).toEqual(['family-60']);
    expect(optionsFor('workshop').map((item) => item.id)).toEqual(['workshop-single', 'workshop-couple']);
    expect(idsFor('individual')).toEqual(['individual-40', 'individual-60']);
  });

  it('recognises only its own ids', () => {
    expect(isCatalogueId('individual-40')).toBe(true);
    expect(isCatalogueId('workshop-couple')).toBe(true);
    expect(isCatalogueId('individual-30')).toBe(false);
    expect(isCatalogueId('799.00')).toBe(false);
    expect(isCatalogueId(79_900)).toBe(false);
    expect(isCatalogueId(undefined)).toBe(false);
    expect(() => catalogueItem('nope' as never)).toThrow(RangeError);
  });
});

describe('formatRupees', () => {
  it('shows whole rupees without decimals', () => {
    expect(formatRupees(79_900)).toBe('₹799');
    expect(formatRupees(149_900)).toBe('₹1,499');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(100)).toBe('₹1');
  });

  it('shows two decimals only when there are paise', () => {
    expect(formatRupees(79_950)).toBe('₹799.50');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(149_901)).toBe('₹1,499.01');
  });

  it('groups digits the Indian way', () => {
    expect(formatRupees(100_000_00)).toBe('₹1,00,000');
    expect(formatRupees(12_345_678_00)).toBe('₹1,23,45,678');
    expect(formatRupees(12_345_67_00)).toBe('₹12,34,567');
    expect(formatRupees(99_999_99)).toBe('₹99,999.99');
    expect(formatRupees(-50_000)).toBe('-₹500');
  });

  it('matches the en-IN currency format of Intl wherever the runtime has it', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0 });
    if (intl.resolvedOptions().locale !== 'en-IN') return;
    for (const paise of [79_900, 149_900, 100_000_00, 12_345_67_00]) {
      expect(formatRupees(paise)).toBe(intl.format(paise / 100));
    }
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => formatRupees(799.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
  });
});

describe('startingFrom', () => {
  it('is derived from the cheapest option of the kind', () => {
    expect(startingFrom('individual')).toBe('starting from ₹799');
    expect(startingFrom('couple')).toBe('starting from ₹1,499');
    expect(startingFrom('family-friends')).toBe('starting from ₹1,499');
    expect(startingFrom('workshop')).toBe('starting from ₹699');
  });
});
