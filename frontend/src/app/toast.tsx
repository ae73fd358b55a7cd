import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastRequest } from './ToastHost';

export interface Toast {
  success(title: string, description?: string): void;
  /** The "destructive" toast of the spec: something the person tried did not work. */
  error(title: string, description?: string): void;
  info(title: string, description?: string): void;
}

// antd's notification code is only needed once something is announced, so it is fetched then.
const ToastHost = lazy(() => import('./ToastHost'));
const ToastContext = createContext<Toast | null>(null);

/** Ids only need to be unique while the page is open. */
let lastToastId = 0;

/**
 * Toasts of spec section 8: a title and an optional description, at most one visible (§9).
 * Requests made before the host has loaded wait in state and are shown as soon as it is ready.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<ToastRequest[]>([]);
  const [hostWanted, setHostWanted] = useState(false);

  const toast = useMemo<Toast>(() => {
    const push = (kind: ToastRequest['kind']) => (title: string, description?: string) => {
      lastToastId += 1;
      const request: ToastRequest = { id: lastToastId, kind, title, description };
      setHostWanted(true);
      setPending((queue) => [...queue, request]);
    };
    return { success: push('success'), error: push('error'), info: push('info') };
  }, []);

  const markShown = useCallback((ids: number[]) => {
    setPending((queue) => queue.filter((request) => !ids.includes(request.id)));
  }, []);

  return (
    <ToastContext.Provider value={toast}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost pending={pending} onShown={markShown} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>');
  return toast;
}
