import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/cx';

export type BadgeVariant = 'neutral' | 'gold' | 'success' | 'warning' | 'danger' | 'info';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
  icon?: ReactNode;
}

/** Short status or category label: "In stock", "VAT-free", "New". */
export function Badge({ variant = 'neutral', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx('ui-badge', `ui-badge--${variant}`, className)}>
      {icon}
      {children}
    </span>
  );
}
