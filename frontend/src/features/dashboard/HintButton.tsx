import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import './hintButton.css';

/** Spec section 9's tooltip delay. */
const TOOLTIP_DELAY_MS = 700;

/**
 * An information button whose hint shows as a tooltip (spec section 9: after 0.7 s of hovering; at once on keyboard
 * focus; Escape or leaving hides it), drawn as antd's Tooltip is, in plain HTML: antd's Tooltip computed the theme's
 * tokens and registered its styles on the main thread while the dashboard loaded (issue 17).
 */
export function HintButton({ label, hint }: { label: string; hint: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = (delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span className="pw-hint">
      <button
        type="button"
        className="pw-hint__button"
        aria-label={label}
        aria-describedby={open ? id : undefined}
        onMouseEnter={() => show(TOOLTIP_DELAY_MS)}
        onMouseLeave={hide}
        onFocus={() => show(0)}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        <InfoCircleOutlined aria-hidden="true" />
      </button>
      {open && (
        <span role="tooltip" id={id} className="pw-hint__tip">
          {hint}
        </span>
      )}
    </span>
  );
}
