import type { ReactNode } from 'react';
import { ChevronLeftIcon } from '../icons/ChevronLeft';
import { ChevronRightIcon } from '../icons/ChevronRight';
import { cx } from '../internal/cx';
import { linkTargetProps, type LinkComponent } from '../internal/link';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. "Pagination" / "Seitennavigation". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link, e.g. (3) => "Page 3" / "Seite 3". */
  page: (page: number) => string;
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** URL of a page, so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
  /** Link component to render, e.g. react-router's `Link`; defaults to a plain anchor. */
  as?: LinkComponent;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  className?: string;
}

export type PageRangeItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers to show: first, last, the current page with `siblings` neighbours, and ellipses
 * for the gaps. The number of slots stays constant so the control does not jump while paging,
 * and an ellipsis never stands in for a single page (that page is shown instead).
 */
export function pageRange(page: number, pageCount: number, siblings = 1): PageRangeItem[] {
  const count = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
  const slots = 2 * siblings + 5; // first, last, current, siblings, two ellipses
  if (count <= slots) return Array.from({ length: count }, (_, i) => i + 1);

  const windowSize = 2 * siblings + 1;
  let start = Math.max(current - siblings, 3);
  let end = Math.min(current + siblings, count - 2);
  // Near an edge the window grows inward so the total width stays the same.
  if (start <= 3) {
    start = 2;
    end = 2 + windowSize;
  } else if (end >= count - 2) {
    end = count - 1;
    start = count - 1 - windowSize;
  }
  const items: PageRangeItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < count - 1) items.push('ellipsis-end');
  items.push(count);
  return items;
}

export function Pagination({
  page,
  pageCount,
  hrefFor,
  labels,
  as: Component = 'a',
  siblings = 1,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const step = (
    target: number,
    label: string,
    icon: ReactNode,
    iconAfter: boolean,
    enabled: boolean,
  ) => {
    const content = (
      <>
        {iconAfter ? null : icon}
        <span className="ui-pagination__step-label">{label}</span>
        {iconAfter ? icon : null}
      </>
    );
    // At the first/last page the step is plain text: a link to the current page would be a trap.
    return enabled ? (
      <Component
        {...linkTargetProps(Component, hrefFor(target))}
        rel={iconAfter ? 'next' : 'prev'}
        className="ui-pagination__link ui-pagination__link--step"
      >
        {content}
      </Component>
    ) : (
      <span className="ui-pagination__link ui-pagination__link--step ui-pagination__link--disabled">
        {content}
      </span>
    );
  };

  return (
    <nav aria-label={labels.nav} className={cx('ui-pagination', className)}>
      <ul className="ui-pagination__list">
        <li>{step(current - 1, labels.previous, <ChevronLeftIcon />, false, current > 1)}</li>
        {pageRange(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className="ui-pagination__page">
              <Component
                {...linkTargetProps(Component, hrefFor(item))}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                className="ui-pagination__link"
              >
                {item}
              </Component>
            </li>
          ) : (
            <li key={item} className="ui-pagination__gap">
              <span className="ui-pagination__ellipsis" aria-hidden="true">
                …
              </span>
            </li>
          ),
        )}
        <li>{step(current + 1, labels.next, <ChevronRightIcon />, true, current < pageCount)}</li>
      </ul>
    </nav>
  );
}
