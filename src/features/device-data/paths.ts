import type { AssessmentId } from '../../domain/assessments/assessment';

/** The page listing, and erasing, everything this device keeps for the visitor. */
export const MY_DATA_PATH = '/my-data';

/** A test's history page; the route is `self-assessment/:test/history` (src/App.tsx). */
export function historyPath(test: AssessmentId): string {
  return `/self-assessment/${test}/history`;
}
