import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { RenderRecordContext, type RenderRecord } from '../../services/render-status';
import { SiteContext } from '../../services/site';
import { NotFoundPage } from './NotFoundPage';

/** The page for an unknown address under /hi/, as the server renders it (recording its status). */
async function renderHindi(record: RenderRecord) {
  await loadCatalogues('hi');
  return render(
    <LanguageContext value="hi">
      <RenderRecordContext.Provider value={record}>
        <SiteContext.Provider value={{ ...DEFAULT_SITE, productName: 'Sukoon' }}>
          <MemoryRouter initialEntries={['/hi/no-such-page']}>
            <NotFoundPage />
          </MemoryRouter>
        </SiteContext.Provider>
      </RenderRecordContext.Provider>
    </LanguageContext>,
  );
}

describe('NotFoundPage in Hindi', () => {
  it('says in Hindi that the page is missing and leads to the Hindi home page, still a 404 kept out of search', async () => {
    const record: RenderRecord = { cookies: '', status: 200, modules: new Set() };
    await renderHindi(record);
    expect(screen.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText(/^आप जो पेज ढूँढ रहे थे, वह हमें नहीं मिला।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/hi/');
    expect(screen.queryByText(/could not find/)).not.toBeInTheDocument();
    expect(document.title).toBe('पेज नहीं मिला | Sukoon');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(record.status).toBe(404);
  });
});

describe('NotFoundPage in English', () => {
  it('stays as it was', () => {
    const record: RenderRecord = { cookies: '', status: 200, modules: new Set() };
    render(
      <RenderRecordContext.Provider value={record}>
        <SiteContext.Provider value={{ ...DEFAULT_SITE, productName: 'Sukoon' }}>
          <MemoryRouter>
            <NotFoundPage />
          </MemoryRouter>
        </SiteContext.Provider>
      </RenderRecordContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'We could not find the page you were looking for. It may have moved, or the link may be mistyped. You are still in the right place, and help is only a click away.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found | Sukoon');
    expect(record.status).toBe(404);
  });
});
