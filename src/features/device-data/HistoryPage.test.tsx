// First: Dexie's live queries only run where it finds an IndexedDB when it loads.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssessmentId } from '../../domain/assessments/assessment';
import { ASSESSMENT_IDS, assessmentOf } from '../../domain/assessments/registry';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { keepInHistory } from '../../offline/assessment-history';
import type { SaathiDb } from '../../offline/db';
import { SiteContext } from '../../services/site';
import { freshDb } from '../../../tests/support/device';
import { TestHistory } from './HistoryPage';
import english from './messages.en';

const opened: SaathiDb[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (const database of opened.splice(0)) database.close();
});

const DAY = 86_400_000;
const START = Date.UTC(2026, 9, 5, 5, 0);

/** A device with three anxiety results a week apart: 3 (minimal), 10 (moderate), 6 (mild). */
async function deviceWithThree(): Promise<SaathiDb> {
  const db = freshDb();
  opened.push(db);
  await keepInHistory(db, 'anxiety', [0, 1, 0, 1, 0, 0, 1], START);
  await keepInHistory(db, 'anxiety', [2, 2, 1, 2, 1, 1, 1], START + 7 * DAY);
  await keepInHistory(db, 'anxiety', [1, 1, 1, 1, 1, 1, 0], START + 14 * DAY);
  await keepInHistory(db, 'depression', Array.from({ length: 21 }, () => 0), START);
  return db;
}

function renderHistory(db: SaathiDb, test: AssessmentId = 'anxiety', language: 'en' | 'hi' = 'en') {
  return render(
    <LanguageContext value={language}>
      <SiteContext.Provider value={DEFAULT_SITE}>
        <MemoryRouter>
          <TestHistory test={test} db={db} />
        </MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

/** jsdom's Blob has no text(). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('reading the file failed'));
    reader.readAsText(blob);
  });
}

const points = () => document.querySelectorAll('.history-chart__point');
const resultRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('a test’s history on this device', () => {
  it('draws a point per result and lists each with its band and what changed since last time', async () => {
    renderHistory(await deviceWithThree());
    await screen.findByRole('table', { name: 'Each result, oldest first' });
    expect(points()).toHaveLength(3);
    expect(screen.getByRole('img', { name: /Chart of your scores/ })).toBeInTheDocument();
    expect(screen.getByText('3 results on this device')).toBeInTheDocument();
    expect(resultRows().map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['3 out of 21', 'Minimal', 'First result'],
      ['10 out of 21', 'Moderate', 'Score up by 7. Result changed from “Minimal”'],
      ['6 out of 21', 'Mild', 'Score down by 4. Result changed from “Moderate”'],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Anxiety Test results');
  });

  it('deletes one result after the visitor confirms, and none when they cancel', async () => {
    const user = userEvent.setup();
    const db = await deviceWithThree();
    renderHistory(db);
    await screen.findByRole('table');
    const [firstRow] = resultRows();
    const firstDate = within(firstRow!).getByRole('rowheader').textContent ?? '';

    await user.click(screen.getByRole('button', { name: `Delete the result of ${firstDate}` }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(points()).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: `Delete the result of ${firstDate}` }));
    expect(screen.getByText(`Delete the result of ${firstDate} from this device? This cannot be undone.`)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(points()).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('Deleted.');
    // The new first result has nothing before it now.
    expect(within(resultRows()[0]!).getByText('First result')).toBeInTheDocument();
    expect(await db.assessmentHistory.where('test').equals('anxiety').count()).toBe(2);
  });

  it('deletes every result of the test, and only of that test, after one confirmation', async () => {
    const user = userEvent.setup();
    const db = await deviceWithThree();
    renderHistory(db);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Delete all results of this test' }));
    expect(screen.getByText('Delete all 3 results of this test from this device? This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await screen.findByText('There are no results of this test on this device yet.');
    expect(points()).toHaveLength(0);
    expect(await db.assessmentHistory.count()).toBe(1);
    expect(screen.getByRole('link', { name: 'Take the test' })).toHaveAttribute('href', '/Anxiety-Disorder-Tool');
  });

  it('prints, and downloads the results as CSV and JSON made on the page', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:history';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderHistory(await deviceWithThree());
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: /Download \(CSV/ }));
    const csv = (await textOf(files[0]!)).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Date and time \(UTC\),Score,Out of,Result,Change since last time,Question 1,/);
    expect(lines[2]).toBe('2026-10-12T05:00:00.000Z,10,21,Moderate,+7,2,2,1,2,1,1,1');

    await user.click(screen.getByRole('button', { name: 'Download (JSON)' }));
    const json = JSON.parse(await textOf(files[1]!)) as { test: string; results: { score: number; bandName: string }[] };
    expect(json.test).toBe('anxiety');
    expect(json.results.map((result) => [result.score, result.bandName])).toEqual([
      [3, 'Minimal'],
      [10, 'Moderate'],
      [6, 'Mild'],
    ]);
  });

  it('says so when the device holds no result of the test', async () => {
    const db = freshDb();
    opened.push(db);
    renderHistory(db, 'general-health');
    expect(await screen.findByText('There are no results of this test on this device yet.')).toBeInTheDocument();
    expect(points()).toHaveLength(0);
  });

  it('speaks Hindi under /hi/, with the bands named in Hindi', async () => {
    await loadCatalogues('hi');
    renderHistory(await deviceWithThree(), 'anxiety', 'hi');
    await screen.findByRole('table', { name: 'हर नतीजा, सबसे पुराना पहले' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('आपके एंग्ज़ायटी टेस्ट के नतीजे');
    expect(within(resultRows()[1]!).getByText('स्कोर 7 बढ़ा। नतीजा “न के बराबर” से बदला')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'इस डिवाइस पर आपका सारा डेटा' })).toHaveAttribute('href', '/hi/my-data');
  });
});

describe('the band names of the history', () => {
  it('are the spec’s labels in English, for every band of every test', () => {
    for (const test of ASSESSMENT_IDS) {
      for (const band of assessmentOf(test).bands) {
        expect({ test, band: band.key, label: english[`band.${test}.${band.key}` as keyof typeof english] }).toEqual({ test, band: band.key, label: band.label });
      }
    }
  });
});
