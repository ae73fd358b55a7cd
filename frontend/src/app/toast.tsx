import { notification } from 'antd';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface Toast {
  success(title: string, description?: string): void;
  /** The "destructive" toast of the spec: something the person tried did not work. */
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

const ToastContext = createContext<Toast | null>(null);

/**
 * Toasts of spec section 8 (a title and an optional description), at most one visible (§9).
 * Built on antd's notification hook rather than antd's <App>, which would also pull the modal
 * and message code into every page's first download.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [api, holder] = notification.useNotification({ maxCount: 1, placement: 'topRight' });
  const toast = useMemo<Toast>(
    () => ({
      success: (title, description) => api.success({ title, description }),
      error: (title, description) => api.error({ title, description }),
      info: (title, description) => api.info({ title, description }),
    }),
    [api],
  );
  return (
    <ToastContext.Provider value={toast}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
