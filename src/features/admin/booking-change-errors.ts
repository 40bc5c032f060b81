import type { FieldErrors } from '../../domain/field-errors';
import { isRecord } from '../../domain/is-record';

// What a refused change said (api.ts's `call` puts the answer's `fields` and `alternatives`
// on the error it throws), read for the staff forms that move or cancel a session.

/** A free date and time the server offers instead of a taken one. */
export type Alternative = { date: string; time: string };

export const failureOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

export const fieldsOf = (error: unknown): FieldErrors =>
  isRecord(error) && isRecord(error.fields)
    ? Object.fromEntries(Object.entries(error.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

const isAlternative = (value: unknown): value is Alternative => isRecord(value) && typeof value.date === 'string' && typeof value.time === 'string';

export const alternativesOf = (error: unknown): Alternative[] =>
  isRecord(error) && Array.isArray(error.alternatives) ? error.alternatives.filter(isAlternative) : [];
