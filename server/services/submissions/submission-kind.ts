import type { z } from 'zod';
import type { SubmissionKindDefinition } from '../../../src/domain/submission-kinds';
import type { Config } from '../../config';
import type { FieldErrors } from '../../errors';
import type { Language } from '../../../src/i18n/language';
import type { OutgoingMail } from '../mail/outbox';

// What the submission service needs of a kind it stores (src/domain/submission-kinds.ts
// says which kinds there are; server/services/submissions/kinds.ts gives each of them this).

/** Copied out of the record into their own columns so staff can search by them. */
export type SearchFields = { name: string | null; email: string | null; phone: string | null };

/**
 * A stored submission as its mails see it: the validated form plus what the server added, and
 * the language of the page it came from (the visitor's mails are written in it).
 */
export type SubmittedRecord<T> = { id: number; record: T & { submittedAt: string }; language: Language };

export type SubmissionKind<
  T extends Record<string, unknown> = Record<string, unknown>,
  R extends Record<string, unknown> = T,
> = {
  schema: z.ZodType<T>;
  searchFields(input: T): SearchFields;
  /** The status a new record starts in (bookings: 'Pending'); none by default. */
  initialStatus?: string;
  /**
   * What is stored, made from the validated input when the server receives it (e.g. an
   * assessment's detailed result); the input itself by default. Runs inside the transaction,
   * so it must be pure: the idempotency hash covers the input, not this.
   */
  toRecord?(input: T, submittedAt: string): R;
  /**
   * Why the input can no longer be accepted at `now` (a session time that has passed);
   * checked inside the transaction, after a replay was ruled out. 409, nothing stored.
   */
  conflicts?(input: T, now: Date): { message: string; fields: FieldErrors } | undefined;
  /**
   * Whether the stored record enters the crisis follow-up queue (a risky self-assessment
   * report with contact details). The item is written in the same transaction, before the
   * mails, which are given its id to link to.
   */
  needsFollowUp?(record: R): boolean;
  mails(submission: SubmittedRecord<R> & { followUpId?: number }, config: Config): OutgoingMail[];
};

export function defineKind<T extends Record<string, unknown>, R extends Record<string, unknown> = T>(
  kind: SubmissionKind<T, R>,
): SubmissionKind {
  // Sound as long as the functions only ever see what the same entry's schema produced,
  // which is how the submission service calls them.
  return kind as unknown as SubmissionKind;
}

/** The search columns of a record, read from the fields its kind's definition names. */
export function searchFieldsFrom({ searchFields }: Pick<SubmissionKindDefinition, 'searchFields'>) {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return <T extends Record<string, unknown>>(input: T): SearchFields => ({
    name: text(input[searchFields.name]),
    email: text(input[searchFields.email]),
    phone: text(input[searchFields.phone]),
  });
}
