import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOG_DEFAULTS, EXPERT_DEFAULTS } from '../../src/domain/content';
import { createTempDatabase } from '../../tests/support/test-app';
import { createBlogsRepository } from './blogs-repository';
import type { Db } from './engine/db';
import { createExpertsRepository } from './experts-repository';

let db: Db;
let cleanup: () => Promise<void>;

beforeEach(async () => {
  ({ db, cleanup } = await createTempDatabase());
});

afterEach(() => cleanup());

describe('blogs repository', () => {
  it('applies the spec defaults to missing or blank values', async () => {
    const blogs = createBlogsRepository(db);
    const post = await blogs.insert({ blogId: 'bare', title: '  ', createdAt: '2025-03-01T00:00:00Z' });
    expect(post).toEqual({
      id: post.id,
      blogId: 'bare',
      title: BLOG_DEFAULTS.title,
      content: '',
      author: BLOG_DEFAULTS.author,
      createdAt: '2025-03-01T00:00:00.000Z',
      updatedAt: null,
      submittedAt: null,
      url: null,
      category: BLOG_DEFAULTS.category,
      featuredImage: null,
    });
    expect(await blogs.findByBlogId('bare')).toEqual(post);
  });

  it('lists newest first, breaking ties by id', async () => {
    const blogs = createBlogsRepository(db);
    await blogs.insert({ blogId: 'old', createdAt: '2025-01-01T00:00:00Z' });
    await blogs.insert({ blogId: 'new', createdAt: '2026-01-01T00:00:00Z' });
    await blogs.insert({ blogId: 'new-too', createdAt: '2026-01-01T00:00:00Z' });
    // An offset timestamp is stored in UTC, so text order stays time order.
    await blogs.insert({ blogId: 'middle', createdAt: '2025-06-01T05:30:00+05:30' });
    expect((await blogs.listNewestFirst()).map((p) => p.blogId)).toEqual(['new-too', 'new', 'middle', 'old']);
  });

  it('rejects an invalid date instead of storing text that would sort wrongly', async () => {
    await expect(createBlogsRepository(db).insert({ blogId: 'bad', createdAt: 'yesterday' })).rejects.toThrow(/valid date/);
  });

  it('returns undefined for an unknown slug', async () => {
    expect(await createBlogsRepository(db).findByBlogId('nope')).toBeUndefined();
  });
});

describe('experts repository', () => {
  it('applies the spec defaults', async () => {
    const experts = createExpertsRepository(db);
    const expert = await experts.insert({ originalId: 7, uploadedAt: '2025-01-01T00:00:00Z' });
    expect(expert).toEqual({
      id: expert.id,
      originalId: 7,
      name: EXPERT_DEFAULTS.name,
      position: EXPERT_DEFAULTS.position,
      imageSrc: EXPERT_DEFAULTS.imageSrc,
      certifications: EXPERT_DEFAULTS.certifications,
      expertise: EXPERT_DEFAULTS.expertise,
      experience: EXPERT_DEFAULTS.experience,
      uploadedAt: '2025-01-01T00:00:00.000Z',
      bio: '',
      email: null,
      languages: [],
      gender: null,
      concerns: [],
      kinds: ['individual'],
      hours: [],
      timeOff: [],
      active: true,
    });
    expect(await experts.findById(expert.id)).toEqual(expert);
    expect(await experts.findByOriginalId(7)).toEqual(expert);
  });

  it('lists by originalId, not by insertion order', async () => {
    const experts = createExpertsRepository(db);
    for (const originalId of [10, 2, 33]) await experts.insert({ originalId, name: `E${originalId}` });
    expect((await experts.listByOriginalId()).map((e) => e.originalId)).toEqual([2, 10, 33]);
  });
});
