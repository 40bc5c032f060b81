import type { SubmissionReceipt } from '../services/submissions/submission-service';

/**
 * The answer to a stored (or replayed) submission: its id and, for a booking, the access
 * token that later requests about it (session, payment) must show.
 */
export function presentSubmissionReceipt(receipt: SubmissionReceipt, token?: string): { id: number; token?: string } {
  return token === undefined ? { id: receipt.id } : { id: receipt.id, token };
}
