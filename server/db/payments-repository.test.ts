import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTempDatabase } from '../../tests/support/test-app';
import type { Db } from './engine/db';
import { createSandboxPaymentsRepository, type SandboxPaymentsRepository } from './payments-repository';

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let db: Db;
let books: SandboxPaymentsRepository;

beforeEach(async () => {
  temp = await createTempDatabase();
  db = temp.db;
  books = createSandboxPaymentsRepository(db);
});
afterEach(() => temp.cleanup());

describe('sandbox payments repository', () => {
  const opened = { merchantTransactionId: 'T1', amountPaise: 150000, returnUrl: 'http://localhost/payment-status?transactionid=T1', transactionId: 'SANDBOXAB12' };

  it('opens a payment PENDING and finds it by merchant transaction id', async () => {
    await books.insert({ ...opened, createdAt: '2025-03-01T10:00:00.000Z' });
    expect(await books.find('T1')).toEqual({ ...opened, outcome: 'PENDING' });
    expect(await books.find('T2')).toBeUndefined();
  });

  it('records the first decision and keeps it', async () => {
    await books.insert({ ...opened, createdAt: '2025-03-01T10:00:00.000Z' });
    await books.decide('T1', 'DECLINED', new Date('2025-03-01T10:01:00.000Z'));
    await books.decide('T1', 'SUCCESS', new Date('2025-03-01T10:02:00.000Z'));
    expect((await books.find('T1'))?.outcome).toBe('DECLINED');
    expect(await db.get('SELECT decided_at FROM sandbox_payments')).toEqual({ decided_at: '2025-03-01T10:01:00.000Z' });
  });
});
