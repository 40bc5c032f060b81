import type { z } from 'zod';
import type { dataRequestSchema } from './schemas/data-request';

// Visitors' requests for a copy or the erasure of their data, as the server and the staff screen
// share them (GET /api/admin/data-requests).

export type DataRequestType = z.infer<typeof dataRequestSchema>['type'];

/** pending: the link not followed yet; done: followed and acted on; expired: the link ran out unused. */
export type DataRequestStatus = 'pending' | 'done' | 'expired';

export type DataRequestListItem = {
  id: number;
  type: DataRequestType;
  status: DataRequestStatus;
  /** Masked ("a•••@example.com"): staff follow the request, the visitor's own link does it. */
  email: string;
  createdAt: string;
  /** When the law wants it answered by (DATA_REQUEST_DEADLINE_DAYS after it was made). */
  dueAt: string;
  doneAt: string | null;
  /** Still pending past dueAt. */
  overdue: boolean;
  /** What was found (a copy) or removed (an erasure), by kind of record: counts only. */
  result: Record<string, number> | null;
};

export type DataRequestList = { items: DataRequestListItem[]; deadlineDays: number };
