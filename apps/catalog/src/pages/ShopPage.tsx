import { useIntl } from 'react-intl';
import type { PageProps } from '@shop/i18n';
import { EmptyState } from '@shop/ui';
import { CategoryListing } from '../widgets/CategoryListing';
import { ProductListing } from '../widgets/ProductListing';
import { shopListing } from '../features/listing/listing-query';
import '../catalog.css';

/** The whole shop (route `shop`) or one category of it (route `shopCategory`). */
export default function ShopPage({ match }: PageProps) {
  const intl = useIntl();
  if (match.route.id === 'shopCategory')
    return <CategoryListing key={match.params.slug} slug={match.params.slug ?? ''} />;
  return (
    <ProductListing
      options={shopListing}
      empty={
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage({ id: 'catalog.listing.emptyShop.title' })}
        />
      }
    />
  );
}
