import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, EmptyState } from '@shop/ui';
import { CheckoutSteps } from '../components/CheckoutSteps';

export default function ConfirmationPage() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
    <div className="checkout-page">
      <CheckoutSteps current="confirmation" />
      <EmptyState
        title={intl.formatMessage({ id: 'checkout.confirmation.none' })}
        text={intl.formatMessage({ id: 'checkout.confirmation.noneText' })}
        action={
          <ButtonLink as={Link} href={pathTo('shop')} variant="primary">
            {intl.formatMessage({ id: 'checkout.cart.toShop' })}
          </ButtonLink>
        }
      />
    </div>
  );
}
