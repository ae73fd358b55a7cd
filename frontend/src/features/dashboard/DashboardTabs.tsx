import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface DashboardTabItem<K extends string> {
  key: K;
  label: string;
  children: ReactNode;
}

/**
 * The dashboard's tabs, as the WAI-ARIA tabs pattern has them: a tab list whose arrow, Home and End keys move to and
 * open a tab (one tab stop), and the open tab's panel. Plain elements rather than antd's Tabs, which brought its
 * overflow menu and dropdown into the dashboard's first view (issue 17: the first view's code stays small).
 * `keepVisited` keeps the panels opened before mounted (hidden), as antd's Tabs did, so what was typed in one
 * survives a visit to another (the writing tools, issue 29).
 */
export function DashboardTabs<K extends string>({
  items,
  activeKey,
  onChange,
  label,
  className = 'pw-dashboard__tabs',
  keepVisited = false,
}: {
  items: readonly DashboardTabItem<K>[];
  activeKey: K;
  onChange(key: K): void;
  label: string;
  className?: string;
  keepVisited?: boolean;
}) {
  const id = useId();
  const [visited, setVisited] = useState<ReadonlySet<K>>(() => new Set([activeKey]));
  if (keepVisited && !visited.has(activeKey)) setVisited(new Set([...visited, activeKey]));
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

  const panelId = (item: DashboardTabItem<K>) => (keepVisited ? `${id}-panel-${item.key}` : `${id}-panel`);
  const panel = (item: DashboardTabItem<K>) => (
    <div
      key={item.key}
      role="tabpanel"
      id={panelId(item)}
      aria-labelledby={`${id}-tab-${item.key}`}
      tabIndex={0}
      hidden={item !== items[active]}
    >
      {item.children}
    </div>
  );

  return (
    <div className={`pw-tabs ${className}`}>
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
            aria-controls={!keepVisited || index === active || visited.has(item.key) ? panelId(item) : undefined}
            tabIndex={index === active ? 0 : -1}
            className="pw-tabs__tab"
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {keepVisited
        ? items.filter((item) => item === items[active] || visited.has(item.key)).map(panel)
        : panel(items[active]!)}
    </div>
  );
}
