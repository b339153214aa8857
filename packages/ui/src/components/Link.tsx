import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { linkTargetProps, type LinkComponent } from '../internal/link';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  /** Link component to render, e.g. react-router's `Link`; defaults to a plain anchor. */
  as?: LinkComponent;
  /** default: underlined body link; subtle: inherits colour; standalone: bold, no underline; inverse: on navy. */
  variant?: 'default' | 'subtle' | 'standalone' | 'inverse';
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  /** Announced after the text of an external link, e.g. "(opens in a new tab)". */
  externalLabel?: string;
}

export function Link({
  as = 'a',
  href,
  variant = 'default',
  external = false,
  externalLabel,
  className,
  children,
  ...rest
}: LinkProps) {
  // Off-site addresses are not routes; a router link would try to resolve them inside the app.
  const Component = external ? 'a' : as;
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : undefined;
  return (
    <Component
      {...linkTargetProps(Component, href)}
      {...externalProps}
      {...rest}
      className={cx('ui-link', variant !== 'default' && `ui-link--${variant}`, className)}
    >
      {children}
      {external && externalLabel ? <span className="ui-sr-only"> {externalLabel}</span> : null}
    </Component>
  );
}
