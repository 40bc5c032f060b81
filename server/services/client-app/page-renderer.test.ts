import { describe, expect, it } from 'vitest';
import type { PreloadedAnswer } from '../../../src/domain/preloaded';
import { DEFAULT_SITE } from '../../../src/domain/site';
import type { RenderPage } from '../../../src/entry-server';
import { renderWithAnswers } from './page-renderer';

/** A renderer that shows the answers it was given for `paths`, and counts its renders. */
function showing(...paths: string[]): RenderPage & { renders: number } {
  const render = Object.assign(
    async (_url: string, _site: unknown, answer: (path: string) => PreloadedAnswer | undefined) => {
      render.renders += 1;
      const answers = Object.fromEntries(paths.map((path) => [path, answer(path)]));
      return { html: JSON.stringify(answers), status: 200, answers: {}, modules: [] };
    },
    { renders: 0 },
  );
  return render;
}

const found = (body: unknown): PreloadedAnswer => ({ status: 200, body });

describe('renderWithAnswers', () => {
  it('renders again once the public answers a page asked for are read', async () => {
    const render = showing('/api/blogs', '/api/admin/blogs');
    const answer = (path: string) => (path === '/api/blogs' ? Promise.resolve(found(['post'])) : undefined);
    const page = await renderWithAnswers(render, { url: '/blogs', site: DEFAULT_SITE, answer, cookies: '' });
    expect(JSON.parse(page.html)).toEqual({ '/api/blogs': found(['post']) });
    expect(render.renders).toBe(2);
  });

  it('renders once a page that asks for nothing public', async () => {
    const render = showing('/api/admin/blogs');
    await renderWithAnswers(render, { url: '/faqs', site: DEFAULT_SITE, answer: () => undefined, cookies: '' });
    expect(render.renders).toBe(1);
  });

  it('fails as the read of an answer fails', async () => {
    const render = showing('/api/blogs');
    const answer = () => Promise.reject(new Error('database gone'));
    await expect(renderWithAnswers(render, { url: '/blogs', site: DEFAULT_SITE, answer, cookies: '' })).rejects.toThrow('database gone');
  });
});
