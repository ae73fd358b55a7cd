import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { baseApi } from '../api/baseApi';
import { AppProviders } from '../app/AppProviders';
import { createStore, type AppStore } from '../app/store';
import { AntdTestStyles } from './antdStyles';

const stores = new Set<AppStore>();

afterEach(() => {
  for (const store of stores) store.dispatch(baseApi.util.resetApiState());
  stores.clear();
});

/**
 * Renders one page at `path` with the store and toasts, without the layout and the router's lazy chunks:
 * for tests of a page's own states and timing (renderApp renders the whole app). `route` is the page's
 * route pattern when it reads parameters (`/blog/:slug`).
 */
export function renderPage(page: ReactElement, path: string, route = '*') {
  const store = createStore();
  stores.add(store);
  return render(
    <AntdTestStyles>
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={page} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </AntdTestStyles>,
  );
}
