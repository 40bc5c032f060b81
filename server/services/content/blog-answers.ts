import { createHash } from 'node:crypto';
import type { BlogSummary } from '../../../src/domain/content';
import type { BlogsRepository } from '../../db/blogs-repository';
import { presentBlogPost, presentBlogSummary } from '../../presenters/content';

/** The list as it goes out, made once per revision of the posts. */
type ListAnswer = { revision: string; body: { data: BlogSummary[] }; json: Buffer; etag: string };

/** A weak validator, like Express's own: the bytes may go out compressed. */
function weakEtag(json: Buffer): string {
  return `W/"${json.length.toString(16)}-${createHash('sha1').update(json).digest('base64').slice(0, 27)}"`;
}

/**
 * The bodies of GET /api/blogs and /api/blogs/:blogId, which pages are also rendered with
 * (client-app/public-answers.ts).
 */
export function blogAnswers(blogs: BlogsRepository) {
  let list: ListAnswer | undefined;
  async function currentList(): Promise<ListAnswer> {
    // The revision is read before the posts: a write between the two makes the next call read again.
    const revision = await blogs.revision();
    if (list?.revision !== revision) {
      const body = { data: (await blogs.listNewestFirst()).map(presentBlogSummary) };
      const json = Buffer.from(JSON.stringify(body));
      list = { revision, body, json, etag: weakEtag(json) };
    }
    return list;
  }

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
