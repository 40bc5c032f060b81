import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ageField,
  agreement,
  choices,
  emailField,
  isoDateField,
  optionalPhoneField,
  phoneField,
  requiredText,
} from './fields';
import { keepPhoneDigits } from '../phone';

/** Every message the schema gives for `value`, in order. */
function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('phoneField', () => {
  const phone = phoneField();

  it('accepts 10 digits not starting with 0, trimmed', () => {
    expect(phone.parse('9876543210')).toBe('9876543210');
    expect(phone.parse(' 1234567890 ')).toBe('1234567890');
  });

  it('says a missing or blank number is required, once', () => {
    expect(messages(phone, undefined)).toEqual(['Contact number is required']);
    expect(messages(phone, '')).toEqual(['Contact number is required']);
    expect(messages(phone, '   ')).toEqual(['Contact number is required']);
    expect(messages(phoneField('Phone number is required'), '')).toEqual(['Phone number is required']);
  });

  it.each(['0987654321', '987654321', '98765432101', '98765 43210', '+919876543210', 'abcdefghij', '98765-4321'])(
    'refuses %s',
    (value) => {
      expect(messages(phone, value)).toEqual(['Please enter a valid 10-digit phone number']);
    },
  );

  it('keeps digits only, at most 10, while typing', () => {
    expect(keepPhoneDigits('+91 98765-43210')).toBe('9198765432');
    expect(keepPhoneDigits('98765 43210')).toBe('9876543210');
    expect(keepPhoneDigits('abc')).toBe('');
  });

  it('lets an optional number be empty but not wrong', () => {
    expect(optionalPhoneField.parse(undefined)).toBeUndefined();
    expect(optionalPhoneField.parse('')).toBe('');
    expect(messages(optionalPhoneField, '012')).toEqual(['Please enter a valid 10-digit phone number']);
  });
});

describe('emailField', () => {
  it('gives the spec messages', () => {
    expect(messages(emailField, undefined)).toEqual(['Email is required']);
    expect(messages(emailField, '  ')).toEqual(['Email is required']);
    expect(messages(emailField, 'asha@')).toEqual(['Email is invalid']);
    expect(messages(emailField, 'asha example.com')).toEqual(['Email is invalid']);
    expect(emailField.parse(' asha@example.in ')).toBe('asha@example.in');
  });

  it('refuses absurdly long addresses', () => {
    expect(messages(emailField, `${'a'.repeat(250)}@example.com`)).toEqual([
      'Please keep this to 254 characters or fewer',
    ]);
  });
});

describe('ageField', () => {
  it('accepts 1 to 120 as numbers or numeric strings', () => {
    expect(ageField.parse(1)).toBe(1);
    expect(ageField.parse(120)).toBe(120);
    expect(ageField.parse('34')).toBe(34);
    expect(ageField.parse(' 17 ')).toBe(17);
  });

  it('says a missing age is required', () => {
    expect(messages(ageField, undefined)).toEqual(['Age is required']);
    expect(messages(ageField, '')).toEqual(['Age is required']);
    expect(messages(ageField, null)).toEqual(['Age is required']);
  });

  it.each([0, 121, -3, 12.5, '0', '121', 'abc', Number.POSITIVE_INFINITY])('refuses %s with the range', (value) => {
    expect(messages(ageField, value)).toEqual(['Please enter an age between 1 and 120']);
  });
});

describe('isoDateField', () => {
  const date = isoDateField('Please select a date');

  it('accepts a real calendar date', () => {
    expect(date.parse('2026-11-22')).toBe('2026-11-22');
  });

  it('asks for a date when missing, and refuses impossible ones', () => {
    expect(messages(date, undefined)).toEqual(['Please select a date']);
    expect(messages(date, '')).toEqual(['Please select a date']);
    expect(messages(date, '2026-02-30')).toEqual(['Please select a valid date.']);
    expect(messages(date, '22/11/2026')).toEqual(['Please select a valid date.']);
  });
});

describe('requiredText', () => {
  const name = requiredText('Name is required', 100);

  it('trims and requires', () => {
    expect(name.parse('  Asha  ')).toBe('Asha');
    expect(messages(name, '   ')).toEqual(['Name is required']);
    expect(messages(name, 42)).toEqual(['Name is required']);
  });

  it('refuses huge strings', () => {
    expect(name.parse('a'.repeat(100))).toHaveLength(100);
    expect(messages(name, 'a'.repeat(101))).toEqual(['Please keep this to 100 characters or fewer']);
  });
});

describe('choices and agreement', () => {
  const pick = choices(['A', 'B', 'Other'] as const, 'Please select at least one reason');

  it('needs at least one known value, each once', () => {
    expect(pick.parse(['A', 'Other'])).toEqual(['A', 'Other']);
    expect(messages(pick, [])).toEqual(['Please select at least one reason']);
    expect(messages(pick, undefined)).toEqual(['Please select at least one reason']);
    expect(messages(pick, ['Z'])).toEqual(['Please select at least one reason']);
    expect(messages(pick, ['A', 'A'])).toEqual(['Please choose each option only once']);
  });

  it('accepts only a literal true as agreement', () => {
    const terms = agreement('You must agree to the terms');
    expect(terms.parse(true)).toBe(true);
    for (const value of [false, 'true', 1, undefined, null]) {
      expect(messages(terms, value)).toEqual(['You must agree to the terms']);
    }
  });
});
