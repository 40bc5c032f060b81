import type { BookingKind } from '../../../src/domain/submission-kinds';
import type { ExpertSessionsRepository } from '../../db/expert-sessions-repository';
import type { StoredSubmission } from '../../db/submissions-repository';
import { sessionOf } from '../experts/expert-assignment';
import { sessionInstants } from '../meetings/session-times';

/** A paid session as it stands: when it runs, and whose it is (null while staff are to assign one). */
export type BookedSession = { startsAt: Date; endsAt: Date; expertId: number | null };

/**
 * When a paid session runs: its confirmed expert's session when it has one (a couple or family
 * session may start later than its window), else the stored date and time (a window's start)
 * for the booked length. A hold is never used. Undefined when the booking names no readable time.
 */
export async function bookedSessionOf(
  expertSessions: Pick<ExpertSessionsRepository, 'findFor'>,
  kind: BookingKind,
  booking: Pick<StoredSubmission, 'id' | 'payload'>,
): Promise<BookedSession | undefined> {
  const confirmed = await expertSessions.findFor(kind, booking.id);
  if (confirmed?.state === 'confirmed') return { startsAt: new Date(confirmed.startsAt), endsAt: new Date(confirmed.endsAt), expertId: confirmed.expertId };
  const session = sessionOf(kind, booking.payload);
  if (!session) return undefined;
  try {
    const startsAt = new Date(sessionInstants(session.date, session.time).start);
    return { startsAt, endsAt: new Date(startsAt.getTime() + session.minutes * 60_000), expertId: null };
  } catch {
    // A stored time nobody can read: no reminder rather than a failed payment or round.
    return undefined;
  }
}

/** When a paid session starts (bookedSessionOf's start). */
export async function sessionStartOf(
  expertSessions: Pick<ExpertSessionsRepository, 'findFor'>,
  kind: BookingKind,
  booking: Pick<StoredSubmission, 'id' | 'payload'>,
): Promise<Date | undefined> {
  return (await bookedSessionOf(expertSessions, kind, booking))?.startsAt;
}
