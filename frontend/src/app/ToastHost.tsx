import ConfigProvider from 'antd/es/config-provider';
import notification from 'antd/es/notification';
import { useEffect, useRef } from 'react';
import AntdTheme from './AntdTheme';

export interface ToastRequest {
  id: number;
  kind: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

/**
 * Seconds a toast stays (antd's default is 4.5). A success or notice fades after a comfortable read; an error
 * (a declined card, a refused change) stays until it is closed: it may need reading twice, or copying (WCAG 2.2.1).
 */
export const TOAST_SECONDS: Record<ToastRequest['kind'], number | false> = { success: 6, info: 8, error: false };

interface ToastHostProps {
  pending: ToastRequest[];
  onShown: (ids: number[]) => void;
}

/**
 * Without motion a toast that gives way to a new one goes at once: with antd's motion, the old one stays on screen
 * while it fades and folds (about 0.4 s, longer on a busy phone), beside the new one. Spec section 9: one at a time.
 */
const INSTANT = { token: { motion: false } };

/** Shows queued toasts with antd notifications; stays mounted so open toasts are not cut off. */
export default function ToastHost(props: ToastHostProps) {
  return (
    <AntdTheme>
      <ConfigProvider theme={INSTANT}>
        <ThemedToasts {...props} />
      </ConfigProvider>
    </AntdTheme>
  );
}

function ThemedToasts({ pending, onShown }: ToastHostProps) {
  const [api, holder] = notification.useNotification({
    maxCount: 1, // a new toast replaces the one showing
    placement: 'topRight',
    top: 80, // below the sticky header, so it never covers the account buttons
  });
  // Effects may run twice (StrictMode) before the queue update lands: never show one twice.
  const shown = useRef(new Set<number>());

  useEffect(() => {
    const fresh = pending.filter((request) => !shown.current.has(request.id));
    if (fresh.length === 0) return;
    for (const request of fresh) {
      shown.current.add(request.id);
      api[request.kind]({
        title: request.title,
        description: request.description,
        duration: TOAST_SECONDS[request.kind],
        // Errors are announced at once; the others politely (antd's notice has no role of its own).
        role: request.kind === 'error' ? 'alert' : 'status',
      });
    }
    onShown(fresh.map((request) => request.id));
  }, [pending, api, onShown]);

  return holder;
}
