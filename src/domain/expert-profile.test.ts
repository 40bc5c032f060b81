import { describe, expect, it } from 'vitest';
import {
  isAway,
  isSessionKind,
  parseHourMinute,
  weekdayOf,
  worksDuring,
  type ExpertSchedule,
} from './expert-profile';
import { EXPERT_CONCERNS, KNOWN_LANGUAGES } from './expert-vocabulary';

const at = (hour: number, minute = 0) => hour * 60 + minute;

describe('parseHourMinute', () => {
  it.each([
    ['00:00', 0],
    ['09:30', at(9, 30)],
    ['10:05', at(10, 5)],
    ['23:59', at(23, 59)],
    ['24:00', 24 * 60],
  ])('reads %s as %i minutes', (value, minutes) => {
    expect(parseHourMinute(value)).toBe(minutes);
  });

  it.each(['24:30', '24:01', '25:00', '9:00', '09:60', '0930', '09:3', '09:30 ', ' 09:30', '9 AM', '', '-1:00'])(
    'refuses %j',
    (value) => {
      expect(parseHourMinute(value)).toBeUndefined();
    },
  );
});

describe('weekdayOf', () => {
  it.each([
    ['2026-11-23', 'mon'],
    ['2026-11-24', 'tue'],
    ['2026-11-25', 'wed'],
    ['2026-11-26', 'thu'],
    ['2026-11-27', 'fri'],
    ['2026-11-28', 'sat'],
    ['2026-11-22', 'sun'],
  ])('knows %s is %s', (date, day) => {
    expect(weekdayOf(date)).toBe(day);
  });

  it.each([
    // Month and year ends, and a leap day.
    ['2026-11-30', 'mon'],
    ['2026-12-01', 'tue'],
    ['2026-12-31', 'thu'],
    ['2027-01-01', 'fri'],
    ['2028-02-28', 'mon'],
    ['2028-02-29', 'tue'],
    ['2028-03-01', 'wed'],
    ['2000-01-01', 'sat'],
  ])('knows %s is %s across an edge', (date, day) => {
    expect(weekdayOf(date)).toBe(day);
  });
});

describe('isAway', () => {
  const timeOff = [{ from: '2026-12-24', to: '2026-12-26' }];

  it('includes both the first and the last day', () => {
    expect(isAway(timeOff, '2026-12-24')).toBe(true);
    expect(isAway(timeOff, '2026-12-25')).toBe(true);
    expect(isAway(timeOff, '2026-12-26')).toBe(true);
  });

  it('excludes the days either side', () => {
    expect(isAway(timeOff, '2026-12-23')).toBe(false);
    expect(isAway(timeOff, '2026-12-27')).toBe(false);
  });

  it('treats a one-day absence and no absence at all', () => {
    expect(isAway([{ from: '2026-12-31', to: '2026-12-31' }], '2026-12-31')).toBe(true);
    expect(isAway([], '2026-12-31')).toBe(false);
  });

  it('spans a year end', () => {
    expect(isAway([{ from: '2026-12-30', to: '2027-01-02' }], '2027-01-01')).toBe(true);
  });
});

describe('worksDuring', () => {
  // Mondays 10:00-13:00 and 14:00-18:00; Tuesdays to midnight.
  const schedule: ExpertSchedule = {
    hours: [
      { day: 'mon', from: '10:00', to: '13:00' },
      { day: 'mon', from: '14:00', to: '18:00' },
      { day: 'tue', from: '20:00', to: '24:00' },
    ],
    timeOff: [],
  };
  const monday = '2026-11-23';

  it('accepts a session wholly inside a range, ends included', () => {
    expect(worksDuring(schedule, monday, at(10), 60)).toBe(true);
    expect(worksDuring(schedule, monday, at(12), 60)).toBe(true);
    expect(worksDuring(schedule, monday, at(17), 60)).toBe(true);
  });

  it('refuses a session that starts before or runs past a range', () => {
    expect(worksDuring(schedule, monday, at(9, 30), 60)).toBe(false);
    expect(worksDuring(schedule, monday, at(12, 30), 60)).toBe(false);
    expect(worksDuring(schedule, monday, at(17, 30), 60)).toBe(false);
  });

  it('needs the whole session inside working hours, across ranges that touch', () => {
    // Staff may enter a day as two stretches that meet; a session may run across the join.
    const touching: ExpertSchedule = {
      hours: [
        { day: 'mon', from: '10:00', to: '12:00' },
        { day: 'mon', from: '12:00', to: '14:00' },
      ],
      timeOff: [],
    };
    expect(worksDuring(touching, monday, at(11, 30), 60)).toBe(true);
    expect(worksDuring(touching, monday, at(11), 60)).toBe(true);
    expect(worksDuring(touching, monday, at(12), 60)).toBe(true);
    expect(worksDuring(touching, monday, at(13, 30), 60)).toBe(false);
  });

  it('reads only the weekday of the date', () => {
    expect(worksDuring(schedule, '2026-11-22', at(10), 60)).toBe(false);
    expect(worksDuring(schedule, '2026-11-30', at(10), 60)).toBe(true);
  });

  it('lets a range end at midnight with 24:00', () => {
    expect(worksDuring(schedule, '2026-11-24', at(22, 30), 60)).toBe(true);
    expect(worksDuring(schedule, '2026-11-24', at(23, 30), 60)).toBe(false);
  });

  it('is never working on a day of time off, first and last day included', () => {
    const away = { ...schedule, timeOff: [{ from: '2026-11-23', to: '2026-11-30' }] };
    expect(worksDuring(away, '2026-11-23', at(10), 60)).toBe(false);
    expect(worksDuring(away, '2026-11-30', at(10), 60)).toBe(false);
    expect(worksDuring(away, '2026-12-07', at(10), 60)).toBe(true);
  });

  it('ignores a range it cannot read rather than guessing', () => {
    const broken: ExpertSchedule = { hours: [{ day: 'mon', from: '9:00', to: '18:00' }], timeOff: [] };
    expect(worksDuring(broken, monday, at(10), 60)).toBe(false);
  });
});

describe('the word lists', () => {
  it('leave "Other" to the visitor', () => {
    expect(KNOWN_LANGUAGES).not.toContain('Other');
    expect(KNOWN_LANGUAGES).toContain('Hindi');
    expect(EXPERT_CONCERNS).not.toContain('Other');
    expect(EXPERT_CONCERNS).toEqual(expect.arrayContaining(['Stress and anxiety', 'Trust issues', 'Emotional Distance']));
    expect(new Set(EXPERT_CONCERNS).size).toBe(EXPERT_CONCERNS.length);
  });

  it('know the session kinds', () => {
    expect(isSessionKind('couple')).toBe(true);
    expect(isSessionKind('family-friends')).toBe(true);
    expect(isSessionKind('workshop')).toBe(false);
    expect(isSessionKind(undefined)).toBe(false);
  });
});
