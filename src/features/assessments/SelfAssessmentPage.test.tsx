import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FAQS } from '../../domain/faqs';
import { DEFAULT_SITE } from '../../domain/site';
import { SiteContext } from '../../services/site';
import { SelfAssessmentPage, TOOL_FAQS } from './SelfAssessmentPage';

function renderPage() {
  render(
    <SiteContext.Provider value={{ ...DEFAULT_SITE, crisisLines: { teleManas: '14416', emergency: '112' } }}>
      <MemoryRouter>
        <SelfAssessmentPage />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

describe('SelfAssessmentPage', () => {
  it('offers the three tests of the spec as cards, all available', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Self-Assessment Tools' })).toBeInTheDocument();
    expect(document.title).toBe('Free Self-Assessment Tools | Saathi');
    const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('tool-card'));
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Depression Test',
      'General Health Test',
      'Anxiety Disorder',
    ]);
    expect(screen.getByRole('link', { name: 'Depression Test' })).toHaveAttribute('href', '/Depression-Tool');
    expect(screen.getByRole('link', { name: 'General Health Test' })).toHaveAttribute('href', '/General-Health-Tool');
    expect(screen.getByRole('link', { name: 'Anxiety Disorder' })).toHaveAttribute('href', '/Anxiety-Disorder-Tool');
    expect(within(cards[0]!).getByText(/21 questions · about 5 minutes/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/8 questions/)).toBeInTheDocument();
    expect(within(cards[2]!).getByText(/7 questions/)).toBeInTheDocument();
  });

  it('has a 5-question FAQ from the site’s FAQ, with More FAQ to /faqs', () => {
    renderPage();
    expect(TOOL_FAQS).toHaveLength(5);
    for (const faq of TOOL_FAQS) expect(FAQS).toContain(faq);
    expect(TOOL_FAQS.map((faq) => faq.id)).toContain('screening-not-diagnosis');
    const faq = screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).closest('section')!;
    const questions = within(faq).getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(5);
    fireEvent.click(questions[0]!);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('link', { name: 'More FAQ' })).toHaveAttribute('href', '/faqs');
  });

  it('names the crisis lines as tel: links', () => {
    renderPage();
    expect(screen.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(screen.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
  });
});
