import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatRupees, formatTime } from './format';
import { formatDay } from './format-day';

describe('formatting per language', () => {
  it('groups numbers the Indian way in both languages', () => {
    expect(formatNumber('en', 1234567)).toBe('12,34,567');
    expect(formatNumber('hi', 1234567)).toBe('12,34,567');
  });

  it('writes rupees with paise only when there are any', () => {
    expect(formatRupees('en', 150000)).toBe('₹1,50,000');
    expect(formatRupees('hi', 1500)).toBe('₹1,500');
    expect(formatRupees('en', 1499.5)).toBe('₹1,499.50');
  });

  it('gives the day in India, whatever the device’s zone', () => {
    // 20:00 UTC is already the next day in India.
    expect(formatDate('en', '2026-11-26T20:00:00Z')).toBe('27 November 2026');
    expect(formatDate('hi', '2026-11-26T20:00:00Z')).toBe('27 नवंबर 2026');
    expect(formatDate('en', 'not a date')).toBe('');
    expect(formatTime('en', new Date('2026-11-26T11:00:00Z'))).toBe('4:30 pm');
  });

  it('names a calendar day with its weekday, and nothing for one that is not a date', () => {
    expect(formatDay('en', '2026-12-01')).toBe('Tuesday, 1 December 2026');
    expect(formatDay('hi', '2026-12-01')).toBe('मंगलवार, 1 दिसंबर 2026');
    expect(formatDay('hi', '2026-02-30')).toBe('');
    expect(formatDay('en', '1 December')).toBe('');
  });
});
