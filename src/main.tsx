// Base tokens first, so feature styles of equal specificity win over them.
import './ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { SiteContext, readSiteSettings } from './ui/site';
import { UpdatePrompt } from './ui/UpdatePrompt';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

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
