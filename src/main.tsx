// Before any module that may load zod (see the file).
import './zod-in-the-browser';
// Base tokens first, so feature styles of equal specificity win over them.
import './ui/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { startSyncTriggers } from './offline/triggers';
import { captureInstallPrompt } from './ui/InstallPrompt';
import { PreloadsContext, readPreloads } from './services/preloaded';
import { SiteContext, readSiteSettings } from './services/site';
import { UpdatePrompt } from './ui/UpdatePrompt';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

captureInstallPrompt();
// Sends anything left in the outbox; the database code loads only once the page is idle and
// something is waiting (or the visitor sends).
startSyncTriggers();

const page = (
  <StrictMode>
    <SiteContext.Provider value={readSiteSettings()}>
      <PreloadsContext.Provider value={readPreloads()}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </PreloadsContext.Provider>
      <UpdatePrompt />
    </SiteContext.Provider>
  </StrictMode>
);

// As a transition, React does the work in slices and a tap is never kept waiting behind it.
startTransition(() => {
  // The server's HTML is already on screen (and readable); the offline shell's #root is empty.
  if (root.firstElementChild) hydrateRoot(root, page);
  else createRoot(root).render(page);
});
