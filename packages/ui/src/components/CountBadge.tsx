import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export interface CountBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  count: number;
  /** Counts above this show as "99+". */
  max?: number;
  /**
   * Full text for screen readers, e.g. "3 items in cart"; the bare number alone says nothing.
   * Omit it when the surrounding control's name already includes the count.
   */
  label?: string;
  variant?: 'gold' | 'ink' | 'danger';
  /** Pin to the top-right corner of the parent (an IconButton). */
  overlay?: boolean;
  /** Render nothing for zero instead of a "0" bubble. */
  hideZero?: boolean;
}

export function CountBadge({
  count,
  max = 99,
  label,
  variant = 'gold',
  overlay = false,
  hideZero = true,
  className,
  ...rest
}: CountBadgeProps) {
  if (hideZero && count <= 0) return null;
  const shown = count > max ? `${max}+` : String(count);
  return (
    <span
      {...rest}
      className={cx(
        'ui-count-badge',
        variant !== 'gold' && `ui-count-badge--${variant}`,
        overlay && 'ui-count-badge--overlay',
        className,
      )}
    >
      <span aria-hidden={label ? true : undefined}>{shown}</span>
      {label ? <span className="ui-sr-only">{label}</span> : null}
    </span>
  );
}
