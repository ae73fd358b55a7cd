interface Props {
  label: string;
  /** 0 to 100. */
  percent: number;
  className?: string;
}

/** A progress bar in plain HTML (controls.css; no antd as the page loads, issue 29): the share done in ink. */
export function ProgressBar({ label, percent, className }: Props) {
  return (
    <div
      className={className ? `pw-progress ${className}` : 'pw-progress'}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="pw-progress__done" style={{ width: `${percent}%` }} />
    </div>
  );
}
