import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailOutboxRepository } from '../db/mail-outbox-repository';
import type { StaffRole } from '../../src/domain/staff';
import { createTestApp, type TestApp, type TestAppOptions } from '../../tests/support/test-app';
import { MAIL_NOT_FAILED, MAIL_NOT_FOUND } from './admin-activity';
import { signInEveryRole } from '../../tests/support/staff';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.cleanup();
  t = undefined;
});

async function start(options: TestAppOptions = {}) {
  t = await createTestApp(options);
  const app = t;
  const { cookies, as } = await signInEveryRole(app);
  const outbox = createMailOutboxRepository(app.db);
  const mail = async (state: 'failed' | 'sent') => {
    const id = await outbox.enqueue({
      messageId: `<${Math.random()}@saathi.example>`,
      to: 'asha@example.in',
      replyTo: null,
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
      attachments: null,
      state: 'queued',
      nextAttemptAt: '2025-01-01T00:00:00.000Z',
      createdAt: '2025-01-01T00:00:00.000Z',
      submissionId: null,
    });
    await app.db.run(`UPDATE mail_outbox SET state = ?, attempts = 5, last_error = '550 mailbox unavailable' WHERE id = ?`, [state, id]);
    return id;
  };
  const retry = (role: StaffRole | 'nobody', id: number | string) => as(role, 'post', `/api/admin/emails/${id}/retry`);
  return { app, mail, retry, cookies };
}

describe('POST /api/admin/emails/:id/retry (Send again)', () => {
  it('is for admins only', async () => {
    const { mail, retry } = await start({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    const id = await mail('failed');
    await retry('nobody', id).expect(401);
    await retry('editor', id).expect(403);
    await retry('support', id).expect(403);
  });

  it('moves a failed mail back to the queue with attempts reset, audits it, wakes the worker, and refuses other states', async () => {
    const nudge = vi.fn();
    const { app, mail, retry } = await start({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' }, mail: { nudge } });
    const failed = await mail('failed');
    const sent = await mail('sent');
    await retry('admin', failed).expect(204);
    expect(nudge).toHaveBeenCalledTimes(1);
    expect(await app.db.get('SELECT state, attempts FROM mail_outbox WHERE id = ?', [failed])).toEqual({ state: 'queued', attempts: 0 });
    expect(await app.db.all('SELECT staff_username, action, kind, record_id FROM staff_actions')).toEqual([
      { staff_username: 'admin-user', action: 'mail_retry', kind: 'emails', record_id: failed },
    ]);
    expect((await retry('admin', failed).expect(409)).body).toEqual({ error: MAIL_NOT_FAILED });
    expect((await retry('admin', sent).expect(409)).body).toEqual({ error: MAIL_NOT_FAILED });
    expect((await retry('admin', 999).expect(404)).body).toEqual({ error: MAIL_NOT_FOUND });
    await retry('admin', 'abc').expect(404);
    expect(await app.db.get('SELECT COUNT(*) AS n FROM staff_actions')).toEqual({ n: 1 });
  });

  it('without an SMTP server the mail waits as not configured', async () => {
    const { app, mail, retry } = await start();
    const failed = await mail('failed');
    await retry('admin', failed).expect(204);
    expect(await app.db.get('SELECT state, attempts FROM mail_outbox WHERE id = ?', [failed])).toEqual({ state: 'not_configured', attempts: 0 });
  });
});
