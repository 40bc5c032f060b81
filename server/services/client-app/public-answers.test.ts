import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createBlogsRepository } from '../../db/blogs-repository';
import { createEventsRepository } from '../../db/events-repository';
import { createExpertsRepository } from '../../db/experts-repository';
import { createRepositories } from '../../db/repositories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { blogAnswers } from '../content/blog-answers';
import { expertAnswers } from '../content/expert-answers';
import { createEventsService } from '../events/events-service';
import { createRegistrationAccess } from '../events/registration-access';
import { createSubmissionService } from '../submissions/submission-service';
import { publicAnswers } from './public-answers';

let testApp: TestApp | undefined;
afterEach(() => testApp?.cleanup());

describe('publicAnswers', () => {
  it('answers the public content paths exactly as the API does, and nothing else', async () => {
    testApp = await createTestApp({ seed: true });
    const { db, config } = testApp;
    const events = createEventsService({
      events: createEventsRepository(db),
      submissions: createSubmissionService({ db, repositories: createRepositories(db), config }),
      access: createRegistrationAccess(() => 'a test secret'),
    });
    const answer = publicAnswers(blogAnswers(createBlogsRepository(db)), expertAnswers(createExpertsRepository(db)), events);
    const slug = (await request(testApp.app).get('/api/blogs').expect(200)).body.data[0].blogId as string;
    const paths = [
      '/api/blogs',
      `/api/blogs/${encodeURIComponent(slug)}`,
      '/api/blogs/no-such-post',
      '/api/experts',
      '/api/experts/1',
      '/api/experts/abc',
      '/api/events/art-therapy-workshop',
      '/api/events/no-such-event',
    ];
    for (const path of paths) {
      const api = await request(testApp.app).get(path);
      expect(await answer(path), path).toEqual({ status: api.status, body: api.body });
    }
    expect(answer('/api/admin/blogs')).toBeUndefined();
    expect(answer('/api/submissions/contact')).toBeUndefined();
    expect(await answer('/api/blogs/%E0%A4')).toEqual({ status: 404, body: { error: 'Blog post not found' } });
  });
});
