// Base tokens first, so feature styles of equal specificity win over them.
import './ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { startSyncTriggers } from './offline/triggers';
import { captureInstallPrompt } from './ui/InstallPrompt';
import { SiteContext, readSiteSettings } from './ui/site';
import { UpdatePrompt } from './ui/UpdatePrompt';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

captureInstallPrompt();
// Sends anything left in the outbox; the database code itself loads once the page is idle.
startSyncTriggers();

createRoot(root).render(
  <StrictMode>
    <SiteContext.Provider value={readSiteSettings()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <UpdatePrompt />
    </SiteContext.Provider>
  </StrictMode>,
);
