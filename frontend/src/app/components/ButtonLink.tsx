import Button, { type ButtonProps } from 'antd/es/button';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & {
  to: string;
  /** Called after an in-app navigation, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link that looks like a button. It renders a real <a href> (so it can be opened in a new tab
 * and is announced as a link) but navigates inside the app on a plain click.
 */
export function ButtonLink({ to, onNavigate, ...buttonProps }: ButtonLinkProps) {
  const navigate = useNavigate();
  return (
    <Button
      {...buttonProps}
      href={to}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        navigate(to);
        onNavigate?.();
      }}
    />
  );
}
