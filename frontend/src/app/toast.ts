import { App } from 'antd';
import { useMemo } from 'react';

export interface Toast {
  success(title: string, description?: string): void;
  /** The "destructive" toast of the spec: something the person tried did not work. */
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

/**
 * Toasts of spec section 8 (a title and an optional description). They use antd notifications
 * from the <App> context, configured in AppProviders to show at most one at a time (spec §9).
 */
export function useToast(): Toast {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      success: (title, description) => notification.success({ title, description }),
      error: (title, description) => notification.error({ title, description }),
      info: (title, description) => notification.info({ title, description }),
    }),
    [notification],
  );
}
