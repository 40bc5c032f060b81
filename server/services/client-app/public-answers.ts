import type { PreloadedAnswer } from '../../../src/domain/preloaded';
import type { BlogAnswers } from '../content/blog-answers';
import { BLOG_NOT_FOUND } from '../content/blog-service';
import { EXPERT_NOT_FOUND, type ExpertAnswers } from '../content/expert-answers';

const ONE_BLOG = /^\/api\/blogs\/([^/?#]+)$/;
const ONE_EXPERT = /^\/api\/experts\/([^/?#]+)$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function found(body: unknown): PreloadedAnswer {
  return { status: 200, body };
}

function notFound(error: string): PreloadedAnswer {
  return { status: 404, body: { error } };
}

/**
 * The public content API's answers for a page rendered on the server: the same bodies the
 * routes send, read in process. Only public, cacheable content; any other path is left for
 * the browser to fetch (undefined).
 */
export function publicAnswers(blog: BlogAnswers, expert: ExpertAnswers): (path: string) => PreloadedAnswer | undefined {
  return (path) => {
    if (path === '/api/blogs') return found(blog.list());
    if (path === '/api/experts') return found(expert.list());
    const blogId = ONE_BLOG.exec(path)?.[1];
    if (blogId !== undefined) {
      const id = decoded(blogId);
      const body = id === undefined ? undefined : blog.one(id);
      return body ? found(body) : notFound(BLOG_NOT_FOUND);
    }
    const expertId = ONE_EXPERT.exec(path)?.[1];
    if (expertId !== undefined) {
      const body = expert.one(decoded(expertId) ?? '');
      return body ? found(body) : notFound(EXPERT_NOT_FOUND);
    }
    return undefined;
  };
}
