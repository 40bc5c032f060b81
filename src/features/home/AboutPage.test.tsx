import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, type SiteSettings } from '../../domain/site';
import { PreloadsContext, type Preloads } from '../../services/preloaded';
import { SiteContext } from '../../services/site';
import { AboutPage } from './AboutPage';

const THREE_EXPERTS = [1, 2, 3].map((id) => ({ id, originalId: id, name: `Expert ${id}` }));

/** The page as it arrives from the server: with the experts list answered. */
const withExperts: Preloads = {
  get: (path) => (path === '/api/experts' ? { status: 200, body: { data: THREE_EXPERTS } } : undefined),
};

function renderAbout(site: Partial<SiteSettings> = {}) {
  return render(
    <SiteContext.Provider value={{ ...DEFAULT_SITE, ...site }}>
      <PreloadsContext.Provider value={withExperts}>
        <MemoryRouter>
          <AboutPage />
        </MemoryRouter>
      </PreloadsContext.Provider>
    </SiteContext.Provider>,
  );
}

describe('AboutPage', () => {
  it('introduces the product with its configured name and page title', () => {
    renderAbout({ productName: 'Sukoon' });
    expect(screen.getByRole('heading', { level: 1, name: 'About Sukoon' })).toBeInTheDocument();
    expect(document.title).toBe('About Sukoon | Our Story');
  });

  it('has a quote, three starting cards, our story, the figures and a get-in-touch block, in order', () => {
    renderAbout();
    expect(screen.getByRole('blockquote')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Talk To Us/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /^Blog/ })).toHaveAttribute('href', '/blogs');
    expect(screen.getByRole('link', { name: /^Self-Assessment/ })).toHaveAttribute('href', '/self-assessment-tool');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Where would you like to start?',
      'Our Story',
      'Together so far',
      'Get in touch',
    ]);
    for (const label of ['Journeys', 'Sessions scheduled', 'Community members', 'Experts']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    const contact = screen.getByRole('heading', { name: 'Get in touch' }).closest('section') as HTMLElement;
    const links = within(contact).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/contact');
  });

  it('shows the figures from the site settings and counts the experts it lists', () => {
    renderAbout({ stats: { satisfiedClients: 1, sessionsScheduled: 2300, journeys: 1200, communityMembers: 1000 } });
    const figures = within(screen.getByRole('heading', { name: 'Together so far' }).closest('section') as HTMLElement);
    expect(figures.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1200+Journeys',
      '2300+Sessions scheduled',
      '1000+Community members',
      '3Experts',
    ]);
  });
});
