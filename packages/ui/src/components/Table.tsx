import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import { cx } from '../internal/cx';

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** What the table shows; every data table needs one so it can be found and understood. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only when a visible heading already says it. */
  captionHidden?: boolean;
  density?: 'comfortable' | 'compact';
  striped?: boolean;
  /**
   * On a phone each row becomes a card: the header row is kept for screen readers only and every
   * data cell shows its column name from its `data-label` before the value. Wide tables thus show
   * every column, the totals too, without scrolling sideways; the markup stays the same table.
   */
  stacked?: boolean;
  /** Class of the scroll wrapper around the table. */
  wrapperClassName?: string;
}

/**
 * A semantic table inside a horizontal scroll container. While the table overflows, the container
 * becomes a focusable, named region so keyboard users can scroll it too.
 */
export function Table({
  caption,
  captionHidden = false,
  density = 'comfortable',
  striped = false,
  stacked = false,
  wrapperClassName,
  className,
  children,
  ...rest
}: TableProps) {
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => setOverflowing(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scrollRef}
      className={cx('ui-table-scroll', wrapperClassName)}
      {...(overflowing ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : undefined)}
    >
      <table
        {...rest}
        className={cx(
          'ui-table',
          density === 'compact' && 'ui-table--compact',
          striped && 'ui-table--striped',
          stacked && 'ui-table--stacked',
          className,
        )}
      >
        <caption id={captionId} className={cx('ui-table__caption', captionHidden && 'ui-sr-only')}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}
