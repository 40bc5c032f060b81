// First: Dexie's live queries only run where it finds an IndexedDB when it loads.
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { keepInHistory } from '../../offline/assessment-history';
import { saveProgress } from '../../offline/assessment-progress';
import type { SaathiDb } from '../../offline/db';
import { keepChange } from '../../offline/pending-changes';
import { SiteContext } from '../../services/site';
import { freshDb, json, queuedItem } from '../../../tests/support/device';
import { MyDataPage } from './MyDataPage';

const opened: SaathiDb[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await new Promise((resolve) => setTimeout(resolve, 20));
  for (const database of opened.splice(0)) database.close();
});

const AT = Date.UTC(2026, 10, 20, 6, 30);

function emptyDevice(): SaathiDb {
  const db = freshDb();
  opened.push(db);
  return db;
}

/** A device used for a while: a contact draft, a booking waiting to be sent, a refused report, two anxiety results, a test half done. */
async function usedDevice(): Promise<SaathiDb> {
  const db = emptyDevice();
  await db.drafts.put({ kind: 'contact', data: { fullName: 'Asha', message: 'Hello' }, updatedAt: AT });
  await db.outbox.bulkPut([
    queuedItem({ id: 'booking', kind: 'individual', createdAt: AT }),
    queuedItem({ id: 'report', kind: 'anxiety', state: 'failed', createdAt: AT + 1 }),
    queuedItem({ id: 'gone', kind: 'contact', state: 'sent', createdAt: AT - 1 }),
  ]);
  await keepInHistory(db, 'anxiety', [0, 1, 0, 1, 0, 0, 1], AT);
  await keepInHistory(db, 'anxiety', [2, 2, 1, 2, 1, 1, 1], AT + 1);
  await saveProgress(db, 'depression', { answers: Array.from({ length: 21 }, (_, i) => (i < 3 ? 1 : null)), currentIndex: 3, reportId: null, updatedAt: AT });
  keepChange(db.name, 'drafts', 'contact', { fullName: 'Asha V' }, AT + 5);
  return db;
}

function renderPage(db: SaathiDb, language: 'en' | 'hi' = 'en') {
  return render(
    <LanguageContext value={language}>
      <SiteContext.Provider value={DEFAULT_SITE}>
        <MemoryRouter>
          <MyDataPage db={db} />
        </MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('My data on this device', () => {
  it('lists drafts, what waits to be sent and the results, with counts and dates', async () => {
    renderPage(await usedDevice());
    await screen.findByRole('heading', { name: /Forms not sent yet/ });
    expect(section(/Forms not sent yet/)).toHaveTextContent('Forms not sent yet (1 item)');
    expect(within(section(/Forms not sent yet/)).getByRole('link')).toHaveTextContent(/^Message to us, last changed 20 Nov 2026/);
    expect(within(section(/Forms not sent yet/)).getByRole('link')).toHaveAttribute('href', '/contact');

    const outbox = section(/Waiting to be sent/);
    expect(outbox).toHaveTextContent('(2 items)');
    expect(within(outbox).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Individual therapy booking, from 20 Nov 2026/),
      expect.stringMatching(/^Report request, Anxiety Test, from 20 Nov 2026.*\(not accepted: see its page\)$/),
    ]);

    const results = section(/Self-assessment results/);
    expect(results).toHaveTextContent('(2 items)');
    expect(results).toHaveTextContent(/Anxiety Test: 2 results, the last on 20 Nov 2026/);
    expect(within(results).getByRole('link', { name: 'See them: Anxiety Test' })).toHaveAttribute('href', '/self-assessment/anxiety/history');
    expect(section(/Self-assessments in progress/)).toHaveTextContent(/Depression Test, last answered/);
  });

  it('erases every table and the localStorage copies in one confirmed action', async () => {
    const user = userEvent.setup();
    const db = await usedDevice();
    localStorage.setItem('saathi-install-dismissed', '1');
    renderPage(db);
    await user.click(await screen.findByRole('button', { name: 'Erase all data on this device' }));
    expect(screen.getByText(/anything waiting to be sent, which will then never reach us/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, erase all' }));

    await screen.findByText('This device keeps nothing for you.');
    expect(screen.getByText('Everything this device kept for you has been erased.')).toBeInTheDocument();
    for (const table of db.tables) expect({ table: table.name, rows: await table.count() }).toEqual({ table: table.name, rows: 0 });
    expect(Object.keys(localStorage)).toEqual(['saathi-install-dismissed']);
    expect(screen.queryByRole('button', { name: 'Erase all data on this device' })).not.toBeInTheDocument();
  });

  it('keeps everything when the visitor cancels', async () => {
    const user = userEvent.setup();
    const db = await usedDevice();
    renderPage(db);
    await user.click(await screen.findByRole('button', { name: 'Erase all data on this device' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await db.assessmentHistory.count()).toBe(2);
    expect(screen.getByRole('button', { name: 'Erase all data on this device' })).toBeInTheDocument();
  });

  it('says what the server may still hold and posts a request for it, showing the server’s answer', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async () => json(202, { message: 'If we hold data for this address, we have sent it a link.' }));
    vi.stubGlobal('fetch', fetch);
    renderPage(emptyDevice());
    expect(await screen.findByText('This device keeps nothing for you.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we may still hold' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(fetch).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), ' asha@example.in ');
    await user.click(screen.getByRole('radio', { name: 'Erase my data' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('If we hold data for this address, we have sent it a link.');
    expect(fetch).toHaveBeenCalledOnce();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/data-requests');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'asha@example.in', type: 'erase' });
  });

  it('says clearly when the request fails, or when the device is offline', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    renderPage(emptyDevice());
    await user.type(await screen.findByRole('textbox', { name: /E-mail address/ }), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your request could not be sent. Please check your connection and try again.');

    fetch.mockImplementation(async () => json(429, { error: 'Too many requests. Please wait a minute and try again.' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many requests. Please wait a minute and try again.'));

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You are offline.'));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('speaks Hindi under /hi/', async () => {
    await loadCatalogues('hi');
    renderPage(await usedDevice(), 'hi');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('इस डिवाइस पर मेरा डेटा');
    await screen.findByRole('heading', { name: /फ़ॉर्म जो अभी भेजे नहीं गए/ });
    expect(screen.getByRole('link', { name: 'देखें: एंग्ज़ायटी टेस्ट' })).toHaveAttribute('href', '/hi/self-assessment/anxiety/history');
    expect(screen.getByRole('button', { name: 'इस डिवाइस का सारा डेटा मिटाएँ' })).toBeInTheDocument();
  });
});
