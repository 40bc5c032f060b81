import { describe, expect, it } from 'vitest';
import { coalescedChecks, type CheckClaim } from './coalesced-checks';

// The coalescing itself, with the claim kept in a map as the payments table keeps it
// (payments-repository.ts claimStatusCheck); two instances on one database are in
// server/routes/payments-status.test.ts.

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** The claims of one database: the last claim per key, and how many were asked for. */
function claims() {
  const last = new Map<string, string>();
  let asked = 0;
  const claim: CheckClaim = async (key, at, lastBefore) => {
    asked += 1;
    const previous = last.get(key);
    if (lastBefore !== null && previous !== undefined && previous > lastBefore) return false;
    last.set(key, at);
    return true;
  };
  return { claim, asked: () => asked };
}

describe('coalesced checks', () => {
  it('shares the check under way, then starts none within the interval unless forced', async () => {
    let clock = 1_000;
    const database = claims();
    const checks = coalescedChecks<string>({ minIntervalMs: 2_000, claim: database.claim, now: () => clock });
    let started = 0;
    const answer = deferred<string>();
    const check = () => {
      started += 1;
      return answer.promise;
    };
    const first = checks.run('T1', check);
    const second = checks.run('T1', check);
    expect(second).toBe(first);
    answer.resolve('PENDING');
    expect(await first).toBe('PENDING');
    expect(started).toBe(1);
    // The second caller joined the first: one claim.
    expect(database.asked()).toBe(1);

    clock += 1_999;
    expect(await checks.run('T1', check)).toBeUndefined();
    expect(await checks.run('T2', check)).toBe('PENDING');
    expect(await checks.run('T1', check, { force: true })).toBe('PENDING');
    expect(started).toBe(3);
  });

  it('counts the interval across instances: a second process sharing the claims does not check again', async () => {
    let clock = 0;
    const database = claims();
    const one = coalescedChecks<string>({ minIntervalMs: 2_000, claim: database.claim, now: () => clock });
    const two = coalescedChecks<string>({ minIntervalMs: 2_000, claim: database.claim, now: () => clock });
    let started = 0;
    const check = () => Promise.resolve(`check ${(started += 1)}`);
    const answers = await Promise.all([one.run('T1', check), two.run('T1', check)]);
    expect(answers.filter((answer) => answer !== undefined)).toEqual(['check 1']);
    clock += 2_000;
    expect(await two.run('T1', check)).toBe('check 2');
    expect(await one.run('T1', check)).toBeUndefined();
  });

  it('checks again once the interval has passed, and after a failed check', async () => {
    let clock = 0;
    const checks = coalescedChecks<string>({ minIntervalMs: 2_000, claim: claims().claim, now: () => clock });
    await expect(checks.run('T1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    clock += 1_999;
    expect(await checks.run('T1', () => Promise.resolve('SUCCESS'))).toBeUndefined();
    clock += 1;
    expect(await checks.run('T1', () => Promise.resolve('SUCCESS'))).toBe('SUCCESS');
  });
});
