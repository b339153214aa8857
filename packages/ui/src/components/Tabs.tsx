import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { NeedsScript } from '@shop/app-state';

export interface TabItem {
  /** Stable key; also the value reported by onChange. */
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Product details". Either this or labelledBy. */
  label?: string;
  /** Id of a visible heading that names the tab list. */
  labelledBy?: string;
  /** Controlled selected id. */
  value?: string;
  /** Initially selected id for uncontrolled use; defaults to the first enabled tab. */
  defaultValue?: string;
  onChange?: (id: string) => void;
  /**
   * automatic: arrow keys select as they move (content is already there, cheap to show).
   * manual: arrow keys only move focus; Enter/Space select (use when showing a tab loads data).
   */
  activation?: 'automatic' | 'manual';
  /** Tabs share the full width equally. */
  fitted?: boolean;
  className?: string;
}

/** WAI-ARIA tabs: one tab stop for the list, arrows/Home/End move between tabs. */
export function Tabs({
  items,
  label,
  labelledBy,
  value,
  defaultValue,
  onChange,
  activation = 'automatic',
  fitted = false,
  className,
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? firstEnabled);
  const selected = value !== undefined ? value : uncontrolled;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (value === undefined) setUncontrolled(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const currentIndex = enabled.findIndex((item) => tabRefs.current.get(item.id) === event.target);
    if (currentIndex === -1 || enabled.length === 0) return;
    let next: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        next = enabled[(currentIndex + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        next = enabled[(currentIndex - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    if (!next) return;
    event.preventDefault();
    tabRefs.current.get(next.id)?.focus();
    if (activation === 'automatic') select(next.id);
  };

  return (
    <div className={cx('ui-tabs', fitted && 'ui-tabs--fitted', className)}>
      <div
        role="tablist"
        aria-label={label}
        aria-labelledby={labelledBy}
        className="ui-tabs__list"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <NeedsScript key={item.id}>
              {(scriptDisabled) => (
                <button
                  ref={(el) => {
                    if (el) tabRefs.current.set(item.id, el);
                    else tabRefs.current.delete(item.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(item.id)}
                  aria-selected={isSelected}
                  aria-controls={panelId(item.id)}
                  tabIndex={isSelected ? 0 : -1}
                  disabled={item.disabled || scriptDisabled}
                  className="ui-tabs__tab"
                  onClick={() => select(item.id)}
                >
                  {item.label}
                </button>
              )}
            </NeedsScript>
          );
        })}
      </div>
      {items.map((item) => (
        // Inactive panels stay mounted (hidden) so form state inside them survives tab switches.
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
