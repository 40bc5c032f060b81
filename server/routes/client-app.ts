import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { isStaffPath } from '../../src/domain/admin-paths';
import { languageOfPath } from '../../src/i18n/language';
import type { SiteSettings } from '../../src/domain/site';
import { badRequest, MALFORMED_ADDRESS } from '../errors';
import { logger, type Log } from '../log';
import { injectSiteSettings } from '../services/client-app/inject-site-settings';
import { builtStyleReader, inlineStyles } from '../services/client-app/inline-styles';
import { hindiCatalogueTags, pageStyleTags, readBuildManifest, type BuildManifest } from '../services/client-app/page-assets';
import { createPageCache, type CachedPage } from '../services/client-app/page-cache';
import { pageHtml } from '../services/client-app/page-html';
import { languageRedirect, withPageLanguage } from '../services/client-app/page-language';
import { loadPageRenderer, RENDER_TIMEOUT_MS, renderWithAnswers, withinTime } from '../services/client-app/page-renderer';
import type { PublicAnswer } from '../services/client-app/public-answers';
import { precompressedAssets } from '../http/precompressed';

// Serves the built PWA: hashed assets cached forever, the files that decide which
// version runs (service worker, HTML, manifest) always revalidated, and every other
// GET answered with the page rendered into index.html (or index.html alone, which the
// browser renders), so client-side routes survive a reload.

const NOT_BUILT_MESSAGE = 'The app has not been built yet. Run npm run build.';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';
const ALWAYS_REVALIDATED = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

// A missing script or image must be a 404, not index.html: a browser or service
// worker would otherwise cache HTML under a .js or .png URL.
const STATIC_FILE = /\.(?:js|mjs|css|map|json|webmanifest|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|txt|xml)$/i;

function cachePolicy(clientDir: string) {
  return (res: Response, file: string) => {
    const path = relative(clientDir, file).split(sep).join('/');
    if (path.startsWith('assets/')) res.set('Cache-Control', IMMUTABLE);
    else if (ALWAYS_REVALIDATED.has(path) || /^workbox-[\w-]+\.js$/.test(path)) res.set('Cache-Control', REVALIDATE);
    else res.set('Cache-Control', ONE_DAY);
  };
}

function isMissingFile(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export type ClientAppDeps = {
  clientDir: string;
  site: SiteSettings;
  /** The built page renderer; while it is missing, pages go out as the app shell. */
  pageRendererFile: string;
  /** The public API's answer for a GET path, which a page may render with. */
  answer: PublicAnswer;
  /** Changes whenever what `answer` gives does: rendered pages are kept until then. */
  contentRevision: () => Promise<string>;
  /** The site's own address, for the links between a page's languages. */
  publicUrl: string;
  /** Where a renderer that fails is reported; the process's log by default. */
  log?: Log;
};

/** Rendered pages kept in memory (a page is 5-60 KB, and its brotli copy a fifth of that). */
const PAGE_CACHE_SIZE = 300;

const compressWithBrotli = promisify(brotliCompress);

/**
 * A kept page's HTML at brotli's best (quality 11) rather than the quality compression on the
 * fly uses (4): the home page's 61 KB went out as 14.1 KB, more than a new connection's first
 * round trip carries (ten packets, 14.6 KB with the headers), and goes out as 11.7 KB. It costs
 * ~100 ms of a worker thread per page, once, so the visitor who caused the render is not kept
 * waiting for it: the page is sent as before until its copy is ready.
 */
function keepBrotliCopy(page: CachedPage, log: Log): void {
  compressWithBrotli(page.html, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html) },
  }).then(
    (compressed) => {
      page.brotli = compressed;
    },
    (error: unknown) => log('Compressing a rendered page failed; it goes out compressed on the fly', { error }),
  );
}

export function clientAppRouter({ clientDir, site, pageRendererFile, answer, contentRevision, publicUrl, log = logger.error }: ClientAppDeps): Router {
  const indexFile = join(clientDir, 'index.html');
  // Read once per app, but only on first use, so the API runs (and tests pass) without a build.
  let indexHtml: string | undefined;

  function preparedIndex(): string | undefined {
    if (indexHtml === undefined) {
      try {
        indexHtml = injectSiteSettings(readFileSync(indexFile, 'utf8'), site);
      } catch (error) {
        if (isMissingFile(error)) return undefined;
        throw error;
      }
    }
    return indexHtml;
  }

  let renderer: ReturnType<typeof loadPageRenderer> | undefined;
  let manifest: BuildManifest | null | undefined;
  const readStyle = builtStyleReader(clientDir);
  const rendered = createPageCache({ size: PAGE_CACHE_SIZE, contentRevision });

  /** Renders under way, by cache key: everyone who asks for a page meanwhile waits for the same one. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  /** The page as rendered before for the same content and visitor state, or rendered now. */
  async function page(req: Request, shell: string): Promise<CachedPage | undefined> {
    const key = await rendered.keyFor(req.originalUrl, req.get('Cookie') ?? '');
    const kept = rendered.get(key);
    if (kept) return kept;
    // Without this, a burst of visitors on an empty cache (a start, a content change) would
    // each render the page and read its answers, and on PostgreSQL, where the reads queue for
    // the pool, all of them ran past the render's time limit and none was kept.
    let fresh = rendering.get(key);
    if (!fresh) {
      fresh = renderedPage(req, shell)
        .then((made) => {
          if (made) {
            rendered.set(key, made);
            keepBrotliCopy(made, log);
          }
          return made;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, fresh);
    }
    return fresh;
  }

  /** The page at `url` rendered into the shell; undefined when it cannot be (the shell serves). */
  async function renderedPage(req: Request, shell: string): Promise<CachedPage | undefined> {
    const url = req.originalUrl;
    try {
      renderer ??= loadPageRenderer(pageRendererFile).catch((error: unknown) => {
        log('The page renderer could not be loaded; pages go out as the app shell', { file: pageRendererFile, error });
        return undefined;
      });
      const render = await renderer;
      if (!render) return undefined;
      const page = await withinTime(renderWithAnswers(render, { url, site, answer, cookies: req.get('Cookie') ?? '' }), RENDER_TIMEOUT_MS);
      manifest ??= readBuildManifest(clientDir) ?? null;
      const hindi = languageOfPath(req.path) === 'hi';
      const assets = manifest ? pageStyleTags(manifest, page.modules) + (hindi ? hindiCatalogueTags(manifest) : '') : '';
      const html = pageHtml(shell, page, assets);
      // In its language and with its styles once, here: the page is kept (and sent again) as it is returned.
      return html === undefined ? undefined : { html: inlineStyles(withPageLanguage(html, req.path, publicUrl), readStyle), status: page.status };
    } catch (error) {
      // The browser can still render the page from the shell; the visitor never sees this.
      log('Rendering a page on the server failed; sent the app shell', { path: url.split('?')[0], error });
      return undefined;
    }
  }

  function sendNotBuilt(res: Response) {
    res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
  }

  /** The plain shell: what the service worker precaches and answers every navigation with. */
  const sendIndex: RequestHandler = (_req, res) => {
    const html = preparedIndex();
    if (html === undefined) return sendNotBuilt(res);
    res.status(200).set('Cache-Control', REVALIDATE).type('html').send(html);
  };

  const sendPage: RequestHandler = async (req, res) => {
    const shell = preparedIndex();
    if (shell === undefined) return sendNotBuilt(res);
    // The staff area is English only, and stays out of the visitors' languages.
    if (isStaffPath(req.path)) {
      res.status(200).set('Cache-Control', REVALIDATE).type('html').send(shell);
      return;
    }
    const elsewhere = languageRedirect(req.originalUrl, req.get('Cookie') ?? '');
    if (elsewhere) {
      res.set('Cache-Control', 'no-store').redirect(302, elsewhere);
      return;
    }
    const found = await page(req, shell);
    // Set first, Content-Encoding tells the compression on the fly to leave the body alone.
    if (found?.brotli && req.acceptsEncodings('br') === 'br') {
      res.vary('Accept-Encoding').set('Content-Encoding', 'br').status(found.status).set('Cache-Control', REVALIDATE).type('html').send(found.brotli);
      return;
    }
    res
      .status(found?.status ?? 200)
      .set('Cache-Control', REVALIDATE)
      .type('html')
      .send(found?.html ?? withPageLanguage(shell, req.path, publicUrl));
  };

  const router = Router();
  // The service worker precaches /index.html itself, so it must carry the settings too.
  router.get('/index.html', sendIndex);
  router.use(precompressedAssets(clientDir, IMMUTABLE));
  router.use(express.static(clientDir, { index: false, redirect: false, setHeaders: cachePolicy(clientDir) }));
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    if (STATIC_FILE.test(req.path)) {
      res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    // The router of the page decodes the path and, when it cannot, writes a warning with the
    // path in it to the console; such an address names no page.
    if (!isDecodable(req.path)) {
      next(badRequest(MALFORMED_ADDRESS));
      return;
    }
    return sendPage(req, res, next);
  });
  return router;
}
