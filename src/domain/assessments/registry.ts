// The three self-assessments by id; the ids are also the API's submission kinds.

import { ANXIETY } from './anxiety';
import type { Assessment, AssessmentId } from './assessment';
import { DEPRESSION } from './depression';
import { GENERAL_HEALTH } from './general-health';

export const ASSESSMENTS: Readonly<Record<AssessmentId, Assessment>> = {
  depression: DEPRESSION,
  anxiety: ANXIETY,
  'general-health': GENERAL_HEALTH,
};

export const ASSESSMENT_IDS = Object.keys(ASSESSMENTS) as readonly AssessmentId[];

export function isAssessmentId(value: unknown): value is AssessmentId {
  return typeof value === 'string' && Object.hasOwn(ASSESSMENTS, value);
}

export function assessmentOf(test: AssessmentId): Assessment {
  const assessment = ASSESSMENTS[test];
  // Guards ids that arrive untyped (a route parameter, a stored row).
  if (!assessment) throw new RangeError(`Unknown assessment: ${String(test)}`);
  return assessment;
}
