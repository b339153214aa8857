import type { CSSProperties, ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  variant?: 'line' | 'block' | 'circle';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** For `line`: how many lines to draw; the last one is shorter, like a paragraph. */
  lines?: number;
  /** Sit inside running text instead of taking its own line. */
  inline?: boolean;
}

/**
 * Placeholder shape for content that is still loading. Always hidden from assistive technology:
 * the region that is loading should say so (aria-busy or a status message), not each bone.
 */
export function Skeleton({
  variant = 'line',
  width,
  height,
  lines = 1,
  inline = false,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const bone = (key?: number) => (
    <span
      key={key}
      className={cx(
        'ui-skeleton',
        `ui-skeleton--${variant}`,
        inline && 'ui-skeleton--inline',
        key === undefined && className,
      )}
      style={{ width, height, ...(key === undefined ? style : undefined) }}
      {...(key === undefined ? { 'aria-hidden': true, ...rest } : undefined)}
    />
  );
  if (variant !== 'line' || lines <= 1) return bone();
  return (
    <span className={cx('ui-skeleton-group', className)} style={style} aria-hidden {...rest}>
      {Array.from({ length: lines }, (_, i) => bone(i))}
    </span>
  );
}
