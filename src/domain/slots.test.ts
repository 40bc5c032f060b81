import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_WINDOWS } from './options';
import {
  istClockRange,
  INDIVIDUAL_SLOT_TIMES,
  SLOT_MESSAGES,
  availabilityFor,
  formatClock,
  individualSlots,
  isIsoDate,
  isSlotAvailable,
  isWindowAvailable,
  istDateTime,
  parseClock,
  sessionTimeRange,
  sessionWindows,
  todayInIndia,
} from './slots';

/** An instant given as IST wall-clock time, written without relying on the runtime's zone. */
const ist = (wallClock: string) => new Date(`${wallClock}+05:30`);

describe('the individual slot list', () => {
  it('runs every 30 minutes from 10:30 AM to 10:30 PM', () => {
    expect(INDIVIDUAL_SLOT_TIMES).toHaveLength(25);
    expect(INDIVIDUAL_SLOT_TIMES[0]).toBe('10:30 AM');
    expect(INDIVIDUAL_SLOT_TIMES.slice(0, 5)).toEqual(['10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '12:30 PM']);
    expect(INDIVIDUAL_SLOT_TIMES).toContain('1:00 PM');
    expect(INDIVIDUAL_SLOT_TIMES.at(-1)).toBe('10:30 PM');
  });

  it('offers every slot on a future date', () => {
    const now = ist('2026-11-22T09:00:00');
    expect(individualSlots('2026-11-23', now)).toEqual({ date: '2026-11-23', slots: [...INDIVIDUAL_SLOT_TIMES] });
    expect(individualSlots('2027-02-28', now).slots).toHaveLength(25);
  });
});

describe('messages before any slot is computed', () => {
  const now = ist('2026-11-22T09:00:00');

  it.each([undefined, null, '', '   '])('asks for a date when the date is %j', (date) => {
    expect(individualSlots(date, now)).toEqual({ date: '', slots: [], message: SLOT_MESSAGES.noDate });
  });

  it('uses the spec text for a missing date', () => {
    expect(SLOT_MESSAGES.noDate).toBe('Please select a date first to see available time slots');
  });

  it.each(['2026-13-01', '2026-02-29', '2026-11-31', '22-11-2026', '2026-1-5', '2026-11-22T10:00', 'tomorrow', '2026-00-10'])(
    'refuses the invalid date %s',
    (date) => {
      expect(individualSlots(date, now)).toEqual({ date, slots: [], message: SLOT_MESSAGES.invalidDate });
    },
  );

  it('refuses past dates with the spec message', () => {
    expect(individualSlots('2026-11-21', now)).toEqual({
      date: '2026-11-21',
      slots: [],
      message: 'Past dates are not available for booking. Please select today or a future date.',
    });
    expect(individualSlots('2025-12-31', now).message).toBe(SLOT_MESSAGES.pastDate);
  });
});

describe('today', () => {
  const day = '2026-11-22';

  it('offers only slots at least 3 hours ahead', () => {
    expect(individualSlots(day, ist(`${day}T09:00:00`)).slots[0]).toBe('12:00 PM');
    expect(individualSlots(day, ist(`${day}T09:01:00`)).slots[0]).toBe('12:30 PM');
    expect(individualSlots(day, ist(`${day}T07:00:00`)).slots).toEqual([...INDIVIDUAL_SLOT_TIMES]);
  });

  it('still offers 10:30 PM at exactly 7:30 PM, and at 7:29 PM', () => {
    expect(individualSlots(day, ist(`${day}T19:29:00`))).toEqual({ date: day, slots: ['10:30 PM'] });
    expect(individualSlots(day, ist(`${day}T19:30:00`))).toEqual({ date: day, slots: ['10:30 PM'] });
  });

  it('has nothing left a moment after 7:30 PM, and says why', () => {
    const tooSoon = {
      date: day,
      slots: [],
      message:
        "No slots available for today as booking requires 3 hours advance notice. Please choose tomorrow's date for available slots.",
    };
    expect(individualSlots(day, ist(`${day}T19:30:00.001`))).toEqual(tooSoon);
    expect(individualSlots(day, ist(`${day}T19:31:00`))).toEqual(tooSoon);
    expect(individualSlots(day, ist(`${day}T20:29:59.999`))).toEqual(tooSoon);
  });

  it('is closed from 8:30 PM with its own message', () => {
    const closed = {
      date: day,
      slots: [],
      message: "No slots available for today after 8:30 PM. Please choose tomorrow's date for available slots.",
    };
    expect(individualSlots(day, ist(`${day}T20:30:00`))).toEqual(closed);
    expect(individualSlots(day, ist(`${day}T23:59:59`))).toEqual(closed);
    // Tomorrow is untouched by today's closing.
    expect(individualSlots('2026-11-23', ist(`${day}T20:30:00`)).slots).toHaveLength(25);
  });

  it('shows the 3-hour message, not the closing one, at 8:29 PM', () => {
    expect(individualSlots(day, ist(`${day}T20:29:00`)).message).toBe(SLOT_MESSAGES.todayTooSoon);
  });
});

describe('the IST day boundary', () => {
  // 19:00 UTC on the 21st is 00:30 IST on the 22nd.
  const now = new Date('2026-11-21T19:00:00Z');

  it('knows the date in India, not in UTC', () => {
    expect(todayInIndia(now)).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-11-21T18:29:59.999Z'))).toBe('2026-11-21');
    expect(todayInIndia(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
    expect(todayInIndia(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });

  it('treats the UTC date as already past once India has moved on', () => {
    expect(individualSlots('2026-11-21', now).message).toBe(SLOT_MESSAGES.pastDate);
  });

  it('offers the whole new IST day just after midnight', () => {
    expect(individualSlots('2026-11-22', now)).toEqual({ date: '2026-11-22', slots: [...INDIVIDUAL_SLOT_TIMES] });
  });

  it('refuses an invalid now', () => {
    expect(() => todayInIndia(new Date('nope'))).toThrow(RangeError);
  });
});

describe('time-zone independence', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('never reads the runtime time zone', () => {
    // The test process's TZ cannot be changed reliably, so forbid the local-time API instead.
    const local = ['getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes', 'getSeconds', 'getTimezoneOffset'] as const;
    for (const name of local) {
      vi.spyOn(Date.prototype, name).mockImplementation(() => {
        throw new Error(`local-time getter ${name} used`);
      });
    }
    const now = new Date('2026-11-21T19:00:00Z');
    expect(todayInIndia(now)).toBe('2026-11-22');
    expect(individualSlots('2026-11-22', now).slots).toHaveLength(25);
    expect(individualSlots('2026-11-21', now).message).toBe(SLOT_MESSAGES.pastDate);
    expect(sessionWindows('2026-11-22', ist('2026-11-22T13:00:00')).slots).toHaveLength(2);
    expect(sessionTimeRange('11:30 AM', 40)).toBe('11:30 AM - 12:10 PM');
  });
});

describe('isSlotAvailable', () => {
  const now = ist('2026-11-22T16:00:00');

  it('accepts only the labels currently offered', () => {
    expect(isSlotAvailable('2026-11-22', '7:00 PM', now)).toBe(true);
    expect(isSlotAvailable('2026-11-22', '6:30 PM', now)).toBe(false);
    expect(isSlotAvailable('2026-11-23', '10:30 AM', now)).toBe(true);
    expect(isSlotAvailable('2026-11-21', '7:00 PM', now)).toBe(false);
    expect(isSlotAvailable('2026-11-23', '10:00 AM', now)).toBe(false);
    expect(isSlotAvailable('2026-11-23', '11:00 PM', now)).toBe(false);
    expect(isSlotAvailable('2026-11-23', '07:00 PM', now)).toBe(false);
    expect(isSlotAvailable('', '7:00 PM', now)).toBe(false);
  });
});

describe('couple and family windows', () => {
  it('offers all five windows, in the spec spelling, on a future date', () => {
    expect(sessionWindows('2026-11-23', ist('2026-11-22T12:00:00')).slots).toEqual([...SESSION_WINDOWS]);
  });

  it('applies the same notice to the window start today', () => {
    const day = '2026-11-22';
    expect(sessionWindows(day, ist(`${day}T09:00:00`)).slots).toEqual([
      '12 PM to 3 PM',
      '3 PM to 6 PM',
      '6 PM to 9 PM',
      '9 PM to 12 AM',
    ]);
    expect(sessionWindows(day, ist(`${day}T18:00:00`)).slots).toEqual(['9 PM to 12 AM']);
    expect(sessionWindows(day, ist(`${day}T18:01:00`)).message).toBe(SLOT_MESSAGES.todayTooSoon);
    expect(sessionWindows(day, ist(`${day}T20:30:00`)).message).toBe(SLOT_MESSAGES.todayClosed);
  });

  it('validates a chosen window', () => {
    const now = ist('2026-11-22T13:00:00');
    expect(isWindowAvailable('2026-11-22', '6 PM to 9 PM', now)).toBe(true);
    expect(isWindowAvailable('2026-11-22', '3 PM to 6 PM', now)).toBe(false);
    expect(isWindowAvailable('2026-11-21', '6 PM to 9 PM', now)).toBe(false);
    expect(isWindowAvailable('2026-11-23', '9 AM to 12 PM', now)).toBe(true);
    expect(isWindowAvailable('2026-11-23', '9 AM to 11 AM', now)).toBe(false);
  });

  it('asks for a date and refuses past dates like the individual picker', () => {
    const now = ist('2026-11-22T13:00:00');
    expect(sessionWindows(undefined, now).message).toBe(SLOT_MESSAGES.noDate);
    expect(sessionWindows('2026-11-01', now).message).toBe(SLOT_MESSAGES.pastDate);
  });
});

describe('availabilityFor', () => {
  it('says nothing is left when a future day has no starts at all', () => {
    expect(availabilityFor('2026-12-01', ist('2026-11-22T09:00:00'), [])).toEqual({
      date: '2026-12-01',
      slots: [],
      message: 'No slots available for the selected date.',
    });
  });
});

describe('sessionTimeRange', () => {
  it.each([
    ['10:30 AM', 40, '10:30 AM - 11:10 AM'],
    ['10:30 AM', 60, '10:30 AM - 11:30 AM'],
    ['11:30 AM', 40, '11:30 AM - 12:10 PM'],
    ['11:30 AM', 60, '11:30 AM - 12:30 PM'],
    ['12:00 PM', 40, '12:00 PM - 12:40 PM'],
    ['12:30 PM', 40, '12:30 PM - 1:10 PM'],
    ['9:30 PM', 60, '9:30 PM - 10:30 PM'],
    ['10:30 PM', 60, '10:30 PM - 11:30 PM'],
    ['11:30 PM', 40, '11:30 PM - 12:10 AM'],
  ])('%s for %i minutes is %s', (time, minutes, range) => {
    expect(sessionTimeRange(time, minutes)).toBe(range);
  });

  it('refuses what is not a slot label or a session length', () => {
    expect(() => sessionTimeRange('10:30', 40)).toThrow(RangeError);
    expect(() => sessionTimeRange('13:00 PM', 40)).toThrow(RangeError);
    expect(() => sessionTimeRange('10:30 AM', 0)).toThrow(RangeError);
    expect(() => sessionTimeRange('10:30 AM', 1.5)).toThrow(RangeError);
    expect(() => sessionTimeRange('10:30 AM', 24 * 60)).toThrow(RangeError);
  });
});

describe('clock labels and dates', () => {
  it('round-trips every minute of the day', () => {
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      expect(parseClock(formatClock(minute))).toBe(minute);
    }
    expect(formatClock(0)).toBe('12:00 AM');
    expect(formatClock(12 * 60)).toBe('12:00 PM');
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2100-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate(20261122)).toBe(false);
  });

  it('writes a slot as an IST instant', () => {
    expect(istDateTime('2026-11-22', '10:30 AM')).toBe('2026-11-22T10:30:00+05:30');
    expect(new Date(istDateTime('2026-11-22', '12:30 AM')).toISOString()).toBe('2026-11-21T19:00:00.000Z');
    expect(() => istDateTime('2026-11-22', '25:00')).toThrow(RangeError);
  });
});

describe('istClockRange', () => {
  it('reads two instants on the IST clock, across noon and midnight', () => {
    expect(istClockRange('2026-11-27T05:00:00.000Z', '2026-11-27T06:00:00.000Z')).toBe('10:30 AM - 11:30 AM');
    expect(istClockRange('2026-11-27T06:00:00.000Z', '2026-11-27T06:40:00.000Z')).toBe('11:30 AM - 12:10 PM');
    expect(istClockRange('2026-11-27T17:30:00.000Z', '2026-11-27T18:30:00.000Z')).toBe('11:00 PM - 12:00 AM');
  });
});
