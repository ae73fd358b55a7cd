import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { ToastProvider } from './toast';

/** Store and toasts: what every page needs around it, in the app and in tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ToastProvider>{children}</ToastProvider>
    </Provider>
  );
}
