import type { Language } from '../../../src/i18n/language';
import type { Config } from '../../config';
import type { Db, PostgresDb } from '../../db/engine/db';
import type { IdempotencyKey, NewIdempotencyKey } from '../../db/idempotency-keys-repository';
import type { Repositories } from '../../db/repositories';
import { conflict, isUniqueConstraint, unprocessable } from '../../errors';
import { nudgeWorker, outboxRow, queueMail, type MailNudge, type OutgoingMail } from '../mail/outbox';
import type { NewOutboxMail } from '../../db/mail-outbox-repository';
import type { NewSubmission } from '../../db/submissions-repository';
import type { SubmissionKind } from './submission-kind';
import { requestHash } from './request-hash';
import { createWriteBatcher } from '../../db/write-path/write-batcher';
import { reservedIds } from '../../db/write-path/reserved-ids';
import { createOneTripBatcher, type OneTripBatcher } from '../../db/write-path/one-trip-batcher';

export const KEY_REUSED = 'This request was already used for a different submission.';

export type SubmissionReceipt = {
  id: number;
  /** True when the key was seen before and nothing new was stored. */
  replayed: boolean;
};

export type SubmissionService = {
  /**
   * Stores a validated submission under its idempotency key, with the mails it
   * causes, all in one transaction. The same key with the same data answers the
   * first id and stores nothing; with other data it is refused (422). `language` is the page's
   * (the request's Content-Language): it is stored with the record, and the visitor's mails use it.
   */
  submit(kindName: string, kind: SubmissionKind, key: string, input: Record<string, unknown>, language?: Language): Promise<SubmissionReceipt>;
  /**
   * The same, stored in one transaction with the other submissions that arrive with it (see
   * write-batcher.ts, one-trip-batcher.ts: a refused one takes back only its own rows).
   * Resolves once that transaction has committed.
   */
  submitGrouped(kindName: string, kind: SubmissionKind, key: string, input: Record<string, unknown>, language?: Language): Promise<SubmissionReceipt>;
};

type StoreResult = SubmissionReceipt & { mails: number };

/** What a new submission stores on PostgreSQL, its ids taken beforehand: sent alone or with others. */
type NewRows = {
  submission: NewSubmission & { id: number };
  followUp?: { id: number; at: Date };
  key: NewIdempotencyKey;
  mails: NewOutboxMail[];
};

export type SubmissionServiceDeps = {
  db: Db;
  repositories: Pick<Repositories, 'submissions' | 'idempotencyKeys' | 'mailOutbox' | 'followUps'>;
  config: Config;
  mail?: MailNudge;
  now?: () => Date;
};

export function createSubmissionService({ db, repositories, config, mail, now = () => new Date() }: SubmissionServiceDeps): SubmissionService {
  const { submissions, idempotencyKeys: keys, mailOutbox: outbox, followUps } = repositories;

  /** The answer to a key seen before: the first id, or 422 when the request is not the same one. */
  function replayOf(known: IdempotencyKey, kindName: string, hash: string): SubmissionReceipt {
    // After staff delete the record its hash is gone (NULL): the key still answers
    // the id it was given, and nothing is created again.
    const sameRequest = known.kind === kindName && (known.requestHash === null || known.requestHash === hash);
    if (!sameRequest) throw unprocessable(KEY_REUSED);
    return { id: known.answeredId, replayed: true };
  }

  /** The row of a new submission that came at `at`, and its record. */
  function newSubmission(kindName: string, kind: SubmissionKind, input: Record<string, unknown>, language: Language, at: Date) {
    const submittedAt = at.toISOString();
    const record = { ...(kind.toRecord ? kind.toRecord(input, submittedAt) : input), submittedAt };
    const search = kind.searchFields(input);
    const row = { kind: kindName, ...search, status: kind.initialStatus ?? null, payload: record, createdAt: submittedAt, language };
    return { row, record };
  }

  /** The row of a new submission's key. */
  function keyRow(kindName: string, key: string, hash: string, id: number, at: Date): NewIdempotencyKey {
    return { key, kind: kindName, requestHash: hash, submissionId: id, createdAt: at.toISOString() };
  }

  /** The key's row and the mails of a new submission, stored with it. */
  function keyAndMails(kindName: string, key: string, hash: string, id: number, mails: OutgoingMail[], at: Date): Promise<unknown>[] {
    return [
      keys.insert(keyRow(kindName, key, hash, id, at)),
      ...mails.map((outgoing) => queueMail(outbox, config, outgoing, { submissionId: id, now: at })),
    ];
  }

  /**
   * SQLite: runs under the write lock, inside a transaction (it may be rolled back and run again:
   * see write-batcher.ts). PostgreSQL stores with storeAtOnce below.
   */
  async function storeLocked(kindName: string, kind: SubmissionKind, key: string, input: Record<string, unknown>, language: Language, hash: string): Promise<StoreResult> {
    // Looked up (again) under the write lock: another request, or one earlier in the same
    // batch, may have stored it meanwhile.
    const known = await keys.findByKey(key);
    if (known) return { ...replayOf(known, kindName, hash), mails: 0 };

    const at = now();
    // A replay was answered above: a device resending what was accepted earlier is never refused for the time passed since.
    const clash = kind.conflicts?.(input, at);
    if (clash) throw conflict(clash.message, clash.fields);
    const { row, record } = newSubmission(kindName, kind, input, language, at);
    const id = await submissions.insert(row);
    // In this transaction, so a risky report is never stored without its follow-up (nor the reverse).
    const followUpId = kind.needsFollowUp?.(record) ? await followUps.insert(id, at) : undefined;
    const mails = kind.mails({ id, record, language, ...(followUpId === undefined ? {} : { followUpId }) }, config);
    // Should one fail, the transaction is rolled back, the others with it.
    await Promise.all(keyAndMails(kindName, key, hash, id, mails, at));
    return { id, replayed: false, mails: mails.length };
  }

  // SQLite's group commit, whose one writer the batch shares (see write-batcher.ts).
  const batcher = db.engine === 'sqlite' ? createWriteBatcher(db) : undefined;

  // Speed-up (PostgreSQL): a new submission in one round trip. Its id is taken beforehand
  // (reserved-ids.ts), so its record, key and mails wait on nothing and leave together with
  // BEGIN and COMMIT; no lock and no lookup first. A key stored meanwhile by another request
  // (or long ago) makes the key's insert fail, which takes the whole transaction back, and the
  // request is answered as the replay it is. The transaction's four round trips became one
  // (docs/BENCHMARKS.md, "The form post on PostgreSQL").
  const nextIds = db.engine === 'postgres' ? { submission: reservedIds(db, 'submissions'), followUp: reservedIds(db, 'follow_ups', 4) } : undefined;
  // Its statements, row by row: the record first, then the rows that refer to it.
  const rowsAlone = ({ submission, followUp, key, mails }: NewRows) => [
    submissions.insert(submission),
    ...(followUp ? [followUps.insert(submission.id, followUp.at, followUp.id)] : []),
    keys.insert(key),
    ...mails.map((mail) => outbox.enqueue(mail)),
  ];
  // And the posts that arrive together share that one trip and its commit, a statement per table (one-trip-batcher.ts).
  const oneTripBatcher =
    db.engine === 'postgres'
      ? createOneTripBatcher<NewRows>(db, {
          alone: rowsAlone,
          together: (all) => [
            submissions.insertTogether(all.map((rows) => rows.submission)),
            // A risky report's follow-up is rare: one statement each.
            ...all.flatMap(({ submission, followUp }) => (followUp ? [followUps.insert(submission.id, followUp.at, followUp.id)] : [])),
            keys.insertTogether(all.map((rows) => rows.key)),
            outbox.enqueueTogether(all.flatMap((rows) => rows.mails)),
          ],
        })
      : undefined;

  async function storeAtOnce(
    pg: PostgresDb,
    nextId: NonNullable<typeof nextIds>,
    kindName: string,
    kind: SubmissionKind,
    key: string,
    input: Record<string, unknown>,
    language: Language,
    hash: string,
    batcher: OneTripBatcher<NewRows> | undefined,
  ): Promise<StoreResult> {
    const at = now();
    const clash = kind.conflicts?.(input, at);
    if (clash) {
      // A replay is never refused for the time passed since it was first accepted.
      const known = await keys.findByKey(key);
      if (known) return { ...replayOf(known, kindName, hash), mails: 0 };
      throw conflict(clash.message, clash.fields);
    }
    const { row, record } = newSubmission(kindName, kind, input, language, at);
    const id = await nextId.submission();
    // A risky report's follow-up (rare) takes its id beforehand too: its team mail links to it.
    const followUpId = kind.needsFollowUp?.(record) ? await nextId.followUp() : undefined;
    const mails = kind.mails({ id, record, language, ...(followUpId === undefined ? {} : { followUpId }) }, config);
    const rows: NewRows = {
      submission: { ...row, id },
      ...(followUpId === undefined ? {} : { followUp: { id: followUpId, at } }),
      key: keyRow(kindName, key, hash, id, at),
      mails: mails.map((outgoing) => outboxRow(config, outgoing, { submissionId: id, now: at })),
    };
    try {
      await (batcher ? batcher.run(rows) : pg.transactionInOneTrip(() => rowsAlone(rows)));
    } catch (error) {
      // The insert of a key another transaction holds waits for it to end, then fails: the key
      // is there to read. Any other failure stands.
      const known = isUniqueConstraint(error) ? await keys.findByKey(key) : undefined;
      if (!known) throw error;
      return { ...replayOf(known, kindName, hash), mails: 0 };
    }
    return { id, replayed: false, mails: mails.length };
  }

  /** Only after the commit: the worker must never see, or send, an uncommitted mail. */
  function nudgeAfterCommit({ id, replayed, mails }: StoreResult): SubmissionReceipt {
    if (mails > 0) nudgeWorker(mail);
    return { id, replayed };
  }

  return {
    async submit(kindName, kind, key, input, language = 'en') {
      const hash = requestHash(input);
      if (db.engine === 'postgres' && nextIds) return nudgeAfterCommit(await storeAtOnce(db, nextIds, kindName, kind, key, input, language, hash, undefined));
      // A replay (a device that never saw our first answer) is answered without
      // taking the write lock: key rows are never removed, so a hit here is final.
      const known = await keys.findByKey(key);
      if (known) return replayOf(known, kindName, hash);

      // On SQLite the transaction takes the write lock up front (IMMEDIATE): a second
      // process cannot slip a write between the key lookup and the inserts.
      return nudgeAfterCommit(await db.transaction(() => storeLocked(kindName, kind, key, input, language, hash)));
    },

    async submitGrouped(kindName, kind, key, input, language = 'en') {
      const hash = requestHash(input);
      if (db.engine === 'postgres' && nextIds) return nudgeAfterCommit(await storeAtOnce(db, nextIds, kindName, kind, key, input, language, hash, oneTripBatcher));
      // A replay is recognised inside the batch too (the key is looked up there): no lookup
      // ahead, which would cost every new submission one more read.
      const store = () => storeLocked(kindName, kind, key, input, language, hash);
      return nudgeAfterCommit(await (batcher ? batcher.run(store) : db.transaction(store)));
    },
  };
}
