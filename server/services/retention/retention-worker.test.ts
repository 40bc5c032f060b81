import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RETENTION } from '../../../src/domain/retention';
import { createTempDatabase } from '../../../tests/support/test-app';
import { loadConfig } from '../../config';
import type { Db } from '../../db/engine/db';
import { createRetentionRepository } from '../../db/retention-repository';
import { createSubmissionsRepository } from '../../db/submissions-repository';
import { purgeExpired, startRetentionWorker } from './retention-worker';

// The clock is moved, not waited for: `now` is a fixed day and the rows are dated around the
// default periods' cutoffs (contact 2025-11-25, reports 2024-11-25, unpaid bookings 2026-08-27).
const NOW = new Date('2026-11-25T12:00:00.000Z');

let temp: Awaited<ReturnType<typeof createTempDatabase>>;
let db: Db;

beforeEach(async () => {
  temp = await createTempDatabase();
  db = temp.db;
});
afterEach(() => temp.cleanup());

async function submission(kind: string, createdAt: string, status: string | null = null): Promise<number> {
  return createSubmissionsRepository(db).insert({
    kind,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9000000000',
    status,
    payload: { name: 'Asha Rao' },
    createdAt,
    language: 'en',
  });
}

let paymentNumber = 0;
async function payment(submissionId: number, state: string, createdAt = '2024-01-01T10:00:00.000Z'): Promise<number> {
  paymentNumber += 1;
  const row = await db.get<{ id: number }>(
    `INSERT INTO payments (merchant_transaction_id, provider, purpose, kind, submission_id, option, amount_paise, state, type, created_at, completed_at)
     VALUES (?, 'sandbox', 'booking', 'individual', ?, 'individual-60', 150000, ?, 'Individual Therapy, 60 minutes', ?, ?) RETURNING id`,
    [`T${paymentNumber}`, submissionId, state, createdAt, state === 'PENDING' ? null : createdAt],
  );
  return row!.id;
}

async function mail(submissionId: number): Promise<void> {
  await db.run(
    `INSERT INTO mail_outbox (message_id, to_address, subject, html, text, state, next_attempt_at, created_at, submission_id)
     VALUES (?, 'asha@example.com', 'Received', '<p>Received</p>', 'Received', 'sent', ?, ?, ?)`,
    [`<m${submissionId}@saathi.example>`, NOW.toISOString(), NOW.toISOString(), submissionId],
  );
}

const ids = async () => (await db.all<{ id: number }>('SELECT id FROM submissions ORDER BY id')).map((row) => row.id);
const audits = () =>
  db.all<{ staff_username: string; kind: string; record_id: number; deleted_at: string }>(
    'SELECT staff_username, kind, record_id, deleted_at FROM deletion_audit ORDER BY record_id',
  );

describe('retention purge', () => {
  it('deletes what is past its period, audited by id only, and keeps the rest', async () => {
    const oldContact = await submission('contact', '2025-11-01T09:00:00.000Z');
    const recentContact = await submission('contact', '2026-01-01T09:00:00.000Z');
    const oldReport = await submission('depression', '2024-10-01T09:00:00.000Z');
    const reportInItsPeriod = await submission('anxiety', '2025-06-01T09:00:00.000Z');
    const oldUnpaid = await submission('individual', '2026-07-01T09:00:00.000Z', 'Pending');
    const declined = await payment(oldUnpaid, 'DECLINED', '2026-07-01T09:10:00.000Z');
    const oldRegistration = await submission('workshop-registration', '2026-06-01T09:00:00.000Z', 'Pending');
    const recentUnpaid = await submission('couple', '2026-10-01T09:00:00.000Z', 'Pending');
    const oldPaid = await submission('individual', '2024-01-01T09:00:00.000Z', 'Paid');
    await payment(oldPaid, 'SUCCESS');
    // Cancelled after it was paid (the refund is a row of its own): the money came, so it stays.
    const oldCancelled = await submission('family-friends', '2025-01-01T09:00:00.000Z', 'Cancelled');
    await payment(oldCancelled, 'SUCCESS');
    // Paid, but its settlement was held back for staff (status still Pending): it stays too.
    const oldHeldBack = await submission('individual', '2026-01-01T09:00:00.000Z', 'Pending');
    await payment(oldHeldBack, 'SUCCESS');
    // Old, but a payment for it started within the period: the visitor may be paying now.
    const oldBeingPaid = await submission('couple', '2026-05-01T09:00:00.000Z', 'Pending');
    await payment(oldBeingPaid, 'PENDING', '2026-11-25T11:55:00.000Z');
    await mail(oldUnpaid);
    await mail(recentContact);

    expect(await purgeExpired({ db, periods: DEFAULT_RETENTION, now: NOW })).toEqual({
      contact: 1,
      depression: 1,
      individual: 1,
      'workshop-registration': 1,
    });

    expect(await ids()).toEqual([recentContact, reportInItsPeriod, recentUnpaid, oldPaid, oldCancelled, oldHeldBack, oldBeingPaid]);
    const deletedAt = NOW.toISOString();
    expect(await audits()).toEqual([
      { staff_username: 'retention', kind: 'contact', record_id: oldContact, deleted_at: deletedAt },
      { staff_username: 'retention', kind: 'depression', record_id: oldReport, deleted_at: deletedAt },
      { staff_username: 'retention', kind: 'individual', record_id: oldUnpaid, deleted_at: deletedAt },
      { staff_username: 'retention', kind: 'workshop-registration', record_id: oldRegistration, deleted_at: deletedAt },
    ]);
    // The money trail stays; the mails about the deleted booking go with it.
    expect(await db.get('SELECT submission_id FROM payments WHERE id = ?', [declined])).toEqual({ submission_id: null });
    expect(await db.all('SELECT submission_id FROM mail_outbox')).toEqual([{ submission_id: recentContact }]);

    // Nothing more the next time.
    expect(await purgeExpired({ db, periods: DEFAULT_RETENTION, now: NOW })).toEqual({});
    expect(await audits()).toHaveLength(4);
  });

  it('follows the configured periods', async () => {
    const contact = await submission('contact', '2026-10-01T09:00:00.000Z');
    const booking = await submission('individual', '2026-11-10T09:00:00.000Z', 'Pending');
    const counts = await purgeExpired({ db, periods: { contactMonths: 1, assessmentMonths: 24, unpaidBookingDays: 7 }, now: NOW });
    expect(counts).toEqual({ contact: 1, individual: 1 });
    expect(await ids()).toEqual([]);
    expect((await audits()).map((row) => row.record_id)).toEqual([contact, booking]);
  });

  it('deletes in batches until none is left', async () => {
    const old = [];
    for (let index = 0; index < 5; index += 1) old.push(await submission('contact', '2024-01-01T09:00:00.000Z'));
    const purge = { kinds: ['contact'], before: '2025-01-01T00:00:00.000Z', unpaidOnly: false };
    expect(await createRetentionRepository(db, 2).purge(purge, NOW)).toEqual({ contact: 5 });
    expect((await audits()).map((row) => row.record_id)).toEqual(old);
  });

  it('stops between batches when asked to', async () => {
    for (let index = 0; index < 5; index += 1) await submission('contact', '2024-01-01T09:00:00.000Z');
    const purge = { kinds: ['contact'], before: '2025-01-01T00:00:00.000Z', unpaidOnly: false };
    expect(await createRetentionRepository(db, 2).purge(purge, NOW, () => true)).toEqual({ contact: 2 });
    expect(await ids()).toHaveLength(3);
  });

  it('audits each row once when two instances purge at once', async () => {
    const old = [];
    for (let index = 0; index < 9; index += 1) old.push(await submission('contact', '2024-01-01T09:00:00.000Z'));
    const purge = { kinds: ['contact'], before: '2025-01-01T00:00:00.000Z', unpaidOnly: false };
    const [first, second] = await Promise.all([
      createRetentionRepository(db, 2).purge(purge, NOW),
      createRetentionRepository(temp.openAnother(), 2).purge(purge, NOW),
    ]);
    expect((first.contact ?? 0) + (second.contact ?? 0)).toBe(9);
    expect(await ids()).toEqual([]);
    expect((await audits()).map((row) => row.record_id)).toEqual(old);
  });
});

describe('retention worker', () => {
  it('purges at start and again on its interval, logging counts only, and stops', async () => {
    const oldContact = await submission('contact', '2024-01-01T09:00:00.000Z');
    const lines: Array<{ message: string; fields: Record<string, unknown> | undefined }> = [];
    const worker = startRetentionWorker({
      db,
      config: loadConfig({ NODE_ENV: 'test' }),
      log: (message, fields) => lines.push({ message, fields }),
      now: () => NOW,
      intervalMs: 50,
    });
    try {
      await vi.waitFor(() => expect(lines[0]).toEqual({ message: 'Retention purge done', fields: { deleted: { contact: 1 } } }));
      expect(await ids()).not.toContain(oldContact);

      await submission('depression', '2023-01-01T09:00:00.000Z');
      await vi.waitFor(() => expect(lines.some((line) => JSON.stringify(line.fields) === '{"deleted":{"depression":1}}')).toBe(true));
      expect(JSON.stringify(lines)).not.toMatch(/Asha|asha@example\.com/);
    } finally {
      await worker.stop();
    }
    const purges = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(lines).toHaveLength(purges);
  });
});
