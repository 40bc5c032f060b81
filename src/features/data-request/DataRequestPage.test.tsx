import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import type { Language } from '../../i18n/language';
import { DataRequestPage } from './DataRequestPage';

const TOKEN = 'a'.repeat(43);

function renderPage(language: Language = 'en') {
  return render(
    <LanguageContext.Provider value={language}>
      <MemoryRouter initialEntries={[`/data-request/${TOKEN}`]}>
        <Routes>
          <Route path="/data-request/:token" element={<DataRequestPage />} />
        </Routes>
      </MemoryRouter>
    </LanguageContext.Provider>,
  );
}

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => vi.restoreAllMocks());

describe('the data request link page', () => {
  it('does nothing until Confirm is pressed, then posts and shows the erasure', async () => {
    const fetch = answer(200, { type: 'erase', erased: { submissions: 2, payments: 1, mails: 3, sessions: 1 } });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Confirm your request' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(fetch).toHaveBeenCalledWith(`/api/data-requests/${TOKEN}/confirm`, expect.objectContaining({ method: 'POST' }));
    expect(await screen.findByRole('heading', { name: 'Your data has been erased' })).toBeTruthy();
    expect(screen.getByText('2 forms and reports deleted.')).toBeTruthy();
    expect(screen.getByText('1 session ahead cancelled.')).toBeTruthy();
    expect(screen.getByText('1 payment kept for our accounts, without your name, e-mail or phone.')).toBeTruthy();
  });

  it('offers the copy as a file', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:copy');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    answer(200, { type: 'copy', records: { address: 'asha@example.in', submissions: [] } });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe('blob:copy');
    expect(link.getAttribute('download')).toBe('my-data.json');
    expect(screen.getByText(/everything we hold for asha@example\.in/)).toBeTruthy();
  });

  it.each([
    [409, 'This link has already been used.'],
    [410, 'This link has expired. Please ask again.'],
    [404, 'This link is not valid. Please check that you opened the whole link from the e-mail.'],
  ])('says why a link answered %i does nothing', async (status, words) => {
    answer(status, { error: 'x' });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe(words);
  });

  it('speaks Hindi under /hi/', async () => {
    await loadCatalogues('hi');
    renderPage('hi');
    expect(screen.getByRole('heading', { name: 'अपनी request पक्की करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पक्का करें' })).toBeTruthy();
  });
});
