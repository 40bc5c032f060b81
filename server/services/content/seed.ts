import type Database from 'better-sqlite3';
import { createBlogsRepository } from '../../db/blogs-repository';
import { createExpertsRepository } from '../../db/experts-repository';
import { sanitizeBlogHtml } from './sanitize-blog-html';
import { SEED_BLOG_POSTS, SEED_EXPERTS } from './seed-data';

export const DEMO_CONTENT_SEEDED_KEY = 'demo-content-seeded';
/** Databases seeded before experts had calendars get the demo experts' profiles once. */
export const DEMO_EXPERT_PROFILES_KEY = 'demo-expert-profiles';

export type SeedResult = { seeded: boolean; blogPosts: number; experts: number };

/**
 * Adds the demo posts and experts once in the life of a database. The fact is kept
 * in `meta`, so content that staff delete later never comes back on a restart.
 * Rows whose slug or originalId already exist are left as they are.
 */
export function seedDemoContent(db: Database.Database): SeedResult {
  const blogs = createBlogsRepository(db);
  const experts = createExpertsRepository(db);
  const alreadySeeded = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE key = ?');
  const remember = db.prepare<[string, string]>('INSERT INTO meta (key, value) VALUES (?, ?)');

  return db.transaction((): SeedResult => {
    if (alreadySeeded.get(DEMO_CONTENT_SEEDED_KEY)) {
      if (!alreadySeeded.get(DEMO_EXPERT_PROFILES_KEY)) {
        fillDemoExpertProfiles(db);
        remember.run(DEMO_EXPERT_PROFILES_KEY, new Date().toISOString());
      }
      return { seeded: false, blogPosts: 0, experts: 0 };
    }

    let blogPosts = 0;
    for (const post of SEED_BLOG_POSTS) {
      if (blogs.findByBlogId(post.blogId)) continue;
      // Cleaned like every other write, though the demo posts are clean already.
      blogs.insert({ ...post, content: sanitizeBlogHtml(post.content) });
      blogPosts++;
    }
    let expertCount = 0;
    for (const expert of SEED_EXPERTS) {
      if (experts.findByOriginalId(expert.originalId)) continue;
      experts.insert(expert);
      expertCount++;
    }
    remember.run(DEMO_CONTENT_SEEDED_KEY, new Date().toISOString());
    remember.run(DEMO_EXPERT_PROFILES_KEY, new Date().toISOString());
    return { seeded: true, blogPosts, experts: expertCount };
  }).immediate();
}

/**
 * A demo expert still as the first seed wrote it (same name, no languages yet) gets the
 * languages, concerns, kinds and hours of its profile; experts staff have changed are left alone.
 */
function fillDemoExpertProfiles(db: Database.Database): void {
  const experts = createExpertsRepository(db);
  for (const demo of SEED_EXPERTS) {
    const stored = experts.findByOriginalId(demo.originalId);
    if (!stored || stored.name !== demo.name || stored.languages.length > 0) continue;
    experts.update(stored.id, {
      ...stored,
      bio: demo.bio ?? '',
      languages: [...(demo.languages ?? [])],
      gender: demo.gender ?? null,
      concerns: [...(demo.concerns ?? [])],
      kinds: [...(demo.kinds ?? ['individual'])],
      hours: [...(demo.hours ?? [])],
      timeOff: [...(demo.timeOff ?? [])],
    });
  }
}
