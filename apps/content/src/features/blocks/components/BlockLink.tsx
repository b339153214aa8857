import type { ReactNode } from 'react';
import { Link } from '@shop/router';
import { ButtonLink, type ButtonVariant } from '@shop/ui';

/** A shop path goes through the router; https, mail and phone links are plain anchors. */
const isShopPath = (href: string) => href.startsWith('/');

export function BlockLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return isShopPath(href) ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

export function BlockButtonLink({
  href,
  variant = 'primary',
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <ButtonLink as={isShopPath(href) ? Link : 'a'} href={href} variant={variant}>
      {children}
    </ButtonLink>
  );
}
