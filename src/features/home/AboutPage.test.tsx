import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE, type SiteSettings } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
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

/** The page under /hi/about, as the Hindi routes render it. */
async function renderHindiAbout(site: Partial<SiteSettings> = {}) {
  await loadCatalogues('hi');
  return render(
    <LanguageContext value="hi">
      <SiteContext.Provider value={{ ...DEFAULT_SITE, ...site }}>
        <PreloadsContext.Provider value={withExperts}>
          <MemoryRouter initialEntries={['/hi/about']}>
            <AboutPage />
          </MemoryRouter>
        </PreloadsContext.Provider>
      </SiteContext.Provider>
    </LanguageContext>,
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

describe('AboutPage in Hindi', () => {
  it('introduces the product in Hindi, with a Hindi title and description', async () => {
    await renderHindiAbout({ productName: 'Sukoon' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sukoon के बारे में' })).toBeInTheDocument();
    expect(screen.getByText(/^Sukoon भारत में मानसिक सेहत के लिए एक ऑनलाइन जगह है/)).toBeInTheDocument();
    expect(screen.getByRole('blockquote')).toHaveTextContent('पहला क़दम उठाने के लिए ज़रूरी नहीं कि आपके पास हर सवाल का जवाब हो।');
    expect(screen.getByText('Sukoon टीम')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'हमारा विश्वास' })).toBeInTheDocument();
    expect(document.title).toBe('Sukoon के बारे में | हमारी कहानी');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Sukoon क्यों शुरू हुआ/);
  });

  it('has every section in Hindi, its links staying under /hi/, and the figures labelled in Hindi', async () => {
    await renderHindiAbout({ stats: { satisfiedClients: 1, sessionsScheduled: 2300, journeys: 1200, communityMembers: 1000 } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'आप कहाँ से शुरू करना चाहेंगे?',
      'हमारी कहानी',
      'अब तक का साथ',
      'हमसे जुड़ें',
    ]);
    expect(screen.getByRole('link', { name: /^हमसे बात करें/ })).toHaveAttribute('href', '/hi/');
    expect(screen.getByRole('link', { name: /^ब्लॉग/ })).toHaveAttribute('href', '/hi/blogs');
    expect(screen.getByRole('link', { name: /^सेल्फ़-असेसमेंट/ })).toHaveAttribute('href', '/hi/self-assessment-tool');
    expect(screen.getByText(/^Saathi की शुरुआत एक सीधी-सी बात पर ग़ौर करने से हुई।/)).toBeInTheDocument();
    expect(screen.getByText(/^हम काउंसलर हैं, साइकोलॉजिस्ट हैं/)).toBeInTheDocument();
    const figures = within(screen.getByRole('heading', { name: 'अब तक का साथ' }).closest('section') as HTMLElement);
    expect(figures.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1200+सफ़र',
      '2300+बुक हुए सेशन',
      '1000+कम्युनिटी के सदस्य',
      '3एक्सपर्ट',
    ]);
    const contact = within(screen.getByRole('heading', { name: 'हमसे जुड़ें' }).closest('section') as HTMLElement);
    expect(contact.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['कुछ भी पूछेंसमझ नहीं आ रहा कि कहाँ से शुरू करें? हमें अपना सवाल भेजें।', '/hi/contact'],
      ['कॉल बैक माँगेंअपना नंबर छोड़ दें, हम आपके चुने हुए समय पर कॉल करेंगे।', '/hi/contact'],
      ['हमारे साथ काम करेंकाउंसलर, स्कूल और कंपनियाँ: आइए बात करें।', '/hi/contact'],
    ]);
    expect(screen.queryByText(/Our Story|Together so far|Get in touch/)).not.toBeInTheDocument();
  });
});

describe('AboutPage in English', () => {
  it('keeps its words exactly as they were', () => {
    renderAbout();
    expect(
      screen.getByText(
        'Saathi is an online space for mental wellness in India: qualified counsellors, in your language, a few taps away. We believe asking for help should feel as ordinary as seeing a doctor for a fever.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Our belief' })).toBeInTheDocument();
    expect(screen.getByText('The Saathi team')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Talk To Us/ })).toHaveTextContent('Find the right kind of session and book a time that suits you.');
    expect(screen.getByText(/^Saathi began with a simple observation\. .* Many simply do not know where to begin\.$/)).toBeInTheDocument();
    expect(screen.getByText(/^So we set out to make that first step smaller\./)).toBeInTheDocument();
    expect(screen.getByText(/to walk alongside you for as long as you need us\.$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Request a call back/ })).toHaveTextContent('Leave your number and we will call at a time you choose.');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Why Saathi exists, who we are and how we help people across India talk, heal and grow.',
    );
  });
});
