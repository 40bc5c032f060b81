import type { PreloadedAnswer } from '../../../src/domain/preloaded';
import type { BlogAnswers } from '../content/blog-answers';
import { BLOG_NOT_FOUND } from '../content/blog-service';
import { EXPERT_NOT_FOUND, type ExpertAnswers } from '../content/expert-answers';
import { HttpError } from '../../errors';
import { EVENT_NOT_FOUND, type EventsService } from '../events/events-service';

const ONE_BLOG = /^\/api\/blogs\/([^/?#]+)$/;
const ONE_EXPERT = /^\/api\/experts\/([^/?#]+)$/;
const ONE_EVENT = /^\/api\/events\/([^/?#]+)$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The answer for an API path, read in process; undefined when the path is not public content. */
export type PublicAnswer = (path: string) => Promise<PreloadedAnswer> | undefined;

function found(body: unknown): PreloadedAnswer {
  return { status: 200, body };
}

function notFound(error: string): PreloadedAnswer {
  return { status: 404, body: { error } };
}

async function foundOr(error: string, body: Promise<unknown>): Promise<PreloadedAnswer> {
  const answer = await body;
  return answer === undefined ? notFound(error) : found(answer);
}

/**
 * The public content API's answers for a page rendered on the server: the same bodies the
 * routes send, read in process. Only public, cacheable content; any other path is left for
 * the browser to fetch (undefined, known at once: nothing is read for it).
 */
export function publicAnswers(blog: BlogAnswers, expert: ExpertAnswers, events: Pick<EventsService, 'view'>): PublicAnswer {
  return (path) => {
    if (path === '/api/blogs') return blog.list().then(found);
    if (path === '/api/experts') return expert.list().then(found);
    const blogId = ONE_BLOG.exec(path)?.[1];
    if (blogId !== undefined) {
      const id = decoded(blogId);
      return id === undefined ? Promise.resolve(notFound(BLOG_NOT_FOUND)) : foundOr(BLOG_NOT_FOUND, blog.one(id));
    }
    const expertId = ONE_EXPERT.exec(path)?.[1];
    if (expertId !== undefined) return foundOr(EXPERT_NOT_FOUND, expert.one(decoded(expertId) ?? ''));
    const eventSlug = ONE_EVENT.exec(path)?.[1];
    if (eventSlug !== undefined) {
      // A workshop, as its page shows it (open or not, as of the render).
      return events.view(decoded(eventSlug) ?? '').then(found, (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return notFound(EVENT_NOT_FOUND);
        throw error;
      });
    }
    return undefined;
  };
}
