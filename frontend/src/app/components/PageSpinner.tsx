import { Spin } from 'antd';

/** Shown while the session check or a page's code is loading. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="pw-page-spinner" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="pw-visually-hidden">{label}</span>
    </div>
  );
}
