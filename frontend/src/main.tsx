import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/source-serif-4/600.css';
import '@fontsource/source-serif-4/700.css';
import './app/global.css';
import './app/components/controls.css';
import './app/layout/layout.css';
import './app/pages.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { loadLandingPage } from './app/routing/lazyPages';
import { createStore } from './app/store';
import { applyCssVariables } from './app/theme';

// Most people who open `/` are visitors: fetch the landing page alongside the session check
// instead of after it. (A member then downloads a page they do not see; that is the cheaper risk.)
if (window.location.pathname === '/') void loadLandingPage();

applyCssVariables();
const store = createStore();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
