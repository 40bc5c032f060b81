import { describe, expect, it } from 'vitest';
import { jsonIsland, pageHtml } from './page-html';

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" /><title>Shell title</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('pageHtml', () => {
  it('moves the page’s head tags into <head> in place of the shell’s title, and fills #root', () => {
    const html = pageHtml(
      SHELL,
      {
        html: '<link rel="preload" as="image" href="/a.svg"/><title>Blogs | Saathi</title><meta name="description" content="d"/><div class="site"><h1>Blogs</h1></div>',
        answers: {},
      },
      '<link rel="stylesheet" href="/assets/blog.css">',
    );
    // The page's styles go before the first script, like the shell's own.
    expect(html).toBe(
      `<!doctype html><html><head><meta charset="UTF-8" /><link rel="stylesheet" href="/assets/blog.css"><script type="module" src="/assets/index.js"></script>` +
        `<link rel="preload" as="image" href="/a.svg"/><title>Blogs | Saathi</title><meta name="description" content="d"/>` +
        `</head><body><div id="root"><div class="site"><h1>Blogs</h1></div></div></body></html>`,
    );
  });

  it('keeps the shell’s title when the page renders none', () => {
    const html = pageHtml(SHELL, { html: '<div><h1>x</h1></div>', answers: {} });
    expect(html).toContain('<title>Shell title</title>');
    expect(html).toContain('<div id="root"><div><h1>x</h1></div></div>');
  });

  it('carries the answers as an inert island that no text can close, and leaves "$&" in markup alone', () => {
    const answers = { '/api/blogs': { status: 200, body: { data: [{ title: '</script><script>alert(1)</script>' }] } } };
    const html = pageHtml(SHELL, { html: '<p>Pay $&amp; $&</p>', answers }) ?? '';
    expect(html).toContain('<p>Pay $&amp; $&</p>');
    expect(html).not.toContain('<script>alert(1)');
    const island = /<script id="preloaded-answers" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(island)).toEqual(answers);
  });

  it('gives up on a shell without an empty #root', () => {
    expect(pageHtml('<html><body><main></main></body></html>', { html: '<p>x</p>', answers: {} })).toBeUndefined();
  });
});

describe('jsonIsland', () => {
  it('escapes every "<"', () => {
    expect(jsonIsland('x', { a: '<!--' })).toBe('<script id="x" type="application/json">{"a":"\\u003c!--"}</script>');
  });
});
