import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../domain/site';
import { SiteContext } from '../../services/site';
import { AboutPage } from './AboutPage';

function renderAbout(productName = DEFAULT_SITE.productName) {
  return render(
    <SiteContext.Provider value={{ ...DEFAULT_SITE, productName }}>
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

describe('AboutPage', () => {
  it('introduces the product with its configured name and page title', () => {
    renderAbout('Sukoon');
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
    for (const text of ['1200+', '450+', '1000+', '50+']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const label of ['Journeys', 'One-on-one sessions', 'Community members', 'Experts']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    const contact = screen.getByRole('heading', { name: 'Get in touch' }).closest('section') as HTMLElement;
    const links = within(contact).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/contact');
  });
});
