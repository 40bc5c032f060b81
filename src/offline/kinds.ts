// What the device needs of each kind of submission (src/domain/submission-kinds.ts): the
// schema the outbox validates with before queueing, the same one the server applies.
// Schemas load on demand so that pages which only show the outbox's state (the header
// badge) never pull the validation library onto the home page.

import type { z } from 'zod';
import { isSubmissionKind, SUBMISSION_KINDS, type SubmissionKindName } from '../domain/submission-kinds';
import { manageTokenOf } from './manage-kind';

const assessmentSchema = async (test: 'depression' | 'anxiety' | 'general-health') =>
  (await import('../domain/schemas/assessment-report')).assessmentSubmissionSchema(test);

export const SCHEMA_LOADERS = {
  contact: async () => (await import('../domain/schemas/contact')).contactSchema,
  depression: () => assessmentSchema('depression'),
  anxiety: () => assessmentSchema('anxiety'),
  'general-health': () => assessmentSchema('general-health'),
  individual: async () => (await import('../domain/schemas/individual')).individualSubmissionSchema,
  couple: async () => (await import('../domain/schemas/couple')).coupleSubmissionSchema,
  'family-friends': async () => (await import('../domain/schemas/family-friends')).familySubmissionSchema,
  'workshop-registration': async () => (await import('../domain/schemas/workshop')).workshopRegistrationSchema,
} satisfies Record<SubmissionKindName, () => Promise<z.ZodType>>;

/** Where to send a visitor about an item of `kind`; unknown kinds (from a newer version) go home. */
export function pageOfKind(kind: string): string {
  if (isSubmissionKind(kind)) return SUBMISSION_KINDS[kind].page;
  const token = manageTokenOf(kind);
  return token === null ? '/' : `/manage/${encodeURIComponent(token)}`;
}
