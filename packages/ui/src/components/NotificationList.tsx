import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export interface NotificationListProps extends Omit<
  ComponentPropsWithRef<'section'>,
  'aria-label'
> {
  /** Name of the region, e.g. "Notifications" / "Benachrichtigungen". */
  label: string;
  placement?: 'bottom-end' | 'top-end';
}

/**
 * Fixed live region that stacks Toasts. Render it once and keep it mounted, even when empty:
 * screen readers only announce changes to live regions that already existed.
 */
export function NotificationList({
  label,
  placement = 'bottom-end',
  className,
  children,
  ...rest
}: NotificationListProps) {
  return (
    <section
      {...rest}
      aria-label={label}
      aria-live="polite"
      aria-relevant="additions text"
      className={cx(
        'ui-notification-list',
        placement === 'top-end' && 'ui-notification-list--top',
        className,
      )}
    >
      {children}
    </section>
  );
}
