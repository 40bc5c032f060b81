import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues } from '../../i18n/messages';
import { LanguageContext } from '../../i18n/react';
import { BlogDetailPage } from './BlogDetailPage';
import { callsTo, json, offline, pending, stubApi } from '../../../tests/support/stub-api';

const post = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  blogId: 'post',
  title: 'Post',
  content: '<p>Body</p>',
  author: 'Team',
  createdAt: '2025-01-01T06:00:00.000Z',
  updatedAt: null,
  submittedAt: null,
  url: null,
  category: 'Article',
  featuredImage: '/uploads/post.webp',
  ...overrides,
});

const CURRENT = post({
  id: 10,
  blogId: 'breathing-for-anxiety',
  title: 'Breathing for anxiety',
  author: 'Dr. Asha Rao',
  createdAt: '2025-11-16T06:00:00.000Z',
  category: 'Anxiety, Mental Health',
  featuredImage: '/uploads/breathing.webp',
  content:
    '<h2>Box breathing</h2><p>Breathe in for four counts.</p><ul><li>Sit down</li><li>Relax</li></ul><blockquote>Slow is safe.</blockquote>',
});

const LIST = [
  CURRENT,
  post({ id: 1, blogId: 'anx-1', title: 'Anxiety one', category: 'Anxiety', createdAt: '2025-01-01T06:00:00.000Z' }),
  post({ id: 2, blogId: 'anx-2', title: 'Anxiety two', category: 'anxiety', createdAt: '2025-02-01T06:00:00.000Z' }),
  post({ id: 3, blogId: 'mh-3', title: 'Mental health three', category: 'Mental Health', createdAt: '2025-03-01T06:00:00.000Z' }),
  post({ id: 4, blogId: 'anx-4', title: 'Anxiety four', category: 'Anxiety', createdAt: '2024-04-01T06:00:00.000Z' }),
  post({ id: 5, blogId: 'dep-5', title: 'Depression five', category: 'Depression', createdAt: '2025-10-01T06:00:00.000Z' }),
];

/** GET /api/blogs sends summaries: no body, an excerpt instead. */
function summaries(posts: Array<Record<string, unknown>>) {
  return posts.map(({ content: _content, ...fields }) => ({ ...fields, excerpt: 'Excerpt' }));
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/blogs" element={<p>Blog list page</p>} />
        <Route path="/blog/:id" element={<BlogDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BlogDetailPage', () => {
  it('shows the loading state and a way back to the blogs', async () => {
    const fetchMock = stubApi({ '/api/blogs/breathing-for-anxiety': [pending], '/api/blogs': [pending] });
    renderAt('/blog/breathing-for-anxiety');
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog post...');
    expect(callsTo(fetchMock, '/api/blogs/breathing-for-anxiety')).toBe(1);
    await userEvent.click(screen.getByRole('link', { name: /Back to Blogs/ }));
    expect(screen.getByText('Blog list page')).toBeInTheDocument();
  });

  it('shows the post: title, author, date, tags, image and its HTML content', async () => {
    stubApi({ '/api/blogs/breathing-for-anxiety': [json({ data: CURRENT })], '/api/blogs': [json({ data: summaries(LIST) })] });
    renderAt('/blog/breathing-for-anxiety');
    const title = await screen.findByRole('heading', { level: 1, name: 'Breathing for anxiety' });
    const article = title.closest('article')!;
    expect(article).toHaveTextContent('By Dr. Asha Rao');
    expect(within(article).getByText('November 16, 2025')).toBeInTheDocument();
    const tags = within(article).getByRole('list', { name: 'Categories' });
    expect(within(tags).getByText('Anxiety')).toHaveClass('tag--red');
    expect(within(tags).getByText('Mental Health')).toHaveClass('tag--green');
    const image = article.querySelector('img.blog-post__image')!;
    expect(image).toHaveAttribute('src', '/uploads/breathing.webp');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    // The content is rendered as HTML inside the article, not as escaped text.
    expect(within(article).getByRole('heading', { level: 2, name: 'Box breathing' })).toBeInTheDocument();
    expect(within(article).getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      expect.arrayContaining(['Sit down', 'Relax']),
    );
    expect(article.querySelector('blockquote')).toHaveTextContent('Slow is safe.');
    expect(document.title).toBe('Breathing for anxiety | Saathi Blog');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Box breathing Breathe in for four counts. Sit down Relax Slow is safe.',
    );
  });

  it('leaves the post in the page\'s language, with no note about it', async () => {
    stubApi({ '/api/blogs/breathing-for-anxiety': [json({ data: CURRENT })], '/api/blogs': [json({ data: summaries(LIST) })] });
    renderAt('/blog/breathing-for-anxiety');
    const title = await screen.findByRole('heading', { level: 1, name: 'Breathing for anxiety' });
    expect(title).not.toHaveAttribute('lang');
    expect(title.closest('article')!.querySelector('.blog-prose')).not.toHaveAttribute('lang');
    expect(document.querySelector('.blog-post__language')).toBeNull();
  });

  it('falls back to the logo when the post has no image', async () => {
    stubApi({
      '/api/blogs/breathing-for-anxiety': [json({ data: { ...CURRENT, featuredImage: null } })],
      '/api/blogs': [json({ data: summaries(LIST) })],
    });
    renderAt('/blog/breathing-for-anxiety');
    const article = (await screen.findByRole('heading', { level: 1 })).closest('article')!;
    expect(article.querySelector('img.blog-post__image')).toHaveAttribute('src', '/icons/logo.svg');
  });

  it('shows at most 3 related posts of the same category, newest first, without the current post', async () => {
    stubApi({ '/api/blogs/breathing-for-anxiety': [json({ data: CURRENT })], '/api/blogs': [json({ data: summaries(LIST) })] });
    renderAt('/blog/breathing-for-anxiety');
    const related = await screen.findByRole('region', { name: 'Related Posts' });
    const links = within(related).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Mental health three', 'Anxiety two', 'Anxiety one']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/blog/mh-3', '/blog/anx-2', '/blog/anx-1']);
    expect(within(related).queryByText('Breathing for anxiety')).not.toBeInTheDocument();
    expect(within(related).queryByText('Depression five')).not.toBeInTheDocument();
  });

  it('opens a related post in place', async () => {
    const other = LIST[3]!;
    stubApi({
      '/api/blogs/breathing-for-anxiety': [json({ data: CURRENT })],
      '/api/blogs/mh-3': [json({ data: other })],
      '/api/blogs': [json({ data: summaries(LIST) })],
    });
    renderAt('/blog/breathing-for-anxiety');
    const related = await screen.findByRole('region', { name: 'Related Posts' });
    await userEvent.click(within(related).getByRole('link', { name: 'Mental health three' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mental health three' })).toBeInTheDocument();
  });

  it('leaves out the related section when no other post shares a category', async () => {
    stubApi({
      '/api/blogs/breathing-for-anxiety': [json({ data: CURRENT })],
      '/api/blogs': [json({ data: summaries([CURRENT, LIST[5]!]) })],
    });
    renderAt('/blog/breathing-for-anxiety');
    await screen.findByRole('heading', { level: 1, name: 'Breathing for anxiety' });
    expect(screen.queryByRole('region', { name: 'Related Posts' })).not.toBeInTheDocument();
  });

  it('still shows the post when the list for related posts fails', async () => {
    stubApi({ '/api/blogs/breathing-for-anxiety': [json({ data: CURRENT })], '/api/blogs': [offline] });
    renderAt('/blog/breathing-for-anxiety');
    expect(await screen.findByRole('heading', { level: 1, name: 'Breathing for anxiety' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the not-found view on a 404', async () => {
    stubApi({ '/api/blogs/gone': [json({ error: 'Blog post not found' }, 404)], '/api/blogs': [json({ data: summaries(LIST) })] });
    renderAt('/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Blog post not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse all blogs' }));
    expect(screen.getByText('Blog list page')).toBeInTheDocument();
  });

  it('on a network failure shows the error, and Retry loads the post', async () => {
    const fetchMock = stubApi({
      '/api/blogs/breathing-for-anxiety': [offline, json({ data: CURRENT })],
      '/api/blogs': [offline, json({ data: summaries(LIST) })],
    });
    renderAt('/blog/breathing-for-anxiety');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch blog post details');
    expect(alert).toHaveTextContent('You appear to be offline');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Breathing for anxiety' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Related Posts' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/blogs/breathing-for-anxiety')).toBe(2);
  });

  it('on a server error shows the error (not the not-found view), and Retry loads the post', async () => {
    const fetchMock = stubApi({
      '/api/blogs/breathing-for-anxiety': [json({ error: 'Internal error' }, 500), json({ data: CURRENT })],
      '/api/blogs': [json({ data: summaries(LIST) })],
    });
    renderAt('/blog/breathing-for-anxiety');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch blog post details');
    expect(screen.queryByText('Blog Post Not Found')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Breathing for anxiety' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/blogs/breathing-for-anxiety')).toBe(2);
  });
});

/** The page under /hi/blog/:id, as the Hindi routes render it. */
async function renderHindiAt(path: string) {
  await loadCatalogues('hi');
  return render(
    <LanguageContext value="hi">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/hi/blogs" element={<p>Hindi blog list page</p>} />
          <Route path="/hi/blog/:id" element={<BlogDetailPage />} />
        </Routes>
      </MemoryRouter>
    </LanguageContext>,
  );
}

describe('BlogDetailPage in Hindi (/hi/blog/:id)', () => {
  it('shows the loading state and the way back in Hindi, staying under /hi/', async () => {
    stubApi({ '/api/blogs/breathing-for-anxiety': [pending], '/api/blogs': [pending] });
    await renderHindiAt('/hi/blog/breathing-for-anxiety');
    expect(screen.getByRole('status')).toHaveTextContent('ब्लॉग पोस्ट लोड हो रही है...');
    expect(document.title).toBe('मन की सेहत, आगे बढ़ने और संभलने की बातें | Saathi ब्लॉग');
    await userEvent.click(screen.getByRole('link', { name: /सभी ब्लॉग पर वापस जाएँ/ }));
    expect(screen.getByText('Hindi blog list page')).toBeInTheDocument();
  });

  it('shows the post as written, marked English, with Hindi words and date around it', async () => {
    stubApi({ '/api/blogs/breathing-for-anxiety': [json({ data: CURRENT })], '/api/blogs': [json({ data: summaries(LIST) })] });
    await renderHindiAt('/hi/blog/breathing-for-anxiety');
    const title = await screen.findByRole('heading', { level: 1, name: 'Breathing for anxiety' });
    expect(title).toHaveAttribute('lang', 'en');
    const article = title.closest('article')!;
    expect(within(article).getByText('Dr. Asha Rao')).toHaveAttribute('lang', 'en');
    expect(article.querySelector('.blog-post__meta')).toHaveTextContent(/^लेखक: Dr\. Asha Rao · 16 नवंबर 2025$/);
    expect(within(article).getByText('यह लेख फ़िलहाल सिर्फ़ अंग्रेज़ी में उपलब्ध है।')).toBeInTheDocument();
    const tags = within(article).getByRole('list', { name: 'कैटेगरी' });
    expect(within(tags).getByText('Anxiety')).toHaveAttribute('lang', 'en');
    const prose = article.querySelector('.blog-prose')!;
    expect(prose).toHaveAttribute('lang', 'en');
    expect(within(article).getByRole('heading', { level: 2, name: 'Box breathing' })).toBeInTheDocument();
    expect(document.title).toBe('Breathing for anxiety | Saathi ब्लॉग');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Box breathing Breathe in for four counts. Sit down Relax Slow is safe.',
    );
  });

  it('shows the related posts under a Hindi heading, linking under /hi/', async () => {
    stubApi({ '/api/blogs/breathing-for-anxiety': [json({ data: CURRENT })], '/api/blogs': [json({ data: summaries(LIST) })] });
    await renderHindiAt('/hi/blog/breathing-for-anxiety');
    const related = await screen.findByRole('region', { name: 'इससे जुड़ी पोस्ट' });
    const links = within(related).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/hi/blog/mh-3', '/hi/blog/anx-2', '/hi/blog/anx-1']);
    expect(links[0]).toHaveAttribute('lang', 'en');
    expect(within(related).getByText('1 मार्च 2025')).toBeInTheDocument();
  });

  it('shows the not-found view in Hindi', async () => {
    stubApi({ '/api/blogs/gone': [json({ error: 'Blog post not found' }, 404)], '/api/blogs': [json({ data: summaries(LIST) })] });
    await renderHindiAt('/hi/blog/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'ब्लॉग पोस्ट नहीं मिली' })).toBeInTheDocument();
    expect(screen.getByText('आप जो पोस्ट ढूँढ रहे हैं, वह मौजूद नहीं है या हटा दी गई है।')).toBeInTheDocument();
    expect(document.title).toBe('ब्लॉग पोस्ट नहीं मिली | Saathi');
    await userEvent.click(screen.getByRole('link', { name: 'सभी ब्लॉग देखें' }));
    expect(screen.getByText('Hindi blog list page')).toBeInTheDocument();
  });

  it('on a network failure says so in Hindi, and Retry loads the post', async () => {
    stubApi({
      '/api/blogs/breathing-for-anxiety': [offline, json({ data: CURRENT })],
      '/api/blogs': [offline, json({ data: summaries(LIST) })],
    });
    await renderHindiAt('/hi/blog/breathing-for-anxiety');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ब्लॉग पोस्ट लोड नहीं हो सकी।');
    expect(alert).toHaveTextContent('लगता है आप ऑफ़लाइन हैं।');
    expect(alert).not.toHaveTextContent(/offline|Failed/);
    await userEvent.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Breathing for anxiety' })).toBeInTheDocument();
  });
});
