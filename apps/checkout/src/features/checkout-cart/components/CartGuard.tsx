import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Navigate } from '@shop/router';
import type { Cart, PriceType } from '@shop/api-client';
import { useLocalizedPath } from '@shop/i18n/react';
import { useNotify } from '@shop/app-state';
import { Spinner } from '@shop/ui';

export interface CartGuardProps {
  type: PriceType;
  isPending: boolean;
  cart: Cart | undefined;
  children: (cart: Cart) => ReactNode;
}

/**
 * Spec 4: a checkout without an active, non-empty cart of its type goes back to the cart page,
 * with a notice saying why.
 */
export function CartGuard({ type, isPending, cart, children }: CartGuardProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { notify } = useNotify();
  const notified = useRef(false);
  const leave = !isPending && !cart;
  useEffect(() => {
    if (!leave || notified.current) return;
    notified.current = true;
    notify({ type: 'info', title: intl.formatMessage({ id: 'checkout.guard.empty' }, { type }) });
  }, [leave, notify, intl, type]);
  if (isPending) return <Spinner label={intl.formatMessage({ id: 'checkout.loading' })} />;
  if (!cart) return <Navigate replace to={`${pathTo('cart')}?type=${type}`} />;
  return <>{children(cart)}</>;
}
