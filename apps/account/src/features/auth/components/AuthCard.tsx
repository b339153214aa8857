import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '@shop/ui';

/** The frame of the sign-in, registration and password pages: one card, a readable width. */
export function AuthCard({
  title,
  subtitle,
  children,
  aside,
  wide = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Beside the card on wide screens, below it on narrow ones (e.g. "New here? Register"). */
  aside?: ReactNode;
  /** For long forms (registration): name fields side by side. */
  wide?: boolean;
}) {
  const variant = aside ? ' account-auth--split' : wide ? ' account-auth--wide' : '';
  return (
    <div className={`account-auth${variant}`}>
      <Card as="section" variant="elevated">
        <CardHeader title={title} subtitle={subtitle} headingLevel={2} />
        <CardBody>{children}</CardBody>
      </Card>
      {aside}
    </div>
  );
}
