import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coupleBooking } from '../../../tests/support/fixtures';
import {
  coupleBookingSchema,
  coupleStep1Schema,
  coupleStep2Schema,
  coupleStep3Schema,
  coupleStep4Schema,
  coupleStep5Schema,
  coupleStepSchemas,
} from './couple';
import { withSessionWindowCheck } from './session-time';

// The whole booking, its window on Monday 23 Nov 2026: the day the window check below is about.
const validBooking = { ...coupleBooking({ sessionDate: '2026-11-23' }), sessionDuration: 'couple-60' };

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

describe('couple wizard', () => {
  it('step 1 gives the spec messages', () => {
    expect(fieldErrors(coupleStep1Schema, {})).toEqual({
      name: ['Your name is required'],
      partnerName: ["Partner's name is required"],
      email: ['Email is required'],
      city: ['City is required'],
      contactNo: ['Contact number is required'],
      profession: ['Your profession is required'],
      partnerProfession: ["Partner's profession is required"],
      relationshipStatus: ['Relationship status is required'],
    });
    expect(fieldErrors(coupleStep1Schema, { ...validBooking, email: 'ravi@', contactNo: '12345' })).toEqual({
      email: ['Email is invalid'],
      contactNo: ['Please enter a valid 10-digit phone number'],
    });
  });

  it('step 1 needs the status spelled out when Other, alongside other errors', () => {
    expect(fieldErrors(coupleStep1Schema, { ...validBooking, name: '', relationshipStatus: 'Other' })).toEqual({
      name: ['Your name is required'],
      otherRelationshipStatus: ['Please specify your relationship status'],
    });
  });

  it('step 2 needs a concern and at least one goal, and the goal spelled out when Other', () => {
    expect(fieldErrors(coupleStep2Schema, { therapyGoals: [] })).toEqual({
      primaryConcern: ['Primary concern is required'],
      therapyGoals: ['At least one therapy goal is required'],
    });
    expect(fieldErrors(coupleStep2Schema, { ...validBooking, therapyGoals: ['Other'] })).toEqual({
      otherTherapyGoal: ['Please specify your therapy goal'],
    });
  });

  it('step 3 gives the spec messages', () => {
    expect(fieldErrors(coupleStep3Schema, {})).toEqual({
      previousTherapy: ['Please select an option'],
      preferredLanguage: ['Preferred language is required'],
    });
    expect(fieldErrors(coupleStep3Schema, { ...validBooking, preferredLanguage: 'Other' })).toEqual({
      otherLanguage: ['Please specify your preferred language'],
    });
    // The individual form's languages are not offered to couples.
    expect(fieldErrors(coupleStep3Schema, { ...validBooking, preferredLanguage: 'Tamil' })).toEqual({
      preferredLanguage: ['Preferred language is required'],
    });
  });

  it('step 4 gives the spec messages, the same one for both boxes', () => {
    expect(fieldErrors(coupleStep4Schema, {})).toEqual({
      sessionDate: ['Please select a date'],
      sessionTime: ['Session time is required'],
      medicalConditions: ['Please select an option'],
      referralSource: ['Referral source is required'],
      termsAgreed: ['You must agree to the terms and conditions'],
      PaymentsAgreed: ['You must agree to the terms and conditions'],
    });
    expect(fieldErrors(coupleStep4Schema, { ...validBooking, sessionTime: '10:30 AM', medicalConditions: 'Prefer not to say' })).toEqual({
      sessionTime: ['Session time is required'],
      medicalConditions: ['Please select an option'],
    });
  });

  it('step 5 takes only the couple catalogue id', () => {
    expect(coupleStep5Schema.safeParse(validBooking).success).toBe(true);
    expect(fieldErrors(coupleStep5Schema, { sessionDuration: '1500.00' })).toEqual({
      sessionDuration: ['Please select a session duration'],
    });
    expect(fieldErrors(coupleStep5Schema, { sessionDuration: 'family-60' })).toEqual({
      sessionDuration: ['Please select a session duration'],
    });
  });

  it('accepts the whole booking, refuses extras, and applies every rule', () => {
    expect(coupleBookingSchema.safeParse(validBooking).success).toBe(true);
    expect(coupleBookingSchema.safeParse({ ...validBooking, amount: 1 }).success).toBe(false);
    expect(
      fieldErrors(coupleBookingSchema, { ...validBooking, relationshipStatus: 'Other', therapyGoals: ['Other'], preferredLanguage: 'Other' }),
    ).toEqual({
      otherRelationshipStatus: ['Please specify your relationship status'],
      otherTherapyGoal: ['Please specify your therapy goal'],
      otherLanguage: ['Please specify your preferred language'],
    });
    for (const step of coupleStepSchemas) expect(step.safeParse(validBooking).success).toBe(true);
  });

  it('checks the window is still bookable when asked to', () => {
    const at = (wallClock: string) => new Date(`${wallClock}+05:30`);
    expect(withSessionWindowCheck(coupleBookingSchema, at('2026-11-23T14:00:00')).safeParse(validBooking).success).toBe(true);
    expect(fieldErrors(withSessionWindowCheck(coupleBookingSchema, at('2026-11-23T15:30:00')), validBooking)).toEqual({
      sessionTime: ['This time is no longer available. Please choose another.'],
    });
    expect(fieldErrors(withSessionWindowCheck(coupleBookingSchema, at('2026-11-24T08:00:00')), validBooking)).toEqual({
      sessionDate: ['Past dates are not available for booking. Please select today or a future date.'],
    });
  });
});
