import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExpertSchedule, WorkingHours } from './expert-profile';
import {
  EXPERT_SLOT_MESSAGES,
  MATCH_HORIZON_DAYS,
  addDays,
  firstFreeInWindow,
  freeIndividualSlots,
  freeWindows,
  isFreeAt,
  nextFreeStart,
  startsInWindow,
  type ExpertCalendar,
  type Taken,
  sessionSpan,
} from './expert-slots';
import { SESSION_WINDOW_OFFERS, SLOT_MESSAGES, individualSlots, sessionWindows, type SlotOffer } from './slots';

/** An instant given as IST wall-clock time, written without relying on the runtime's zone. */
const ist = (wallClock: string) => new Date(`${wallClock}+05:30`);
/** Minutes after IST midnight. */
const at = (hour: number, minute = 0) => hour * 60 + minute;
/** A session held from one IST wall-clock time to another. */
const taken = (from: string, to: string): Taken => ({ start: ist(from).getTime(), end: ist(to).getTime() });

function calendar(expertId: number, hours: WorkingHours[], more: Partial<ExpertSchedule> & { taken?: Taken[] } = {}): ExpertCalendar {
  return { expertId, schedule: { hours, timeOff: more.timeOff ?? [] }, taken: more.taken ?? [] };
}

function windowNamed(label: string): SlotOffer {
  const offer = SESSION_WINDOW_OFFERS.find((candidate) => candidate.label === label);
  if (!offer) throw new Error(`No window ${label}`);
  return offer;
}

// Sunday 22 Nov 2026, 9 AM IST; Monday 23 Nov is the day most tests book.
const now = ist('2026-11-22T09:00:00');
const monday = '2026-11-23';

describe('isFreeAt', () => {
  const mondays = calendar(1, [{ day: 'mon', from: '10:00', to: '18:00' }], { taken: [taken(`${monday}T11:00:00`, `${monday}T12:00:00`)] });

  it('is blocked by a taken session that overlaps by one minute, at either end', () => {
    expect(isFreeAt(mondays, monday, at(10, 1), 60)).toBe(false);
    expect(isFreeAt(mondays, monday, at(11, 59), 60)).toBe(false);
    expect(isFreeAt(mondays, monday, at(11, 30), 15)).toBe(false);
  });

  it('is free back to back with a taken session', () => {
    expect(isFreeAt(mondays, monday, at(10), 60)).toBe(true);
    expect(isFreeAt(mondays, monday, at(12), 60)).toBe(true);
  });

  it('is blocked by a taken session that encloses the whole session', () => {
    const busy = calendar(1, [{ day: 'mon', from: '10:00', to: '18:00' }], { taken: [taken(`${monday}T13:00:00`, `${monday}T17:00:00`)] });
    expect(isFreeAt(busy, monday, at(14), 40)).toBe(false);
  });

  it('ignores what is taken on other days', () => {
    const nextWeek = calendar(1, mondays.schedule.hours as WorkingHours[], { taken: [taken('2026-11-30T11:00:00', '2026-11-30T12:00:00')] });
    expect(isFreeAt(nextWeek, monday, at(11), 60)).toBe(true);
  });

  it('needs working hours and no time off', () => {
    expect(isFreeAt(mondays, monday, at(17, 30), 60)).toBe(false);
    expect(isFreeAt(mondays, '2026-11-24', at(10), 60)).toBe(false);
    const away = calendar(1, [{ day: 'mon', from: '10:00', to: '18:00' }], { timeOff: [{ from: monday, to: monday }] });
    expect(isFreeAt(away, monday, at(10), 60)).toBe(false);
  });
});

describe('freeIndividualSlots', () => {
  const allWeek = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, from: '00:00', to: '24:00' }));
  const everFree = calendar(1, allWeek);

  it('keeps the spec message for a past date', () => {
    const day = freeIndividualSlots([everFree], '2026-11-21', now, 60);
    expect(day).toEqual({ date: '2026-11-21', slots: [], message: SLOT_MESSAGES.pastDate });
    expect(day).toEqual(individualSlots('2026-11-21', now));
  });

  it('keeps the spec message for today after 8:30 PM', () => {
    const late = ist(`${monday}T20:45:00`);
    expect(freeIndividualSlots([everFree], monday, late, 60)).toEqual({ date: monday, slots: [], message: SLOT_MESSAGES.todayClosed });
    expect(freeIndividualSlots([everFree], monday, late, 60)).toEqual(individualSlots(monday, late));
  });

  it('keeps the spec message when 3 hours of notice leave nothing today', () => {
    const evening = ist(`${monday}T19:45:00`);
    expect(freeIndividualSlots([everFree], monday, evening, 60)).toEqual({ date: monday, slots: [], message: SLOT_MESSAGES.todayTooSoon });
    expect(freeIndividualSlots([everFree], monday, evening, 60)).toEqual(individualSlots(monday, evening));
  });

  it('keeps the 3-hour notice for today', () => {
    const morning = ist(`${monday}T09:01:00`);
    expect(freeIndividualSlots([everFree], monday, morning, 60).slots[0]).toBe('12:30 PM');
    expect(freeIndividualSlots([everFree], monday, morning, 60)).toEqual(individualSlots(monday, morning));
  });

  it('says this expert is not free when one calendar has nothing on an open day', () => {
    const weekdaysOnly = calendar(1, [{ day: 'mon', from: '10:00', to: '18:00' }]);
    expect(freeIndividualSlots([weekdaysOnly], '2026-11-24', now, 60)).toEqual({
      date: '2026-11-24',
      slots: [],
      message: EXPERT_SLOT_MESSAGES.expertNotFree,
    });
  });

  it('says nobody matching is free when several calendars have nothing', () => {
    const a = calendar(1, [{ day: 'mon', from: '10:00', to: '18:00' }]);
    const b = calendar(2, [{ day: 'tue', from: '10:00', to: '18:00' }], { timeOff: [{ from: '2026-11-24', to: '2026-11-24' }] });
    expect(freeIndividualSlots([a, b], '2026-11-24', now, 60)).toEqual({
      date: '2026-11-24',
      slots: [],
      message: EXPERT_SLOT_MESSAGES.nobodyFree,
    });
    expect(freeIndividualSlots([], '2026-11-24', now, 60).message).toBe(EXPERT_SLOT_MESSAGES.nobodyFree);
  });

  it('offers the union of the experts’ free starts, in clock order', () => {
    const morning = calendar(1, [{ day: 'mon', from: '10:00', to: '13:00' }]);
    const evening = calendar(2, [{ day: 'mon', from: '18:00', to: '24:00' }]);
    const expected = {
      date: monday,
      slots: ['10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM', '6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM', '8:30 PM', '9:00 PM', '9:30 PM', '10:00 PM', '10:30 PM'],
    };
    expect(freeIndividualSlots([evening, morning], monday, now, 60)).toEqual(expected);
    expect(freeIndividualSlots([morning, evening], monday, now, 60)).toEqual(expected);
  });

  it('leaves out a start only when every expert is taken then', () => {
    const a = calendar(1, [{ day: 'mon', from: '10:00', to: '13:00' }], { taken: [taken(`${monday}T10:30:00`, `${monday}T11:30:00`)] });
    const b = calendar(2, [{ day: 'mon', from: '10:00', to: '13:00' }], { taken: [taken(`${monday}T11:00:00`, `${monday}T12:00:00`)] });
    expect(freeIndividualSlots([a], monday, now, 60).slots).toEqual(['11:30 AM', '12:00 PM']);
    expect(freeIndividualSlots([b], monday, now, 60).slots).toEqual(['12:00 PM']);
    expect(freeIndividualSlots([a, b], monday, now, 60).slots).toEqual(['11:30 AM', '12:00 PM']);
  });

  it('offers 10:30 PM for 60 minutes only when the hours run to 11:30 PM', () => {
    const to2300 = calendar(1, [{ day: 'mon', from: '22:00', to: '23:00' }]);
    const to2330 = calendar(1, [{ day: 'mon', from: '22:00', to: '23:30' }]);
    expect(freeIndividualSlots([to2300], monday, now, 60).slots).toEqual(['10:00 PM']);
    expect(freeIndividualSlots([to2330], monday, now, 60).slots).toEqual(['10:00 PM', '10:30 PM']);
    expect(freeIndividualSlots([to2300], monday, now, 30).slots).toEqual(['10:00 PM', '10:30 PM']);
  });
});

describe('startsInWindow', () => {
  it('starts a 60-minute session between 9 PM and 11 PM in the 9 PM to 12 AM window', () => {
    expect(startsInWindow(windowNamed('9 PM to 12 AM'), 60)).toEqual([at(21), at(21, 30), at(22), at(22, 30), at(23)]);
  });

  it('keeps every session inside the window', () => {
    expect(startsInWindow(windowNamed('9 AM to 12 PM'), 90)).toEqual([at(9), at(9, 30), at(10), at(10, 30)]);
    expect(startsInWindow(windowNamed('12 PM to 3 PM'), 40).at(-1)).toBe(at(14));
    expect(startsInWindow(windowNamed('3 PM to 6 PM'), 180)).toEqual([at(15)]);
    expect(startsInWindow(windowNamed('3 PM to 6 PM'), 181)).toEqual([]);
  });
});

describe('firstFreeInWindow', () => {
  const lateWindow = windowNamed('9 PM to 12 AM');

  it('is the window start when the expert is free then', () => {
    const free = calendar(1, [{ day: 'mon', from: '21:00', to: '24:00' }]);
    expect(firstFreeInWindow(free, monday, lateWindow, 60)).toBe(at(21));
  });

  it('skips starts that are taken', () => {
    const first = calendar(1, [{ day: 'mon', from: '21:00', to: '24:00' }], { taken: [taken(`${monday}T21:00:00`, `${monday}T22:00:00`)] });
    const overlapping = calendar(1, [{ day: 'mon', from: '21:00', to: '24:00' }], { taken: [taken(`${monday}T21:15:00`, `${monday}T22:15:00`)] });
    expect(firstFreeInWindow(first, monday, lateWindow, 60)).toBe(at(22));
    expect(firstFreeInWindow(overlapping, monday, lateWindow, 60)).toBe(at(22, 30));
  });

  it('skips starts outside the working hours', () => {
    const later = calendar(1, [{ day: 'mon', from: '22:30', to: '24:00' }]);
    expect(firstFreeInWindow(later, monday, lateWindow, 60)).toBe(at(22, 30));
  });

  it('is undefined when no start is free', () => {
    const full = calendar(1, [{ day: 'mon', from: '21:00', to: '24:00' }], { taken: [taken(`${monday}T21:30:00`, `${monday}T23:30:00`)] });
    expect(firstFreeInWindow(full, monday, lateWindow, 60)).toBeUndefined();
  });
});

describe('freeWindows', () => {
  it('offers the windows in which at least one expert has a free start', () => {
    const midday = calendar(1, [{ day: 'mon', from: '10:00', to: '13:00' }]);
    const night = calendar(2, [{ day: 'mon', from: '22:00', to: '24:00' }]);
    expect(freeWindows([midday], monday, now, 60)).toEqual({ date: monday, slots: ['9 AM to 12 PM', '12 PM to 3 PM'] });
    expect(freeWindows([night, midday], monday, now, 60)).toEqual({ date: monday, slots: ['9 AM to 12 PM', '12 PM to 3 PM', '9 PM to 12 AM'] });
  });

  it('leaves out a window whose every start is taken', () => {
    const night = calendar(2, [{ day: 'mon', from: '21:00', to: '24:00' }], { taken: [taken(`${monday}T21:30:00`, `${monday}T23:30:00`)] });
    expect(freeWindows([night], monday, now, 60).slots).toEqual([]);
  });

  it('says nobody is free, even for one calendar', () => {
    // A choice: couple and family visitors do not pick an expert, so one calendar is still "the matches".
    const sundays = calendar(1, [{ day: 'sun', from: '10:00', to: '13:00' }]);
    expect(freeWindows([sundays], monday, now, 60)).toEqual({ date: monday, slots: [], message: EXPERT_SLOT_MESSAGES.nobodyFree });
  });

  it('keeps the spec rules and messages of the day', () => {
    const allDay = calendar(1, [{ day: 'mon', from: '00:00', to: '24:00' }]);
    expect(freeWindows([allDay], '2026-11-21', now, 60)).toEqual(sessionWindows('2026-11-21', now));
    const noon = ist(`${monday}T12:00:00`);
    expect(freeWindows([allDay], monday, noon, 60)).toEqual(sessionWindows(monday, noon));
    expect(freeWindows([allDay], monday, noon, 60).slots).toEqual(['3 PM to 6 PM', '6 PM to 9 PM', '9 PM to 12 AM']);
  });
});

describe('nextFreeStart', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const wednesdays = [{ day: 'wed', from: '15:00', to: '18:00' }] satisfies WorkingHours[];

  it('finds the first free start ahead', () => {
    expect(nextFreeStart(calendar(1, wednesdays), now, 60, 'slots')).toBe(ist('2026-11-25T15:00:00').getTime());
  });

  it('finds a start today, with 3 hours of notice', () => {
    const mondays = calendar(1, [{ day: 'mon', from: '10:00', to: '18:00' }]);
    expect(nextFreeStart(mondays, ist(`${monday}T09:00:00`), 60, 'slots')).toBe(ist(`${monday}T12:00:00`).getTime());
    // From 3 PM only a 6 PM start is 3 hours away, and the hours end then: next Monday.
    expect(nextFreeStart(mondays, ist(`${monday}T15:00:00`), 60, 'slots')).toBe(ist('2026-11-30T10:30:00').getTime());
  });

  it('skips taken sessions', () => {
    const busy = calendar(1, wednesdays, { taken: [taken('2026-11-25T15:00:00', '2026-11-25T17:00:00')] });
    expect(nextFreeStart(busy, now, 60, 'slots')).toBe(ist('2026-11-25T17:00:00').getTime());
  });

  it('skips time off', () => {
    const away = calendar(1, wednesdays, { timeOff: [{ from: '2026-11-24', to: '2026-11-25' }] });
    expect(nextFreeStart(away, now, 60, 'slots')).toBe(ist('2026-12-02T15:00:00').getTime());
  });

  it(`looks ${MATCH_HORIZON_DAYS} days ahead, today included, and no further`, () => {
    expect(MATCH_HORIZON_DAYS).toBe(14);
    // Saturdays only; from Sunday 22 Nov the horizon ends with Saturday 5 Dec.
    const saturdays = [{ day: 'sat', from: '10:00', to: '18:00' }] satisfies WorkingHours[];
    const lastDay = calendar(1, saturdays, { timeOff: [{ from: '2026-11-28', to: '2026-11-28' }] });
    expect(nextFreeStart(lastDay, now, 60, 'slots')).toBe(ist('2026-12-05T10:30:00').getTime());
    const beyond = calendar(1, saturdays, { timeOff: [{ from: '2026-11-28', to: '2026-12-05' }] });
    expect(nextFreeStart(beyond, now, 60, 'slots')).toBeUndefined();
  });

  it('is undefined for an expert with no hours', () => {
    expect(nextFreeStart(calendar(1, []), now, 60, 'slots')).toBeUndefined();
  });

  it('finds the first free start inside a window', () => {
    const nights = calendar(1, [{ day: 'tue', from: '21:00', to: '24:00' }], { taken: [taken('2026-11-24T21:00:00', '2026-11-24T22:00:00')] });
    expect(nextFreeStart(nights, now, 60, 'windows')).toBe(ist('2026-11-24T22:00:00').getTime());
    // The individual slots of that evening give the same start: 9:00 and 9:30 PM overlap the taken hour.
    expect(nextFreeStart(nights, now, 60, 'slots')).toBe(ist('2026-11-24T22:00:00').getTime());
  });

  it('reads only `now`, not the clock', () => {
    const calendarA = calendar(1, wednesdays);
    const expected = nextFreeStart(calendarA, now, 60, 'slots');
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-06-01T00:00:00Z'));
    expect(nextFreeStart(calendarA, now, 60, 'slots')).toBe(expected);
    expect(nextFreeStart(calendarA, now, 60, 'slots')).toBe(ist('2026-11-25T15:00:00').getTime());
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2027-01-01', -1, '2026-12-31'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2028-03-01', -1, '2028-02-29'],
    ['2026-11-22', 14, '2026-12-06'],
    ['2026-11-22', 0, '2026-11-22'],
    ['2026-12-25', 365, '2027-12-25'],
  ])('moves %s by %i days to %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('sessionSpan', () => {
  it('gives the session its start and end instants, from IST minutes', () => {
    expect(sessionSpan('2026-11-27', 10 * 60 + 30, 60)).toEqual({ startsAt: '2026-11-27T05:00:00.000Z', endsAt: '2026-11-27T06:00:00.000Z' });
    // A session that runs past midnight ends the next day.
    expect(sessionSpan('2026-11-27', 23 * 60 + 30, 60)).toEqual({ startsAt: '2026-11-27T18:00:00.000Z', endsAt: '2026-11-27T19:00:00.000Z' });
  });
});
