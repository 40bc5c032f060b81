import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/engine/db';
import { createRepositories, type Repositories } from '../../db/repositories';
import { createTempDatabase } from '../../../tests/support/test-app';
import { fakePhonePeConfig, startFakePhonePe, type FakePhonePe } from '../../../tests/support/fake-phonepe';
import type { PaymentProvider } from './payment-provider';
import { createPhonePeProvider } from './phonepe';
import { createRefunds, REFUND_CHECK_DELAYS_MS, REQUEST_GRACE_MS, type Refunds } from './refunds';
import { createSandboxProvider, type SandboxProvider } from './sandbox';

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let db: Db;
let repositories: Repositories;
let config: Config;
let clock: Date;
let fake: FakePhonePe | undefined;
const nudges: number[] = [];

beforeEach(async () => {
  temp = await createTempDatabase();
  db = temp.db;
  repositories = createRepositories(db);
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: temp.dir, TEAM_EMAIL: 'team@saathi.example' });
  clock = new Date('2025-06-01T10:00:00.000Z');
  nudges.length = 0;
});
afterEach(async () => {
  await fake?.stop();
  fake = undefined;
  await temp.cleanup();
});

const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

/** The refunds of one server instance: by default on the test's handle, or on another (a second instance). */
function refundsWith(provider: PaymentProvider, on: Db = db): Refunds {
  const repositoriesOn = on === db ? repositories : createRepositories(on);
  return createRefunds({ db: on, config, repositories: repositoriesOn, provider, mail: { nudge: () => nudges.push(1) }, now: () => clock, log: () => {} });
}

const leaseOf = async (id: number) => (await db.get<{ claimed_until: string | null }>('SELECT claimed_until FROM refunds WHERE id = ?', [id]))?.claimed_until;

/** A payment the provider took, as settlement leaves it. */
async function paidPayment(txn: string, { amountPaise = 99_900, email = 'asha@example.in' as string | null } = {}): Promise<number> {
  const id = await repositories.payments.insert({
    merchantTransactionId: txn,
    provider: 'test',
    purpose: 'booking',
    kind: 'individual',
    submissionId: null,
    option: 'individual-60',
    amountPaise,
    type: 'Individual Therapy, 60 minutes',
    name: 'Asha Rao',
    email,
    phone: '9876543210',
    createdAt: clock.toISOString(),
  });
  await repositories.payments.complete(txn, {
    state: 'SUCCESS',
    transactionId: `P${txn}`,
    paymentInstrument: null,
    utr: null,
    upiTransactionId: null,
    ifsc: null,
    comments: null,
    meetingLink: null,
    completedAt: clock.toISOString(),
    unconfirmed: null,
  });
  return id;
}

/** As the cancellation will: the refund written inside its own transaction. */
const requestInTransaction = (refunds: Refunds, paymentId: number, amountPaise = 99_900) =>
  db.transaction(() => refunds.request(paymentId, amountPaise, 'Cancelled by the visitor', clock));

const mails = () => db.all<{ to_address: string; subject: string; text: string }>('SELECT to_address, subject, text FROM mail_outbox ORDER BY id');
const subjects = async () => (await mails()).map((mail) => `${mail.to_address}: ${mail.subject}`);
const STARTED = 'asha@example.in: Saathi: your refund of ₹999 has started';
const COMPLETED = 'asha@example.in: Saathi: your refund of ₹999 is complete';

describe('refunds through the sandbox', () => {
  let sandbox: SandboxProvider;
  beforeEach(() => {
    sandbox = createSandboxProvider({ db, publicUrl: 'http://localhost', key: () => Buffer.from('key'), now: () => clock });
  });

  async function sandboxPayment(txn: string) {
    await sandbox.createPayment({ amountPaise: 99_900, merchantTransactionId: txn, returnUrl: 'http://localhost/x', callbackUrl: 'x' });
    await sandbox.decide(txn, 'SUCCESS');
    return paidPayment(txn);
  }

  it('a double request is one row, and sending it again and again is one provider refund and each mail once', async () => {
    const refunds = refundsWith(sandbox);
    const paymentId = await sandboxPayment('T1');
    const first = await requestInTransaction(refunds, paymentId);
    const second = await requestInTransaction(refunds, paymentId, 50_000);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ state: 'REQUESTED', amountPaise: 99_900, attempts: 0, reason: 'Cancelled by the visitor' });
    expect(first.merchantRefundId).toMatch(/^[A-Z0-9]{1,63}$/);
    expect(first.nextCheckAt).toBe(new Date(clock.getTime() + REQUEST_GRACE_MS).toISOString());

    const answers = await Promise.all([refunds.send(first.id), refunds.send(first.id)]);
    expect(answers.map((refund) => refund.state)).toEqual(['COMPLETED', 'COMPLETED']);
    expect((await refunds.send(first.id)).state).toBe('COMPLETED');
    expect(await refunds.checkDue()).toBe(0);

    expect(await db.get('SELECT COUNT(*) AS n FROM refunds')).toEqual({ n: 1 });
    expect(await sandbox.refundsFor('T1')).toEqual([expect.objectContaining({ merchantRefundId: first.merchantRefundId, amountPaise: 99_900, state: 'COMPLETED' })]);
    expect(await subjects()).toEqual([STARTED, COMPLETED]);
    expect((await mails())[0]?.text).toContain('5 to 7 working days');
    expect(nudges).toHaveLength(1);
    expect(await refunds.forPayment(paymentId)).toEqual([
      expect.objectContaining({ state: 'COMPLETED', completedAt: clock.toISOString(), lastError: null, attempts: 1, nextCheckAt: null }),
    ]);
  });

  it('refuses a payment that is not paid, an amount above what was paid, and an unknown payment', async () => {
    const refunds = refundsWith(sandbox);
    const paymentId = await sandboxPayment('T1');
    const pending = await repositories.payments.insert({
      merchantTransactionId: 'T2',
      provider: 'test',
      purpose: 'booking',
      kind: 'individual',
      submissionId: null,
      option: 'individual-60',
      amountPaise: 99_900,
      type: 'x',
      name: null,
      email: null,
      phone: null,
      createdAt: clock.toISOString(),
    });
    await expect(requestInTransaction(refunds, pending)).rejects.toThrow(/Only a paid payment/);
    await expect(requestInTransaction(refunds, paymentId, 99_901)).rejects.toThrow(/between 1 paisa/);
    await expect(requestInTransaction(refunds, paymentId, 0)).rejects.toThrow(/between 1 paisa/);
    await expect(requestInTransaction(refunds, 999)).rejects.toThrow(/not found/);
    expect(await db.get('SELECT COUNT(*) AS n FROM refunds')).toEqual({ n: 0 });
  });

  it('mails nobody but the team about a payer whose details were removed', async () => {
    const refunds = refundsWith(sandbox);
    await sandbox.createPayment({ amountPaise: 99_900, merchantTransactionId: 'T3', returnUrl: 'http://localhost/x', callbackUrl: 'x' });
    await sandbox.decide('T3', 'SUCCESS');
    const refund = await requestInTransaction(refunds, await paidPayment('T3', { email: null }));
    expect((await refunds.send(refund.id)).state).toBe('COMPLETED');
    expect(await mails()).toEqual([]);
  });

  it('a refund the sandbox will not make fails and tells the team', async () => {
    const refunds = refundsWith(sandbox);
    // Paid in our books, unknown to the gateway's: the gateway refuses.
    const refund = await requestInTransaction(refunds, await paidPayment('T4'));
    const failed = await refunds.send(refund.id);
    expect(failed).toMatchObject({ state: 'FAILED', lastError: 'TRANSACTION_NOT_FOUND', nextCheckAt: null });
    expect(await subjects()).toEqual(['team@saathi.example: Saathi: refund failed ' + refund.merchantRefundId + ' (₹999)']);
    expect((await mails())[0]?.text).toContain('Cancelled by the visitor');
    await refunds.send(refund.id);
    expect(await mails()).toHaveLength(1);
  });
});

describe('refunds through PhonePe (the loopback fake)', () => {
  async function phonePe() {
    fake = await startFakePhonePe();
    fake.orders.set('T1', { amount: 99_900, state: 'COMPLETED' });
    return { fake, provider: createPhonePeProvider(fakePhonePeConfig(fake.url)) };
  }
  const posts = (phonepe: FakePhonePe) => phonepe.seen.filter((line) => line === 'POST /payments/v2/refund').length;

  it('a pending refund mails that it started, is checked on its schedule, and mails once more when complete', async () => {
    const { fake, provider } = await phonePe();
    fake.refundMode = 'pending';
    const refunds = refundsWith(provider);
    const refund = await requestInTransaction(refunds, await paidPayment('T1'));
    const pending = await refunds.send(refund.id);
    expect(pending).toMatchObject({ state: 'PENDING', providerRefundId: `OMR${refund.merchantRefundId}`, attempts: 1 });
    expect(pending.nextCheckAt).toBe(new Date(clock.getTime() + REFUND_CHECK_DELAYS_MS[0]!).toISOString());
    expect(await subjects()).toEqual([STARTED]);

    expect(await refunds.checkDue()).toBe(0);
    advance(REFUND_CHECK_DELAYS_MS[0]!);
    fake.refunds.get(refund.merchantRefundId)!.state = 'CONFIRMED';
    expect(await refunds.checkDue()).toBe(1);
    expect((await refunds.forPayment(pending.paymentId))[0]).toMatchObject({ state: 'PENDING', attempts: 2 });
    expect((await refunds.forPayment(pending.paymentId))[0]?.nextCheckAt).toBe(new Date(clock.getTime() + REFUND_CHECK_DELAYS_MS[1]!).toISOString());

    advance(REFUND_CHECK_DELAYS_MS[1]!);
    fake.refunds.get(refund.merchantRefundId)!.state = 'COMPLETED';
    expect(await refunds.checkDue()).toBe(1);
    expect((await refunds.forPayment(pending.paymentId))[0]).toMatchObject({ state: 'COMPLETED', completedAt: clock.toISOString() });
    expect(await subjects()).toEqual([STARTED, COMPLETED]);
    advance(24 * 3_600_000);
    expect(await refunds.checkDue()).toBe(0);
    expect(posts(fake)).toBe(1);
  });

  it('after a lost answer the retry asks about the same refund, and it is refunded once', async () => {
    const { fake, provider } = await phonePe();
    fake.dropRefundAnswers = 1;
    const refunds = refundsWith(provider);
    const refund = await requestInTransaction(refunds, await paidPayment('T1'));
    const waiting = await refunds.send(refund.id);
    expect(waiting).toMatchObject({ state: 'REQUESTED', attempts: 1, merchantRefundId: refund.merchantRefundId });
    expect(waiting.lastError).not.toBeNull();
    expect(await mails()).toEqual([]);

    advance(REFUND_CHECK_DELAYS_MS[0]!);
    expect(await refunds.checkDue()).toBe(1);
    expect((await refunds.forPayment(refund.paymentId))[0]).toMatchObject({ state: 'COMPLETED', lastError: null });
    expect([...fake.refunds.keys()]).toEqual([refund.merchantRefundId]);
    expect(posts(fake)).toBe(1);
    expect(await subjects()).toEqual([STARTED, COMPLETED]);
  });

  it('a refund that never reached PhonePe is sent again with the same merchantRefundId', async () => {
    const { fake, provider } = await phonePe();
    let calls = 0;
    const flaky: PaymentProvider = {
      ...provider,
      refund: (input) => (++calls === 1 ? Promise.reject(new Error('connect ETIMEDOUT')) : provider.refund(input)),
    };
    const refunds = refundsWith(flaky);
    const refund = await requestInTransaction(refunds, await paidPayment('T1'));
    expect(await refunds.send(refund.id)).toMatchObject({ state: 'REQUESTED', lastError: 'connect ETIMEDOUT' });
    expect((await refunds.send(refund.id)).state).toBe('PENDING');
    expect([...fake.refunds.keys()]).toEqual([refund.merchantRefundId]);
    expect(posts(fake)).toBe(1);
  });

  it('a failed refund tells the team, once, and the payer hears only that it started', async () => {
    const { fake, provider } = await phonePe();
    fake.refundMode = 'fail';
    const refunds = refundsWith(provider);
    const refund = await requestInTransaction(refunds, await paidPayment('T1'));
    expect((await refunds.send(refund.id)).state).toBe('PENDING');
    const failed = await refunds.send(refund.id);
    expect(failed).toMatchObject({ state: 'FAILED', lastError: 'UPI_BACKBONE_ERROR UPI_BACKBONE_ERROR_1', nextCheckAt: null });
    await refunds.send(refund.id);
    expect(await subjects()).toEqual([STARTED, `team@saathi.example: Saathi: refund failed ${refund.merchantRefundId} (₹999)`]);
  });

  it('a refund callback confirms with a status check', async () => {
    const { fake, provider } = await phonePe();
    fake.refundMode = 'pending';
    const refunds = refundsWith(provider);
    const refund = await requestInTransaction(refunds, await paidPayment('T1'));
    await refunds.send(refund.id);
    fake.refunds.get(refund.merchantRefundId)!.state = 'COMPLETED';
    expect((await refunds.confirm(refund.merchantRefundId))?.state).toBe('COMPLETED');
    expect(await refunds.confirm('UNKNOWN')).toBeUndefined();
    expect(fake.seen).toContain(`GET /payments/v2/refund/${refund.merchantRefundId}/status`);
    expect(posts(fake)).toBe(1);
  });
});

describe('two server instances on one database', () => {
  async function phonePe() {
    fake = await startFakePhonePe();
    fake.orders.set('T1', { amount: 99_900, state: 'COMPLETED' });
    return { fake, provider: createPhonePeProvider(fakePhonePeConfig(fake.url)) };
  }
  const posts = (phonepe: FakePhonePe) => phonepe.seen.filter((line) => line === 'POST /payments/v2/refund').length;

  /** The provider, with its refund calls counted and held until `release`. */
  function held(provider: PaymentProvider) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const first = new Promise<void>((resolve) => (entered = resolve));
    const calls = { refund: 0, refundStatus: 0 };
    const wrapped: PaymentProvider = {
      ...provider,
      refund: async (input) => {
        calls.refund += 1;
        entered();
        await released;
        return provider.refund(input);
      },
      refundStatus: async (merchantRefundId) => {
        calls.refundStatus += 1;
        return provider.refundStatus(merchantRefundId);
      },
    };
    return { provider: wrapped, calls, entered: first, release };
  }

  it('the same refund sent by both at once reaches the provider once; neither timer takes it meanwhile', async () => {
    const { fake, provider } = await phonePe();
    const gate = held(provider);
    const one = refundsWith(gate.provider);
    const two = refundsWith(gate.provider, temp.openAnother());
    const refund = await requestInTransaction(one, await paidPayment('T1'));
    // Due for the timers too: only the lease keeps them off it.
    advance(REQUEST_GRACE_MS);

    const first = one.send(refund.id);
    await gate.entered;
    expect(await leaseOf(refund.id)).not.toBeNull();
    // Another instance, while the first talks to the provider: the refund as stored.
    expect(await two.send(refund.id)).toMatchObject({ state: 'REQUESTED', attempts: 0 });
    expect(await two.confirm(refund.merchantRefundId)).toMatchObject({ state: 'REQUESTED' });
    expect(await two.checkDue()).toBe(0);
    expect(await one.checkDue()).toBe(0);
    gate.release();

    // PhonePe accepts a refund as pending.
    expect(await first).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(gate.calls).toEqual({ refund: 1, refundStatus: 0 });
    expect(posts(fake)).toBe(1);
    expect(await leaseOf(refund.id)).toBeNull();
    expect(await subjects()).toEqual([STARTED]);
  });

  it('a refund leased by an instance that stopped is taken by another once the lease has run out', async () => {
    const { fake, provider } = await phonePe();
    const two = refundsWith(provider, temp.openAnother());
    const refund = await requestInTransaction(refundsWith(provider), await paidPayment('T1'));
    advance(REQUEST_GRACE_MS);
    // An instance leases it and stops before it has asked.
    const leasedUntil = new Date(clock.getTime() + 120_000);
    expect(await repositories.refunds.claim(refund.id, clock.toISOString(), leasedUntil.toISOString())).toMatchObject({ id: refund.id });
    expect(await repositories.refunds.claim(refund.id, clock.toISOString(), leasedUntil.toISOString())).toBeUndefined();

    expect(await two.checkDue()).toBe(0);
    expect(await two.send(refund.id)).toMatchObject({ state: 'REQUESTED' });
    expect(posts(fake)).toBe(0);

    clock = leasedUntil;
    expect(await two.checkDue()).toBe(1);
    expect((await refunds(two))[0]).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect(posts(fake)).toBe(1);
    expect(await leaseOf(refund.id)).toBeNull();
  });

  const refunds = async (on: Refunds) => on.forPayment((await repositories.payments.findByMerchantTransactionId('T1'))!.id);
});

describe('claiming due refunds', () => {
  it('a claim made while another is still open takes none of its refunds (two instances at once)', async () => {
    for (const txn of ['T1', 'T2']) {
      await repositories.refunds.insertIfAbsent({
        paymentId: await paidPayment(txn),
        merchantRefundId: `R${txn}`,
        amountPaise: 99_900,
        reason: 'Cancelled by the visitor',
        createdAt: clock.toISOString(),
        nextCheckAt: clock.toISOString(),
      });
    }
    const at = clock.toISOString();
    const leaseUntil = new Date(clock.getTime() + 60_000).toISOString();
    let claimed!: () => void;
    const firstClaimed = new Promise<void>((resolve) => (claimed = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The first claim's transaction stays open (its rows locked on PostgreSQL, the file on SQLite)
    // while the second claim runs outside it, on another connection.
    const first = db.transaction(async () => {
      const mine = await repositories.refunds.claimDue(at, leaseUntil, 10);
      claimed();
      await released;
      return mine;
    });
    await firstClaimed;
    const second = repositories.refunds.claimDue(at, leaseUntil, 10);
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect((await first).map((refund) => refund.merchantRefundId)).toEqual(['RT1', 'RT2']);
    expect(await second).toEqual([]);
    // The lease is claimed_until; when they are next due stays as it was.
    expect(await db.all('SELECT next_check_at, claimed_until FROM refunds ORDER BY id')).toEqual([
      { next_check_at: at, claimed_until: leaseUntil },
      { next_check_at: at, claimed_until: leaseUntil },
    ]);
    expect(await repositories.refunds.claimDue(at, leaseUntil, 10)).toEqual([]);
    expect(await repositories.refunds.claimDue(leaseUntil, leaseUntil, 10)).toHaveLength(2);
  });
});
