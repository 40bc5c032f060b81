import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Database from 'better-sqlite3';
import type { BlogPostFields } from '../../../src/domain/schemas/blog-post';
import { createBlogsRepository } from '../../db/blogs-repository';
import { openDatabase } from '../../db/connection';
import { migrate } from '../../db/migrate';
import type { HttpError } from '../../errors';
import { createTempDir } from '../../../tests/support/test-app';
import { BLOG_NOT_FOUND, BLOG_SLUG_TAKEN, createBlogService, type BlogService } from './blog-service';

const CREATED = new Date('2025-05-01T10:00:00.000Z');
const EDITED = new Date('2025-05-02T10:00:00.000Z');

let db: Database.Database;
let removeDir: () => void;
let clock: Date;
let service: BlogService;

beforeEach(() => {
  const temp = createTempDir();
  removeDir = temp.remove;
  db = openDatabase(`${temp.dir}/saathi.db`);
  migrate(db);
  clock = CREATED;
  service = createBlogService({ blogs: createBlogsRepository(db), productName: 'Saathi', now: () => clock });
});

afterEach(() => {
  db.close();
  removeDir();
});

function fields(overrides: Partial<BlogPostFields> = {}): BlogPostFields {
  return { title: 'Sleep and mood', content: '<p>Rest.</p>', url: 'sleep-and-mood', category: 'Sleep', featuredImage: null, ...overrides };
}

const httpError = (status: number, message: string, fields?: Record<string, string>) =>
  expect.objectContaining({ status, message, ...(fields ? { fields } : {}) }) as HttpError;

describe('blog service', () => {
  it('creates a post under its URL, signed by the team, created and submitted now', () => {
    const post = service.create(fields());
    expect(post).toMatchObject({
      blogId: 'sleep-and-mood',
      url: 'sleep-and-mood',
      author: 'Saathi Team',
      createdAt: CREATED.toISOString(),
      submittedAt: CREATED.toISOString(),
      updatedAt: null,
    });
    expect(service.get(post.id)).toEqual(post);
    expect(service.listNewestFirst()).toEqual([post]);
  });

  it('refuses a URL another post has, on create and on update', () => {
    service.create(fields());
    const other = service.create(fields({ url: 'other' }));
    const taken = httpError(409, BLOG_SLUG_TAKEN, { url: BLOG_SLUG_TAKEN });
    expect(() => service.create(fields({ title: 'Again' }))).toThrow(taken);
    expect(() => service.update(other, fields())).toThrow(taken);
  });

  it('updates a post under its own URL, keeping its author and stamping the time', () => {
    const post = service.create(fields());
    db.prepare('UPDATE blogs SET author = ? WHERE id = ?').run('A Guest', post.id);
    clock = EDITED;
    const updated = service.update(service.get(post.id), fields({ title: 'Sleep, mood and you' }));
    expect(updated).toMatchObject({ id: post.id, title: 'Sleep, mood and you', author: 'A Guest', createdAt: CREATED.toISOString(), updatedAt: EDITED.toISOString() });
  });

  it('sanitises the HTML on every write, and previews it the same way', () => {
    const dirty = '<p onclick="steal()">Hi</p><script>alert(1)</script>';
    const storedContent = () => db.prepare<[], { content: string }>("SELECT content FROM blogs WHERE blog_id = 'sleep-and-mood'").get()?.content;
    const post = service.create(fields({ content: dirty }));
    expect(storedContent()).toBe('<p>Hi</p>');
    expect(post.content).toBe('<p>Hi</p>');
    db.prepare('UPDATE blogs SET content = ? WHERE id = ?').run('<p>Old</p>', post.id);
    service.update(post, fields({ content: `${dirty}<img src="javascript:alert(2)">` }));
    expect(storedContent()).toBe('<p>Hi</p><img />');
    expect(service.preview(dirty)).toBe('<p>Hi</p>');
  });

  it('answers 404 for a post that is not there', () => {
    const post = service.create(fields());
    service.delete(post.id);
    const missing = httpError(404, BLOG_NOT_FOUND);
    expect(() => service.get(post.id)).toThrow(missing);
    expect(() => service.update(post, fields())).toThrow(missing);
    expect(() => service.delete(post.id)).toThrow(missing);
  });
});
