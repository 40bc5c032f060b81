import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAQS, HOME_FAQS } from '../../domain/faqs';
import { DEFAULT_SITE, type SiteSettings } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { SiteContext } from '../../services/site';
import { HomePage } from './HomePage';
import english from './below-the-fold/messages.en';
import { SERVICES } from './services';
import { HOME_FAQ_IDS, TESTIMONIALS } from './home-content';

// The experts feature is tested on its own; here it is the carousel and the count it lists.
const listed = vi.hoisted(() => ({ count: 6 as number | undefined }));
// The sections below the first screen are a chunk of their own (lazy-page.tsx); here they are
// there at once, so that each test reads the whole page. The server renders them all the same
// (tests/e2e/server-rendering.test.ts).
vi.mock('../../ui/lazy-page', async () => {
  const { HomeSections } = await import('./below-the-fold/HomeSections');
  return { lazyPage: () => HomeSections };
});

vi.mock('../experts', () => ({
  ExpertsCarousel: () => <p>Experts carousel</p>,
  useExpertCount: () => listed.count,
}));

function renderHome(site: SiteSettings = DEFAULT_SITE) {
  return render(
    <SiteContext.Provider value={site}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

function activeSlide(carouselName: string): HTMLElement | null {
  return screen.getByRole('region', { name: carouselName }).querySelector('[data-active="true"]');
}

afterEach(() => {
  vi.useRealTimers();
  listed.count = 6;
});

describe('HomePage', () => {
  it('sets title, description, keywords and robots for search engines', () => {
    renderHome();
    expect(document.title).toBe('Saathi | Online Counselling & Therapy in India');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('counsellors'),
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(/online counselling/);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });

  it('shows every section of the home page in order', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^A Safe Space to Talk, Heal, and Grow Because You Deserve It!$/,
    );
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Our community so far',
      'How it works',
      'Meet Our Experts',
      'Our Services',
      'Why Choose Saathi?',
      'Saathi stories',
      'Frequently asked questions',
    ]);
    const h1 = screen.getByRole('heading', { level: 1 });
    const firstH2 = screen.getByRole('heading', { name: 'Our community so far' });
    expect(h1.compareDocumentPosition(firstH2) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('uses the configured product name', () => {
    renderHome({ ...DEFAULT_SITE, productName: 'Sukoon' });
    expect(screen.getByRole('heading', { name: 'Why Choose Sukoon?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sukoon stories' })).toBeInTheDocument();
    expect(document.title).toBe('Sukoon | Online Counselling & Therapy in India');
  });

  it('links the three therapy cards, with sized images that do not shift the layout', () => {
    renderHome();
    const cards: [RegExp, string][] = [
      [/^Individual Therapy/, '/individual_therapy'],
      [/^Couple Therapy/, '/couple_therapy'],
      [/^Family & Friends Therapy/, '/familyFriends_therapy'],
    ];
    for (const [name, href] of cards) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const images = document.querySelectorAll('.therapy-card img');
    expect(images).toHaveLength(3);
    images.forEach((img, index) => {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      expect(img).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      expect(img.getAttribute('src')).toMatch(/^\/images\/home\/therapy-(individual|couple|family)\.svg$/);
    });
  });

  it('shows the figures from the site settings and the experts counted, without live increments', () => {
    vi.useFakeTimers();
    renderHome({ ...DEFAULT_SITE, stats: { ...DEFAULT_SITE.stats, satisfiedClients: 1500, sessionsScheduled: 2300 } });
    const counters = screen.getByRole('heading', { name: 'Our community so far' }).closest('section') as HTMLElement;
    const figures = within(counters);
    expect(figures.getByText('1500+')).toBeInTheDocument();
    expect(figures.getByText('Satisfied clients')).toBeInTheDocument();
    expect(figures.getByText('2300+')).toBeInTheDocument();
    expect(figures.getByText('Sessions scheduled')).toBeInTheDocument();
    expect(figures.getByText('6')).toBeInTheDocument();
    expect(figures.getByText('Experts available')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(figures.getByText('1500+')).toBeInTheDocument();
    expect(figures.getByText('2300+')).toBeInTheDocument();
  });

  it('leaves the experts figure out until the list is known, rather than guess it', () => {
    listed.count = undefined;
    renderHome();
    const counters = screen.getByRole('heading', { name: 'Our community so far' }).closest('section') as HTMLElement;
    expect(within(counters).getByText('Satisfied clients')).toBeInTheDocument();
    expect(within(counters).queryByText('Experts available')).not.toBeInTheDocument();
  });

  it('explains how it works in three steps', () => {
    renderHome();
    const steps = screen.getByRole('heading', { name: 'How it works' }).closest('section') as HTMLElement;
    expect(within(steps).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Share Your Needs',
      'Expert Match Made Easy',
      'Confidential, Personalized Support',
    ]);
  });

  it('shows the experts carousel under Meet Our Experts', () => {
    renderHome();
    const experts = screen.getByRole('heading', { name: 'Meet Our Experts' }).closest('section') as HTMLElement;
    expect(within(experts).getByText('Experts carousel')).toBeInTheDocument();
  });

  it('lists the twelve services and a Get Started button', () => {
    renderHome();
    const services = screen.getByRole('heading', { name: 'Our Services' }).closest('section') as HTMLElement;
    const names = within(services)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual([
      'Anxiety & Stress',
      'Depression',
      'Relationship Issues',
      'OCD',
      'Bipolar Disorder',
      'Psychosis',
      'Grief & Loss',
      'Trauma',
      'Couple Therapy',
      'LGBTQIA+',
      'ADHD & Teenage Issues',
      'Sexual Issues',
    ]);
    expect(SERVICES.every((service) => english[`service.${service}.text`].length > 20)).toBe(true);
    expect(within(services).getByRole('link', { name: 'Get Started !' })).toHaveAttribute('href', '/individual_therapy');
  });

  it('rotates the why-choose slider every 3 seconds, resting while the tab is hidden', () => {
    vi.useFakeTimers();
    renderHome();
    expect(activeSlide('Why choose Saathi')).toHaveTextContent('Qualified, caring experts');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeSlide('Why choose Saathi')).toHaveTextContent('Private and secure');

    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(activeSlide('Why choose Saathi')).toHaveTextContent('Private and secure');
    Reflect.deleteProperty(document, 'visibilityState');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(activeSlide('Why choose Saathi')).toHaveTextContent('Affordable and flexible');
  });

  it('rotates five stories every 4 seconds, with previous/next and dots', () => {
    vi.useFakeTimers();
    renderHome();
    expect(TESTIMONIALS).toHaveLength(5);
    const stories = screen.getByRole('region', { name: 'Client stories' });
    expect(activeSlide('Client stories')).toHaveTextContent('Priya, Pune');
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(activeSlide('Client stories')).toHaveTextContent('Priya, Pune');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(activeSlide('Client stories')).toHaveTextContent('Arjun, Bengaluru');

    fireEvent.click(within(stories).getByRole('button', { name: 'Next slide' }));
    expect(activeSlide('Client stories')).toHaveTextContent('Meera & Karthik, Chennai');
    fireEvent.click(within(stories).getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide('Client stories')).toHaveTextContent('Arjun, Bengaluru');

    const dots = within(stories).getAllByRole('button', { name: /^Story from/ });
    expect(dots).toHaveLength(5);
    fireEvent.click(within(stories).getByRole('button', { name: 'Story from Ananya' }));
    expect(activeSlide('Client stories')).toHaveTextContent('Ananya, Kolkata');
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(activeSlide('Client stories')).toHaveTextContent('Priya, Pune');
  });

  it('answers five questions in an accordion and links to all FAQs', async () => {
    const user = userEvent.setup();
    renderHome();
    const faq = screen.getByRole('heading', { name: 'Frequently asked questions' }).closest('section') as HTMLElement;
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    expect(HOME_FAQS).toEqual(FAQS.slice(0, 5));
    expect(HOME_FAQ_IDS).toEqual(HOME_FAQS.map((item) => item.id));

    const first = within(faq).getByRole('button', { name: 'How does online therapy with Saathi work?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByText(/private video link/)).toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');

    expect(within(faq).getByRole('link', { name: 'More FAQ' })).toHaveAttribute('href', '/faqs');
  });

  it('keeps the crisis FAQ numbers in settings', async () => {
    const user = userEvent.setup();
    renderHome({ ...DEFAULT_SITE, crisisLines: { teleManas: '14416', emergency: '112' } });
    await user.click(screen.getByRole('button', { name: 'What if I need help urgently?' }));
    expect(screen.getByText(/Tele-MANAS on 14416/)).toBeVisible();
    expect(screen.getByText(/emergency number 112/)).toBeVisible();
  });
});

describe('HomePage in Hindi', () => {
  it('speaks Hindi under /hi/, with links that stay in Hindi', async () => {
    await loadCatalogues('hi');
    render(
      <LanguageContext value="hi">
        <SiteContext.Provider value={DEFAULT_SITE}>
          <MemoryRouter initialEntries={['/hi/']}>
            <HomePage />
          </MemoryRouter>
        </SiteContext.Provider>
      </LanguageContext>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('बात करने, संभलने और आगे बढ़ने की एक सुरक्षित जगह');
    expect(screen.getByRole('heading', { name: 'Saathi ही क्यों चुनें?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /इंडिविजुअल थेरेपी/ })).toHaveAttribute('href', '/hi/individual_therapy');
    expect(screen.getByRole('link', { name: 'और सवाल' })).toHaveAttribute('href', '/hi/faqs');
    expect(screen.getByRole('button', { name: 'Saathi के साथ ऑनलाइन थेरेपी कैसे होती है?' })).toBeInTheDocument();
    expect(document.title).toBe('Saathi | भारत में ऑनलाइन काउंसलिंग और थेरेपी');
  });
});
