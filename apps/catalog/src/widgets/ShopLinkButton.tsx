import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink } from '@shop/ui';

/** The way out of every dead end of the catalogue: back to the whole shop. */
export function ShopLinkButton({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  return (
    <ButtonLink as={Link} href={pathTo('shop')} variant={variant}>
      {intl.formatMessage({ id: 'catalog.listing.toShop' })}
    </ButtonLink>
  );
}
