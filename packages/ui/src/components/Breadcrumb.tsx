import type { ReactNode } from 'react';
import { ChevronRightIcon } from '../icons/ChevronRight';
import { cx } from '../internal/cx';
import { linkTargetProps, type LinkComponent } from '../internal/link';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Omitted on the last item (the current page). */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  /** Name of the navigation landmark, e.g. "Breadcrumb" / "Brotkrümelnavigation". */
  label: string;
  /** Link component to render, e.g. react-router's `Link`; defaults to a plain anchor. */
  as?: LinkComponent;
  className?: string;
}

/** Trail from the home page to the current one; the last item is the current page. */
export function Breadcrumb({ items, label, as: Component = 'a', className }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={cx('ui-breadcrumb', className)}>
      <ol className="ui-breadcrumb__list">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={index} className="ui-breadcrumb__item">
              {index > 0 ? <ChevronRightIcon className="ui-breadcrumb__separator" /> : null}
              {isLast || !item.href ? (
                <span
                  className={isLast ? 'ui-breadcrumb__current' : undefined}
                  aria-current={isLast ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <Component
                  {...linkTargetProps(Component, item.href)}
                  className="ui-breadcrumb__link"
                >
                  {item.label}
                </Component>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
