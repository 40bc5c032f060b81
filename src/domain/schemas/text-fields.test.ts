import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  assessmentReport,
  blogPost,
  calendarRequest,
  contactMessage,
  coupleBooking,
  familyBooking,
  individualBooking,
  workshopRegistration,
} from '../../../tests/support/fixtures';
import { assessmentSubmissionSchema } from './assessment-report';
import { blogPostSchema, INVALID_IMAGE_URL, INVISIBLE_IN_URL } from './blog-post';
import { calendarRequestSchema, INVALID_ATTENDEE } from './calendar-request';
import { contactSchema } from './contact';
import { coupleSubmissionSchema } from './couple';
import { familySubmissionSchema } from './family-friends';
import { EMAIL_INVALID, INVALID_PHONE } from './fields';
import { individualSessionSchema, individualSubmissionSchema } from './individual';
import { workshopRegistrationSchema } from './workshop';

// Every free-text field a visitor or a staff member types, in every form schema: invisible
// controls are removed (docs/decisions/012-invisible-characters.md), what people write in
// any script stays exactly as typed, and identifiers with such characters are refused.

// Each form with its "Other" boxes filled in, so those free-text fields are checked too.
const contact = contactMessage();
const individual = individualBooking({ supportReason: ['Other'], otherSupportReason: 'Exams', preferredLanguage: 'Other', otherLanguage: 'Tulu' });
const couple = coupleBooking({
  relationshipStatus: 'Other',
  otherRelationshipStatus: 'Engaged',
  therapyGoals: ['Other'],
  otherTherapyGoal: 'Trust',
  preferredLanguage: 'Other',
  otherLanguage: 'Konkani',
});
const family = familyBooking({
  relationshipType: 'Other',
  otherRelationshipType: 'Cousins',
  primaryConcern: 'Other',
  otherPrimaryConcern: 'Distance',
  therapyGoals: 'Other',
  otherTherapyGoal: 'Closeness',
  preferredLanguage: 'Other',
  otherLanguage: 'Sindhi',
});
const report = assessmentReport('anxiety', { comments: 'Thank you' });
const meeting = calendarRequest({ location: 'Online' });
const blog = blogPost();

type Form = { name: string; schema: z.ZodType; valid: Record<string, unknown>; single: string[]; multi: string[]; required: Record<string, string> };

const FORMS: Form[] = [
  { name: 'contact', schema: contactSchema, valid: contact, single: ['fullName', 'subject'], multi: ['message'], required: { fullName: 'Full name is required', subject: 'Subject is required', message: 'Message is required' } },
  {
    name: 'individual booking',
    schema: individualSubmissionSchema,
    valid: individual,
    single: ['name', 'city', 'otherLanguage'],
    multi: ['otherSupportReason'],
    required: { name: 'Name is required', city: 'City is required', otherSupportReason: 'Please specify your reason', otherLanguage: 'Please specify your language' },
  },
  {
    name: 'couple booking',
    schema: coupleSubmissionSchema,
    valid: couple,
    single: ['name', 'partnerName', 'city', 'otherRelationshipStatus', 'otherLanguage'],
    multi: ['otherTherapyGoal'],
    required: { name: 'Your name is required', partnerName: "Partner's name is required", city: 'City is required', otherTherapyGoal: 'Please specify your therapy goal' },
  },
  {
    name: 'family/friends booking',
    schema: familySubmissionSchema,
    valid: family,
    single: ['name', 'city', 'otherRelationshipType', 'otherLanguage'],
    multi: ['participantsNames', 'otherPrimaryConcern', 'otherTherapyGoal'],
    required: { name: 'Your name is required', participantsNames: "Other participants' names are required", otherPrimaryConcern: 'Please specify your primary concern' },
  },
  { name: 'workshop registration', schema: workshopRegistrationSchema, valid: workshopRegistration(), single: ['name'], multi: [], required: { name: 'Name is required' } },
  { name: 'self-assessment report', schema: assessmentSubmissionSchema('anxiety'), valid: report, single: ['fullName'], multi: ['comments'], required: { fullName: 'Full name is required' } },
  { name: 'staff meeting', schema: calendarRequestSchema, valid: meeting, single: ['summary', 'location'], multi: ['description'], required: { summary: 'Title is required' } },
  { name: 'blog post', schema: blogPostSchema, valid: blog, single: ['title', 'category'], multi: ['content'], required: { title: 'Please fill in all required fields.' } },
];

const fieldsOf = (kind: 'single' | 'multi') => FORMS.flatMap((form) => form[kind].map((field) => [form.name, field, form] as const));

function parsed(form: Form, field: string, value: string): Record<string, unknown> {
  return form.schema.parse({ ...form.valid, [field]: value }) as Record<string, unknown>;
}

function messageFor(form: Form, field: string, value: unknown): string | undefined {
  const result = form.schema.safeParse({ ...form.valid, [field]: value });
  return result.success ? undefined : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>)[field]?.[0];
}

const WRITTEN = ['अंजलि शर्मा', 'क्‍ष क्‌ष', 'கார்த்திக்', 'র‌্যাব', 'ഫാത്തിമ', 'مریم\u200f', 'שרה \u200eA', '👩🏽‍⚕️ 👨‍👩‍👧'];

describe('single-line text fields', () => {
  it.each(fieldsOf('single'))('%s: %s drops invisible controls and turns line breaks into spaces', (_form, field, form) => {
    expect(parsed(form, field, '\u202eA\u0000sha\u2066 R\u009bao\r\nPune\u202c')[field]).toBe('Asha Rao Pune');
  });

  it.each(fieldsOf('single'))('%s: %s keeps what people write in any script, exactly', (_form, field, form) => {
    for (const text of WRITTEN) expect(parsed(form, field, text)[field]).toBe(text);
  });
});

describe('multi-line text fields', () => {
  it.each(fieldsOf('multi'))('%s: %s drops invisible controls and keeps its lines', (_form, field, form) => {
    expect(parsed(form, field, 'Dear team,\r\n\u202eI need\u0000 help.\rधन्यवाद\t🙏')[field]).toBe('Dear team,\nI need help.\nधन्यवाद\t🙏');
  });

  it.each(fieldsOf('multi'))('%s: %s keeps what people write in any script, exactly', (_form, field, form) => {
    for (const text of WRITTEN) expect(parsed(form, field, text)[field]).toBe(text);
  });
});

describe('a required text of invisible characters only', () => {
  const cases = FORMS.flatMap((form) => Object.entries(form.required).map(([field, message]) => [form.name, field, message, form] as const));
  it.each(cases)('%s: %s says %j', (_form, field, message, form) => {
    expect(messageFor(form, field, '\u0000\u202e\u200b\u200d \u2066')).toBe(message);
  });
});

describe('identifiers are refused, not cleaned', () => {
  it.each([
    ['an e-mail address', contactSchema, contact, 'email', 'neha\u202e@example.in', EMAIL_INVALID],
    ['a phone number', contactSchema, contact, 'phoneNumber', '99887766\u000055', INVALID_PHONE],
    ['a date', individualSessionSchema, { sessionDuration: 'individual-60', sessionDate: '2026-11-27', sessionTime: '10:30 AM' }, 'sessionDate', '2026-11-27\u0000', 'Please select a valid date.'],
    ['a blog address', blogPostSchema, blog, 'url', 'sleep\u202e-and-mood', INVISIBLE_IN_URL],
    ['a blog image URL', blogPostSchema, blog, 'featuredImage', 'https://example.in/a\u0000.png', INVALID_IMAGE_URL],
    ['a meeting attendee', calendarRequestSchema, meeting, 'attendees', ['asha\u0000@example.in'], INVALID_ATTENDEE],
  ] as const)('%s', (_what, schema, valid, field, value, message) => {
    const result = (schema as z.ZodType).safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((issue) => issue.message)).toContain(message);
  });
});
