import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import type { SiteSettings } from '../../src/domain/site';
import { injectSiteSettings } from '../services/client-app/inject-site-settings';

// Serves the built PWA: hashed assets cached forever, the files that decide which
// version runs (service worker, HTML, manifest) always revalidated, and every other
// GET answered with index.html so client-side routes survive a reload.

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

export function clientAppRouter(clientDir: string, site: SiteSettings): Router {
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

  const sendIndex: RequestHandler = (_req, res) => {
    const html = preparedIndex();
    if (html === undefined) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    res.status(200).set('Cache-Control', REVALIDATE).type('html').send(html);
  };

  const router = Router();
  // The service worker precaches /index.html itself, so it must carry the settings too.
  router.get('/index.html', sendIndex);
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
    sendIndex(req, res, next);
  });
  return router;
}
