import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';

/** Store, theme and toast context: everything a page needs around it, in the app and in tests. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntApp notification={{ maxCount: 1, placement: 'topRight' }} message={{ maxCount: 1 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </Provider>
  );
}
