import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, EmptyState } from '@shop/ui';
import { CheckoutSteps } from '../components/CheckoutSteps';

export default function CheckoutPage({ match }: PageProps) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const type = match.params.transactionType === 'sell' ? 'sell' : 'buy';
  return (
    <div className="checkout-page">
      <CheckoutSteps current="cart" />
      <EmptyState
        title={intl.formatMessage({ id: 'checkout.nothing' }, { type })}
        action={
          <ButtonLink as={Link} href={`${pathTo('cart')}?type=${type}`} variant="primary">
            {intl.formatMessage({ id: 'checkout.toCart' })}
          </ButtonLink>
        }
      />
    </div>
  );
}
