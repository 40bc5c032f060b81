// First: Dexie's live queries only run where it finds an IndexedDB when it loads.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { assessmentOf } from '../../domain/assessments/registry';
import { SCREENING_NOTE, band } from '../../domain/assessments/scoring';
import { DEFAULT_SITE } from '../../domain/site';
import { loadProgress, saveProgress } from '../../offline/assessment-progress';
import type { SaathiDb } from '../../offline/db';
import { pendingChange } from '../../offline/pending-changes';
import { freshDb } from '../../../tests/support/device';
import { SiteContext } from '../../services/site';
import { STATUS_TEXT } from '../../ui/SubmissionStatus';
import { AssessmentPage } from './AssessmentPage';
import { RING_DELAY_MS, TAKE_AGAIN, THANK_YOU } from './AssessmentResult';
import { CRISIS_TITLE } from './CrisisSupport';
import { SUBMIT_ERROR } from './ReportForm';
import { AUTO_ADVANCE_MS } from './use-question-navigation';

const opened: SaathiDb[] = [];

function device(): SaathiDb {
  const database = freshDb();
  opened.push(database);
  return database;
}

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  // Let the writes of the page just unmounted land before its database closes.
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (const database of opened.splice(0)) database.close();
});

const questionsOf = (test: AssessmentId) => assessmentOf(test).questions.map((question) => question.text);
const ANXIETY = questionsOf('anxiety');

function renderTest(test: AssessmentId, db: SaathiDb = device()) {
  render(
    <SiteContext.Provider value={DEFAULT_SITE}>
      <MemoryRouter>
        <AssessmentPage test={test} db={db} />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
  return db;
}

function questionHeading(text: string) {
  return screen.getByRole('heading', { level: 2, name: text });
}

function option(label: string) {
  return screen.getByRole('radio', { name: label });
}

function progressNow(): string | null {
  return screen.getByRole('progressbar').getAttribute('aria-valuenow');
}

/** Only the timers the page uses: IndexedDB (fake-indexeddb) keeps running on real time. */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Puts the visitor somewhere in a test, as a saved earlier visit would. */
async function seed(db: SaathiDb, test: AssessmentId, answers: (number | null)[], currentIndex: number, reportId: string | null = null) {
  await saveProgress(db, test, { answers, currentIndex, reportId, updatedAt: Date.UTC(2025, 2, 5, 10, 30) });
}

describe('a test, one question at a time', () => {
  it('shows the first question with a progress bar and moves on exactly 500 ms after a choice', async () => {
    renderTest('anxiety');
    await screen.findByRole('heading', { level: 2, name: ANXIETY[0] });
    expect(screen.getByRole('heading', { level: 1, name: 'Anxiety Test' })).toBeInTheDocument();
    expect(progressNow()).toBe('1');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '7');
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Not at all',
      'Several days',
      'More than half the days',
      'Nearly every day',
    ]);

    fakeTimers();
    fireEvent.click(option('Several days'));
    expect(option('Several days')).toHaveAttribute('aria-checked', 'true');
    advance(AUTO_ADVANCE_MS - 1);
    expect(questionHeading(ANXIETY[0]!)).toBeInTheDocument();
    advance(1);
    expect(questionHeading(ANXIETY[1]!)).toBeInTheDocument();
    expect(progressNow()).toBe('2');
    // Focus follows the visitor to the new question.
    expect(questionHeading(ANXIETY[1]!)).toHaveFocus();
    expect(screen.getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('cancels the move when the visitor acts first, and restarts it for a changed answer', async () => {
    renderTest('anxiety');
    await screen.findByRole('heading', { level: 2, name: ANXIETY[0] });
    fakeTimers();

    fireEvent.click(option('Nearly every day'));
    advance(300);
    fireEvent.click(option('Not at all'));
    advance(300);
    expect(questionHeading(ANXIETY[0]!)).toBeInTheDocument();
    advance(200);
    expect(questionHeading(ANXIETY[1]!)).toBeInTheDocument();

    fireEvent.click(option('More than half the days'));
    advance(100);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(questionHeading(ANXIETY[0]!)).toHaveFocus();
    advance(AUTO_ADVANCE_MS * 2);
    expect(questionHeading(ANXIETY[0]!)).toBeInTheDocument();
    expect(option('Not at all')).toHaveAttribute('aria-checked', 'true');
  });

  it('has Previous disabled on the first question, Skip without an answer, Next with one', async () => {
    const db = renderTest('anxiety');
    await screen.findByRole('heading', { level: 2, name: ANXIETY[0] });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(questionHeading(ANXIETY[1]!)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(questionHeading(ANXIETY[0]!)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').some((radio) => radio.getAttribute('aria-checked') === 'true')).toBe(false);

    // An answered question offers Next, which keeps the answer (Skip would drop it).
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    fireEvent.click(option('Several days'));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(questionHeading(ANXIETY[0]!)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(option('Several days')).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(questionHeading(ANXIETY[2]!)).toBeInTheDocument();
    await waitFor(async () =>
      expect(await loadProgress(db, 'anxiety', 7)).toMatchObject({ answers: [null, 1, null, null, null, null, null], currentIndex: 2 }),
    );
  });

  it('is operable by keyboard: arrows move between answers, Enter or Space chooses', async () => {
    const user = userEvent.setup();
    renderTest('anxiety');
    await screen.findByRole('heading', { level: 2, name: ANXIETY[0] });

    // One tab stop for the group: the chosen answer, or the first.
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1]);
    option('Not at all').focus();
    await user.keyboard('{ArrowDown}');
    expect(option('Several days')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(option('Nearly every day')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(option('Not at all')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(option('Nearly every day')).toHaveFocus();
    // Moving does not choose.
    expect(screen.getAllByRole('radio').some((radio) => radio.getAttribute('aria-checked') === 'true')).toBe(false);

    await user.keyboard('{Enter}');
    expect(option('Nearly every day')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(questionHeading(ANXIETY[1]!)).toHaveFocus());

    await user.tab();
    expect(option('Not at all')).toHaveFocus();
    await user.keyboard('{End}');
    expect(option('Nearly every day')).toHaveFocus();
    await user.keyboard('{Home} ');
    expect(option('Not at all')).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(questionHeading(ANXIETY[2]!)).toHaveFocus());
  });
});

describe('answers kept on the device', () => {
  it('saves each answer as it is given', async () => {
    const db = renderTest('anxiety');
    await screen.findByRole('heading', { level: 2, name: ANXIETY[0] });
    fireEvent.click(option('More than half the days'));
    // Kept at once, before any write to IndexedDB: a tab closed now loses nothing.
    expect(pendingChange(db.name, 'assessmentProgress', 'anxiety')?.value).toMatchObject({ answers: [2, null, null, null, null, null, null] });
    // Saved before the page moves on: a reload now loses nothing.
    await waitFor(async () => expect((await loadProgress(db, 'anxiety', 7))?.answers[0]).toBe(2));
    expect((await loadProgress(db, 'anxiety', 7))?.currentIndex).toBe(0);
    await screen.findByRole('heading', { level: 2, name: ANXIETY[1] }, { timeout: 2_000 });
    await waitFor(async () => expect((await loadProgress(db, 'anxiety', 7))?.currentIndex).toBe(1));
  });

  it('resumes at the same question after leaving, with the earlier answers, and offers Start over', async () => {
    const db = device();
    await seed(db, 'anxiety', [2, 1, 3, null, null, null, null], 3);
    renderTest('anxiety', db);

    await screen.findByRole('heading', { level: 2, name: ANXIETY[3] });
    expect(progressNow()).toBe('4');
    expect(screen.getByText(/Welcome back\. Your answers from 5 March 2025/)).toBeInTheDocument();
    // Arriving does not move focus around.
    expect(questionHeading(ANXIETY[3]!)).not.toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(questionHeading(ANXIETY[2]!)).toBeInTheDocument();
    expect(option('Nearly every day')).toHaveAttribute('aria-checked', 'true');
  });

  it('starts over from the first question when asked, forgetting the earlier answers', async () => {
    const db = device();
    await seed(db, 'anxiety', [2, 1, 3, null, null, null, null], 3);
    renderTest('anxiety', db);
    await screen.findByRole('heading', { level: 2, name: ANXIETY[3] });

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(questionHeading(ANXIETY[0]!)).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio').some((radio) => radio.getAttribute('aria-checked') === 'true')).toBe(false);
    await waitFor(async () => expect(await loadProgress(db, 'anxiety', 7)).toBeNull());
  });

  it('comes back to the result when the test was finished', async () => {
    const db = device();
    await seed(db, 'anxiety', [1, 1, 1, 1, 1, 1, 1], 7);
    renderTest('anxiety', db);
    await screen.findByRole('heading', { level: 2, name: 'Your result' });
    expect(screen.getByRole('img', { name: 'Your score: 7 out of 21' })).toBeInTheDocument();
  });
});

describe('finishing', () => {
  it('shows Complete on the last question; the result has the score, band and screening note, and the ring starts 300 ms later', async () => {
    const db = device();
    await seed(db, 'anxiety', [3, 2, 1, 0, null, 2, null], 6);
    renderTest('anxiety', db);
    await screen.findByRole('heading', { level: 2, name: ANXIETY[6] });
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();

    fakeTimers();
    fireEvent.click(option('Several days'));
    advance(AUTO_ADVANCE_MS * 2);
    // The last answer does not finish the test by itself.
    expect(questionHeading(ANXIETY[6]!)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));

    const result = screen.getByRole('heading', { level: 2, name: 'Your result' });
    expect(result).toHaveFocus();
    const ring = screen.getByRole('img', { name: 'Your score: 9 out of 21' });
    expect(screen.getByText(band('anxiety', 9).label, { selector: '.result-summary__band' })).toBeInTheDocument();
    expect(screen.getByText(SCREENING_NOTE)).toBeInTheDocument();
    expect(ring).toHaveAttribute('data-tone', 'yellow');
    expect(ring).toHaveAttribute('data-filled', 'false');
    advance(RING_DELAY_MS - 1);
    expect(ring).toHaveAttribute('data-filled', 'false');
    advance(1);
    expect(ring).toHaveAttribute('data-filled', 'true');
    expect(screen.queryByRole('heading', { name: CRISIS_TITLE })).not.toBeInTheDocument();
  });

  it('fills the ring at once, without animation, when the visitor asked for reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    try {
      const db = device();
      await seed(db, 'anxiety', [0, 0, 0, 0, 0, 0, 1], 7);
      renderTest('anxiety', db);
      const ring = await screen.findByRole('img', { name: 'Your score: 1 out of 21' });
      expect(ring).toHaveAttribute('data-filled', 'true');
      expect(ring).toHaveAttribute('data-animated', 'false');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('puts the crisis lines above everything, never blurred, after an answer above 0 to a safety question', async () => {
    const questions = assessmentOf('depression').questions;
    const safety = questions.findIndex((question) => question.safety);
    const answers = questions.map(() => 0 as number | null);
    answers[safety] = 1;
    const db = device();
    await seed(db, 'depression', answers, questions.length - 1);
    renderTest('depression', db);
    await screen.findByRole('heading', { level: 2, name: questions.at(-1)!.text });
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));

    const crisis = screen.getByRole('heading', { level: 2, name: CRISIS_TITLE });
    expect(crisis).toHaveFocus();
    const block = crisis.closest('section')!;
    expect(within(block).getByRole('link', { name: /Tele-MANAS\s*14416/ })).toHaveAttribute('href', 'tel:14416');
    expect(within(block).getByRole('link', { name: /emergency\s*112/ })).toHaveAttribute('href', 'tel:112');
    expect(within(block).getByText(/24x7, in many Indian languages/)).toBeInTheDocument();
    // Before the result, and outside the blurred part.
    const result = screen.getByRole('heading', { level: 2, name: 'Your result' });
    expect(crisis.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(block.closest('[aria-hidden="true"], [inert]')).toBeNull();
    expect(screen.getByText(/You also told us you have had thoughts of harming yourself/)).toBeInTheDocument();
    // A score of 1 is the lowest band: the safety answer alone brings the lines up.
    expect(screen.getByRole('img', { name: 'Your score: 1 out of 63' })).toBeInTheDocument();
  });

  it('keeps the crisis lines in view for the rest of the test once a safety question is answered above 0', async () => {
    const questions = assessmentOf('depression').questions;
    const safety = questions.findIndex((question) => question.safety);
    const db = device();
    await seed(db, 'depression', questions.map(() => null), safety);
    renderTest('depression', db);
    await screen.findByRole('heading', { level: 2, name: questions[safety]!.text });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    fireEvent.click(option('Not at all'));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    fireEvent.click(option('Several days'));
    const note = screen.getByRole('note');
    expect(within(note).getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(within(note).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await screen.findByRole('heading', { level: 2, name: questions[safety + 1]!.text }, { timeout: 2_000 });
    expect(screen.getByRole('note')).toBeInTheDocument();
  });

  it('shows the crisis lines for a score in the highest band too', async () => {
    const high = device();
    await seed(high, 'anxiety', [3, 3, 3, 3, 3, 0, 0], 7);
    renderTest('anxiety', high);
    await screen.findByRole('heading', { level: 2, name: CRISIS_TITLE });
  });
});

describe('the report', () => {
  async function finishedAnxiety(answers: (number | null)[] = [3, 2, 1, 0, null, 2, 3]) {
    const db = device();
    await seed(db, 'anxiety', answers, 7);
    renderTest('anxiety', db);
    await screen.findByRole('heading', { level: 2, name: 'Get your full report' });
    return db;
  }

  function field(name: RegExp) {
    return screen.getByRole('textbox', { name });
  }

  it('keeps the interpretation blurred and hidden until the form is sent, with a privacy note by the button', async () => {
    await finishedAnxiety();
    const interpretation = screen.getByText(band('anxiety', 11).interpretation);
    expect(interpretation.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(interpretation.closest('[inert]')).not.toBeNull();
    const privacy = screen.getByRole('link', { name: 'Read our privacy policy' });
    expect(privacy).toHaveAttribute('href', '/cookies-privacy-policy');
    expect(privacy.closest('.form-actions')).toContainElement(screen.getByRole('button', { name: 'Submit' }));
  });

  it('requires name, a 10-digit contact number not starting with 0 and an e-mail; the number keeps digits only', async () => {
    const db = await finishedAnxiety();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Contact number is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveFocus();

    fireEvent.change(field(/^Contact number/), { target: { value: '+91 098-765 43' } });
    expect(field(/^Contact number/)).toHaveValue('9109876543');
    // No maxLength on the input: a pasted "98765 43210" keeps all ten digits.
    fireEvent.change(field(/^Contact number/), { target: { value: '98765 43210' } });
    expect(field(/^Contact number/)).toHaveValue('9876543210');
    expect(field(/^Contact number/)).not.toHaveAttribute('maxlength');
    fireEvent.change(field(/^Contact number/), { target: { value: '0987654321' } });
    expect(screen.getByText('Please enter a valid 10-digit phone number')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the report with the answers and score, then says Thank You and shows the full interpretation and where the report stands', async () => {
    const db = await finishedAnxiety();
    fireEvent.change(field(/^Full name/), { target: { value: 'Asha Verma' } });
    fireEvent.change(field(/^Contact number/), { target: { value: '9876543210' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('heading', { level: 2, name: THANK_YOU });
    await waitFor(() => expect(thanks).toHaveFocus());
    const interpretation = screen.getByText(band('anxiety', 11).interpretation);
    expect(interpretation.closest('[aria-hidden="true"], [inert]')).toBeNull();
    expect(await screen.findByText(STATUS_TEXT.waiting)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/individual_therapy');

    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'anxiety',
      state: 'queued',
      payload: { fullName: 'Asha Verma', contactNumber: '9876543210', email: 'asha@example.in', answers: [3, 2, 1, 0, null, 2, 3], score: 11 },
    });
    // The link to the report is kept with the answers: a reload comes back to this page.
    await waitFor(async () => expect((await loadProgress(db, 'anxiety', 7))?.reportId).toBe(items[0]!.id));

    await db.outbox.update(items[0]!.id, { state: 'sent', payload: null, serverId: 12, sentAt: Date.now() });
    expect(await screen.findByText(/^Sent$/)).toBeInTheDocument();
  });

  it('shows the spec’s error with the reason when the server refuses the report, keeps what was typed, and sends it again', async () => {
    const db = await finishedAnxiety();
    fireEvent.change(field(/^Full name/), { target: { value: 'Asha Verma' } });
    fireEvent.change(field(/^Contact number/), { target: { value: '9876543210' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 2, name: THANK_YOU });
    const [first] = await db.outbox.toArray();

    await db.outbox.update(first!.id, {
      state: 'failed',
      lastStatus: 400,
      lastError: 'Please check the highlighted fields.',
      fieldErrors: { email: 'Email is invalid', score: 'Invalid Score' },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SUBMIT_ERROR);
    expect(alert).toHaveTextContent('Reason: Please check the highlighted fields.');
    expect(alert).toHaveTextContent('Invalid Score');
    expect(SUBMIT_ERROR).toBe('There was an error submitting your data. Please try again.');
    expect(field(/^Full name/)).toHaveValue('Asha Verma');
    expect(field(/^E-mail/)).toHaveValue('asha@example.in');
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: THANK_YOU })).not.toBeInTheDocument();

    fireEvent.change(field(/^E-mail/), { target: { value: 'asha.verma@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit again' }));
    await screen.findByRole('heading', { level: 2, name: THANK_YOU });
    const items = await db.outbox.toArray();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ state: 'queued', payload: { email: 'asha.verma@example.in', score: 11 } });
    expect(items[0]!.id).not.toBe(first!.id);
  });

  it('Take Assessment Again resets the answers, the place, the form and its saved values', async () => {
    const db = await finishedAnxiety();
    fireEvent.change(field(/^Full name/), { target: { value: 'Asha Verma' } });
    await waitFor(async () => expect(await db.drafts.get('anxiety')).toBeDefined(), { timeout: 2_000 });

    fireEvent.click(screen.getByRole('button', { name: TAKE_AGAIN }));
    expect(questionHeading(ANXIETY[0]!)).toHaveFocus();
    expect(progressNow()).toBe('1');
    expect(screen.getAllByRole('radio').some((radio) => radio.getAttribute('aria-checked') === 'true')).toBe(false);
    await waitFor(async () => {
      expect(await loadProgress(db, 'anxiety', 7)).toBeNull();
      expect(await db.drafts.get('anxiety')).toBeUndefined();
    });

    // All the way through again: a fresh form.
    for (let index = 0; index < 6; index += 1) fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    await screen.findByRole('heading', { level: 2, name: 'Get your full report' });
    expect(field(/^Full name/)).toHaveValue('');
    expect(screen.getByRole('img', { name: 'Your score: 0 out of 21' })).toBeInTheDocument();
  });

  it('Take Assessment Again also forgets what was typed a moment before, not yet written to the database', async () => {
    const db = await finishedAnxiety();
    fireEvent.change(field(/^Full name/), { target: { value: 'Asha Verma' } });
    expect(pendingChange(db.name, 'drafts', 'anxiety')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: TAKE_AGAIN }));
    expect(pendingChange(db.name, 'drafts', 'anxiety')).toBeNull();
    expect(pendingChange(db.name, 'assessmentProgress', 'anxiety')).toBeNull();
    // Past the pause after which the typed name would have been written.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await db.drafts.get('anxiety')).toBeUndefined();
    expect(await loadProgress(db, 'anxiety', 7)).toBeNull();
  });

  it('keeps a report that is still waiting to send when the visitor takes the test again', async () => {
    const db = await finishedAnxiety();
    fireEvent.change(field(/^Full name/), { target: { value: 'Asha Verma' } });
    fireEvent.change(field(/^Contact number/), { target: { value: '9876543210' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 2, name: THANK_YOU });

    fireEvent.click(screen.getByRole('button', { name: TAKE_AGAIN }));
    await screen.findByRole('heading', { level: 2, name: ANXIETY[0] });
    await waitFor(async () => expect(await loadProgress(db, 'anxiety', 7)).toBeNull());
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'anxiety', state: 'queued' }]);
  });
});
