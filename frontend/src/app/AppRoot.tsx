import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';
import { RenderInfoContext, type RenderInfo } from './ssr/pageState';
import type { AppStore } from './store';

/**
 * The whole app inside a router: the same tree in the browser (main.tsx) and in the server's render
 * (entry-server.tsx), which is what lets the browser hydrate the server's HTML instead of replacing it.
 */
export function AppRoot({
  store,
  info,
  router,
}: {
  store: AppStore;
  info: RenderInfo;
  router: (app: ReactNode) => ReactNode;
}) {
  return (
    <StrictMode>
      <RenderInfoContext.Provider value={info}>
        <AppProviders store={store}>{router(<AppRoutes />)}</AppProviders>
      </RenderInfoContext.Provider>
    </StrictMode>
  );
}
