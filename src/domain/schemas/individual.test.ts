import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { individualBooking, individualSession } from '../../../tests/support/fixtures';
import {
  ANY_EXPERT,
  EXPERT_CHOICE_INVALID,
  individualBookingSchema,
  individualSessionRequestSchema,
  individualStep1Schema,
  individualStep2Schema,
  individualStep3Schema,
  individualStep4Schema,
  individualStep5Schema,
  individualStepSchemas,
} from './individual';
import { withIndividualSlotCheck } from './session-time';

// The whole booking, its session on Monday 23 Nov 2026: the day the slot checks below are about.
const validBooking = { ...individualBooking(), ...individualSession({ sessionDuration: 'individual-40', sessionDate: '2026-11-23' }) };

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

describe('step 1, personal info', () => {
  it('gives every spec message at once for an empty step', () => {
    expect(fieldErrors(individualStep1Schema, {})).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      gender: ['Gender is required'],
      city: ['City is required'],
      contactNo: ['Contact number is required'],
      profession: ['Profession is required'],
      age: ['Age is required'],
    });
  });

  it('checks the phone format and the option lists', () => {
    const errors = fieldErrors(individualStep1Schema, { ...validBooking, contactNo: '0123456789', gender: 'female' });
    expect(errors).toEqual({
      contactNo: ['Please enter a valid 10-digit phone number'],
      gender: ['Gender is required'],
    });
  });

  it('needs a guardian number and consent under 18, next to the other errors', () => {
    expect(fieldErrors(individualStep1Schema, { ...validBooking, age: 17, name: '' })).toEqual({
      name: ['Name is required'],
      guardianContactNo: ['Guardian contact number is required'],
      guardianConsent: ['Please confirm that a parent or guardian agrees to this booking'],
    });
    expect(fieldErrors(individualStep1Schema, { ...validBooking, age: '17', guardianContactNo: '98765', guardianConsent: true })).toEqual({
      guardianContactNo: ['Please enter a valid 10-digit phone number'],
    });
    expect(
      individualStep1Schema.safeParse({ ...validBooking, age: 17, guardianContactNo: '9123456780', guardianConsent: true }).success,
    ).toBe(true);
  });

  it('does not ask adults for a guardian, from 18 on', () => {
    expect(individualStep1Schema.safeParse({ ...validBooking, age: 18 }).success).toBe(true);
    expect(individualStep1Schema.safeParse({ ...validBooking, age: 18, guardianContactNo: undefined }).success).toBe(true);
  });

  it('ignores fields of other steps, so the whole draft can be checked step by step', () => {
    expect(individualStep1Schema.safeParse({ ...validBooking, sessionTime: 'anything' }).success).toBe(true);
  });
});

describe('step 2, support reason', () => {
  it('needs at least one reason', () => {
    expect(fieldErrors(individualStep2Schema, { supportReason: [] })).toEqual({
      supportReason: ['Please select at least one reason'],
    });
  });

  it('needs the reason spelled out when Other is chosen', () => {
    expect(fieldErrors(individualStep2Schema, { supportReason: ['Depression', 'Other'], otherSupportReason: '  ' })).toEqual({
      otherSupportReason: ['Please specify your reason'],
    });
    expect(individualStep2Schema.parse({ supportReason: ['Other'], otherSupportReason: ' Exams ' }).otherSupportReason).toBe(
      'Exams',
    );
  });
});

describe('step 3, additional info', () => {
  it('gives the spec messages', () => {
    expect(fieldErrors(individualStep3Schema, {})).toEqual({
      feelingsReason: ['Please select a reason'],
      previousConsultation: ['Please select an option'],
      preferredLanguage: ['Please select a language'],
    });
  });

  it('needs the language spelled out when Other is chosen', () => {
    expect(fieldErrors(individualStep3Schema, { ...validBooking, preferredLanguage: 'Other' })).toEqual({
      otherLanguage: ['Please specify your language'],
    });
    expect(individualStep3Schema.safeParse({ ...validBooking, preferredLanguage: 'Other', otherLanguage: 'Malayalam' }).success).toBe(
      true,
    );
  });
});

describe('step 4, submission', () => {
  it('needs both boxes ticked, literally', () => {
    expect(fieldErrors(individualStep4Schema, { ...validBooking, termsAgreed: false, PaymentsAgreed: 'true' })).toEqual({
      termsAgreed: ['You must agree to the terms'],
      PaymentsAgreed: ['You must agree to the terms'],
    });
  });

  it('gives "Please select an option" for the three choices', () => {
    expect(fieldErrors(individualStep4Schema, { termsAgreed: true, PaymentsAgreed: true })).toEqual({
      counselorGenderPreference: ['Please select an option'],
      medicalConditions: ['Please select an option'],
      referralSource: ['Please select an option'],
    });
  });
});

describe('step 5, scheduling', () => {
  it('gives the spec messages', () => {
    expect(fieldErrors(individualStep5Schema, {})).toEqual({
      sessionDuration: ['Please select a session duration'],
      sessionDate: ['Please select a date'],
      sessionTime: ['Session time is required'],
    });
  });

  it('takes an individual catalogue id as the duration, never a price or another kind', () => {
    expect(individualStep5Schema.safeParse({ ...validBooking, sessionDuration: 'individual-60' }).success).toBe(true);
    for (const duration of ['799.00', 'couple-60', 'workshop-single']) {
      expect(fieldErrors(individualStep5Schema, { ...validBooking, sessionDuration: duration })).toEqual({
        sessionDuration: ['Please select a session duration'],
      });
    }
  });

  it('takes only the slot labels', () => {
    expect(fieldErrors(individualStep5Schema, { ...validBooking, sessionTime: '10:00 AM' })).toEqual({
      sessionTime: ['Please choose one of the available time slots'],
    });
  });
});

describe('the whole booking', () => {
  it('accepts a complete booking', () => {
    expect(individualBookingSchema.parse(validBooking)).toMatchObject({ name: 'Asha Rao', age: 29 });
  });

  it('refuses fields it does not know', () => {
    const result = individualBookingSchema.safeParse({ ...validBooking, paymentstatus: 'Paid', amount: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('applies every conditional rule', () => {
    expect(
      fieldErrors(individualBookingSchema, {
        ...validBooking,
        age: 16,
        supportReason: ['Other'],
        preferredLanguage: 'Other',
      }),
    ).toEqual({
      guardianContactNo: ['Guardian contact number is required'],
      guardianConsent: ['Please confirm that a parent or guardian agrees to this booking'],
      otherSupportReason: ['Please specify your reason'],
      otherLanguage: ['Please specify your language'],
    });
  });

  it('refuses huge free text', () => {
    expect(fieldErrors(individualBookingSchema, { ...validBooking, supportReason: ['Other'], otherSupportReason: 'x'.repeat(501) })).toEqual({
      otherSupportReason: ['Please keep this to 500 characters or fewer'],
    });
  });

  it('is the five steps together', () => {
    expect(individualStepSchemas).toHaveLength(5);
    for (const step of individualStepSchemas) expect(step.safeParse(validBooking).success).toBe(true);
  });
});

describe('the slot check', () => {
  const at = (wallClock: string) => new Date(`${wallClock}+05:30`);

  it('refuses a past date on the date field', () => {
    expect(fieldErrors(withIndividualSlotCheck(individualBookingSchema, at('2026-11-24T09:00:00')), validBooking)).toEqual({
      sessionDate: ['Past dates are not available for booking. Please select today or a future date.'],
    });
  });

  it('refuses a slot that has become too close', () => {
    const booking = { ...validBooking, sessionDate: '2026-11-23', sessionTime: '12:00 PM' };
    const schema = withIndividualSlotCheck(individualBookingSchema, at('2026-11-23T09:00:01'));
    expect(fieldErrors(schema, booking)).toEqual({
      sessionTime: ['This time is no longer available. Please choose another.'],
    });
    expect(withIndividualSlotCheck(individualBookingSchema, at('2026-11-23T09:00:00')).safeParse(booking).success).toBe(true);
  });

  it('says why today is closed', () => {
    const schema = withIndividualSlotCheck(individualStep5Schema, at('2026-11-23T20:45:00'));
    expect(fieldErrors(schema, { ...validBooking, sessionTime: '10:30 PM' })).toEqual({
      sessionDate: ["No slots available for today after 8:30 PM. Please choose tomorrow's date for available slots."],
    });
  });

  it('leaves an unknown label to the time field alone', () => {
    const schema = withIndividualSlotCheck(individualStep5Schema, at('2026-11-22T09:00:00'));
    expect(fieldErrors(schema, { ...validBooking, sessionTime: '3:15 PM' })).toEqual({
      sessionTime: ['Please choose one of the available time slots'],
    });
  });
});

describe('the session request', () => {
  const session = individualSession({ sessionDate: '2026-11-23' });

  it('asks for any matching expert when none is named', () => {
    expect(ANY_EXPERT).toBe('any');
    expect(individualSessionRequestSchema.parse(session).expertId).toBe('any');
    expect(individualSessionRequestSchema.parse({ ...session, expertId: undefined }).expertId).toBe('any');
    expect(individualSessionRequestSchema.parse({ ...session, expertId: 'any' }).expertId).toBe('any');
  });

  it('takes an expert id as a number or as digits from a form', () => {
    expect(individualSessionRequestSchema.parse({ ...session, expertId: 3 }).expertId).toBe(3);
    expect(individualSessionRequestSchema.parse({ ...session, expertId: '3' }).expertId).toBe(3);
    expect(individualSessionRequestSchema.parse({ ...session, expertId: '120' }).expertId).toBe(120);
  });

  it.each(['0', '-1', 'x', '03', ' 3', '3.0', '', 'ANY', 0, -1, 1.5, null, true])('refuses the expert %j', (expertId) => {
    expect(fieldErrors(individualSessionRequestSchema, { ...session, expertId })).toEqual({ expertId: [EXPERT_CHOICE_INVALID] });
  });

  it('still checks the session itself', () => {
    expect(fieldErrors(individualSessionRequestSchema, { ...session, sessionTime: '3:15 PM', expertId: 2 })).toEqual({
      sessionTime: ['Please choose one of the available time slots'],
    });
  });

  it('refuses fields it does not know', () => {
    expect(individualSessionRequestSchema.safeParse({ ...session, expertId: 2, price: 1 }).success).toBe(false);
  });
});
