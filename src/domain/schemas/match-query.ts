// The questions GET /api/experts/matches and GET /api/slots are asked (issue 19): a kind of
// session and the booking's answers, as query parameters. One schema for the wizard, which
// builds the query, and the server, which reads it.

import { z } from 'zod';
import { SESSION_KINDS } from '../expert-profile';
import type { MatchAnswers } from '../matching';
import { isCatalogueId, catalogueItem, type CatalogueId } from '../pricing';
import { isIsoDate, SLOT_MESSAGES } from '../slots';
import { ANY_EXPERT, expertChoiceField } from './individual';

export const MATCH_QUERY_MESSAGES = {
  kind: 'Please choose a kind of session',
  duration: 'Please select a session duration',
} as const;

/** One value or several (`concerns=a&concerns=b`); a query may repeat any key. */
const oneOrMore = z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value : [value]));
/** The last value when a key is repeated. */
const single = oneOrMore.transform((values) => values.at(-1)?.trim() ?? '');
/** The last value of a repeated key, trimmed; nothing for an empty one. */
const lastGiven = (value: unknown) => {
  const last: unknown = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === 'string' ? last.trim() || undefined : last;
};

const answersShape = {
  kind: z.preprocess(lastGiven, z.enum(SESSION_KINDS, { error: MATCH_QUERY_MESSAGES.kind })),
  language: single.optional(),
  gender: single.optional(),
  concerns: oneOrMore
    .transform((values) => values.map((value) => value.trim()).filter((value) => value !== '').slice(0, 20))
    .optional(),
};

type AnswerFields = { kind: MatchAnswers['kind']; language?: string | undefined; gender?: string | undefined; concerns?: string[] | undefined };

/** The answers a query gave, without the empty ones. */
const answersOf = (query: AnswerFields): MatchAnswers => ({
  kind: query.kind,
  ...(query.language ? { language: query.language } : {}),
  ...(query.gender ? { gender: query.gender } : {}),
  concerns: query.concerns ?? [],
});

export const matchQuerySchema = z.object(answersShape).transform(answersOf);

/** GET /api/slots with a kind: the date, the session length, the expert chosen and the answers. */
export const expertSlotQuerySchema = z
  .object({
    ...answersShape,
    date: z.preprocess(
      (value) => lastGiven(value) ?? '',
      z.string().min(1, SLOT_MESSAGES.noDate).refine(isIsoDate, SLOT_MESSAGES.invalidDate),
    ),
    duration: single.optional(),
    // The wizard's own expert choice: an id, or ANY_EXPERT (also when left out).
    expertId: z.preprocess(lastGiven, expertChoiceField.optional()),
  })
  .superRefine((query, ctx) => {
    if (query.duration && !(isCatalogueId(query.duration) && catalogueItem(query.duration).kind === query.kind)) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: MATCH_QUERY_MESSAGES.duration });
    }
  })
  .transform((query) => ({
    date: query.date,
    answers: answersOf(query),
    duration: query.duration ? (query.duration as CatalogueId) : undefined,
    expertId: query.expertId ?? ANY_EXPERT,
  }));
