import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  size?: 'sm' | 'md' | 'lg';
  /**
   * Announced text ("Loading…"). Without it the spinner is decorative: use that when the
   * surrounding element already reports the busy state (e.g. a loading Button).
   */
  label?: string;
}

export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  return (
    <span
      className={cx('ui-spinner', `ui-spinner--${size}`, className)}
      {...(label ? { role: 'status' } : { 'aria-hidden': true })}
      {...rest}
    >
      <span className="ui-spinner__ring" />
      {label ? <span className="ui-sr-only">{label}</span> : null}
    </span>
  );
}
