// Before any module that may load zod (see the file).
import './zod-in-the-browser';
// Base tokens first, so feature styles of equal specificity win over them.
import './ui/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { isStaffPath } from './domain/admin-paths';
import { HTML_LANG, languageFromCookies, languageOfPath, pathIn } from './i18n/language';
import { loadCatalogues } from './i18n/messages';
import { LanguageContext } from './i18n/react';
import { captureInstallPrompt } from './ui/InstallPrompt';
import { PreloadsContext, readPreloads } from './services/preloaded';
import { SiteContext, readSiteSettings } from './services/site';
import { UpdatePrompt } from './ui/UpdatePrompt';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/**
 * The page's language, from its address. Offline (or with the service worker answering), the
 * document is the English shell: a visitor who chose Hindi is sent on to the Hindi address, as
 * the server would have done, and <html lang> is set to what will be shown.
 */
function pageLanguage(shell: boolean) {
  const { pathname, search, hash } = window.location;
  if (shell && !isStaffPath(pathname) && languageOfPath(pathname) === 'en' && languageFromCookies(document.cookie) === 'hi') {
    window.history.replaceState(null, '', pathIn('hi', pathname) + search + hash);
  }
  const language = languageOfPath(window.location.pathname);
  document.documentElement.lang = HTML_LANG[language];
  return language;
}

const serverRendered = root.firstElementChild !== null;
const language = pageLanguage(!serverRendered);

captureInstallPrompt();
// Sends anything left in the outbox; the database code loads only once the page is idle and
// something is waiting (or the visitor sends). The triggers themselves are a chunk apart from
// the first script (2 KB that no page needs before it shows), asked for at once.
void import('./offline/triggers').then(({ startSyncTriggers }) => startSyncTriggers());

const page = (
  <StrictMode>
    <LanguageContext value={language}>
      <SiteContext.Provider value={readSiteSettings()}>
        <PreloadsContext.Provider value={readPreloads()}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </PreloadsContext.Provider>
        <UpdatePrompt />
      </SiteContext.Provider>
    </LanguageContext>
  </StrictMode>
);

// A Hindi page's words arrive before it hydrates (a small chunk of their own), so the server's
// Hindi is never replaced by English, even for a moment. An English page waits for nothing.
void loadCatalogues(language).then(() => {
  // As a transition, React does the work in slices and a tap is never kept waiting behind it.
  startTransition(() => {
    // The server's HTML is already on screen (and readable); the offline shell's #root is empty.
    if (serverRendered) hydrateRoot(root, page);
    else createRoot(root).render(page);
  });
});
