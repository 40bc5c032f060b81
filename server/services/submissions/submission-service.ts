import type { Config } from '../../config';
import type { Db } from '../../db/engine/db';
import type { IdempotencyKey } from '../../db/idempotency-keys-repository';
import type { Repositories } from '../../db/repositories';
import { conflict, unprocessable } from '../../errors';
import { nudgeWorker, queueMail, type MailNudge } from '../mail/outbox';
import type { SubmissionKind } from './submission-kind';
import { requestHash } from './request-hash';
import { createWriteBatcher } from '../../db/write-path/write-batcher';

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
   * first id and stores nothing; with other data it is refused (422).
   */
  submit(kindName: string, kind: SubmissionKind, key: string, input: Record<string, unknown>): Promise<SubmissionReceipt>;
  /**
   * The same, stored in one transaction with the other submissions that arrive with it (see
   * write-batcher.ts: a refused one takes back only its own rows). Resolves once that
   * transaction has committed. On PostgreSQL each has a transaction of its own.
   */
  submitGrouped(kindName: string, kind: SubmissionKind, key: string, input: Record<string, unknown>): Promise<SubmissionReceipt>;
};

type StoreResult = SubmissionReceipt & { mails: number };

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

  /** Runs under the write lock, inside a transaction (it may be rolled back and run again: see write-batcher.ts). */
  async function storeLocked(kindName: string, kind: SubmissionKind, key: string, input: Record<string, unknown>, hash: string): Promise<StoreResult> {
    // Looked up (again) under the write lock: another request, or one earlier in the same
    // batch, may have stored it meanwhile. On PostgreSQL the lock is the key's own (see
    // lockForStoring): another transaction with it may still be running beside this one.
    // Speed-up: both sent at once, one round trip on PostgreSQL (its connections pipeline: see
    // postgres-db.ts). The server runs them in order, so the lookup still reads once the lock is held.
    const [, known] = await Promise.all([keys.lockForStoring(key), keys.findByKey(key)]);
    if (known) return { ...replayOf(known, kindName, hash), mails: 0 };

    const at = now();
    // A replay was answered above: a device resending what was accepted earlier is never refused for the time passed since.
    const clash = kind.conflicts?.(input, at);
    if (clash) throw conflict(clash.message, clash.fields);
    const submittedAt = at.toISOString();
    const record = { ...(kind.toRecord ? kind.toRecord(input, submittedAt) : input), submittedAt };
    const search = kind.searchFields(input);
    const id = await submissions.insert({
      kind: kindName,
      name: search.name,
      email: search.email,
      phone: search.phone,
      status: kind.initialStatus ?? null,
      payload: record,
      createdAt: at.toISOString(),
    });
    // In this transaction, so a risky report is never stored without its follow-up (nor the reverse).
    const followUpId = kind.needsFollowUp?.(record) ? await followUps.insert(id, at) : undefined;
    const mails = kind.mails({ id, record, ...(followUpId === undefined ? {} : { followUpId }) }, config);
    // Speed-up: the key and the mails sent at once, one round trip on PostgreSQL (as above). Should
    // one fail, the transaction is rolled back, the others with it.
    await Promise.all([
      keys.insert({ key, kind: kindName, requestHash: hash, submissionId: id, createdAt: at.toISOString() }),
      ...mails.map((outgoing) => queueMail(outbox, config, outgoing, { submissionId: id, now: at })),
    ]);
    return { id, replayed: false, mails: mails.length };
  }

  // The group commit is SQLite's, whose one writer the batch shares (see write-batcher.ts).
  const batcher = db.engine === 'sqlite' ? createWriteBatcher(db) : undefined;

  /** Only after the commit: the worker must never see, or send, an uncommitted mail. */
  function nudgeAfterCommit({ id, replayed, mails }: StoreResult): SubmissionReceipt {
    if (mails > 0) nudgeWorker(mail);
    return { id, replayed };
  }

  return {
    async submit(kindName, kind, key, input) {
      const hash = requestHash(input);
      // A replay (a device that never saw our first answer) is answered without
      // taking the write lock: key rows are never removed, so a hit here is final.
      const known = await keys.findByKey(key);
      if (known) return replayOf(known, kindName, hash);

      // On SQLite the transaction takes the write lock up front (IMMEDIATE): a second
      // process cannot slip a write between the key lookup and the inserts.
      return nudgeAfterCommit(await db.transaction(() => storeLocked(kindName, kind, key, input, hash)));
    },

    async submitGrouped(kindName, kind, key, input) {
      const hash = requestHash(input);
      // A replay is recognised inside the batch too (the key is looked up there): no lookup
      // ahead, which would cost every new submission one more read.
      const store = () => storeLocked(kindName, kind, key, input, hash);
      return nudgeAfterCommit(await (batcher ? batcher.run(store) : db.transaction(store)));
    },
  };
}
