import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactMessage, reportVisitor, workshopRegistration } from '../../../tests/support/fixtures';
import { INVALID_SCORE, answersSchema, assessmentReportSchema, assessmentSubmissionSchema } from './assessment-report';
import { contactSchema } from './contact';
import { workshopRegistrationSchema } from './workshop';

function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(value);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

describe('contact form', () => {
  const message = contactMessage();

  it('requires all five fields', () => {
    expect(fieldErrors(contactSchema, {})).toEqual({
      fullName: ['Full name is required'],
      email: ['Email is required'],
      phoneNumber: ['Phone number is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
  });

  it('accepts a message, trimmed, and refuses huge ones and extra fields', () => {
    expect(contactSchema.parse({ ...message, subject: '  Hi  ' }).subject).toBe('Hi');
    expect(fieldErrors(contactSchema, { ...message, message: 'x'.repeat(5001) })).toEqual({
      message: ['Please keep this to 5000 characters or fewer'],
    });
    expect(contactSchema.safeParse({ ...message, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...message, submittedAt: 'now' }).success).toBe(false);
  });
});

describe('assessment report form', () => {
  it('requires name, a 10-digit contact number and email', () => {
    expect(fieldErrors(assessmentReportSchema, {})).toEqual({
      fullName: ['Full name is required'],
      contactNumber: ['Contact number is required'],
      email: ['Email is required'],
    });
    expect(fieldErrors(assessmentReportSchema, { fullName: 'A', contactNumber: '0987654321', email: 'a@b.in' })).toEqual({
      contactNumber: ['Please enter a valid 10-digit phone number'],
    });
  });

  it('stores the raw answers, one per question, null for skipped, with the score they add up to', () => {
    const submission = assessmentSubmissionSchema('anxiety');
    const report = reportVisitor();
    expect(submission.safeParse({ ...report, answers: [0, 1, 2, 3, null, 0, 1], score: 7 }).success).toBe(true);
    expect(submission.safeParse({ ...report, answers: [0, 1, 2, 3, null, 0, 1], score: 7, comments: 'Thanks' }).success).toBe(true);
    expect(fieldErrors(submission, { ...report, answers: [0, 1, 2], score: 3 })).toEqual({
      answers: ['Please answer or skip every question'],
    });
    expect(fieldErrors(submission, { ...report, answers: [0, 1, 2, 4, 0, 0, 0], score: 7 })).toEqual({
      answers: ['Please answer or skip every question'],
    });
    expect(answersSchema('depression').safeParse(Array.from({ length: 21 }, () => null)).success).toBe(true);
  });

  it('refuses a score that is missing, impossible or not what the answers add up to', () => {
    const submission = assessmentSubmissionSchema('anxiety');
    const valid = reportVisitor({ answers: [3, 3, 3, 3, 3, 0, null] });
    expect(submission.safeParse({ ...valid, score: 15 }).success).toBe(true);
    for (const score of [undefined, 14, 16, 22, -1, 2.5, '15']) {
      expect(fieldErrors(submission, { ...valid, score })).toEqual({ score: [INVALID_SCORE] });
    }
    expect(INVALID_SCORE).toBe('Invalid Score');
    // Only what the form sends: the server adds the date and the detailed assessment itself.
    expect(submission.safeParse({ ...valid, score: 15, submissionDate: '2025-03-05T10:00:00Z' }).success).toBe(false);
  });
});

describe('workshop registration', () => {
  it('requires name, phone and email', () => {
    expect(fieldErrors(workshopRegistrationSchema, {})).toEqual({
      name: ['Name is required'],
      phone: ['Phone number is required'],
      email: ['Email is required'],
    });
    expect(workshopRegistrationSchema.safeParse(workshopRegistration()).success).toBe(true);
  });
});
