import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminRecordKind } from '../../domain/admin-paths';
import { json, stubApi } from '../../../tests/support/stub-api';
import { ADMIN_LISTS } from './kinds';
import { SubmissionDetailPage } from './SubmissionDetailPage';
import { SubmissionListPage } from './SubmissionListPage';

// Every kind's detail page under the labels people read (src/domain/submission-labels.ts),
// with stored codes shown as what they stand for.

afterEach(() => vi.unstubAllGlobals());

const listOf = (kind: AdminRecordKind) => ADMIN_LISTS.find((list) => list.recordKind === kind)!;
const SUBMITTED = '2025-06-01T10:00:00.000Z';
const SUBMITTED_SHOWN = /1 Jun 2025.*3:30/;

const booking = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  contactNo: '9876543210',
  city: 'Pune',
  profession: 'Professional',
  preferredLanguage: 'Hindi',
  otherLanguage: '',
  referralSource: 'Instagram',
  sessionDate: '2025-06-10',
  termsAgreed: true,
  PaymentsAgreed: true,
  submitted_date: SUBMITTED,
  paymentstatus: 'Pending',
  submittedAt: SUBMITTED,
};

const assessment = {
  fullName: 'Asha Rao',
  contactNumber: '9876543210',
  email: 'asha@example.in',
  submissionDate: SUBMITTED,
  score: 12,
  responses: [{ question: 'Sadness', answer: 'Several days' }],
  comments: '',
  detailedAssessment: { totalScore: 12 },
  submittedAt: SUBMITTED,
};

type Case = { kind: AdminRecordKind; record: Record<string, unknown>; shows: Record<string, string | RegExp> };

const CASES: Case[] = [
  {
    kind: 'individual',
    record: {
      ...booking,
      gender: 'Female',
      age: 29,
      guardianConsent: false,
      supportReason: ['Depression', 'Other'],
      otherSupportReason: 'Sleep',
      feelingsReason: 'Work-related stress',
      previousConsultation: 'No',
      counselorGenderPreference: 'No preference',
      medicalConditions: 'No',
      sessionTime: '10:00 AM',
      sessionDuration: 'individual-40',
    },
    shows: {
      'Contact number': '9876 543 210',
      'What would you like support with?': 'Depression, Other',
      'Preferred language': 'Hindi',
      'Other language': '—',
      'Session duration': /^40 minutes$/,
      'Session date': /^Tuesday, 10 June 2025$/,
      'Payment status': 'Pending',
      'Parent or guardian agrees': 'No',
      'Submission date': SUBMITTED_SHOWN,
      'Submitted at': SUBMITTED_SHOWN,
    },
  },
  {
    kind: 'couple',
    record: {
      ...booking,
      partnerName: 'Ravi Rao',
      partnerProfession: 'Student',
      relationshipStatus: 'Married',
      primaryConcern: 'Trust issues',
      therapyGoals: ['Rebuild trust'],
      previousTherapy: 'No',
      medicalConditions: 'No',
      sessionTime: '9 AM to 12 PM',
      sessionDuration: 'couple-60',
      paymentMethod: 'UPI',
    },
    shows: {
      "Partner's name": 'Ravi Rao',
      'What would you like to achieve together?': 'Rebuild trust',
      'Session time (IST)': '9 AM to 12 PM',
      'Session duration': /^60 minutes$/,
      'Payment method': 'UPI',
    },
  },
  {
    kind: 'family-friends',
    record: {
      ...booking,
      phone: '9123456780',
      participantsNames: 'Meera, Kabir',
      relationshipType: 'Siblings',
      primaryConcern: 'Emotional Distance',
      therapyGoals: 'Improving Communication',
      previousTherapy: 'Yes',
      medicalConditions: 'No',
      sessionTime: '3 PM to 6 PM',
      sessionDuration: 'family-60',
    },
    shows: {
      "Other participants' names": 'Meera, Kabir',
      'Relationship with the participants': 'Siblings',
      'Phone number': '9123 456 780',
      'Session duration': /^60 minutes$/,
      'Payment status': 'Pending',
    },
  },
  ...(['depression', 'anxiety', 'general-health'] as const).map((kind) => ({
    kind,
    record: assessment,
    shows: { 'Full name': 'Asha Rao', 'Contact number': '9876 543 210', 'Submission date': SUBMITTED_SHOWN, Score: '12', 'Submitted at': SUBMITTED_SHOWN },
  })),
  {
    kind: 'contact',
    record: { fullName: 'Asha Rao', email: 'asha@example.in', phoneNumber: '9876543210', subject: 'Sessions', message: 'Are evenings possible?', submittedAt: SUBMITTED },
    shows: { 'Full name': 'Asha Rao', 'E-mail': 'asha@example.in', 'Phone number': '9876 543 210', Subject: 'Sessions', Message: 'Are evenings possible?', 'Submitted at': SUBMITTED_SHOWN },
  },
  {
    kind: 'workshop-registration',
    record: {
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.in',
      eventSlug: 'art-therapy-workshop',
      eventTitle: 'Art Therapy Workshop',
      paymentStatus: 'Paid',
      pass: 'workshop-couple',
      amount: 99_900,
      submittedAt: SUBMITTED,
    },
    shows: { 'Phone number': '9876 543 210', Event: 'Art Therapy Workshop', Pass: /^Couple pass$/, 'Amount paid': /^₹999$/, 'Payment status': 'Paid' },
  },
];

function renderDetail(kind: AdminRecordKind, record: Record<string, unknown>) {
  const list = listOf(kind);
  stubApi({
    [`/api/admin/${list.kind}/1`]: [
      json({ data: { id: 1, kind, name: 'Asha Rao', email: 'asha@example.in', phone: '9876543210', status: null, createdAt: SUBMITTED, fields: {}, record } }),
    ],
  });
  render(
    <MemoryRouter initialEntries={[`/detail/1`]}>
      <Routes>
        <Route path="/detail/:id" element={<SubmissionDetailPage list={list} />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The value beside a label in the page's definition lists. */
function valueOf(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!term) throw new Error(`No field labelled "${label}"`);
  return term.nextElementSibling as HTMLElement;
}

describe('a submission detail shows labels and what stored codes stand for', () => {
  it.each(CASES)('$kind', async ({ kind, record, shows }) => {
    renderDetail(kind, record);
    await screen.findByText('Submission ID: 1');
    for (const [label, value] of Object.entries(shows)) expect(valueOf(label), label).toHaveTextContent(value);
    // No field key in code spelling is left on the page, in its sections or under "Other details".
    for (const term of screen.getAllByRole('term')) expect(term.textContent).not.toMatch(/[a-z][A-Z]|_|^[a-z]/);
  });
});

describe('a staff list card', () => {
  it('names its columns as the detail does', async () => {
    const list = listOf('individual');
    stubApi({
      '/api/admin/individual?sort=newest&page=1&pageSize=12': [
        json({
          items: [
            {
              id: 3,
              kind: 'individual',
              name: 'Asha Rao',
              email: 'asha@example.in',
              phone: '9876543210',
              status: 'Pending',
              createdAt: SUBMITTED,
              fields: { age: 29, city: 'Pune', supportReason: ['Depression'], sessionDate: '2025-06-10', sessionTime: '10:00 AM' },
            },
          ],
          total: 1,
          page: 1,
        }),
      ],
    });
    render(
      <MemoryRouter>
        <SubmissionListPage list={list} />
      </MemoryRouter>,
    );
    await screen.findByText('Asha Rao');
    expect(valueOf('What would you like support with?')).toHaveTextContent('Depression');
    expect(valueOf('Session date')).toHaveTextContent('Tuesday, 10 June 2025');
    expect(valueOf('Session time (IST)')).toHaveTextContent('10:00 AM');
    expect(valueOf('Age')).toHaveTextContent('29');
    for (const term of screen.getAllByRole('term')) expect(term.textContent).not.toMatch(/[a-z][A-Z]|_|^[a-z]/);
  });
});
