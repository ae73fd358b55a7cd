import { Component, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * The chart is its own download (recharts is large). If that download fails (offline, a new release replaced
 * the file), the figures and the history stay usable and the chart's place says so, instead of the whole
 * dashboard going blank.
 */
export class ChartBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (this.state.failed)
      return (
        <p className="pw-dashboard__empty">The earnings chart could not be loaded. Reload the page to try again.</p>
      );
    return this.props.children;
  }
}
