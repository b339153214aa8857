import type { ComponentPropsWithRef, ReactNode } from 'react';
import { linkTargetProps, type LinkComponent } from '../internal/link';
import { buttonClassName, type ButtonStyleOptions } from './Button';

export interface ButtonLinkProps
  extends Omit<ComponentPropsWithRef<'a'>, 'href'>, ButtonStyleOptions {
  href: string;
  /** Link component to render, e.g. react-router's `Link`; defaults to a plain anchor. */
  as?: LinkComponent;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

/** Navigation that looks like a button. It stays a link, so it opens in new tabs and is announced as one. */
export function ButtonLink({
  as: Component = 'a',
  href,
  variant,
  size,
  fullWidth,
  iconStart,
  iconEnd,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Component
      {...linkTargetProps(Component, href)}
      {...rest}
      className={buttonClassName({ variant, size, fullWidth }, className)}
    >
      <span className="ui-button__content">
        {iconStart}
        {children}
        {iconEnd}
      </span>
    </Component>
  );
}
