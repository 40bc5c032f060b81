// Renders a page to HTML on the server, with the same tree the browser hydrates (main.tsx).
// Built by `vite build --ssr` into dist-server/; the server loads it when it is there.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { PreloadedAnswer } from './domain/preloaded';
import type { SiteSettings } from './domain/site';
import { languageOfPath } from './i18n/language';
import { loadCatalogues } from './i18n/messages';
import { LanguageContext } from './i18n/react';
import { collectingPreloads, PreloadsContext } from './services/preloaded';
import { RenderRecordContext, type RenderRecord } from './services/render-status';
import { SiteContext } from './services/site';

export type RenderedPage = {
  /** The markup for #root. */
  html: string;
  /** 404 when the page is the not-found page (or says what it shows was not found). */
  status: number;
  /** The API answers the page was rendered with, for its JSON island. */
  answers: Record<string, PreloadedAnswer>;
  /** The code-split page modules it used, as paths under src/ ("features/blog/BlogListPage.tsx"). */
  modules: string[];
};

export type RenderPage = (
  url: string,
  site: SiteSettings,
  answer: (path: string) => PreloadedAnswer | undefined,
  /** The request's Cookie header. */
  cookies: string,
) => Promise<RenderedPage>;

/** The whole stream as text, decoded once at the end: a chunk may end inside a character (₹, ’, हिंदी). */
async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Waits for every code-split page to load, so the HTML holds the page and not "Loading…". The
 * address gives the language (/hi/... is Hindi), and its catalogues are loaded first.
 */
export const renderPage: RenderPage = async (url, site, answer, cookies) => {
  const language = languageOfPath(new URL(url, 'http://page').pathname);
  await loadCatalogues(language);
  const preloads = collectingPreloads(answer);
  const record: RenderRecord = { cookies, status: 200, modules: new Set() };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <LanguageContext value={language}>
        <RenderRecordContext.Provider value={record}>
          <SiteContext.Provider value={site}>
            <PreloadsContext.Provider value={preloads}>
              <StaticRouter location={url}>
                <App />
              </StaticRouter>
            </PreloadsContext.Provider>
          </SiteContext.Provider>
        </RenderRecordContext.Provider>
      </LanguageContext>
    </StrictMode>,
    // Every part of the page inline: a part left out for later needs an inline script to show
    // it, which the Content-Security-Policy (script-src 'self') forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await streamToString(prelude), status: record.status, answers: preloads.given(), modules: [...record.modules] };
};
