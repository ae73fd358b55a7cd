import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { AppRoutes } from '../app/router';
import { createStore } from '../app/store';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

/** Renders the whole app (layout, routes, providers) at `path`, with a fresh store. */
export function renderApp(path = '/') {
  const store = createStore();
  const utils = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, store, currentPath: () => screen.getByTestId('location').textContent };
}
