import { describe, expect, it } from 'vitest';
import { addMinutesLocal, calendarRequestSchema, END_AFTER_START, istInstant, START_REQUIRED, TITLE_REQUIRED } from './calendar-request';

const valid = {
  summary: 'Intro call',
  startDateTime: '2026-11-22T10:30:00+05:30',
  endDateTime: '2026-11-22T11:00:00+05:30',
  attendees: ['Asha@Example.in', 'asha@example.in ', 'bilal@example.in'],
};

function messages(body: unknown): string[] {
  const parsed = calendarRequestSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('calendar request check (spec §5)', () => {
  it('accepts a valid request with lowercased, unique attendees and the spec defaults', () => {
    expect(calendarRequestSchema.parse(valid)).toEqual({
      ...valid,
      attendees: ['asha@example.in', 'bilal@example.in'],
      description: '',
      timeZone: 'Asia/Kolkata',
      sendNotifications: true,
      location: 'Online video session',
    });
  });

  it('needs a non-empty summary, valid start and end, end after start, and attendees as an array of strings', () => {
    expect(messages({ ...valid, summary: '  ' })).toContain(TITLE_REQUIRED);
    expect(messages({ ...valid, summary: 5 })).toContain(TITLE_REQUIRED);
    expect(messages({ ...valid, startDateTime: 'tomorrow' })).toContain(START_REQUIRED);
    expect(messages({ ...valid, startDateTime: '2026-13-40T10:30:00+05:30' })).toContain(START_REQUIRED);
    expect(messages({ ...valid, endDateTime: valid.startDateTime })).toContain(END_AFTER_START);
    expect(messages({ ...valid, attendees: 'asha@example.in' }).length).toBeGreaterThan(0);
    expect(messages({ ...valid, attendees: [1] }).length).toBeGreaterThan(0);
    expect(messages({ ...valid, attendees: ['not an email'] }).length).toBeGreaterThan(0);
  });

  it('reads the form’s local times as IST and moves the end 30 minutes after the start', () => {
    expect(istInstant('2026-11-22T10:30')).toBe('2026-11-22T10:30:00+05:30');
    expect(addMinutesLocal('2026-11-22T23:45', 30)).toBe('2026-11-23T00:15');
    expect(addMinutesLocal('', 30)).toBe('');
  });
});
