import type { ReactNode } from 'react';

/**
 * The registration's notices and buttons in plain HTML (issue 29): the wizard loads no antd, so the payment step no
 * longer brings antd's core, theme and styles as a member chooses a plan (its blocking time was that).
 */

/** A notice as the theme's antd Alert drew it: an error is announced at once. */
export function Notice({
  kind,
  title,
  children,
  role = kind === 'error' ? 'alert' : 'status',
  className = '',
}: {
  kind: 'error' | 'info' | 'warning';
  title: string;
  children?: ReactNode;
  role?: 'alert' | 'status' | 'note';
  className?: string;
}) {
  return (
    <div className={`pw-notice pw-notice--${kind} ${className}`.trim()} role={role}>
      <strong className="pw-notice__title">{title}</strong>
      {children && <div className="pw-notice__text">{children}</div>}
    </div>
  );
}

/** A large button (primary, or full width) that shows it is busy: pressed once, it waits for its answer. */
export function BusyButton({
  busy = false,
  disabled = false,
  primary = false,
  block = false,
  className = '',
  onClick,
  children,
}: {
  busy?: boolean;
  disabled?: boolean;
  primary?: boolean;
  block?: boolean;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const classes = [
    'pw-button',
    'pw-button--large',
    primary && 'pw-button--primary',
    block && 'pw-button--block',
    className,
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {busy && <span className="pw-spinner pw-spinner--inline" aria-hidden="true" />}
      {children}
    </button>
  );
}
