import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  key: string;
  label: ReactNode;
  children?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** The open tab, when the caller holds it (a tab in the address, say). */
  activeKey?: string;
  /** The tab open at first when the Tabs hold it themselves. */
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  size?: 'small' | 'middle';
  /** Names the tab list for a screen reader. */
  'aria-label'?: string;
  className?: string;
}

/**
 * antd's line Tabs: a `tablist` of `tab` buttons and the open tab's `tabpanel`. The arrow keys move among the
 * tabs and open them (Home and End go to the ends); Tab leaves the list for the panel's first control. As antd's, a tab's content
 * is drawn when the tab first opens and then kept (hidden while another is open), so a half-filled form survives.
 */
export function Tabs({ items, activeKey, defaultActiveKey, onChange, size, className, ...list }: TabsProps) {
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const [ownKey, setOwnKey] = useState(() => defaultActiveKey ?? items.find((item) => !item.disabled)?.key);
  const openKey = activeKey ?? ownKey;
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set());
  if (openKey !== undefined && !visited.has(openKey)) setVisited(new Set(visited).add(openKey));
  const select = (key: string) => {
    if (key === openKey) return;
    setOwnKey(key);
    onChange?.(key);
  };
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.map((item, index) => ({ item, index })).filter(({ item }) => !item.disabled);
    const current = enabled.findIndex(({ item }) => item.key === openKey);
    const target =
      event.key === 'ArrowRight'
        ? enabled[(current + 1) % enabled.length]
        : event.key === 'ArrowLeft'
          ? enabled[(current - 1 + enabled.length) % enabled.length]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[enabled.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target.item.key);
    tabs.current[target.index]?.focus();
  };

  return (
    <div
      className={['pc-kit-tabs', size === 'small' ? 'pc-kit-tabs-small' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div
        role="tablist"
        className="pc-kit-tabs-nav"
        aria-label={list['aria-label']}
        onKeyDown={moveWithKeys}
      >
        {items.map((item, index) => {
          const selected = item.key === openKey;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              className="pc-kit-tab"
              aria-selected={selected}
              aria-controls={selected || visited.has(item.key) ? panelId(item.key) : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) =>
        item.key === openKey || visited.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={panelId(item.key)}
            aria-labelledby={tabId(item.key)}
            className="pc-kit-tabpanel"
            hidden={item.key !== openKey}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </div>
  );
}
