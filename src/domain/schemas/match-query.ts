// The questions GET /api/experts/matches and GET /api/slots are asked (issue 19): a kind of
// session and the booking's answers, as query parameters. One schema for the wizard, which
// builds the query, and the server, which reads it.

import { z } from 'zod';
import { SESSION_KINDS } from '../expert-profile';
import type { MatchAnswers } from '../matching';
import { isCatalogueId, catalogueItem, type CatalogueId } from '../pricing';
import { isIsoDate, SLOT_MESSAGES } from '../slots';
import { ANY_EXPERT, EXPERT_CHOICE_INVALID } from './individual';

export const MATCH_QUERY_MESSAGES = {
  kind: 'Please choose a kind of session',
  duration: 'Please select a session duration',
} as const;

/** One value or several (`concerns=a&concerns=b`); a query may repeat any key. */
const oneOrMore = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value : [value]));
/** The last value when a key is repeated. */
const single = oneOrMore.transform((values) => values.at(-1)?.trim() ?? '');

const answersShape = {
  kind: z.preprocess((value) => (Array.isArray(value) ? value.at(-1) : value), z.enum(SESSION_KINDS, { error: MATCH_QUERY_MESSAGES.kind })),
  language: single.optional(),
  gender: single.optional(),
  concerns: oneOrMore
    .transform((values) => values.map((value) => value.trim()).filter((value) => value !== '').slice(0, 20))
    .optional(),
};

export const matchQuerySchema = z.object(answersShape).transform(
  (query): MatchAnswers => ({
    kind: query.kind,
    ...(query.language ? { language: query.language } : {}),
    ...(query.gender ? { gender: query.gender } : {}),
    concerns: query.concerns ?? [],
  }),
);

/** GET /api/slots with a kind: the date, the session length, the expert chosen and the answers. */
export const expertSlotQuerySchema = z
  .object({
    ...answersShape,
    date: z.preprocess(
      (value) => (Array.isArray(value) ? value.at(-1) : value) ?? '',
      z.string().trim().min(1, SLOT_MESSAGES.noDate).refine(isIsoDate, SLOT_MESSAGES.invalidDate),
    ),
    duration: single.optional(),
    expertId: single.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.duration && !(isCatalogueId(query.duration) && catalogueItem(query.duration).kind === query.kind)) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: MATCH_QUERY_MESSAGES.duration });
    }
    if (query.expertId && query.expertId !== ANY_EXPERT && !/^[1-9]\d{0,9}$/.test(query.expertId)) {
      ctx.addIssue({ code: 'custom', path: ['expertId'], message: EXPERT_CHOICE_INVALID });
    }
  })
  .transform((query) => ({
    date: query.date,
    answers: {
      kind: query.kind,
      ...(query.language ? { language: query.language } : {}),
      ...(query.gender ? { gender: query.gender } : {}),
      concerns: query.concerns ?? [],
    } satisfies MatchAnswers,
    duration: query.duration ? (query.duration as CatalogueId) : undefined,
    expertId: !query.expertId || query.expertId === ANY_EXPERT ? (ANY_EXPERT as typeof ANY_EXPERT) : Number(query.expertId),
  }));
