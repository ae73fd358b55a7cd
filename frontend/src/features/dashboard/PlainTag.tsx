import type { ReactNode } from 'react';
import './applicationTag.css';

/**
 * A tag drawn as antd's Tag is, in plain HTML: solid in `color` with white text (the theme's accessible colours), or
 * the neutral default. The dashboard shows several as it loads (assignment cards, membership), and antd's Tag would
 * compute the theme's tokens and register its styles on the main thread as the page starts (issue 17).
 */
export function PlainTag({ color, children }: { color?: string; children: ReactNode }) {
  if (!color) return <span className="pw-tag pw-tag--neutral">{children}</span>;
  return (
    <span className="pw-tag" style={{ background: color }}>
      {children}
    </span>
  );
}
