import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { ExpertsCarousel } from './ExpertsCarousel';
import { json, offline, pending, stubApi } from '../../../tests/support/stub-api';

const expert = (id: number, originalId: number, name: string, overrides: Record<string, unknown> = {}) => ({
  id,
  originalId,
  name,
  position: 'Counselling Psychologist',
  imageSrc: `/uploads/${id}.webp`,
  certifications: '',
  expertise: 'Anxiety, Stress',
  experience: '5 years',
  uploadedAt: '',
  ...overrides,
});

const EXPERTS = [expert(12, 3, 'Third'), expert(10, 1, 'First'), expert(11, 2, 'Second', { languages: ['English', 'Hindi'] })];

function renderCarousel() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<ExpertsCarousel />} />
        <Route path="/expert/:id" element={<p>Expert page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ExpertsCarousel', () => {
  it('shows the loading state', () => {
    const fetchMock = stubApi({ '/api/experts': [pending] });
    renderCarousel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading experts...');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists each expert once, by originalId, in a labelled carousel', async () => {
    stubApi({ '/api/experts': [json({ data: EXPERTS })] });
    renderCarousel();
    const carousel = await screen.findByRole('region', { name: 'Our experts' });
    const items = within(carousel).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(carousel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(within(carousel).getAllByRole('link')).toHaveLength(3);
  });

  it('renders a card with sized lazy photo, name, position and expertise, linking to the expert', async () => {
    stubApi({ '/api/experts': [json({ data: EXPERTS })] });
    renderCarousel();
    const link = await screen.findByRole('link', { name: 'Second' });
    expect(link).toHaveAttribute('href', '/expert/11');
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('Counselling Psychologist');
    expect(card).toHaveTextContent('Anxiety · Stress');
    expect(card).toHaveTextContent('Languages: English, Hindi');
    expect(link).not.toHaveAttribute('lang');
    expect(screen.getByRole('link', { name: 'First' }).closest('article')).not.toHaveTextContent('Languages');
    const photo = card.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/uploads/11.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '320');
    expect(photo).toHaveAttribute('height', '320');
    fireEvent.error(photo);
    expect(photo).toHaveAttribute('src', '/images/expert-placeholder.svg');
    await userEvent.click(link);
    expect(screen.getByText('Expert page')).toBeInTheDocument();
  });

  it('accepts a bare array with items wrapped under `expert`', async () => {
    stubApi({ '/api/experts': [json([{ expert: expert(5, 1, 'Wrapped') }, { expert: { id: 6, originalId: 2 } }])] });
    renderCarousel();
    expect(await screen.findByRole('link', { name: 'Wrapped' })).toHaveAttribute('href', '/expert/5');
    const unnamed = screen.getByRole('link', { name: 'Unnamed' });
    expect(unnamed).toHaveAttribute('href', '/expert/6');
    expect(unnamed.closest('article')).toHaveTextContent('Counselor');
    expect(unnamed.closest('article')).toHaveTextContent('General Counseling');
  });

  it('shows the empty message when there are no experts', async () => {
    stubApi({ '/api/experts': [json({ data: [] })] });
    renderCarousel();
    expect(await screen.findByText('No experts available at the moment. Please check back later.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our experts' })).not.toBeInTheDocument();
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    stubApi({ '/api/experts': [json({ data: { experts: EXPERTS } })] });
    renderCarousel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load experts. Please try again later.');
    expect(screen.queryByText(/Unexpected data format/)).not.toBeInTheDocument();
  });

  it('on a network failure shows the error, and Retry loads the experts', async () => {
    const fetchMock = stubApi({ '/api/experts': [offline, json({ data: EXPERTS })] });
    renderCarousel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load experts. Please try again later.');
    expect(alert).toHaveTextContent('You appear to be offline. Please check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on a server error shows the error, and Retry loads the experts', async () => {
    const fetchMock = stubApi({ '/api/experts': [json({ error: 'Internal error' }, 500), json(EXPERTS)] });
    renderCarousel();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load experts. Please try again later.');
    expect(alert).not.toHaveTextContent('Internal error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Third' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('moves one card at a time with the previous/next buttons, from the keyboard too', async () => {
    stubApi({ '/api/experts': [json({ data: EXPERTS })] });
    renderCarousel();
    const carousel = await screen.findByRole('region', { name: 'Our experts' });
    const track = within(carousel).getByRole('list');
    const scrollBy = vi.fn();
    Object.assign(track, { scrollBy });
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 900 });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 280 } as DOMRect);
    track.style.columnGap = '16px';
    fireEvent.scroll(track);

    const previous = within(carousel).getByRole('button', { name: 'Previous expert' });
    const next = within(carousel).getByRole('button', { name: 'Next expert' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');

    await userEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();

    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 296, behavior: 'smooth' });

    track.scrollLeft = 600;
    fireEvent.scroll(track);
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    await userEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -296, behavior: 'smooth' });
    // The button that reached the end keeps focus (aria-disabled, not disabled).
    next.focus();
    expect(next).toHaveFocus();
  });

  it('jumps instead of gliding for visitors who prefer reduced motion', async () => {
    stubApi({ '/api/experts': [json({ data: EXPERTS })] });
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })),
    );
    renderCarousel();
    const carousel = await screen.findByRole('region', { name: 'Our experts' });
    const track = within(carousel).getByRole('list');
    const scrollBy = vi.fn();
    Object.assign(track, { scrollBy });
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 900 });
    fireEvent.scroll(track);
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next expert' }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'auto' }));
  });
});

describe('ExpertsCarousel on a Hindi page', () => {
  const renderOnHindiHome = () =>
    render(
      <LanguageContext value="hi">
        <MemoryRouter initialEntries={['/hi/']}>
          <ExpertsCarousel />
        </MemoryRouter>
      </LanguageContext>,
    );

  it("names an expert's languages in Hindi, and marks the profile's English as English", async () => {
    await loadCatalogues('hi');
    stubApi({ '/api/experts': [json({ data: EXPERTS })] });
    renderOnHindiHome();
    const link = await screen.findByRole('link', { name: 'Second' });
    expect(link).toHaveAttribute('href', '/hi/expert/11');
    expect(link).toHaveAttribute('lang', 'en');
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('भाषाएँ: अंग्रेज़ी, हिंदी');
    expect(within(card).getByText('Counselling Psychologist')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('Anxiety · Stress')).toHaveAttribute('lang', 'en');
  });

  it('says in Hindi that the device is offline', async () => {
    await loadCatalogues('hi');
    stubApi({ '/api/experts': [offline] });
    renderOnHindiHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('लगता है आप ऑफ़लाइन हैं।');
    expect(alert).not.toHaveTextContent(/offline/);
  });
});
