import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { individualBooking } from '../../../tests/support/fixtures';
import { coupleSubmissionSchema } from './couple';
import { familySubmissionSchema } from './family-friends';
import { individualSessionSchema, individualSubmissionSchema } from './individual';

// What Submit sends for each wizard: every step up to Submission, nothing after it.

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

// The age as the wizard's text box sends it.
const individual = individualBooking({ age: '29' });

describe('individual submission (steps 1-4)', () => {
  it('accepts steps 1-4 without a session, the age typed as text', () => {
    expect(individualSubmissionSchema.parse(individual)).toMatchObject({ age: 29 });
  });

  it('refuses the step 5 fields, which are set on the stored booking instead', () => {
    const result = individualSubmissionSchema.safeParse({ ...individual, sessionDate: '2099-01-01' });
    expect(result.success).toBe(false);
  });

  it('gives every spec message of steps 1-4 at once', () => {
    expect(fieldErrors(individualSubmissionSchema, { age: '15', supportReason: ['Other'] })).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      gender: ['Gender is required'],
      city: ['City is required'],
      contactNo: ['Contact number is required'],
      guardianContactNo: ['Guardian contact number is required'],
      guardianConsent: ['Please confirm that a parent or guardian agrees to this booking'],
      profession: ['Profession is required'],
      otherSupportReason: ['Please specify your reason'],
      feelingsReason: ['Please select a reason'],
      previousConsultation: ['Please select an option'],
      preferredLanguage: ['Please select a language'],
      counselorGenderPreference: ['Please select an option'],
      medicalConditions: ['Please select an option'],
      referralSource: ['Please select an option'],
      termsAgreed: ['You must agree to the terms'],
      PaymentsAgreed: ['You must agree to the terms'],
    });
    expect(fieldErrors(individualSubmissionSchema, { ...individual, age: '' }).age).toEqual(['Age is required']);
    expect(fieldErrors(individualSubmissionSchema, { ...individual, email: 'asha@', guardianContactNo: '12' })).toEqual({
      email: ['Email is invalid'],
      guardianContactNo: ['Please enter a valid 10-digit phone number'],
    });
    expect(fieldErrors(individualSubmissionSchema, { ...individual, supportReason: [] }).supportReason).toEqual([
      'Please select at least one reason',
    ]);
    expect(fieldErrors(individualSubmissionSchema, { ...individual, preferredLanguage: 'Other' }).otherLanguage).toEqual([
      'Please specify your language',
    ]);
  });

  it('the session (step 5) gives its spec messages and refuses anything else', () => {
    expect(fieldErrors(individualSessionSchema, {})).toEqual({
      sessionDuration: ['Please select a session duration'],
      sessionDate: ['Please select a date'],
      sessionTime: ['Session time is required'],
    });
    expect(individualSessionSchema.safeParse({ sessionDuration: 'individual-40', sessionDate: '2099-01-01', sessionTime: '10:30 AM', amount: 1 }).success).toBe(false);
  });
});

describe('couple submission (steps 1-4)', () => {
  it('gives every spec message of steps 1-4, and leaves the duration to the payment step', () => {
    expect(fieldErrors(coupleSubmissionSchema, { relationshipStatus: 'Other', therapyGoals: ['Other'], preferredLanguage: 'Other' })).toEqual({
      name: ['Your name is required'],
      partnerName: ["Partner's name is required"],
      email: ['Email is required'],
      city: ['City is required'],
      contactNo: ['Contact number is required'],
      profession: ['Your profession is required'],
      partnerProfession: ["Partner's profession is required"],
      otherRelationshipStatus: ['Please specify your relationship status'],
      primaryConcern: ['Primary concern is required'],
      otherTherapyGoal: ['Please specify your therapy goal'],
      previousTherapy: ['Please select an option'],
      otherLanguage: ['Please specify your preferred language'],
      sessionDate: ['Please select a date'],
      sessionTime: ['Session time is required'],
      medicalConditions: ['Please select an option'],
      referralSource: ['Referral source is required'],
      termsAgreed: ['You must agree to the terms and conditions'],
      PaymentsAgreed: ['You must agree to the terms and conditions'],
    });
    expect(fieldErrors(coupleSubmissionSchema, { therapyGoals: [] }).therapyGoals).toEqual(['At least one therapy goal is required']);
    expect(fieldErrors(coupleSubmissionSchema, {}).relationshipStatus).toEqual(['Relationship status is required']);
    expect(fieldErrors(coupleSubmissionSchema, {}).preferredLanguage).toEqual(['Preferred language is required']);
    expect(fieldErrors(coupleSubmissionSchema, {}).sessionDuration).toBeUndefined();
  });
});

describe('family/friends submission (steps 1-3)', () => {
  it('gives every spec message of steps 1-3', () => {
    expect(
      fieldErrors(familySubmissionSchema, { relationshipType: 'Other', primaryConcern: 'Other', therapyGoals: 'Other', preferredLanguage: 'Other' }),
    ).toEqual({
      name: ['Your name is required'],
      email: ['Email is required'],
      contactNo: ['Contact number is required'],
      city: ['City is required'],
      participantsNames: ["Other participants' names are required"],
      profession: ['Your profession is required'],
      otherRelationshipType: ['Please specify your relationship with the participants'],
      otherPrimaryConcern: ['Please specify your primary concern'],
      otherTherapyGoal: ['Please specify your therapy goal'],
      previousTherapy: ['Please select an option'],
      otherLanguage: ['Please specify your preferred language'],
      sessionDate: ['Please select a date'],
      sessionTime: ['Session time is required'],
      medicalConditions: ['Please select an option'],
      referralSource: ['Referral source is required'],
      termsAgreed: ['You must agree to the terms and conditions'],
      PaymentsAgreed: ['You must agree to the payment terms'],
    });
    const empty = fieldErrors(familySubmissionSchema, {});
    expect(empty.relationshipType).toEqual(['Relationship type is required']);
    expect(empty.primaryConcern).toEqual(['Primary concern is required']);
    expect(empty.therapyGoals).toEqual(['A therapy goal is required']);
    expect(empty.preferredLanguage).toEqual(['Preferred language is required']);
  });
});
