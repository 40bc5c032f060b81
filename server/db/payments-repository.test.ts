import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { migrate } from './migrate';
import { createSandboxPaymentsRepository, type SandboxPaymentsRepository } from './payments-repository';

let db: Database.Database;
let books: SandboxPaymentsRepository;

beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db);
  books = createSandboxPaymentsRepository(db);
});
afterEach(() => db.close());

describe('sandbox payments repository', () => {
  const opened = { merchantTransactionId: 'T1', amountPaise: 150000, returnUrl: 'http://localhost/payment-status?transactionid=T1', transactionId: 'SANDBOXAB12' };

  it('opens a payment PENDING and finds it by merchant transaction id', () => {
    books.insert({ ...opened, createdAt: '2025-03-01T10:00:00.000Z' });
    expect(books.find('T1')).toEqual({ ...opened, outcome: 'PENDING' });
    expect(books.find('T2')).toBeUndefined();
  });

  it('records the first decision and keeps it', () => {
    books.insert({ ...opened, createdAt: '2025-03-01T10:00:00.000Z' });
    books.decide('T1', 'DECLINED', new Date('2025-03-01T10:01:00.000Z'));
    books.decide('T1', 'SUCCESS', new Date('2025-03-01T10:02:00.000Z'));
    expect(books.find('T1')?.outcome).toBe('DECLINED');
    expect(db.prepare('SELECT decided_at FROM sandbox_payments').get()).toEqual({ decided_at: '2025-03-01T10:01:00.000Z' });
  });
});
