import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assessmentOf } from '../../src/domain/assessments/registry';
import { CLOSED_WITHOUT_CONTACT_NEEDS_NOTES, type FollowUpItem, type FollowUpList } from '../../src/domain/follow-ups';
import type { StaffRole } from '../../src/domain/staff';
import { reportVisitor } from '../../tests/support/fixtures';
import { signInEveryRole, type StaffSessions } from '../../tests/support/staff';
import { createTestApp, type TestApp } from '../../tests/support/test-app';
import { CANNOT_GO_BACK, FOLLOW_UP_NOT_FOUND, OWNER_NOT_STAFF } from './admin-follow-ups';

let t: TestApp;
let as: StaffSessions['as'];

beforeEach(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://saathi.example', FOLLOW_UP_ALERT_HOURS: '4' } });
  ({ as } = await signInEveryRole(t));
});
afterEach(() => t.cleanup());

function post(kind: string, body: object, key: string = randomUUID()) {
  return request(t.app).post(`/api/submissions/${kind}`).set('Idempotency-Key', key).send(body);
}

/** Only the self-harm question answered (1): a risky report, whatever its low score. */
function selfHarmReport(overrides: object = {}) {
  const answers = assessmentOf('depression').questions.map((question) => (question.safety ? 1 : 0));
  return reportVisitor({ answers, score: 1, ...overrides });
}

async function sendRisky(overrides: object = {}): Promise<number> {
  return (await post('depression', selfHarmReport(overrides)).expect(201)).body.id as number;
}

const followUpRows = () => t.db.all<{ id: number; submission_id: number; state: string }>('SELECT id, submission_id, state FROM follow_ups ORDER BY id');

async function list(query = ''): Promise<FollowUpList> {
  return (await as('support', 'get', `/api/admin/follow-ups${query}`).expect(200)).body as FollowUpList;
}

/** Makes an item look `hours` old, as if it arrived then. */
const age = (id: number, hours: number) =>
  t.db.run('UPDATE follow_ups SET created_at = ? WHERE id = ?', [new Date(Date.now() - hours * 3_600_000).toISOString(), id]);

describe('entering the follow-up queue', () => {
  it('queues a risky report with contact details once, with the notice linking to its item', async () => {
    const id = await sendRisky();
    const [row] = await followUpRows();
    expect(await followUpRows()).toEqual([{ id: row!.id, submission_id: id, state: 'new' }]);
    const notice = await t.db.get<{ text: string }>("SELECT text FROM mail_outbox WHERE to_address = ? AND submission_id = ?", [t.config.teamEmail, id]);
    expect(notice!.text).toContain('Risk: this visitor needs a call back today.');
    expect(notice!.text).toContain(`https://saathi.example/admin/follow-ups/${row!.id}`);
  });

  it('queues a report in the highest band, and not one without risk', async () => {
    await post('anxiety', reportVisitor({ answers: [1, 1, 1, 1, 1, 1, 1], score: 7 })).expect(201);
    expect(await followUpRows()).toEqual([]);
    const notice = await t.db.get<{ text: string }>('SELECT text FROM mail_outbox WHERE to_address = ?', [t.config.teamEmail]);
    expect(notice!.text).not.toContain('follow-up queue');
    await post('anxiety', reportVisitor({ answers: [3, 3, 3, 3, 3, 3, 3], score: 21 })).expect(201);
    expect(await followUpRows()).toHaveLength(1);
  });

  it('stores nothing twice for a replay of the same key', async () => {
    const key = randomUUID();
    const first = await post('depression', selfHarmReport(), key).expect(201);
    const again = await post('depression', selfHarmReport(), key).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await followUpRows()).toHaveLength(1);
  });

  // Contact details are required by the form (the schema refuses a report without them), so a
  // report without them cannot reach the queue: the rule's own test covers that case.
  it('refuses a report without contact details before anything is stored', async () => {
    await post('depression', selfHarmReport({ contactNumber: '', email: '' })).expect(400);
    expect(await followUpRows()).toEqual([]);
  });

  it('goes when staff delete the report', async () => {
    const id = await sendRisky();
    await as('admin', 'delete', `/api/admin/depression/${id}`).expect(204);
    expect(await followUpRows()).toEqual([]);
  });
});

describe('GET /api/admin/follow-ups', () => {
  it('lists overdue items first, then oldest first, with who, which result, why and how long', async () => {
    const recent = await sendRisky({ fullName: 'Recent Visitor' });
    const older = await sendRisky({ fullName: 'Older Visitor' });
    const overdue = await sendRisky({ fullName: 'Overdue Visitor', contactNumber: '9000000001' });
    const [recentItem, olderItem, overdueItem] = await followUpRows();
    await age(recentItem!.id, 1);
    await age(olderItem!.id, 2);
    await age(overdueItem!.id, 5);
    // Contacted, older still, but no longer overdue: it comes after the overdue one.
    const contacted = await sendRisky({ fullName: 'Contacted Visitor' });
    const contactedItem = (await followUpRows())[3]!;
    await as('support', 'put', `/api/admin/follow-ups/${contactedItem.id}`).send({ state: 'contacted' }).expect(200);
    await age(contactedItem.id, 6);

    const answer = await list();
    expect(answer.items.map((item) => item.submissionId)).toEqual([overdue, contacted, older, recent]);
    expect(answer).toMatchObject({ total: 4, page: 1, alertHours: 4 });
    expect(answer.items.map((item) => item.overdue)).toEqual([true, false, false, false]);
    expect(answer.items[0]).toMatchObject({
      test: 'depression',
      testTitle: 'Depression Test',
      name: 'Overdue Visitor',
      phone: '9000000001',
      email: 'asha@example.in',
      score: 1,
      bandLabel: 'Normal mood fluctuations',
      reasons: ['A question about self-harm or suicidal thoughts was answered above "Not at all".'],
      state: 'new',
      owner: null,
      notes: '',
      firstContactedAt: null,
      minutesToFirstContact: null,
    });
    expect(answer.items[0]!.ageMinutes).toBeGreaterThanOrEqual(299);
    expect(answer.staff.map((member) => member.username)).toEqual(['admin-user', 'support-user']);

    expect((await list('?pageSize=2&page=2')).items.map((item) => item.submissionId)).toEqual([older, recent]);
    expect((await list('?state=contacted')).items.map((item) => item.submissionId)).toEqual([contacted]);
  });

  it('answers admin and support, and 403 to editors and experts, for the list and one item', async () => {
    await sendRisky();
    const [row] = await followUpRows();
    for (const path of ['/api/admin/follow-ups', `/api/admin/follow-ups/${row!.id}`]) {
      for (const role of ['editor', 'expert'] as StaffRole[]) await as(role, 'get', path).expect(403);
      await as('nobody', 'get', path).expect(401);
      await as('admin', 'get', path).expect(200);
    }
    const one = await as('support', 'get', `/api/admin/follow-ups/${row!.id}`).expect(200);
    expect(one.body).toMatchObject({ data: { id: row!.id, state: 'new' }, alertHours: 4, staff: [{ username: 'admin-user' }, { username: 'support-user' }] });
    await as('support', 'get', '/api/admin/follow-ups/999').expect(404);
  });

  it('puts the open and overdue counts in the dashboard summary', async () => {
    await sendRisky();
    await sendRisky();
    await age((await followUpRows())[0]!.id, 5);
    const summary = await as('admin', 'get', '/api/admin/summary').expect(200);
    expect(summary.body.followUps).toEqual({ open: 2, overdue: 1 });
  });
});

describe('PUT /api/admin/follow-ups/:id', () => {
  async function firstItem(): Promise<FollowUpItem> {
    await sendRisky();
    return (await list()).items[0]!;
  }
  const put = (role: StaffRole, id: number, body: object) => as(role, 'put', `/api/admin/follow-ups/${id}`).send(body);

  it('moves new to contacted once, records the first contact time, owner and notes, and audits each change', async () => {
    const item = await firstItem();
    const supportId = (await list()).staff.find((member) => member.username === 'support-user')!.id;
    const taken = await put('support', item.id, { ownerId: supportId, notes: 'Trying the phone first.' }).expect(200);
    expect(taken.body.data).toMatchObject({ state: 'new', owner: { id: supportId, username: 'support-user' }, notes: 'Trying the phone first.' });

    const contacted = (await put('support', item.id, { state: 'contacted' }).expect(200)).body.data as FollowUpItem;
    expect(contacted).toMatchObject({ state: 'contacted', notes: 'Trying the phone first.', overdue: false });
    expect(contacted.firstContactedAt).not.toBeNull();
    expect(contacted.minutesToFirstContact).toBe(0);

    // Staying contacted (a notes change) keeps the first contact's time.
    const later = (await put('admin', item.id, { state: 'contacted', notes: 'Spoke again.' }).expect(200)).body.data as FollowUpItem;
    expect(later.firstContactedAt).toBe(contacted.firstContactedAt);

    const closed = (await put('admin', item.id, { state: 'closed' }).expect(200)).body.data as FollowUpItem;
    expect(closed.closedAt).not.toBeNull();
    expect(await t.db.all("SELECT staff_username, action, kind, record_id FROM staff_actions WHERE kind = 'follow-ups' ORDER BY id")).toEqual([
      { staff_username: 'support-user', action: 'follow_up_update', kind: 'follow-ups', record_id: item.id },
      { staff_username: 'support-user', action: 'follow_up_contacted', kind: 'follow-ups', record_id: item.id },
      { staff_username: 'admin-user', action: 'follow_up_update', kind: 'follow-ups', record_id: item.id },
      { staff_username: 'admin-user', action: 'follow_up_closed', kind: 'follow-ups', record_id: item.id },
    ]);
  });

  it('never goes back, and closes a new item without contact only with notes saying why', async () => {
    const item = await firstItem();
    const refused = await put('support', item.id, { state: 'closed' }).expect(400);
    expect(refused.body.fields).toEqual({ notes: CLOSED_WITHOUT_CONTACT_NEEDS_NOTES });
    await put('support', item.id, { state: 'closed', notes: 'Their second report today; called on the first.' }).expect(200);
    const back = await put('support', item.id, { state: 'new' }).expect(409);
    expect(back.body).toEqual({ error: CANNOT_GO_BACK, fields: { state: CANNOT_GO_BACK } });
    await put('support', item.id, { state: 'contacted' }).expect(409);
    expect(await t.db.get("SELECT COUNT(*) AS n FROM staff_actions WHERE kind = 'follow-ups'")).toEqual({ n: 1 });
  });

  it('refuses an owner who is not admin or support, an unknown field and an unknown item', async () => {
    const item = await firstItem();
    const editorId = (await t.db.get<{ id: number }>("SELECT id FROM users WHERE role = 'editor'"))!.id;
    expect((await put('admin', item.id, { ownerId: editorId }).expect(400)).body.fields).toEqual({ ownerId: OWNER_NOT_STAFF });
    await put('admin', item.id, { state: 'contacted', score: 0 }).expect(400);
    await put('admin', item.id, {}).expect(400);
    expect((await put('admin', 999, { state: 'contacted' }).expect(404)).body.error).toBe(FOLLOW_UP_NOT_FOUND);
  });

  it('answers 403 to editors and experts, and changes nothing', async () => {
    const item = await firstItem();
    for (const role of ['editor', 'expert'] as StaffRole[]) await put(role, item.id, { state: 'contacted' }).expect(403);
    expect(await followUpRows()).toEqual([expect.objectContaining({ state: 'new' })]);
  });
});
