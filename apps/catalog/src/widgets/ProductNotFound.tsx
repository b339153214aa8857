import { useIntl } from 'react-intl';
import { EmptyState, ScaleIcon } from '@shop/ui';
import { ShopLinkButton } from './ShopLinkButton';

export function ProductNotFound() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={<ScaleIcon />}
      title={intl.formatMessage({ id: 'catalog.product.notFound.title' })}
      text={intl.formatMessage({ id: 'catalog.product.notFound.text' })}
      action={<ShopLinkButton />}
    />
  );
}
