import { describe, expect, it } from 'vitest';
import { coalescedChecks } from './coalesced-checks';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('coalesced checks', () => {
  it('shares the check under way, then starts none within the interval unless forced', async () => {
    let clock = 1_000;
    const checks = coalescedChecks<string>({ minIntervalMs: 2_000, now: () => clock });
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

    clock += 1_999;
    expect(checks.run('T1', check)).toBeUndefined();
    expect(checks.run('T2', check)).toBeDefined();
    expect(checks.run('T1', check, { force: true })).toBeDefined();
    expect(started).toBe(3);
    await Promise.resolve();
  });

  it('checks again once the interval has passed, and after a failed check', async () => {
    let clock = 0;
    const checks = coalescedChecks<string>({ minIntervalMs: 2_000, now: () => clock });
    await expect(checks.run('T1', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    clock += 2_000;
    expect(await checks.run('T1', () => Promise.resolve('SUCCESS'))).toBe('SUCCESS');
  });
});
