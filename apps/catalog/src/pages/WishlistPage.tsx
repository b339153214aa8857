import { useIntl } from 'react-intl';
import { EmptyState, HeartIcon } from '@shop/ui';
import { ShopLinkButton } from '../features/shared/components/ShopLinkButton';
import '../catalog.css';

export default function WishlistPage() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={<HeartIcon />}
      title={intl.formatMessage({ id: 'catalog.wishlist.title' })}
      text={intl.formatMessage({ id: 'catalog.wishlist.text' })}
      action={<ShopLinkButton />}
    />
  );
}
