import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE, type SiteSettings } from '../../domain/site';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { SiteContext } from '../../services/site';
import { BlogListPage } from './BlogListPage';
import { json, offline, pending, stubApi } from '../../../tests/support/stub-api';

// GET /api/blogs sends summaries: every field but the body, and the server's excerpt of it.
const post = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  blogId: 'post',
  title: 'Post',
  excerpt: 'Body',
  author: 'Team',
  createdAt: '2025-01-01T06:00:00.000Z',
  updatedAt: null,
  submittedAt: null,
  url: null,
  category: 'Article',
  featuredImage: '/uploads/post.webp',
  ...overrides,
});

const LONG_TEXT = 'Breathing slowly tells the body it is safe. '.repeat(6);

// Sent oldest first on purpose: the page must still show newest first.
const POSTS = [
  post({ id: 1, blogId: 'oldest', title: 'Oldest post', createdAt: '2024-03-02T06:00:00.000Z', category: 'Depression' }),
  post({
    id: 2,
    blogId: 'newest',
    title: 'Newest post',
    createdAt: '2025-11-16T06:00:00.000Z',
    category: 'Mental Health, Stress',
    excerpt: `Why ${LONG_TEXT}`.slice(0, 125) + '...',
    featuredImage: null,
  }),
  post({ id: 3, blogId: 'middle', title: 'Middle post', createdAt: '2025-05-20T06:00:00.000Z', category: 'Article' }),
];

function renderPage(site: SiteSettings = DEFAULT_SITE) {
  return render(
    <SiteContext.Provider value={site}>
      <MemoryRouter initialEntries={['/blogs']}>
        <Routes>
          <Route path="/blogs" element={<BlogListPage />} />
          <Route path="/blog/:id" element={<p>Detail page</p>} />
        </Routes>
      </MemoryRouter>
    </SiteContext.Provider>,
  );
}

function mainList() {
  return screen.getByRole('region', { name: 'All blog posts' });
}

function recentBlogs() {
  return screen.getByRole('region', { name: 'Recent Blogs' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogListPage', () => {
  it('shows the banner and loading states while the posts load', () => {
    const fetchMock = stubApi({ '/api/blogs': [pending] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Wellness, Growth & Healing Insights.' })).toBeInTheDocument();
    expect(within(mainList()).getByRole('status')).toHaveTextContent('Loading blog posts...');
    expect(within(recentBlogs()).getByRole('status')).toHaveTextContent('Loading blogs...');
    // One request feeds the list and the sidebar.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists the posts newest first, each card linking to its post', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    renderPage();
    const list = mainList();
    const titles = await within(list).findAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(['Newest post', 'Middle post', 'Oldest post']);
    expect(within(list).getByRole('link', { name: 'Newest post' })).toHaveAttribute('href', '/blog/newest');
    expect(within(list).getByRole('link', { name: 'Oldest post' })).toHaveAttribute('href', '/blog/oldest');
    expect(document.title).toBe('Wellness, Growth & Healing Insights | Saathi Blog');
  });

  it('shows tags, the month tag, the long date and the excerpt', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    renderPage();
    const card = (await within(mainList()).findByRole('link', { name: 'Newest post' })).closest('article')!;
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByText('Nov 2025')).toHaveClass('tag', 'tag--month');
    expect(within(tags).getByText('Mental Health')).toHaveClass('tag--green');
    expect(within(tags).getByText('Stress')).toHaveClass('tag--red');
    expect(within(card).getByText('November 16, 2025')).toHaveAttribute('dateTime', '2025-11-16T06:00:00.000Z');
    const expected = `Why ${LONG_TEXT}`.slice(0, 125) + '...';
    expect(within(card).getByText(expected)).toBeInTheDocument();
    const depressionCard = within(mainList()).getByRole('link', { name: 'Oldest post' }).closest('article')!;
    expect(within(depressionCard).getByText('Depression')).toHaveClass('tag--blue');
  });

  it('sizes and lazy-loads card images, falling back to the logo when missing or broken', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    renderPage();
    const list = mainList();
    const newest = (await within(list).findByRole('link', { name: 'Newest post' })).closest('article')!;
    const missing = newest.querySelector('img')!;
    expect(missing).toHaveAttribute('src', '/icons/logo.svg');
    const middle = within(list).getByRole('link', { name: 'Middle post' }).closest('article')!;
    const image = middle.querySelector('img')!;
    expect(image).toHaveAttribute('src', '/uploads/post.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/icons/logo.svg');
  });

  it('opens the post when a card is chosen', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    renderPage();
    await userEvent.click(await within(mainList()).findByRole('link', { name: 'Middle post' }));
    expect(screen.getByText('Detail page')).toBeInTheDocument();
  });

  it('shows exactly the two newest posts under Recent Blogs', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    renderPage();
    await within(mainList()).findAllByRole('article');
    const links = within(recentBlogs()).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Newest post', 'Middle post']);
    expect(links[0]).toHaveAttribute('href', '/blog/newest');
  });

  it('links the self-assessment tile and opens the configured community links in a new tab', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    const social = {
      instagram: 'https://instagram.example/saathi',
      whatsapp: 'https://wa.example/123',
      linkedin: 'https://linkedin.example/saathi',
      facebook: 'https://facebook.example/saathi',
    };
    renderPage({ ...DEFAULT_SITE, social });
    await within(mainList()).findAllByRole('article');
    expect(screen.getByRole('link', { name: 'Self Assessment Tools' })).toHaveAttribute('href', '/Self-Assessment-Tool');
    const community = screen.getByRole('region', { name: 'Join our Community' });
    const links = within(community).getAllByRole('link');
    expect(links).toHaveLength(4);
    for (const [label, href] of [
      ['Instagram', social.instagram],
      ['WhatsApp', social.whatsapp],
      ['LinkedIn', social.linkedin],
      ['Facebook', social.facebook],
    ] as const) {
      const link = within(community).getByRole('link', { name: `${label} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });

  it('leaves the posts\' own text in the page\'s language (no lang of its own)', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    renderPage();
    expect(await within(mainList()).findByRole('link', { name: 'Newest post' })).not.toHaveAttribute('lang');
    expect(within(recentBlogs()).getByRole('link', { name: 'Newest post' })).not.toHaveAttribute('lang');
  });

  it('shows the empty messages when there are no posts', async () => {
    stubApi({ '/api/blogs': [json({ data: [] })] });
    renderPage();
    expect(await within(mainList()).findByText('No blog posts available at the moment.')).toBeInTheDocument();
    expect(within(recentBlogs()).getByText('No recent blogs found')).toBeInTheDocument();
  });

  it('on a network failure shows the error, and Retry loads the posts', async () => {
    const fetchMock = stubApi({ '/api/blogs': [offline, json({ data: POSTS })] });
    renderPage();
    const alert = await within(mainList()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load blog posts. Please try again later.');
    expect(alert).toHaveTextContent('You appear to be offline');
    expect(within(recentBlogs()).getByText('No recent blogs found')).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(mainList()).findByRole('link', { name: 'Newest post' })).toBeInTheDocument();
    expect(within(recentBlogs()).getAllByRole('link')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('on a server error shows the error, and Retry loads the posts', async () => {
    const fetchMock = stubApi({ '/api/blogs': [json({ error: 'Internal error' }, 500), json({ data: POSTS })] });
    renderPage();
    const alert = await within(mainList()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load blog posts. Please try again later.');
    expect(alert).not.toHaveTextContent('Internal error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(mainList()).findByRole('link', { name: 'Middle post' })).toBeInTheDocument();
    expect(within(mainList()).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    stubApi({ '/api/blogs': [json({ posts: POSTS })] });
    renderPage();
    expect(await within(mainList()).findByRole('alert')).toHaveTextContent(
      'Failed to load blog posts. Please try again later.',
    );
  });
});

/** The page under /hi/blogs, as the Hindi routes render it. */
async function renderHindiPage(site: SiteSettings = DEFAULT_SITE) {
  await loadCatalogues('hi');
  return render(
    <LanguageContext value="hi">
      <SiteContext.Provider value={site}>
        <MemoryRouter initialEntries={['/hi/blogs']}>
          <Routes>
            <Route path="/hi/blogs" element={<BlogListPage />} />
            <Route path="/hi/blog/:id" element={<p>Hindi detail page</p>} />
          </Routes>
        </MemoryRouter>
      </SiteContext.Provider>
    </LanguageContext>,
  );
}

const hindiList = () => screen.getByRole('region', { name: 'सभी ब्लॉग पोस्ट' });
const hindiRecent = () => screen.getByRole('region', { name: 'नए ब्लॉग' });

describe('BlogListPage in Hindi (/hi/blogs)', () => {
  it('shows the banner, the title and the loading states in Hindi', async () => {
    stubApi({ '/api/blogs': [pending] });
    await renderHindiPage();
    expect(screen.getByRole('heading', { level: 1, name: 'मन की सेहत, आगे बढ़ने और संभलने की बातें।' })).toBeInTheDocument();
    expect(screen.getByText('हमारा ब्लॉग')).toBeInTheDocument();
    expect(screen.getByText(/ये लेख फ़िलहाल अंग्रेज़ी में हैं।$/)).toBeInTheDocument();
    expect(within(hindiList()).getByRole('status')).toHaveTextContent('ब्लॉग पोस्ट लोड हो रही हैं...');
    expect(within(hindiRecent()).getByRole('status')).toHaveTextContent('ब्लॉग लोड हो रहे हैं...');
    expect(screen.getByRole('complementary', { name: 'और भी पढ़ें' })).toBeInTheDocument();
    expect(document.title).toBe('मन की सेहत, आगे बढ़ने और संभलने की बातें | Saathi ब्लॉग');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringMatching(/^तनाव, एंग्ज़ायटी/));
    expect(screen.queryByText(/Wellness|Loading/)).not.toBeInTheDocument();
  });

  it('keeps the posts in English, marked as such, with Hindi dates and links under /hi/', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    await renderHindiPage();
    const link = await within(hindiList()).findByRole('link', { name: 'Newest post' });
    expect(link).toHaveAttribute('href', '/hi/blog/newest');
    expect(link).toHaveAttribute('lang', 'en');
    const card = link.closest('article')!;
    const tags = within(card).getByRole('list', { name: 'टैग' });
    expect(within(tags).getByText('नवंबर 2025')).toHaveClass('tag--month');
    expect(within(tags).getByText(/^प्रकाशित:/)).toHaveClass('visually-hidden');
    expect(within(tags).getByText('Mental Health')).toHaveAttribute('lang', 'en');
    expect(within(card).getByText('16 नवंबर 2025')).toHaveAttribute('dateTime', '2025-11-16T06:00:00.000Z');
    expect(card.querySelector('.blog-card__excerpt')).toHaveAttribute('lang', 'en');

    const recent = within(hindiRecent()).getAllByRole('link');
    expect(recent.map((a) => a.getAttribute('href'))).toEqual(['/hi/blog/newest', '/hi/blog/middle']);
    expect(recent[0]).toHaveAttribute('lang', 'en');
    expect(within(hindiRecent()).getByText('20 मई 2025')).toBeInTheDocument();

    await userEvent.click(link);
    expect(screen.getByText('Hindi detail page')).toBeInTheDocument();
  });

  it('says the sidebar in Hindi: the self-assessment tile and the community links', async () => {
    stubApi({ '/api/blogs': [json({ data: POSTS })] });
    await renderHindiPage({ ...DEFAULT_SITE, social: { ...DEFAULT_SITE.social, instagram: 'https://instagram.example/saathi' } });
    await within(hindiList()).findAllByRole('article');
    expect(screen.getByRole('link', { name: 'सेल्फ़-असेसमेंट टेस्ट' })).toHaveAttribute('href', '/hi/Self-Assessment-Tool');
    expect(screen.getByText(/^उदासी, एंग्ज़ायटी और कुल मिलाकर सेहत/)).toBeInTheDocument();
    const community = screen.getByRole('region', { name: 'हमारी कम्युनिटी से जुड़ें' });
    expect(within(community).getByRole('link', { name: 'Instagram (नए टैब में खुलेगा)' })).toHaveAttribute(
      'href',
      'https://instagram.example/saathi',
    );
  });

  it('shows the empty messages in Hindi', async () => {
    stubApi({ '/api/blogs': [json({ data: [] })] });
    await renderHindiPage();
    expect(await within(hindiList()).findByText('अभी कोई ब्लॉग पोस्ट उपलब्ध नहीं है।')).toBeInTheDocument();
    expect(within(hindiRecent()).getByText('अभी कोई नया ब्लॉग नहीं है')).toBeInTheDocument();
  });

  it('on a network failure says so in Hindi, and Retry loads the posts', async () => {
    stubApi({ '/api/blogs': [offline, json({ data: POSTS })] });
    await renderHindiPage();
    const alert = await within(hindiList()).findByRole('alert');
    expect(alert).toHaveTextContent('ब्लॉग पोस्ट लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।');
    expect(alert).toHaveTextContent('लगता है आप ऑफ़लाइन हैं।');
    expect(alert).not.toHaveTextContent(/offline|Failed/);
    await userEvent.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await within(hindiList()).findByRole('link', { name: 'Newest post' })).toBeInTheDocument();
  });
});
