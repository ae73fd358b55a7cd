import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/router';
import { baseApi } from '../api/baseApi';
import { createStore, type AppStore } from '../app/store';
import { AntdTestStyles } from './antdStyles';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <div data-testid="location">{`${pathname}${search}${hash}`}</div>;
}

const stores = new Set<AppStore>();

// Unmount first, then drop each store's cache: RTK Query keeps unused data for a day on a timer,
// which would otherwise keep jest from exiting.
afterEach(() => {
  cleanup();
  for (const store of stores) store.dispatch(baseApi.util.resetApiState());
  stores.clear();
});

/**
 * Renders the whole app (layout, routes, providers) at `path`, with a fresh store; `seed` puts answers into it first,
 * as the page's data block does for a page the server rendered (app/ssr/pageState.ts).
 */
export function renderApp(path = '/', { seed }: { seed?: (store: AppStore) => void } = {}) {
  const store = createStore();
  stores.add(store);
  seed?.(store);
  const utils = render(
    <AntdTestStyles>
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </AntdTestStyles>,
  );
  return { ...utils, store, currentPath: () => screen.getByTestId('location').textContent };
}
