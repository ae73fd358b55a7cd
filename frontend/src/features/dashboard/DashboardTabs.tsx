import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DashboardTabItem<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

/**
 * The dashboard's tabs, as the WAI-ARIA tabs pattern has them: a tab list whose arrow, Home and End keys move to and
 * open a tab (one tab stop), and the open tab's panel. Plain elements rather than antd's Tabs, which brought its
 * overflow menu and dropdown into the dashboard's first view (issue 17: the first view's code stays small).
 */
export function DashboardTabs<K extends string>({
  items,
  activeKey,
  onChange,
  label,
}: {
  items: readonly DashboardTabItem<K>[];
  activeKey: K;
  onChange(key: K): void;
  label: string;
}) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );

  const open = (index: number) => {
    const item = items[(index + items.length) % items.length]!;
    tabs.current[items.indexOf(item)]?.focus();
    onChange(item.key);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const to = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    open(to);
  };

  return (
    <div className="pw-tabs pw-dashboard__tabs">
      <div role="tablist" aria-label={label} className="pw-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel`}
            tabIndex={index === active ? 0 : -1}
            className="pw-tabs__tab"
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${items[active]!.key}`} tabIndex={0}>
        {items[active]!.children}
      </div>
    </div>
  );
}
