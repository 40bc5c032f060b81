import type { SubmissionReceipt } from '../services/submissions/submission-service';

/** The answer to a stored (or replayed) submission: its id and nothing else. */
export function presentSubmissionReceipt(receipt: SubmissionReceipt): { id: number } {
  return { id: receipt.id };
}
