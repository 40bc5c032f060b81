import { randomUUID } from 'node:crypto';
import { assessmentOf } from '../../src/domain/assessments/registry';
import { score as scoreOf } from '../../src/domain/assessments/scoring';
import type { AssessmentId } from '../../src/domain/assessments/assessment';

// Valid requests the fuzzers start from: a request broken in one place reaches as deep as
// validation goes only if the rest of it is right.

// 20 Nov 2026, 11:30 AM IST: next week's slots are open.
export const NOW = new Date('2026-11-20T06:00:00Z');
export const NEXT_WEEK = '2026-11-27';
export const ADMIN_PASSWORD = 'correct horse battery staple';

export const contact = { fullName: 'Neha Gupta', email: 'neha@example.in', phoneNumber: '9988776655', subject: 'Sessions', message: 'Do you offer sessions in Marathi?' };
export const individual = {
  name: 'Asha Rao', email: 'asha@example.in', gender: 'Female', city: 'Pune', contactNo: '9876543210', guardianContactNo: '',
  profession: 'Professional', age: 29, guardianConsent: false, supportReason: ['Stress and anxiety'], otherSupportReason: '',
  feelingsReason: 'Work-related stress', previousConsultation: 'No', preferredLanguage: 'Hindi', otherLanguage: '',
  counselorGenderPreference: 'No preference', medicalConditions: 'No', referralSource: 'Instagram', termsAgreed: true, PaymentsAgreed: true,
};
export const couple = {
  name: 'Ravi Kumar', partnerName: 'Meera Kumar', email: 'ravi@example.in', city: 'Chennai', contactNo: '9876543211', profession: 'Professional',
  partnerProfession: 'Self-employed', relationshipStatus: 'Married', otherRelationshipStatus: '', primaryConcern: 'Communication issues',
  therapyGoals: ['Improve communication'], otherTherapyGoal: '', previousTherapy: 'No', preferredLanguage: 'English', otherLanguage: '',
  sessionDate: NEXT_WEEK, sessionTime: '6 PM to 9 PM', medicalConditions: 'No', referralSource: 'Word of mouth', termsAgreed: true, PaymentsAgreed: true,
};
export const familyFriends = {
  name: 'Farah Khan', email: 'farah@example.in', contactNo: '9876543212', city: 'Indore', participantsNames: 'Sana, Imran', profession: 'Homemaker',
  relationshipType: 'Siblings', otherRelationshipType: '', primaryConcern: 'Emotional Distance', otherPrimaryConcern: '',
  therapyGoals: 'Improving Communication', otherTherapyGoal: '', previousTherapy: 'Yes', preferredLanguage: 'Hindi', otherLanguage: '',
  sessionDate: NEXT_WEEK, sessionTime: '12 PM to 3 PM', medicalConditions: 'No', referralSource: 'Google search', termsAgreed: true, PaymentsAgreed: true,
};
export const registration = { name: 'Neha Jain', phone: '9876543210', email: 'neha@example.in' };
export const individualSession = { sessionDuration: 'individual-60', sessionDate: NEXT_WEEK, sessionTime: '10:30 AM' };
export const blogPost = { title: 'Sleep and mood', content: '<p>Rest well.</p>', url: 'sleep-and-mood', category: 'Sleep', featuredImage: '' };
export const calendarRequest = {
  summary: 'Check-in',
  description: 'A short call',
  startDateTime: '2026-11-27T10:30:00+05:30',
  endDateTime: '2026-11-27T11:00:00+05:30',
  attendees: ['asha@example.in'],
  sendNotifications: true,
};

export function assessment(test: AssessmentId) {
  const answers = assessmentOf(test).questions.map(() => 1);
  return { fullName: 'Asha Verma', contactNumber: '9876543210', email: 'asha@example.in', answers, score: scoreOf(answers) };
}

async function expectStatus(res: Response, status: number): Promise<unknown> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${res.url} answered ${res.status}, not ${status}: ${text.slice(0, 300)}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** A stored individual booking and its access token. */
export async function bookIndividual(url: string): Promise<{ id: number; token: string }> {
  const res = await fetch(`${url}/api/submissions/individual`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(individual),
  });
  return (await expectStatus(res, 201)) as { id: number; token: string };
}

/** A booking with its session set, ready to be paid. */
export async function bookIndividualSession(url: string): Promise<{ id: number; token: string }> {
  const booking = await bookIndividual(url);
  const res = await fetch(`${url}/api/bookings/individual/${booking.id}/session`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${booking.token}` },
    body: JSON.stringify(individualSession),
  });
  await expectStatus(res, 200);
  return booking;
}

/** A sandbox payment started for a fresh booking: its merchant transaction id. */
export async function startPayment(url: string): Promise<string> {
  const { id, token } = await bookIndividualSession(url);
  const res = await fetch(`${url}/api/payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ purpose: 'booking', kind: 'individual', id, option: 'individual-60' }),
  });
  return ((await expectStatus(res, 201)) as { merchantTransactionId: string }).merchantTransactionId;
}
