import { describe, expect, it } from 'vitest';
import { formatIndianLongDate, formatIndianWholeNumber, formatShortMonthYear, formatUsLongDate, istYear, shiftToIst } from './ist';

// The hand-written formats must say exactly what the browser's Intl says for the same options.
const intlUsLong = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Kolkata' });
const intlInLong = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const intlMonth = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

describe('IST dates', () => {
  const instants = ['2024-11-16T10:00:00Z', '2024-12-31T18:29:59Z', '2024-12-31T18:30:00Z', '2025-02-28T20:00:00.000Z', '2024-02-29T00:00:00+05:30', '1999-01-01T00:00:00Z'];

  it.each(instants)('%s reads as Intl reads it in Asia/Kolkata', (iso) => {
    expect(formatUsLongDate(iso)).toBe(intlUsLong(iso));
    expect(formatIndianLongDate(iso)).toBe(intlInLong(iso));
    expect(formatShortMonthYear(iso)).toBe(intlMonth(iso));
  });

  it('turns the year at 18:30 UTC', () => {
    expect(formatUsLongDate('2024-12-31T18:29:59Z')).toBe('December 31, 2024');
    expect(formatUsLongDate('2024-12-31T18:30:00Z')).toBe('January 1, 2025');
    expect(istYear(new Date('2024-12-31T18:29:59Z'))).toBe(2024);
    expect(istYear(new Date('2024-12-31T18:30:00Z'))).toBe(2025);
  });

  it('gives "" for what is not a date, and refuses to shift one', () => {
    expect(formatUsLongDate('not a date')).toBe('');
    expect(formatIndianLongDate('')).toBe('');
    expect(formatShortMonthYear('2024-13-45')).toBe('');
    expect(() => shiftToIst(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatIndianWholeNumber', () => {
  it.each([0, 7, 30, 1500, 2300, 9999, 10000, 25000, 99999, 100000, 1234567, 123456789, -25000, 2499.6])('%s matches en-IN with min2 grouping', (value) => {
    expect(formatIndianWholeNumber(value)).toBe(Math.round(value).toLocaleString('en-IN', { useGrouping: 'min2' }));
  });
});
