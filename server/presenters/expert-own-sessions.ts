import type { IntakeAnswer, OwnSessionView } from '../../src/domain/staff';
import { istClockRange, todayInIndia } from '../../src/domain/slots';
import type { BookingKind } from '../../src/domain/submission-kinds';
import { formatField, RECORD_FIELDS } from '../../src/domain/submission-labels';
import type { OwnSession } from '../db/expert-own-sessions';
import { PAID } from '../services/payments/paid-for';

// What an expert reads about a session of theirs: when, how to join and what the visitor told
// us when booking. Only the form's answers about the person and their concerns go out: the
// visitor's contact details stay with the team (who arrange any change), and payment and
// bookkeeping fields are no business of the session. Fields no label map names (extras of
// old records) are left out too, so nothing unexpected reaches the expert.
const NOT_INTAKE: ReadonlySet<string> = new Set([
  'email',
  'contactNo',
  'phone',
  'guardianContactNo',
  // The session's own time is shown from the calendar, which staff may have moved.
  'sessionDate',
  'sessionTime',
  'sessionDuration',
  'termsAgreed',
  'PaymentsAgreed',
  'submittedAt',
  'submitted_date',
  'paymentstatus',
  'meetLink',
  'htmlLink',
  'paymentMethod',
  'createdAt',
  'timestamp',
]);

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function intakeOf(kind: BookingKind, payload: Record<string, unknown>): IntakeAnswer[] {
  return Object.entries(RECORD_FIELDS[kind])
    .filter(([name]) => !NOT_INTAKE.has(name) && !isEmpty(payload[name]))
    .map(([name, spec]) => ({ label: spec.label, value: formatField(kind, name, payload[name]) }));
}

/** The stored video link when it is a web address: the screen makes it a link to follow. */
function joinLinkOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    return /^https?:$/.test(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
}

export function presentOwnSession(session: OwnSession): OwnSessionView {
  return {
    kind: session.kind,
    id: session.id,
    startsAt: session.startsAt,
    endsAt: session.endsAt,
    time: istClockRange(session.startsAt, session.endsAt),
    date: todayInIndia(new Date(session.startsAt)),
    meetLink: joinLinkOf(session.payload.meetLink),
    paid: session.status === PAID,
    state: session.state,
    intake: intakeOf(session.kind, session.payload),
    language: session.language,
  };
}
