import type { BlogSummary } from '../../../src/domain/content';
import type { BlogsRepository } from '../../db/blogs-repository';
import { presentBlogPost, presentBlogSummary } from '../../presenters/content';
import { keptByRevision, serialisedAnswer } from './kept-by-revision';

/**
 * The bodies of GET /api/blogs and /api/blogs/:blogId, which pages are also rendered with
 * (client-app/public-answers.ts).
 */
export function blogAnswers(blogs: BlogsRepository) {
  const currentList = keptByRevision(blogs.revision, async () =>
    serialisedAnswer<{ data: BlogSummary[] }>({ data: (await blogs.listNewestFirst()).map(presentBlogSummary) }),
  );

  return {
    /** Kept until a post changes: read it, never change it. */
    list: async () => (await currentList()).body,
    /** The same list serialised, with its ETag. */
    listJson: () => currentList(),
    /** Undefined when no post has that slug. */
    async one(blogId: string) {
      const post = await blogs.findByBlogId(blogId);
      return post ? { data: presentBlogPost(post) } : undefined;
    },
  };
}

export type BlogAnswers = ReturnType<typeof blogAnswers>;
