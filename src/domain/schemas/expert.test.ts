import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { INVALID_IMAGE_URL } from './blog-post';
import { EXPERT_MESSAGES, expertScheduleSchema, expertSchema, type ExpertInput } from './expert';

function validExpert(): ExpertInput {
  return {
    name: 'Dr. Asha Rao',
    position: 'Counselling psychologist',
    imageSrc: 'https://images.example.com/asha.jpg',
    bio: 'Ten years with students and young professionals.',
    certifications: 'M.Phil. Clinical Psychology',
    expertise: 'Anxiety, exam stress',
    experience: '10 years',
    languages: ['English', 'Hindi'],
    gender: 'Female',
    concerns: ['Stress and anxiety', 'Trust issues', 'Emotional Distance'],
    kinds: ['individual', 'couple'],
    hours: [
      { day: 'mon', from: '10:00', to: '13:00' },
      { day: 'mon', from: '14:00', to: '18:00' },
      { day: 'sat', from: '18:00', to: '24:00' },
    ],
    timeOff: [{ from: '2026-12-24', to: '2026-12-26' }],
    active: true,
  };
}

/** The messages of a failed parse, by dotted path ('' for the object itself). */
function errorsAt(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('expertSchema', () => {
  it('accepts a whole expert', () => {
    const parsed = expertSchema.parse(validExpert());
    expect(parsed.name).toBe('Dr. Asha Rao');
    expect(parsed.languages).toEqual(['English', 'Hindi']);
    expect(parsed.hours).toHaveLength(3);
  });

  it('accepts an expert with only the required fields, without a picture or gender', () => {
    const { position: _p, imageSrc: _i, bio: _b, certifications: _c, expertise: _e, experience: _x, ...required } = validExpert();
    const parsed = expertSchema.parse({ ...required, gender: null, concerns: [], hours: [], timeOff: [] });
    expect(parsed.imageSrc).toBeNull();
    expect(parsed.gender).toBeNull();
  });

  it('removes repeated languages whatever their case, keeping the first as written', () => {
    const parsed = expertSchema.parse({ ...validExpert(), languages: ['Hindi', 'English', ' hindi ', 'Tulu'] });
    expect(parsed.languages).toEqual(['Hindi', 'English', 'Tulu']);
  });

  it('needs at least one language, none of them blank', () => {
    expect(errorsAt(expertSchema, { ...validExpert(), languages: [] })).toEqual({ languages: [EXPERT_MESSAGES.languages] });
    expect(errorsAt(expertSchema, { ...validExpert(), languages: ['English', '  '] })).toEqual({ 'languages.1': [EXPERT_MESSAGES.languages] });
  });

  it.each(['https://images.example.com/a.jpg', 'http://example.com/a.png', '/images/experts/asha.jpg', ''])('accepts the picture %j', (imageSrc) => {
    expect(expertSchema.safeParse({ ...validExpert(), imageSrc }).success).toBe(true);
  });

  it.each(['//evil.example/a.jpg', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.com/a.jpg', 'images/a.jpg', 'not a url'])(
    'refuses the picture %j',
    (imageSrc) => {
      expect(errorsAt(expertSchema, { ...validExpert(), imageSrc })).toEqual({ imageSrc: [INVALID_IMAGE_URL] });
    },
  );

  it('reads an empty picture as none', () => {
    expect(expertSchema.parse({ ...validExpert(), imageSrc: '  ' }).imageSrc).toBeNull();
  });

  it('refuses a concern that is not on the list, "Other" included', () => {
    expect(errorsAt(expertSchema, { ...validExpert(), concerns: ['Stress and anxiety', 'Exam stress'] })).toEqual({
      'concerns.1': [EXPERT_MESSAGES.concern],
    });
    expect(errorsAt(expertSchema, { ...validExpert(), concerns: ['Other'] })).toEqual({ 'concerns.0': [EXPERT_MESSAGES.concern] });
  });

  it('removes a concern given twice', () => {
    expect(expertSchema.parse({ ...validExpert(), concerns: ['Depression', 'Depression'] }).concerns).toEqual(['Depression']);
  });

  it('needs at least one known kind of session', () => {
    expect(errorsAt(expertSchema, { ...validExpert(), kinds: [] })).toEqual({ kinds: [EXPERT_MESSAGES.kinds] });
    expect(expertSchema.safeParse({ ...validExpert(), kinds: ['workshop'] }).success).toBe(false);
    expect(expertSchema.parse({ ...validExpert(), kinds: ['couple', 'couple'] }).kinds).toEqual(['couple']);
  });

  it('takes only the two genders or none', () => {
    expect(expertSchema.safeParse({ ...validExpert(), gender: 'No preference' }).success).toBe(false);
    expect(expertSchema.safeParse({ ...validExpert(), gender: undefined }).success).toBe(false);
  });

  it('needs a name', () => {
    expect(errorsAt(expertSchema, { ...validExpert(), name: ' ' })).toEqual({ name: [EXPERT_MESSAGES.name] });
  });

  it('refuses a field it does not know', () => {
    const result = expertSchema.safeParse({ ...validExpert(), id: 7 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('working hours', () => {
  const hours = (list: unknown[]) => ({ hours: list, timeOff: [] });

  it('allow a day to end at 24:00', () => {
    expect(expertScheduleSchema.safeParse(hours([{ day: 'fri', from: '21:00', to: '24:00' }])).success).toBe(true);
  });

  it.each(['24:30', '9:00', '09:60', '9 AM', ''])('refuse the time %j', (to) => {
    expect(errorsAt(expertScheduleSchema, hours([{ day: 'fri', from: '08:00', to }]))).toEqual({ 'hours.0.to': [EXPERT_MESSAGES.hourFormat] });
  });

  it('give an unreadable start its own message, and no other', () => {
    expect(errorsAt(expertScheduleSchema, hours([{ day: 'fri', from: '25:00', to: '10:00' }]))).toEqual({ 'hours.0.from': [EXPERT_MESSAGES.hourFormat] });
  });

  it('judge overlaps only between hours they can read', () => {
    const oneUnreadable = [
      { day: 'mon', from: '7:00', to: '13:00' },
      { day: 'mon', from: '10:00', to: '12:00' },
    ];
    expect(errorsAt(expertScheduleSchema, hours(oneUnreadable))).toEqual({ 'hours.0.from': [EXPERT_MESSAGES.hourFormat] });
  });

  it('refuse an end at or before the start, on the end', () => {
    expect(errorsAt(expertScheduleSchema, hours([{ day: 'fri', from: '10:00', to: '10:00' }]))).toEqual({ 'hours.0.to': [EXPERT_MESSAGES.hourOrder] });
    expect(errorsAt(expertScheduleSchema, hours([{ day: 'fri', from: '18:00', to: '10:00' }]))).toEqual({ 'hours.0.to': [EXPERT_MESSAGES.hourOrder] });
  });

  it('refuse overlapping hours on one day', () => {
    const overlapping = [
      { day: 'mon', from: '10:00', to: '13:00' },
      { day: 'mon', from: '12:30', to: '15:00' },
    ];
    expect(errorsAt(expertScheduleSchema, hours(overlapping))).toEqual({ hours: [EXPERT_MESSAGES.hoursOverlap] });
    const inside = [
      { day: 'mon', from: '10:00', to: '18:00' },
      { day: 'mon', from: '12:00', to: '13:00' },
    ];
    expect(errorsAt(expertScheduleSchema, hours(inside))).toEqual({ hours: [EXPERT_MESSAGES.hoursOverlap] });
  });

  it('allow the same hours on two days, and hours that touch', () => {
    const fine = [
      { day: 'mon', from: '10:00', to: '13:00' },
      { day: 'tue', from: '10:00', to: '13:00' },
      { day: 'mon', from: '13:00', to: '15:00' },
    ];
    expect(expertScheduleSchema.safeParse(hours(fine)).success).toBe(true);
  });

  it('refuse an unknown day or key', () => {
    expect(expertScheduleSchema.safeParse(hours([{ day: 'monday', from: '10:00', to: '13:00' }])).success).toBe(false);
    expect(expertScheduleSchema.safeParse(hours([{ day: 'mon', from: '10:00', to: '13:00', note: 'x' }])).success).toBe(false);
  });
});

describe('time off', () => {
  const timeOff = (list: unknown[]) => ({ hours: [], timeOff: list });

  it('takes one day or several', () => {
    expect(expertScheduleSchema.safeParse(timeOff([{ from: '2026-12-25', to: '2026-12-25' }])).success).toBe(true);
    expect(expertScheduleSchema.safeParse(timeOff([{ from: '2026-12-30', to: '2027-01-02' }])).success).toBe(true);
  });

  it('refuses a last day before the first, on the last day', () => {
    expect(errorsAt(expertScheduleSchema, timeOff([{ from: '2026-12-26', to: '2026-12-24' }]))).toEqual({
      'timeOff.0.to': [EXPERT_MESSAGES.dateOrder],
    });
  });

  it('refuses a date that does not exist, with that message alone', () => {
    expect(errorsAt(expertScheduleSchema, timeOff([{ from: '2026-02-29', to: '2026-03-01' }]))).toEqual({
      'timeOff.0.from': [EXPERT_MESSAGES.dateFormat],
    });
    expect(errorsAt(expertScheduleSchema, timeOff([{ from: '2026-12-24', to: '2026-1-5' }]))).toEqual({
      'timeOff.0.to': [EXPERT_MESSAGES.dateFormat],
    });
  });
});

describe('expertScheduleSchema', () => {
  it('is what an expert sets for themselves, and no more', () => {
    expect(expertScheduleSchema.safeParse({ hours: [], timeOff: [] }).success).toBe(true);
    expect(expertScheduleSchema.safeParse({ hours: [], timeOff: [], active: true }).success).toBe(false);
    expect(expertScheduleSchema.safeParse({ hours: [] }).success).toBe(false);
  });
});
