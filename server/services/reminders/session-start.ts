import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { ExpertSessionsRepository } from '../../db/expert-sessions-repository';
import type { StoredSubmission } from '../../db/submissions-repository';
import { sessionOf } from '../experts/expert-assignment';
import { sessionInstants } from '../meetings/session-times';

/**
 * When a paid session starts: its confirmed expert's session when it has one (a couple or
 * family session may start later than its window), else the stored date and time (a window's
 * start). Undefined when the booking names no readable time.
 */
export function sessionStartOf(
  expertSessions: Pick<ExpertSessionsRepository, 'findFor'>,
  kind: BookingKind,
  booking: Pick<StoredSubmission, 'id' | 'payload'>,
): Date | undefined {
  const confirmed = expertSessions.findFor(kind, booking.id);
  if (confirmed?.state === 'confirmed') return new Date(confirmed.startsAt);
  const session = sessionOf(kind, booking.payload);
  if (!session) return undefined;
  try {
    return new Date(sessionInstants(session.date, session.time).start);
  } catch {
    // A stored time nobody can read: no reminder rather than a failed payment or round.
    return undefined;
  }
}
