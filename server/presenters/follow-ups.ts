import { isAssessmentId, assessmentOf } from '../../src/domain/assessments/registry';
import { RISK_REASON_WORDS, riskReasons, type StoredReport } from '../../src/domain/assessments/risk';
import { band } from '../../src/domain/assessments/scoring';
import type { FollowUpItem } from '../../src/domain/follow-ups';
import type { StoredFollowUp } from '../db/follow-ups-repository';

// A follow-up item as staff see it: who to call, about which result and why, and where the
// call stands. Band and reasons are read again from the stored report, with the rule that put
// it in the queue, so the list and the mail say the same.

const MINUTE_MS = 60_000;
const minutesBetween = (from: string, to: string) => Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / MINUTE_MS));

export function presentFollowUp(item: StoredFollowUp, now: Date, overdueBefore: string): FollowUpItem {
  // Only assessment reports are queued (kinds.ts); a row of another kind would be a bug.
  if (!isAssessmentId(item.kind)) throw new Error(`Follow-up ${item.id} is about a ${item.kind}, not a self-assessment`);
  const report = item.payload as StoredReport;
  return {
    id: item.id,
    submissionId: item.submissionId,
    test: item.kind,
    testTitle: assessmentOf(item.kind).title,
    name: item.name ?? '',
    email: item.email ?? '',
    phone: item.phone ?? '',
    score: report.score,
    bandLabel: band(item.kind, report.score).label,
    reasons: riskReasons(item.kind, report).map((reason) => RISK_REASON_WORDS[reason]),
    state: item.state,
    owner: item.ownerId === null ? null : { id: item.ownerId, username: item.ownerUsername ?? '' },
    notes: item.notes,
    createdAt: item.createdAt,
    firstContactedAt: item.firstContactedAt,
    closedAt: item.closedAt,
    updatedAt: item.updatedAt,
    overdue: item.state === 'new' && item.createdAt < overdueBefore,
    ageMinutes: minutesBetween(item.createdAt, now.toISOString()),
    minutesToFirstContact: item.firstContactedAt === null ? null : minutesBetween(item.createdAt, item.firstContactedAt),
  };
}
