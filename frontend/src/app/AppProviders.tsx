import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';
import { ToastProvider } from './toast';

/** Store, theme and toasts: everything a page needs around it, in the app and in tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ConfigProvider>
    </Provider>
  );
}
