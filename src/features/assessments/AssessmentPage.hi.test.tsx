// First: Dexie's live queries only run where it finds an IndexedDB when it loads.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { assessmentOf } from '../../domain/assessments/registry';
import { SCREENING_NOTE } from '../../domain/assessments/scoring';
import hindi from '../../domain/assessments/words.hi';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { saveProgress } from '../../offline/assessment-progress';
import type { SaathiDb } from '../../offline/db';
import { freshDb } from '../../../tests/support/device';
import { SiteContext } from '../../services/site';
import { AssessmentPage } from './AssessmentPage';
import { SelfAssessmentPage } from './SelfAssessmentPage';

// The self-assessments on their /hi/ addresses: every word shown is Hindi, while what the page
// keeps and sends (answers as scores) is the same as on the English page.

const opened: SaathiDb[] = [];
function device(): SaathiDb {
  const database = freshDb();
  opened.push(database);
  return database;
}

beforeAll(() => loadCatalogues('hi'));

afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (const database of opened.splice(0)) database.close();
});

const SITE = { ...DEFAULT_SITE, crisisLines: { teleManas: '14416', emergency: '112' } };

function inHindi(page: React.ReactNode, path: string) {
  render(
    <SiteContext.Provider value={SITE}>
      <LanguageContext value="hi">
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </LanguageContext>
    </SiteContext.Provider>,
  );
}

async function seeded(test: AssessmentId, answers: (number | null)[], currentIndex: number) {
  const db = device();
  await saveProgress(db, test, { answers, currentIndex, reportId: null, updatedAt: Date.UTC(2025, 2, 5, 10, 30) });
  inHindi(<AssessmentPage test={test} db={db} />, `/hi/${test}`);
  return db;
}

const DEVANAGARI = /[\u0900-\u097F]/;
/** The English words left on a page: names only (the product, the helpline). */
const englishWords = (text: string) => (text.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !['Tele', 'MANAS', 'Saathi'].includes(word));

describe('a self-assessment in Hindi', () => {
  it('asks the questions in Hindi, with Hindi answers, progress, moves, resume note and crisis reminder', async () => {
    const questions = hindi.tests.depression.questions;
    const safety = assessmentOf('depression').questions.findIndex((question) => question.safety);
    const answers = questions.map(() => null as number | null);
    answers[safety] = 1;
    await seeded('depression', answers, safety + 1);

    await screen.findByRole('heading', { level: 2, name: questions[safety + 1] });
    expect(screen.getByRole('heading', { level: 1, name: 'डिप्रेशन टेस्ट' })).toBeInTheDocument();
    expect(screen.getByText(`21 में से सवाल ${safety + 2}`)).toBeInTheDocument();
    expect(screen.getByText(hindi.tests.depression.prompt)).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['बिल्कुल नहीं', 'कुछ दिन', 'आधे से ज़्यादा दिन', 'लगभग हर दिन']);
    expect(screen.getByRole('button', { name: 'पिछला' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'छोड़ें' })).toBeInTheDocument();
    expect(screen.getByText(/^फिर से स्वागत है। 5 मार्च 2025/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'फिर से शुरू करें' })).toBeInTheDocument();
    // The lines stay in view once the safety question was answered: same numbers, Hindi words.
    const reminder = screen.getByRole('note');
    expect(reminder).toHaveTextContent(/^हमें बताने के लिए शुक्रिया/);
    expect(within(reminder).getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(within(reminder).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(screen.getByRole('link', { name: 'फ़्री सेल्फ़-असेसमेंट' })).toHaveAttribute('href', '/hi/Self-Assessment-Tool');
    expect(document.title).toBe('डिप्रेशन सेल्फ़-असेसमेंट | Saathi');

    fireEvent.click(screen.getByRole('radio', { name: 'कुछ दिन' }));
    fireEvent.click(screen.getByRole('button', { name: 'अगला' }));
    expect(screen.getByRole('heading', { level: 2, name: questions[safety + 2] })).toBeInTheDocument();
  });

  it('shows the result in Hindi with the crisis panel first, and nothing in English but names', async () => {
    const questions = assessmentOf('depression').questions;
    const safety = questions.findIndex((question) => question.safety);
    const answers = questions.map(() => 0 as number | null);
    answers[safety] = 1;
    await seeded('depression', answers, questions.length - 1);
    await screen.findByRole('heading', { level: 2, name: hindi.tests.depression.questions.at(-1) });
    fireEvent.click(screen.getByRole('button', { name: 'पूरा करें' }));

    const crisis = screen.getByRole('heading', { level: 2, name: 'आपको यह सब अकेले नहीं झेलना है' });
    const panel = crisis.closest('section')!;
    expect(within(panel).getByRole('link', { name: /Tele-MANAS को फ़ोन करें\s*14416/ })).toHaveAttribute('href', 'tel:14416');
    expect(within(panel).getByRole('link', { name: /इमरजेंसी नंबर पर फ़ोन करें\s*112/ })).toHaveAttribute('href', 'tel:112');
    const result = screen.getByRole('heading', { level: 2, name: 'आपका नतीजा' });
    expect(crisis.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('img', { name: 'आपका स्कोर: 63 में से 1' })).toBeInTheDocument();
    expect(screen.getByText(hindi.tests.depression.bands.normal!.label)).toBeInTheDocument();
    expect(screen.getByText(hindi.screeningNote)).toBeInTheDocument();
    expect(screen.queryByText(SCREENING_NOTE)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अपनी पूरी रिपोर्ट पाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टेस्ट फिर से दें' })).toBeInTheDocument();

    const page = document.body.textContent ?? '';
    expect(page).toMatch(DEVANAGARI);
    expect(englishWords(page)).toEqual([]);
  });

  it('sends the report from Hindi labels, in Hindi, with the same scores as the English page', async () => {
    const db = await seeded('anxiety', [3, 2, 1, 0, null, 2, 3], 7);
    await screen.findByRole('heading', { level: 2, name: 'अपनी पूरी रिपोर्ट पाएँ' });
    expect(screen.getByRole('link', { name: 'हमारी प्राइवेसी पॉलिसी पढ़ें' })).toHaveAttribute('href', '/hi/cookies-privacy-policy');
    fireEvent.change(screen.getByRole('textbox', { name: /^पूरा नाम/ }), { target: { value: 'आशा वर्मा' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^फ़ोन नंबर/ }), { target: { value: '9876543210' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^ई-मेल/ }), { target: { value: 'asha@example.in' } });
    fireEvent.click(screen.getByRole('button', { name: 'भेजें' }));

    await screen.findByRole('heading', { level: 2, name: 'शुक्रिया' });
    expect(screen.getByText(hindi.tests.anxiety.bands.moderate!.interpretation).closest('[inert]')).toBeNull();
    expect(screen.getByRole('link', { name: 'सेशन बुक करें' })).toHaveAttribute('href', '/hi/individual_therapy');
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({
      kind: 'anxiety',
      language: 'hi',
      payload: { fullName: 'आशा वर्मा', contactNumber: '9876543210', email: 'asha@example.in', answers: [3, 2, 1, 0, null, 2, 3], score: 11 },
    });
  });
});

describe('the self-assessment tools page in Hindi', () => {
  it('offers the three tests, the crisis lines and the questions in Hindi, linking to Hindi pages', () => {
    inHindi(<SelfAssessmentPage />, '/hi/Self-Assessment-Tool');
    expect(screen.getByRole('heading', { level: 1, name: 'सेल्फ़-असेसमेंट टेस्ट' })).toBeInTheDocument();
    expect(document.title).toBe('फ़्री सेल्फ़-असेसमेंट टेस्ट | Saathi');
    expect(screen.getByRole('link', { name: 'डिप्रेशन टेस्ट' })).toHaveAttribute('href', '/hi/Depression-Tool');
    expect(screen.getByRole('link', { name: 'जनरल हेल्थ टेस्ट' })).toHaveAttribute('href', '/hi/General-Health-Tool');
    expect(screen.getByRole('link', { name: 'एंग्ज़ायटी डिसऑर्डर' })).toHaveAttribute('href', '/hi/Anxiety-Disorder-Tool');
    expect(screen.getByText('21 सवाल · लगभग 5 मिनट')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    const faq = screen.getByRole('heading', { level: 2, name: 'अक्सर पूछे जाने वाले सवाल' }).closest('section')!;
    expect(within(faq).getAllByRole('button', { expanded: false })).toHaveLength(5);
    expect(within(faq).getByRole('button', { name: 'क्या सेल्फ़-असेसमेंट एक डायग्नोसिस है?' })).toBeInTheDocument();
    expect(within(faq).getByRole('link', { name: 'और सवाल' })).toHaveAttribute('href', '/hi/faqs');
    expect(englishWords(document.body.textContent ?? '')).toEqual([]);
  });
});
