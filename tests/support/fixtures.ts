import type { AssessmentId } from '../../src/domain/assessments/assessment';
import { assessmentOf } from '../../src/domain/assessments/registry';
import { score as scoreOf } from '../../src/domain/assessments/scoring';

// One valid example of each form, for every test that needs one: a test passes as overrides
// only the values it is about, so it says what matters and the rest stays the same
// everywhere. Imports only from src/domain, so domain, offline, screen and server tests can
// all use it.

// 20 Nov 2026, 11:30 AM IST: the server's clock in the tests; next week's slots are open.
export const NOW = new Date('2026-11-20T06:00:00Z');
export const TODAY = '2026-11-20';
export const NEXT_WEEK = '2026-11-27';
export const ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * A maker of fresh copies of a form with some values replaced (or added: a test of a refusal
 * may send a field the form does not have). Each call builds the form anew, so a test that
 * changes its copy changes no other test's.
 */
function fixture<T extends object>(build: () => T) {
  return <O extends object = Record<never, never>>(overrides: O = {} as O): Omit<T, keyof O> & O => ({ ...build(), ...overrides });
}

/** Steps 1-4 of the individual wizard: what it submits before the session is chosen. */
export const individualBooking = fixture(() => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  gender: 'Female',
  city: 'Pune',
  contactNo: '9876543210',
  guardianContactNo: '',
  profession: 'Professional',
  age: 29,
  guardianConsent: false,
  supportReason: ['Stress and anxiety'],
  otherSupportReason: '',
  feelingsReason: 'Work-related stress',
  previousConsultation: 'No',
  preferredLanguage: 'Hindi',
  otherLanguage: '',
  counselorGenderPreference: 'No preference',
  medicalConditions: 'No',
  referralSource: 'Instagram',
  termsAgreed: true,
  PaymentsAgreed: true,
}));

/** Step 5 of the individual wizard, set on the stored booking. */
export const individualSession = fixture(() => ({ sessionDuration: 'individual-60', sessionDate: NEXT_WEEK, sessionTime: '10:30 AM' }));

/** Steps 1-4 of the couple wizard; the duration is chosen when paying. */
export const coupleBooking = fixture(() => ({
  name: 'Ravi Kumar',
  partnerName: 'Meera Kumar',
  email: 'ravi@example.in',
  city: 'Chennai',
  contactNo: '9876543211',
  profession: 'Professional',
  partnerProfession: 'Self-employed',
  relationshipStatus: 'Married',
  otherRelationshipStatus: '',
  primaryConcern: 'Communication issues',
  therapyGoals: ['Improve communication'],
  otherTherapyGoal: '',
  previousTherapy: 'No',
  preferredLanguage: 'English',
  otherLanguage: '',
  sessionDate: NEXT_WEEK,
  sessionTime: '6 PM to 9 PM',
  medicalConditions: 'No',
  referralSource: 'Word of mouth',
  termsAgreed: true,
  PaymentsAgreed: true,
}));

/** Steps 1-3 of the family/friends wizard; the duration is chosen when paying. */
export const familyBooking = fixture(() => ({
  name: 'Farah Khan',
  email: 'farah@example.in',
  contactNo: '9876543212',
  city: 'Indore',
  participantsNames: 'Sana, Imran',
  profession: 'Homemaker',
  relationshipType: 'Siblings',
  otherRelationshipType: '',
  primaryConcern: 'Emotional Distance',
  otherPrimaryConcern: '',
  therapyGoals: 'Improving Communication',
  otherTherapyGoal: '',
  previousTherapy: 'Yes',
  preferredLanguage: 'Hindi',
  otherLanguage: '',
  sessionDate: NEXT_WEEK,
  sessionTime: '12 PM to 3 PM',
  medicalConditions: 'No',
  referralSource: 'Google search',
  termsAgreed: true,
  PaymentsAgreed: true,
}));

export const contactMessage = fixture(() => ({
  fullName: 'Neha Gupta',
  email: 'neha@example.in',
  phoneNumber: '9988776655',
  subject: 'Question about sessions',
  message: 'Do you offer sessions in Marathi?',
}));

export const workshopRegistration = fixture(() => ({ name: 'Neha Jain', phone: '9876543210', email: 'neha@example.in' }));

/** Who a self-assessment report goes to: the form under the questions. */
export const reportVisitor = fixture(() => ({ fullName: 'Asha Verma', contactNumber: '9876543210', email: 'asha@example.in' }));

/** A self-assessment report with every question answered 1, and the score that makes. */
export function assessmentReport<O extends object = Record<never, never>>(test: AssessmentId, overrides?: O) {
  const answers = assessmentOf(test).questions.map(() => 1);
  return reportVisitor({ answers, score: scoreOf(answers), ...overrides });
}

export const blogPost = fixture(() => ({ title: 'Sleep and mood', content: '<p>Rest well.</p>', url: 'sleep-and-mood', category: 'Sleep', featuredImage: '' }));

/** A staff member's meeting request (the Create meeting form). */
export const calendarRequest = fixture(() => ({
  summary: 'Check-in',
  description: 'A short call',
  startDateTime: '2026-11-27T10:30:00+05:30',
  endDateTime: '2026-11-27T11:00:00+05:30',
  attendees: ['asha@example.in'],
  sendNotifications: true,
}));
