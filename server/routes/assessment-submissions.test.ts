import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { assessmentOf } from '../../src/domain/assessments/registry';
import { SCREENING_NOTE, band } from '../../src/domain/assessments/scoring';
import HINDI_WORDS from '../../src/domain/assessments/words.hi';
import { reportVisitor } from '../../tests/support/fixtures';
import { createTestApp, type TestApp, type TestAppOptions } from '../../tests/support/test-app';
import type { Db } from '../db/engine/db';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.cleanup();
  testApp = undefined;
});

async function start(options: TestAppOptions = {}): Promise<TestApp> {
  testApp = await createTestApp({ ...options, env: { PUBLIC_URL: 'https://saathi.example', TEAM_EMAIL: 'team@saathi.example', ...options.env } });
  return testApp;
}

const visitor = reportVisitor();

function post(app: TestApp, kind: string, body: unknown, key: string = randomUUID()) {
  return request(app.app)
    .post(`/api/submissions/${kind}`)
    .set('Content-Type', 'application/json')
    .set('Idempotency-Key', key)
    .send(JSON.stringify(body));
}

async function counts(db: Db) {
  const count = async (table: string) => (await db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
  return { submissions: await count('submissions'), keys: await count('idempotency_keys'), mails: await count('mail_outbox') };
}

type MailRow = { to_address: string; reply_to: string | null; subject: string; html: string; text: string; submission_id: number };

function mails(db: Db): Promise<MailRow[]> {
  return db.all<MailRow>('SELECT to_address, reply_to, subject, html, text, submission_id FROM mail_outbox ORDER BY id');
}

async function storedPayload(db: Db, id: number) {
  const row = (await db.get<{
    kind: string;
    name: string;
    email: string;
    phone: string;
    status: string | null;
    payload: string;
    created_at: string;
  }>('SELECT kind, name, email, phone, status, payload, created_at FROM submissions WHERE id = ?', [id]))!;
  return { row, payload: JSON.parse(row.payload) as Record<string, unknown> };
}

describe('POST /api/submissions/anxiety', () => {
  // 3+2+1+0+skipped+2+3 = 11: Moderate, no safety question in this test.
  const answers = [3, 2, 1, 0, null, 2, 3];

  it('stores the report with the score, responses and detailed assessment computed on the server, and queues both mails', async () => {
    const app = await start();
    const res = await post(app, 'anxiety', { ...visitor, answers, score: 11 }).expect(201);
    const id = res.body.id as number;

    const { row, payload } = await storedPayload(app.db, id);
    expect(row).toMatchObject({ kind: 'anxiety', name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210', status: null });
    const questions = assessmentOf('anxiety').questions;
    expect(payload).toEqual({
      fullName: 'Asha Verma',
      contactNumber: '9876543210',
      email: 'asha@example.in',
      submissionDate: row.created_at,
      submittedAt: row.created_at,
      score: 11,
      comments: '',
      responses: questions.map((question, index) => ({
        question: question.text,
        answer: ['Nearly every day', 'More than half the days', 'Several days', 'Not at all', 'Skipped', 'More than half the days', 'Nearly every day'][index],
      })),
      detailedAssessment: {
        totalScore: 11,
        maxPossibleScore: 21,
        interpretationCategory: 'Moderate',
        detailedResponses: questions.map((question, index) => ({
          questionIndex: index,
          questionText: question.text,
          answerText: expect.any(String),
          answerScore: answers[index] ?? 0,
        })),
      },
    });
    expect((payload.detailedAssessment as { detailedResponses: { answerText: string }[] }).detailedResponses[4]?.answerText).toBe('Skipped');

    const [result, notice] = await mails(app.db);
    expect(await mails(app.db)).toHaveLength(2);
    expect(result).toMatchObject({ to_address: 'asha@example.in', subject: 'Your self-assessment report from Saathi', submission_id: id });
    expect(notice).toMatchObject({ to_address: 'team@saathi.example', reply_to: 'asha@example.in', subject: `Saathi: new Anxiety Test report #${id}`, submission_id: id });
    const moderate = band('anxiety', 11);
    for (const part of [result!.html, result!.text]) {
      expect(part).toContain('Asha Verma');
      expect(part).toContain('11 out of 21');
      expect(part).toContain('Moderate');
      expect(part).toContain(moderate.interpretation);
      expect(part).toContain('https://saathi.example/individual_therapy');
      expect(part).toContain(SCREENING_NOTE);
      // Not a crisis: the lines are in every page's footer, not pushed into this mail.
      expect(part).not.toContain('Tele-MANAS');
    }
    for (const part of [notice!.html, notice!.text]) {
      expect(part).toContain('Asha Verma');
      expect(part).toContain('9876 543 210');
      expect(part).toContain('11 out of 21');
      expect(part).toContain(`https://saathi.example/admin/responses/anxiety-test/${id}`);
      expect(part).not.toContain('crisis lines');
    }
    // Health data stays out of subject lines, which show on lock screens and in inbox lists.
    for (const mail of [result!, notice!]) {
      expect(mail.subject).not.toMatch(/11|Moderate|Asha/);
    }
  });

  it('writes the visitor\'s mail in Hindi for a report sent from a Hindi page, and keeps the record and the team\'s notice English', async () => {
    const app = await start();
    const res = await post(app, 'anxiety', { ...visitor, answers, score: 11 }).set('Content-Language', 'hi').expect(201);
    const id = res.body.id as number;

    const { payload } = await storedPayload(app.db, id);
    expect(payload).toMatchObject({
      responses: expect.arrayContaining([{ question: assessmentOf('anxiety').questions[0]!.text, answer: 'Nearly every day' }]),
      detailedAssessment: { interpretationCategory: 'Moderate' },
    });
    const { language } = (await app.db.get<{ language: string }>('SELECT language FROM submissions WHERE id = ?', [id]))!;
    expect(language).toBe('hi');

    const [result, notice] = await mails(app.db);
    expect(await mails(app.db)).toHaveLength(2);
    expect(result).toMatchObject({ to_address: 'asha@example.in', subject: 'Saathi से आपकी सेल्फ़-असेसमेंट रिपोर्ट', submission_id: id });
    const hindi = HINDI_WORDS.tests.anxiety;
    for (const part of [result!.html, result!.text]) {
      for (const expected of ['नमस्ते Asha Verma,', hindi.title, '21 में से 11', hindi.bands.moderate!.label, hindi.bands.moderate!.interpretation, HINDI_WORDS.screeningNote]) {
        expect(part).toContain(expected);
      }
      expect(part).toContain('https://saathi.example/hi/individual_therapy');
      expect(part).not.toContain('out of');
    }
    // Staff read English, whatever the visitor's language.
    expect(notice).toMatchObject({ to_address: 'team@saathi.example', subject: `Saathi: new Anxiety Test report #${id}` });
    for (const part of [notice!.html, notice!.text]) {
      expect(part).toContain('11 out of 21');
      expect(part).toContain('Moderate');
      expect(part).not.toMatch(/[\u0900-\u097F]/);
    }
  });

  it('refuses a score that is not what the answers add up to (400 on score) and stores nothing', async () => {
    const app = await start();
    for (const score of [12, 10, 0, 22, -1, '11']) {
      const res = await post(app, 'anxiety', { ...visitor, answers, score }).expect(400);
      expect(res.body).toEqual({ error: expect.any(String), fields: { score: 'Invalid Score' } });
    }
    const missing = await post(app, 'anxiety', { ...visitor, answers }).expect(400);
    expect(missing.body.fields).toEqual({ score: 'Invalid Score' });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it.each([
    ['an answer above 3', [3, 2, 1, 4, null, 2, 3]],
    ['a negative answer', [3, 2, 1, -1, null, 2, 3]],
    ['a fractional answer', [3, 2, 1, 0.5, null, 2, 3]],
    ['an answer as text', [3, 2, 1, '0', null, 2, 3]],
    ['too few answers', [3, 2, 1]],
    ['too many answers', [3, 2, 1, 0, null, 2, 3, 0]],
    ['no list at all', 'all good'],
  ])('refuses %s (400 on answers) and stores nothing', async (_, badAnswers) => {
    const app = await start();
    const res = await post(app, 'anxiety', { ...visitor, answers: badAnswers, score: 11 }).expect(400);
    expect(res.body.fields).toEqual({ answers: 'Please answer or skip every question' });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it('checks the report form like the page does', async () => {
    const app = await start();
    const res = await post(app, 'anxiety', { fullName: ' ', contactNumber: '0987654321', email: 'nope', answers, score: 11 }).expect(400);
    expect(res.body.fields).toEqual({
      fullName: 'Full name is required',
      contactNumber: 'Please enter a valid 10-digit phone number',
      email: 'Email is invalid',
    });
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });

  it('answers a replay of the same key with the same id, storing the report and its mails once', async () => {
    const app = await start();
    const key = randomUUID();
    const first = await post(app, 'anxiety', { ...visitor, answers, score: 11 }, key).expect(201);
    const again = await post(app, 'anxiety', { ...visitor, answers, score: 11 }, key).expect(201);
    expect(again.body).toEqual(first.body);
    expect(await counts(app.db)).toEqual({ submissions: 1, keys: 1, mails: 2 });
  });

  it('leads the visitor’s mail with the configured crisis lines when the band is the highest', async () => {
    const app = await start({ env: { CRISIS_TELE_MANAS: '1-800-891-4416', CRISIS_EMERGENCY: '112' } });
    const res = await post(app, 'anxiety', { ...visitor, answers: [3, 3, 3, 3, 3, 0, 0], score: 15 }).expect(201);
    const [result, notice] = await mails(app.db);
    expect(result!.html).toContain('href="tel:18008914416"');
    expect(result!.html.indexOf('1-800-891-4416')).toBeLessThan(result!.html.indexOf('15 out of 21'));
    expect(result!.text).toContain('Tele-MANAS: 1-800-891-4416');
    expect(result!.text).toContain('Emergency: 112');
    expect(notice!.text).toContain('Risk: this visitor needs a call back today. They were shown the crisis lines. The score is in the highest band.');
    expect(notice!.text).toMatch(/It is in the follow-up queue: https:\/\/saathi\.example\/admin\/follow-ups\/\d+/);
    expect(notice!.subject).toBe(`Saathi: new Anxiety Test report #${res.body.id}`);
  });
});

describe('POST /api/submissions/depression and /general-health', () => {
  it('stores a depression report out of 63 and shows the crisis lines for any safety answer, whatever the score', async () => {
    const app = await start();
    const questions = assessmentOf('depression').questions;
    const answers = questions.map((question) => (question.safety ? 1 : 0));
    const res = await post(app, 'depression', { ...visitor, answers, score: 1 }).expect(201);
    const { payload } = await storedPayload(app.db, res.body.id as number);
    expect(payload).toMatchObject({
      score: 1,
      detailedAssessment: { totalScore: 1, maxPossibleScore: 63, interpretationCategory: 'Normal mood fluctuations' },
    });
    expect((payload.responses as unknown[]).length).toBe(21);

    const [result, notice] = await mails(app.db);
    expect(result!.text).toContain('Tele-MANAS: 14416');
    expect(result!.text).toContain('Emergency: 112');
    expect(result!.text).toContain('You also told us you have had thoughts of harming yourself');
    expect(notice!.text).toContain('A question about self-harm or suicidal thoughts was answered above "Not at all".');
    expect(notice!.text).toContain(`/admin/responses/depression-test/${res.body.id}`);
    expect(notice!.subject).toBe(`Saathi: new Depression Test report #${res.body.id}`);
  });

  it('stores a general health report out of 24, with comments', async () => {
    const app = await start();
    const answers = [2, 2, 2, 2, 2, 2, 2, 0];
    const res = await post(app, 'general-health', { ...visitor, answers, score: 14, comments: '  Sleep is the hardest part. ' }).expect(201);
    const { payload } = await storedPayload(app.db, res.body.id as number);
    expect(payload).toMatchObject({
      score: 14,
      comments: 'Sleep is the hardest part.',
      detailedAssessment: { totalScore: 14, maxPossibleScore: 24, interpretationCategory: 'Moderate' },
    });
    const [result, notice] = await mails(app.db);
    expect(result!.text).not.toContain('Tele-MANAS');
    expect(notice!.text).toContain(`/admin/responses/generalHealthTest/${res.body.id}`);
  });

  it('refuses answers of one test sent as another', async () => {
    const app = await start();
    await post(app, 'depression', { ...visitor, answers: [0, 0, 0, 0, 0, 0, 0], score: 0 }).expect(400);
    expect(await counts(app.db)).toEqual({ submissions: 0, keys: 0, mails: 0 });
  });
});
