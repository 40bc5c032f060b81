import { describe, expect, it } from 'vitest';
import { formatIndianCalendarDate, formatIndianLongDate, formatIndianWholeNumber, formatShortMonthYear, formatUsLongDate, istYear, shiftToIst } from './ist';

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

describe('formatIndianCalendarDate', () => {
  it.each([
    ['2026-11-26', 'Thursday, 26 November 2026'],
    ['2026-11-01', 'Sunday, 1 November 2026'],
    ['2026-11-30', 'Monday, 30 November 2026'],
    ['2026-12-31', 'Thursday, 31 December 2026'],
    ['2027-01-01', 'Friday, 1 January 2027'],
    ['2024-02-29', 'Thursday, 29 February 2024'],
    ['2024-03-01', 'Friday, 1 March 2024'],
    ['2000-02-29', 'Tuesday, 29 February 2000'],
    ['0099-06-15', 'Monday, 15 June 99'],
  ])('writes %s as %s', (date, written) => {
    expect(formatIndianCalendarDate(date)).toBe(written);
  });

  it('writes the same day whatever time zone the machine is in', () => {
    const before = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Anchorage', 'Asia/Kolkata', 'UTC']) {
        process.env.TZ = zone;
        expect(formatIndianCalendarDate('2026-12-31')).toBe('Thursday, 31 December 2026');
        expect(formatIndianCalendarDate('2027-01-01')).toBe('Friday, 1 January 2027');
      }
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it.each(['', '2026-02-29', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-11-00', '26-11-2026', '2026-11-26T10:00:00Z', ' 2026-11-26'])(
    'gives "" for %j, which is not a calendar date',
    (value) => {
      expect(formatIndianCalendarDate(value)).toBe('');
    },
  );
});

describe('formatIndianWholeNumber', () => {
  it.each([0, 7, 30, 1500, 2300, 9999, 10000, 25000, 99999, 100000, 1234567, 123456789, -25000, 2499.6])('%s matches en-IN with min2 grouping', (value) => {
    expect(formatIndianWholeNumber(value)).toBe(Math.round(value).toLocaleString('en-IN', { useGrouping: 'min2' }));
  });
});
