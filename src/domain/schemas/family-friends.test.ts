import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { familyBooking } from '../../../tests/support/fixtures';
import {
  familyBookingSchema,
  familyStep1Schema,
  familyStep2Schema,
  familyStep3Schema,
  familyStep4Schema,
  familyStepSchemas,
} from './family-friends';

const validBooking = { ...familyBooking(), sessionDuration: 'family-60' };

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

describe('family/friends wizard', () => {
  it('step 1, participant info, gives the spec messages', () => {
    expect(fieldErrors(familyStep1Schema, {})).toEqual({
      name: ['Your name is required'],
      email: ['Email is required'],
      contactNo: ['Contact number is required'],
      city: ['City is required'],
      participantsNames: ["Other participants' names are required"],
      profession: ['Your profession is required'],
      relationshipType: ['Relationship type is required'],
    });
    expect(fieldErrors(familyStep1Schema, { ...validBooking, relationshipType: 'Other' })).toEqual({
      otherRelationshipType: ['Please specify your relationship with the participants'],
    });
  });

  it('step 2, therapy goals, takes a single goal and needs Other spelled out', () => {
    expect(fieldErrors(familyStep2Schema, {})).toEqual({
      primaryConcern: ['Primary concern is required'],
      therapyGoals: ['A therapy goal is required'],
      previousTherapy: ['Please select an option'],
    });
    expect(fieldErrors(familyStep2Schema, { ...validBooking, primaryConcern: 'Other', therapyGoals: 'Other' })).toEqual({
      otherPrimaryConcern: ['Please specify your primary concern'],
      otherTherapyGoal: ['Please specify your therapy goal'],
    });
    expect(fieldErrors(familyStep2Schema, { ...validBooking, therapyGoals: ['Resolving Conflicts'] })).toEqual({
      therapyGoals: ['A therapy goal is required'],
    });
  });

  it('step 3, submission, gives the spec messages, including the payment terms', () => {
    expect(fieldErrors(familyStep3Schema, {})).toEqual({
      preferredLanguage: ['Preferred language is required'],
      sessionDate: ['Please select a date'],
      sessionTime: ['Session time is required'],
      medicalConditions: ['Please select an option'],
      referralSource: ['Referral source is required'],
      termsAgreed: ['You must agree to the terms and conditions'],
      PaymentsAgreed: ['You must agree to the payment terms'],
    });
    expect(fieldErrors(familyStep3Schema, { ...validBooking, preferredLanguage: 'Other' })).toEqual({
      otherLanguage: ['Please specify your preferred language'],
    });
  });

  it('step 4, payment, takes only the family catalogue id', () => {
    expect(fieldErrors(familyStep4Schema, { sessionDuration: 'couple-60' })).toEqual({
      sessionDuration: ['Please select a session duration'],
    });
  });

  it('accepts the whole booking and refuses extras', () => {
    expect(familyBookingSchema.safeParse(validBooking).success).toBe(true);
    expect(familyBookingSchema.safeParse({ ...validBooking, paymentstatus: 'Paid' }).success).toBe(false);
    expect(familyBookingSchema.safeParse({ ...validBooking, participantsNames: 'x'.repeat(501) }).success).toBe(false);
    for (const step of familyStepSchemas) expect(step.safeParse(validBooking).success).toBe(true);
  });
});
