import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlogPostFields } from '../../../src/domain/schemas/blog-post';
import { createBlogsRepository } from '../../db/blogs-repository';
import type { Db } from '../../db/engine/db';
import type { HttpError } from '../../errors';
import { createTempDatabase } from '../../../tests/support/test-app';
import { BLOG_NOT_FOUND, BLOG_SLUG_TAKEN, createBlogService, type BlogService } from './blog-service';

const CREATED = new Date('2025-05-01T10:00:00.000Z');
const EDITED = new Date('2025-05-02T10:00:00.000Z');

let db: Db;
let cleanup: () => Promise<void>;
let clock: Date;
let service: BlogService;

beforeEach(async () => {
  ({ db, cleanup } = await createTempDatabase());
  clock = CREATED;
  service = createBlogService({ blogs: createBlogsRepository(db), productName: 'Saathi', now: () => clock });
});

afterEach(() => cleanup());

function fields(overrides: Partial<BlogPostFields> = {}): BlogPostFields {
  return { title: 'Sleep and mood', content: '<p>Rest.</p>', url: 'sleep-and-mood', category: 'Sleep', featuredImage: null, ...overrides };
}

const httpError = (status: number, message: string, fields?: Record<string, string>) =>
  expect.objectContaining({ status, message, ...(fields ? { fields } : {}) }) as HttpError;

describe('blog service', () => {
  it('creates a post under its URL, signed by the team, created and submitted now', async () => {
    const post = await service.create(fields());
    expect(post).toMatchObject({
      blogId: 'sleep-and-mood',
      url: 'sleep-and-mood',
      author: 'Saathi Team',
      createdAt: CREATED.toISOString(),
      submittedAt: CREATED.toISOString(),
      updatedAt: null,
    });
    expect(await service.get(post.id)).toEqual(post);
    expect(await service.listNewestFirst()).toEqual([post]);
  });

  it('refuses a URL another post has, on create and on update', async () => {
    await service.create(fields());
    const other = await service.create(fields({ url: 'other' }));
    const taken = httpError(409, BLOG_SLUG_TAKEN, { url: BLOG_SLUG_TAKEN });
    await expect(service.create(fields({ title: 'Again' }))).rejects.toThrow(taken);
    await expect(service.update(other, fields())).rejects.toThrow(taken);
  });

  it('updates a post under its own URL, keeping its author and stamping the time', async () => {
    const post = await service.create(fields());
    await db.run('UPDATE blogs SET author = ? WHERE id = ?', ['A Guest', post.id]);
    clock = EDITED;
    const updated = await service.update(await service.get(post.id), fields({ title: 'Sleep, mood and you' }));
    expect(updated).toMatchObject({ id: post.id, title: 'Sleep, mood and you', author: 'A Guest', createdAt: CREATED.toISOString(), updatedAt: EDITED.toISOString() });
  });

  it('sanitises the HTML on every write, and previews it the same way', async () => {
    const dirty = '<p onclick="steal()">Hi</p><script>alert(1)</script>';
    const storedContent = async () => (await db.get<{ content: string }>("SELECT content FROM blogs WHERE blog_id = 'sleep-and-mood'"))?.content;
    const post = await service.create(fields({ content: dirty }));
    expect(await storedContent()).toBe('<p>Hi</p>');
    expect(post.content).toBe('<p>Hi</p>');
    await db.run('UPDATE blogs SET content = ? WHERE id = ?', ['<p>Old</p>', post.id]);
    await service.update(post, fields({ content: `${dirty}<img src="javascript:alert(2)">` }));
    expect(await storedContent()).toBe('<p>Hi</p><img />');
    expect(service.preview(dirty)).toBe('<p>Hi</p>');
  });

  it('answers 404 for a post that is not there', async () => {
    const post = await service.create(fields());
    await service.delete(post.id);
    const missing = httpError(404, BLOG_NOT_FOUND);
    await expect(service.get(post.id)).rejects.toThrow(missing);
    await expect(service.update(post, fields())).rejects.toThrow(missing);
    await expect(service.delete(post.id)).rejects.toThrow(missing);
  });
});
