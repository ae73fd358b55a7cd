/**
 * Shown while the session check or a page's code is loading. Plain CSS (global.css) rather than
 * antd's Spin: it appears before antd has been downloaded.
 */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="pw-page-spinner" role="status" aria-live="polite">
      <span className="pw-spinner" aria-hidden="true" />
      <span className="pw-visually-hidden">{label}</span>
    </div>
  );
}
