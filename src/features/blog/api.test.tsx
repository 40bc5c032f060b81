import { describe, expect, it } from 'vitest';
import { ApiError } from '../../services/api';
import { BLOG_FORMAT_ERROR, blogPath, readBlogList, readBlogPost } from './api';

const post = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  blogId: 'calm-mornings',
  title: 'Calm mornings',
  content: '<p>Hello</p>',
  author: 'Dr. Asha Rao',
  createdAt: '2025-11-16T04:30:00.000Z',
  updatedAt: null,
  submittedAt: null,
  url: null,
  category: 'Mental Health',
  featuredImage: '/uploads/calm.webp',
  ...overrides,
});

const summary = (overrides: Record<string, unknown> = {}) => {
  const { content: _content, ...fields } = post(overrides);
  return { ...fields, excerpt: 'Hello', ...overrides };
};

function rejection(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the parser to reject the body');
}

describe('readBlogList', () => {
  it('reads {data: [...]} of summaries and orders it newest first', () => {
    const list = readBlogList({
      data: [
        summary({ id: 1, blogId: 'old', createdAt: '2024-01-01T00:00:00.000Z' }),
        summary({ id: 2, blogId: 'new', createdAt: '2025-06-01T00:00:00.000Z' }),
        summary({ id: 3, blogId: 'mid', createdAt: '2024-09-01T00:00:00.000Z' }),
      ],
    });
    expect(list.map((p) => p.blogId)).toEqual(['new', 'mid', 'old']);
    expect(list[0]).toEqual(summary({ id: 2, blogId: 'new', createdAt: '2025-06-01T00:00:00.000Z' }));
  });

  it('accepts a bare array', () => {
    expect(readBlogList([summary()]).map((p) => p.blogId)).toEqual(['calm-mornings']);
  });

  it('makes the excerpt of whole posts, as a list saved before summaries holds them', () => {
    const [read] = readBlogList({ data: [post({ content: '<h2>Calm</h2><p>Breathe &amp; rest</p>' })] });
    expect(read).toEqual(summary({ excerpt: 'Calm Breathe & rest' }));
    expect(read).not.toHaveProperty('content');
  });

  it('fills the spec defaults for missing or blank fields', () => {
    const before = Date.now();
    const [read] = readBlogList({ data: [{ id: '7', blogId: ' plain ', title: '  ', category: '', featuredImage: '' }] });
    expect(read).toMatchObject({
      id: 7,
      blogId: 'plain',
      title: 'Untitled',
      excerpt: '',
      author: 'Unknown',
      category: 'Uncategorized',
      featuredImage: null,
      updatedAt: null,
      submittedAt: null,
      url: null,
    });
    expect(Date.parse(read!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('leaves out items that cannot be linked to', () => {
    const list = readBlogList({ data: [summary(), null, 'text', { title: 'No slug' }, summary({ blogId: '' })] });
    expect(list.map((p) => p.blogId)).toEqual(['calm-mornings']);
  });

  it.each([null, undefined, 'posts', 42, {}, { data: {} }, { data: 'x' }, { posts: [] }])(
    'rejects %j as an unexpected format (not as a network failure)',
    (body) => {
      const error = rejection(() => readBlogList(body));
      expect(error.message).toBe(BLOG_FORMAT_ERROR);
      expect(error.status).not.toBe(0);
    },
  );
});

describe('readBlogPost', () => {
  it('reads {data: post} with defaults', () => {
    expect(readBlogPost({ data: post({ author: undefined }) })).toMatchObject({ blogId: 'calm-mornings', author: 'Unknown' });
  });

  it.each([null, {}, { data: null }, { data: [] }, { data: { title: 'No slug' } }])('rejects %j', (body) => {
    expect(rejection(() => readBlogPost(body)).message).toBe(BLOG_FORMAT_ERROR);
  });
});

describe('blogPath', () => {
  it('encodes the slug', () => {
    expect(blogPath('a b/c')).toBe('/api/blogs/a%20b%2Fc');
  });
});
