import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../../src/domain/site';
import { createBlogsRepository } from '../db/blogs-repository';
import { MALFORMED_ADDRESS } from '../errors';
import { createTestApp, recordingLogger, type TestApp } from '../../tests/support/test-app';

let testApp: TestApp | undefined;
afterEach(() => testApp?.cleanup());

/** What the client does: read the JSON island back out of the HTML. */
function embeddedSettings(html: string): unknown {
  const match = /<script id="site-settings" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no site-settings script in the page');
  return JSON.parse(match[1]);
}

describe('history fallback', () => {
  it.each(['/', '/blogs', '/blog/some-post', '/expert/3', '/admin/admin-dashboard', '/no/such/page'])(
    'answers %s with index.html and the site settings',
    async (path) => {
      testApp = await createTestApp();
      const res = await request(testApp.app).get(path).expect(200).expect('Content-Type', /html/);
      expect(res.text).toContain('<title>Test shell</title>');
      expect(res.text).not.toContain('<!--site-settings-->');
      expect(embeddedSettings(res.text)).toEqual(DEFAULT_SITE);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('injects the settings into a direct GET /index.html too', async () => {
    testApp = await createTestApp({ env: { PRODUCT_NAME: 'Sukoon' } });
    const res = await request(testApp.app).get('/index.html').expect(200);
    expect(embeddedSettings(res.text)).toMatchObject({ productName: 'Sukoon' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('escapes the settings so a value cannot close the script element', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    testApp = await createTestApp({ env: { PRODUCT_NAME: hostile, SUPPORT_PHONE: "$& $' $`" } });
    const res = await request(testApp.app).get('/about').expect(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain('\\u003c/script>');
    expect(res.text.match(/<\/script>/g)).toHaveLength(1);
    expect(embeddedSettings(res.text)).toMatchObject({ productName: hostile, supportPhone: "$& $' $`" });
  });

  it('does not answer missing files with HTML', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app).get('/assets/missing-123.js').expect(404);
    expect(res.text).not.toContain('<html');
  });

  it('answers 503 for pages, but keeps the API working, when the client is not built', async () => {
    testApp = await createTestApp({ withoutClientBuild: true });
    const res = await request(testApp.app).get('/blogs').expect(503);
    expect(res.text).toBe('The app has not been built yet. Run npm run build.');
    await request(testApp.app).get('/api/health').expect(200, { status: 'ok' });
  });
});

describe('static files', () => {
  it('caches hashed assets for a year and marks them immutable', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app).get('/assets/main-abc123.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toContain('console.log');
  });

  it('sends the brotli copy of an asset to a client that takes brotli, and the plain file to others', async () => {
    testApp = await createTestApp();
    const source = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;
    const assets = join(testApp.dir, 'client', 'assets');
    writeFileSync(join(assets, 'page-abc123.js'), source);
    writeFileSync(join(assets, 'page-abc123.js.br'), brotliCompressSync(source));

    // The client decodes brotli itself, as a browser does.
    const br = await request(testApp.app).get('/assets/page-abc123.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(source).length);
    expect(br.text).toBe(source);

    for (const acceptEncoding of ['br', 'BR;q=0.5']) {
      const also = await request(testApp.app).get('/assets/page-abc123.js').set('Accept-Encoding', acceptEncoding).expect(200);
      expect(Number(also.headers['content-length'])).toBe(brotliCompressSync(source).length);
    }
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip', 'brotli', '']) {
      const other = await request(testApp.app).get('/assets/page-abc123.js').set('Accept-Encoding', acceptEncoding).expect(200);
      expect(other.headers['content-encoding']).not.toBe('br');
      expect(other.text).toBe(source);
    }
    // Nothing outside the assets folder is reachable through the .br lookup.
    writeFileSync(join(testApp.dir, 'client', 'secret.txt.br'), 'x');
    await request(testApp.app).get('/assets/..%2Fsecret.txt').set('Accept-Encoding', 'br').expect(404);
  });

  it('always revalidates the service worker', async () => {
    testApp = await createTestApp();
    const res = await request(testApp.app).get('/sw.js').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('pages rendered on the server', () => {
  /** A stand-in for dist-server/entry-server.js, written where the config looks for it. */
  async function withRenderer(source: string, options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
    const app = await createTestApp({ seed: true, ...options });
    const file = join(app.dir, 'dist-server', 'entry-server.js');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    return app;
  }

  it('fills the shell with the page, its status and the public answers it was rendered with', async () => {
    testApp = await withRenderer(`
      export async function renderPage(url, site, answer, cookies) {
        const blogs = answer('/api/blogs');
        answer('/api/admin/blogs');
        return {
          html: '<title>Rendered | ' + site.productName + '</title><main><h1>' + url + '</h1><p>' + cookies + '</p></main>',
          status: url === '/missing' ? 404 : 200,
          answers: { '/api/blogs': blogs },
          modules: [],
        };
      }`);
    const page = await request(testApp.app).get('/blogs?from=home').set('Cookie', 'a=1').expect(200).expect('Content-Type', /html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain('<title>Rendered | Saathi</title>');
    expect(page.text).not.toContain('Test shell');
    expect(page.text).toContain('<div id="root"><main><h1>/blogs?from=home</h1><p>a=1</p></main></div>');
    const island = /<script id="preloaded-answers" type="application\/json">([\s\S]*?)<\/script>/.exec(page.text)?.[1] ?? '';
    const api = await request(testApp.app).get('/api/blogs').expect(200);
    expect(JSON.parse(island)).toEqual({ '/api/blogs': { status: 200, body: api.body } });
    expect(embeddedSettings(page.text)).toEqual(DEFAULT_SITE);

    await request(testApp.app).get('/missing').expect(404).expect('Content-Type', /html/);
  });

  it('renders a page once for the same content and visitor state, and again when either changes', async () => {
    testApp = await withRenderer(`
      export async function renderPage(url) {
        globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
        return { html: '<h1>' + url + ' ' + globalThis.pageRenders + '</h1>', status: 200, answers: {}, modules: [] };
      }`);
    const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;
    const start = renders();
    const first = await request(testApp.app).get('/faqs').expect(200);
    const again = await request(testApp.app).get('/faqs').set('Cookie', 'unrelated=1').expect(200);
    expect(again.text).toBe(first.text);
    expect(renders() - start).toBe(1);

    // A visitor who has chosen sees no banner: a page of its own.
    const chosen = encodeURIComponent(JSON.stringify({ value: 'accepted', date: new Date().toISOString() }));
    await request(testApp.app).get('/faqs').set('Cookie', `saathi.cookie-consent=${chosen}`).expect(200);
    expect(renders() - start).toBe(2);

    // New content: rendered afresh.
    await createBlogsRepository(testApp.db).insert({ blogId: 'fresh', title: 'Fresh', createdAt: new Date() });
    const after = await request(testApp.app).get('/faqs').expect(200);
    expect(renders() - start).toBe(3);
    expect(after.text).not.toBe(first.text);
  });

  it('renders a page once for a burst of visitors who ask for it before the first render ends', async () => {
    testApp = await withRenderer(`
      export async function renderPage(url) {
        globalThis.burstRenders = (globalThis.burstRenders ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { html: '<h1>' + url + '</h1>', status: 200, answers: {}, modules: [] };
      }`);
    const renders = () => (globalThis as { burstRenders?: number }).burstRenders ?? 0;
    const start = renders();
    const { app } = testApp;
    const pages = await Promise.all(Array.from({ length: 20 }, () => request(app).get('/about-us').expect(200)));
    expect(renders() - start).toBe(1);
    for (const page of pages) expect(page.text).toContain('<div id="root"><h1>/about-us</h1></div>');
  });

  it('falls back to the shell, which the browser renders, when rendering fails', async () => {
    const log = recordingLogger();
    testApp = await withRenderer(`export async function renderPage() { throw new Error('broken component'); }`, { log });
    const page = await request(testApp.app).get('/about%25s?email=someone@example.com').expect(200);
    expect(page.text).toContain('<title>Test shell</title>');
    expect(page.text).toContain('<div id="root"></div>');
    // Logged with the path as data and without the query string, which can carry personal data.
    expect(log.errors()).toEqual([
      expect.objectContaining({ msg: 'Rendering a page on the server failed; sent the app shell', path: '/about%25s', error: expect.objectContaining({ message: 'broken component' }) }),
    ]);
    expect(JSON.stringify(log.entries)).not.toContain('someone@example.com');
  });

  it('answers an address whose percent-encoding is broken with 400 JSON, without rendering or logging', async () => {
    const log = recordingLogger();
    testApp = await withRenderer(
      `export async function renderPage(url) { globalThis.renderedUrls = [...(globalThis.renderedUrls ?? []), url]; return { html: '<h1>x</h1>', status: 200, answers: {}, modules: [] }; }`,
      { log },
    );
    const rendered = () => (globalThis as { renderedUrls?: string[] }).renderedUrls ?? [];
    for (const path of ['/blog/%E0%A4%A', '/%ff', '/expert/%s%o', '/admin/%E0']) {
      const res = await request(testApp.app).get(path).expect(400).expect('Content-Type', /json/);
      expect(res.body).toEqual({ error: MALFORMED_ADDRESS });
    }
    expect(rendered()).toEqual([]);
    // Well-formed escapes are pages like any other.
    await request(testApp.app).get('/blog/%E0%A4%A8%25').expect(200);
    expect(rendered()).toEqual(['/blog/%E0%A4%A8%25']);
    // A file name that cannot be decoded is still a missing file, not a page.
    await request(testApp.app).get('/assets/%ff.js').expect(404);
    expect(log.errors()).toEqual([]);
  });

  it('leaves /index.html as the plain shell the service worker precaches', async () => {
    testApp = await withRenderer(`export async function renderPage() { return { html: '<h1>x</h1>', status: 200, answers: {}, modules: [] }; }`);
    const shell = await request(testApp.app).get('/index.html').expect(200);
    expect(shell.text).toContain('<div id="root"></div>');
  });

  it('renders /hi/ addresses in Hindi, with <html lang> and the hreflang alternates', async () => {
    testApp = await withRenderer(`export async function renderPage(url) { return { html: '<h1>' + url + '</h1>', status: 200, answers: {}, modules: [] }; }`, {
      env: { PUBLIC_URL: 'https://saathi.example' },
    });
    const hindi = await request(testApp.app).get('/hi/about').expect(200);
    expect(hindi.text).toContain('<html lang="hi">');
    expect(hindi.text).toContain('<div id="root"><h1>/hi/about</h1></div>');
    expect(hindi.text).toContain('<link rel="alternate" hreflang="en-IN" href="https://saathi.example/about">');
    expect(hindi.text).toContain('<link rel="alternate" hreflang="hi-IN" href="https://saathi.example/hi/about">');
    expect(hindi.text).toContain('<link rel="alternate" hreflang="x-default" href="https://saathi.example/about">');

    const english = await request(testApp.app).get('/').expect(200);
    expect(english.text).toContain('<html lang="en-IN">');
    expect(english.text).toContain('<link rel="alternate" hreflang="hi-IN" href="https://saathi.example/hi/">');
    // The staff area has no Hindi twin.
    const staff = await request(testApp.app).get('/login-saathi').expect(200);
    expect(staff.text).not.toContain('hreflang');
  });

  it('sends a visitor who chose Hindi from an English address to its Hindi one, and nothing else', async () => {
    testApp = await withRenderer(`export async function renderPage(url) { return { html: '<h1>' + url + '</h1>', status: 200, answers: {}, modules: [] }; }`);
    const hindi = 'other=1; lang=hi';
    const home = await request(testApp.app).get('/').set('Cookie', hindi).expect(302);
    expect(home.headers.location).toBe('/hi/');
    const blog = await request(testApp.app).get('/blog/calm?from=mail').set('Cookie', hindi).expect(302);
    expect(blog.headers.location).toBe('/hi/blog/calm?from=mail');
    // The address wins: a Hindi address is Hindi whatever the cookie, an English one without the cookie is English.
    await request(testApp.app).get('/hi/about').set('Cookie', 'lang=en').expect(200);
    await request(testApp.app).get('/about').set('Cookie', 'lang=en').expect(200);
    // Never the API, the files, the shell the service worker keeps, or the staff area.
    await request(testApp.app).get('/api/health').set('Cookie', hindi).expect(200, { status: 'ok' });
    await request(testApp.app).get('/assets/main-abc123.js').set('Cookie', hindi).expect(200);
    await request(testApp.app).get('/index.html').set('Cookie', hindi).expect(200);
    await request(testApp.app).get('/sitemap.xml').set('Cookie', hindi).expect(200);
    await request(testApp.app).get('/admin/admin-dashboard').set('Cookie', hindi).expect(200);
    await request(testApp.app).get('/login-saathi').set('Cookie', hindi).expect(200);
  });

  it('keeps each language’s rendering of a page apart', async () => {
    testApp = await withRenderer(`
      export async function renderPage(url) {
        const hindi = url.startsWith('/hi');
        return { html: '<h1>' + (hindi ? 'हिंदी' : 'English') + '</h1>', status: 200, answers: {}, modules: [] };
      }`);
    for (let round = 0; round < 2; round++) {
      expect((await request(testApp.app).get('/faqs').expect(200)).text).toContain('<h1>English</h1>');
      expect((await request(testApp.app).get('/hi/faqs').expect(200)).text).toContain('<h1>हिंदी</h1>');
    }
  });
});
