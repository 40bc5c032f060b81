import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVALID_IMAGE_URL } from '../../domain/schemas/blog-post';
import { json, pending, stubApi } from '../../../tests/support/stub-api';
import { BlogManagementPage } from './BlogManagementPage';
import { IMAGE_CHECK_TIMEOUT_MS } from './image-check';

// The content is written here through the editor's HTML source view; the rich editor's own
// behaviour is covered in rich-text-editor.test.tsx.

const LIST = '/api/admin/blogs';
const PREVIEW = '/api/admin/blogs/preview';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A stand-in for `Image`: URLs containing "broken" fail, "slow" never answer, the rest load. */
function stubImages() {
  const loaded: string[] = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(url: string) {
      loaded.push(url);
      if (url.includes('slow')) return;
      setTimeout(() => (url.includes('broken') ? this.onerror?.() : this.onload?.()), 5);
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return loaded;
}

function renderPage() {
  return render(
    <MemoryRouter>
      <BlogManagementPage canSeeDashboard />
    </MemoryRouter>,
  );
}

const content = () => screen.getByRole('textbox', { name: /^Content/ });

/** Writes `html` as the content, in the HTML source view (opened if it is not yet). */
async function writeContent(html: string) {
  const source = await screen.findByRole('button', { name: 'Edit HTML' });
  if (source.getAttribute('aria-pressed') !== 'true') await userEvent.click(source);
  fireEvent.change(content(), { target: { value: html } });
}
const imageField = () => screen.getByLabelText(/^Featured image URL/);

function bodiesSentTo(fetchMock: ReturnType<typeof stubApi>, path: string, method: string): unknown[] {
  return (fetchMock.mock.calls as unknown[][])
    .filter(([input, init]) => String(input) === path && (init as RequestInit | undefined)?.method === method)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

async function fillPost(title = 'Evening calm', html = '<p>Wind down</p>') {
  await userEvent.type(screen.getByLabelText(/^Title/), title);
  await userEvent.type(screen.getByLabelText(/^URL/), 'evening calm');
  await writeContent(html);
}

describe('blog preview', () => {
  it('asks the server to sanitise the content and shows only its answer, as the public page would', async () => {
    const fetchMock = stubApi({
      [LIST]: [json({ items: [] })],
      [PREVIEW]: [json({ html: '<h2>Calm</h2><p>Wind down</p>' }), json({ html: '<p>Second</p>' })],
    });
    renderPage();
    await fillPost('Evening calm', '<h2>Calm</h2><p>Wind down</p><script>window.hacked = 1</script><img src="x" onerror="alert(1)">');
    await userEvent.type(screen.getByLabelText(/^Categories/), 'Stress, Mental Health');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Preview' });
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true');
    expect(bodiesSentTo(fetchMock, PREVIEW, 'POST')).toEqual([{ content: '<h2>Calm</h2><p>Wind down</p><script>window.hacked = 1</script><img src="x" onerror="alert(1)">' }]);
    expect(await screen.findByRole('heading', { name: 'Evening calm', level: 4 })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Categories' })).toHaveTextContent('StressMental Health');
    expect(screen.getByText('Stress')).toHaveClass('tag--red');
    expect(screen.getByTestId('blog-preview-content').innerHTML).toBe('<h2>Calm</h2><p>Wind down</p>');
    expect(preview.querySelector('script, [onerror]')).toBeNull();
    // No featured image: the public page's fallback logo.
    expect(preview.querySelector('img.blog-post__image')).toHaveClass('is-fallback');

    // The preview is a snapshot: it says when it is out of date and can be refreshed.
    await writeContent('<p>Second</p>');
    expect(screen.getByText('The content has changed since this preview.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh preview' }));
    await waitFor(() => expect(screen.getByTestId('blog-preview-content').innerHTML).toBe('<p>Second</p>'));
    expect(screen.queryByText('The content has changed since this preview.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, LIST, 'POST')).toEqual([]);
  });

  it('shows loading, then the error with Retry', async () => {
    stubApi({
      [LIST]: [json({ items: [] })],
      [PREVIEW]: [json({ error: 'Please sign in.' }, 401), json({ html: '<p>Back</p>' })],
    });
    renderPage();
    await writeContent('<p>Back</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Preview failed. Please sign in.');
    expect(screen.queryByTestId('blog-preview-content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('blog-preview-content').innerHTML).toBe('<p>Back</p>'));
  });

  it('says it is loading while the server answers', async () => {
    stubApi({ [LIST]: [json({ items: [] })], [PREVIEW]: [pending] });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Loading preview...')).toBeInTheDocument();
  });
});

describe('featured image check', () => {
  it('on leaving the field, reports and clears an image that does not load', async () => {
    const loaded = stubImages();
    stubApi({ [LIST]: [json({ items: [] })] });
    renderPage();
    await userEvent.type(imageField(), 'https://images.example/broken.jpg');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_IMAGE_URL);
    expect(imageField()).toHaveValue('');
    expect(loaded).toEqual(['https://images.example/broken.jpg']);
    // Typing again clears the message; an image that loads stays.
    await userEvent.type(imageField(), 'https://images.example/calm.jpg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(loaded).toContain('https://images.example/calm.jpg'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(imageField()).toHaveValue('https://images.example/calm.jpg');
  });

  it('refuses a URL that is not http(s) without loading it', async () => {
    const loaded = stubImages();
    stubApi({ [LIST]: [json({ items: [] })] });
    renderPage();
    await userEvent.type(imageField(), 'javascript:alert(1)');
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_IMAGE_URL);
    expect(imageField()).toHaveValue('');
    expect(loaded).toEqual([]);
  });

  it(`gives up on an image that has not loaded after ${IMAGE_CHECK_TIMEOUT_MS / 1000} seconds`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubImages();
    stubApi({ [LIST]: [json({ items: [] })] });
    renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(imageField(), 'https://images.example/slow.jpg');
    await user.tab();
    expect(screen.getByRole('status')).toHaveTextContent('Checking the image...');
    await act(() => vi.advanceTimersByTimeAsync(IMAGE_CHECK_TIMEOUT_MS - 100));
    expect(imageField()).toHaveValue('https://images.example/slow.jpg');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_IMAGE_URL);
    expect(imageField()).toHaveValue('');
  });

  it('checks the image on submit: a broken one is cleared and nothing is saved', async () => {
    stubImages();
    const fetchMock = stubApi({ [LIST]: [json({ items: [] })] });
    renderPage();
    await fillPost();
    fireEvent.change(imageField(), { target: { value: 'https://images.example/broken.png' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Publish' }).closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID_IMAGE_URL);
    expect(imageField()).toHaveValue('');
    expect(bodiesSentTo(fetchMock, LIST, 'POST')).toEqual([]);
  });

  it('saves with an image that loads, and without any image at all', async () => {
    const loaded = stubImages();
    const fetchMock = stubApi({ [LIST]: [json({ items: [] }), json({ data: { id: 1 } }, 201), json({ items: [] })] });
    renderPage();
    await fillPost();
    await userEvent.type(imageField(), 'https://images.example/calm.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Blog post created successfully!')).toBeInTheDocument();
    // The blur and the submit share one load.
    expect(loaded).toEqual(['https://images.example/calm.jpg']);

    await fillPost('Second post', '<p>More</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(bodiesSentTo(fetchMock, LIST, 'POST')).toHaveLength(2));
    expect(bodiesSentTo(fetchMock, LIST, 'POST')).toEqual([
      { title: 'Evening calm', url: 'evening calm', category: '', featuredImage: 'https://images.example/calm.jpg', content: '<p>Wind down</p>' },
      { title: 'Second post', url: 'evening calm', category: '', featuredImage: '', content: '<p>More</p>' },
    ]);
    expect(loaded).toHaveLength(1);
  });

  it('still says which fields are required before any image is loaded', async () => {
    const loaded = stubImages();
    stubApi({ [LIST]: [json({ items: [] })] });
    renderPage();
    fireEvent.change(imageField(), { target: { value: 'https://images.example/calm.jpg' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Publish' }).closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields.');
    expect(loaded).toEqual([]);
  });
});

describe('content editor', () => {
  it('opens a post in the rich editor, saves its stored HTML untouched, and is empty again for a new post', async () => {
    const post = {
      id: 7,
      blogId: 'evening-calm',
      title: 'Evening calm',
      content: '<h2>Breathe</h2>\n<ul>\n<li>In <b>slowly</b></li>\n</ul>',
      category: 'Stress',
      featuredImage: null,
      createdAt: '2025-01-01T00:00:00.000Z',
      url: null,
    };
    const fetchMock = stubApi({ [LIST]: [json({ items: [post] })], [`${LIST}/7`]: [json({ data: { id: 7 } })] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('textbox', { name: /^Content/ })).toHaveAttribute('contenteditable', 'true');
    expect(content().querySelector('h2')).toHaveTextContent('Breathe');
    expect(content().querySelector('li strong')).toHaveTextContent('slowly');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Blog post updated successfully!')).toBeInTheDocument();
    // Loading a post into the editor rewrites nothing: only an edit does.
    expect(bodiesSentTo(fetchMock, `${LIST}/7`, 'PUT')).toEqual([{ title: 'Evening calm', url: 'evening-calm', category: 'Stress', featuredImage: '', content: post.content }]);
    expect(content().textContent).toBe('');
  });
});
