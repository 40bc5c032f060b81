import { createBlogsRepository } from '../../db/blogs-repository';
import { lockUntilCommit, type Db } from '../../db/engine/db';
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
export async function seedDemoContent(db: Db): Promise<SeedResult> {
  const blogs = createBlogsRepository(db);
  const experts = createExpertsRepository(db);
  const alreadySeeded = async (key: string) => (await db.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key])) !== undefined;
  const remember = (key: string) => db.run('INSERT INTO meta (key, value) VALUES (?, ?)', [key, new Date().toISOString()]);

  // Every start but the first finds both marks: it answers without taking the write lock.
  if ((await alreadySeeded(DEMO_CONTENT_SEEDED_KEY)) && (await alreadySeeded(DEMO_EXPERT_PROFILES_KEY))) {
    return { seeded: false, blogPosts: 0, experts: 0 };
  }
  return db.transaction(async (): Promise<SeedResult> => {
    // Instances starting together on a new database would both find it unseeded and
    // the second would fail on a unique slug. Each takes its turn; the second finds the marks.
    await lockUntilCommit(db, 'seed');
    if (await alreadySeeded(DEMO_CONTENT_SEEDED_KEY)) {
      if (!(await alreadySeeded(DEMO_EXPERT_PROFILES_KEY))) {
        await fillDemoExpertProfiles(db);
        await remember(DEMO_EXPERT_PROFILES_KEY);
      }
      return { seeded: false, blogPosts: 0, experts: 0 };
    }

    let blogPosts = 0;
    for (const post of SEED_BLOG_POSTS) {
      if (await blogs.findByBlogId(post.blogId)) continue;
      // Cleaned like every other write, though the demo posts are clean already.
      await blogs.insert({ ...post, content: sanitizeBlogHtml(post.content) });
      blogPosts++;
    }
    let expertCount = 0;
    for (const expert of SEED_EXPERTS) {
      if (await experts.findByOriginalId(expert.originalId)) continue;
      await experts.insert(expert);
      expertCount++;
    }
    await remember(DEMO_CONTENT_SEEDED_KEY);
    await remember(DEMO_EXPERT_PROFILES_KEY);
    return { seeded: true, blogPosts, experts: expertCount };
  });
}

/**
 * A demo expert still as the first seed wrote it (same name, no languages yet) gets the
 * languages, concerns, kinds and hours of its profile; experts staff have changed are left alone.
 */
async function fillDemoExpertProfiles(db: Db): Promise<void> {
  const experts = createExpertsRepository(db);
  for (const demo of SEED_EXPERTS) {
    const stored = await experts.findByOriginalId(demo.originalId);
    if (!stored || stored.name !== demo.name || stored.languages.length > 0) continue;
    await experts.update(stored.id, {
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
