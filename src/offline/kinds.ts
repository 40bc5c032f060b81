// Every kind of submission the outbox carries: one entry per kind. The kind is also the
// API path (POST /api/submissions/:kind; a workshop registration posts to its event's
// registrations, see submissionPath) and the server validates with the same schema.
// Schemas load on demand so that pages which only show the outbox's state (the header
// badge) never pull the validation library onto the home page.

import type { z } from 'zod';

type KindEntry = {
  /** What the visitor calls it, in the header badge and status messages. */
  label: string;
  /** The page where the visitor can see and act on it. */
  path: string;
  loadSchema: () => Promise<z.ZodType>;
};

export const SUBMISSION_KINDS = {
  contact: {
    label: 'Your message',
    path: '/contact',
    loadSchema: async () => (await import('../domain/schemas/contact')).contactSchema,
  },
  depression: {
    label: 'Your depression test report',
    path: '/Depression-Tool',
    loadSchema: async () => (await import('../domain/schemas/assessment-report')).assessmentSubmissionSchema('depression'),
  },
  anxiety: {
    label: 'Your anxiety test report',
    path: '/Anxiety-Disorder-Tool',
    loadSchema: async () => (await import('../domain/schemas/assessment-report')).assessmentSubmissionSchema('anxiety'),
  },
  'general-health': {
    label: 'Your general health test report',
    path: '/General-Health-Tool',
    loadSchema: async () => (await import('../domain/schemas/assessment-report')).assessmentSubmissionSchema('general-health'),
  },
  individual: {
    label: 'Your individual therapy booking',
    path: '/individual_therapy',
    loadSchema: async () => (await import('../domain/schemas/individual')).individualSubmissionSchema,
  },
  couple: {
    label: 'Your couples therapy booking',
    path: '/couple_therapy',
    loadSchema: async () => (await import('../domain/schemas/couple')).coupleSubmissionSchema,
  },
  'family-friends': {
    label: 'Your family & friends therapy booking',
    path: '/familyFriends_therapy',
    loadSchema: async () => (await import('../domain/schemas/family-friends')).familySubmissionSchema,
  },
  'workshop-registration': {
    label: 'Your workshop registration',
    path: '/events/art-therapy-workshop',
    loadSchema: async () => (await import('../domain/schemas/workshop')).workshopRegistrationSchema,
  },
} satisfies Record<string, KindEntry>;

export type SubmissionKind = keyof typeof SUBMISSION_KINDS;

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return typeof value === 'string' && Object.hasOwn(SUBMISSION_KINDS, value);
}

/** Where to send a visitor about an item of `kind`; unknown kinds (from a newer version) go home. */
export function pageOfKind(kind: string): string {
  return isSubmissionKind(kind) ? SUBMISSION_KINDS[kind].path : '/';
}
