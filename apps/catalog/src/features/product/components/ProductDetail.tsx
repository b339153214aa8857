import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSignedIn } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { Badge } from '@shop/ui';
import { AvailabilityAlertToggle } from '../../alerts/components/AvailabilityAlertToggle';
import { PriceAlertForm } from '../../alerts/components/PriceAlertForm';
import { ProductCartActions } from '../../cart/components/ProductCartActions';
import { ProductPricePanel } from '../../prices/components/ProductPricePanel';
import { ProductRatesChart } from '../../rates/components/ProductRatesChart';
import { ShippingCostTable } from '../../shipping/components/ShippingCostTable';
import { WishlistButton } from '../../wishlist/components/WishlistButton';
import { AvailabilityBadge } from './AvailabilityBadge';
import { MetalBadge } from './MetalBadge';
import { ProductCategories } from './ProductCategories';
import { ProductDetailsTable } from './ProductDetailsTable';
import { ProductFacts } from './ProductFacts';
import { ProductGallery } from './ProductGallery';
import { SimilarProducts } from './SimilarProducts';

/** Everything the product page shows about one product; its name is the page title above. */
export function ProductDetail({ product }: { product: Product }) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  // Alerts belong to a customer: guests see neither.
  const signedIn = useSignedIn();
  const metal = product.attributeFields.preciousMetal;
  return (
    <div className="catalog-product">
      <div className="catalog-product__top">
        <ProductGallery key={product.id} images={product.images} />
        <div className="catalog-product__summary">
          <ProductPricePanel product={product} />
          <ProductCartActions product={product} alertOffered={signedIn} />
          <WishlistButton product={product} />
          <Link
            className="ui-link"
            to={pathTo('productLimitOrder', { slug: product.slug[language] })}
          >
            {intl.formatMessage({ id: 'catalog.limitOrder.open' })}
          </Link>
          {signedIn ? (
            <>
              <AvailabilityAlertToggle product={product} />
              <PriceAlertForm product={product} />
            </>
          ) : null}
          <div className="catalog-badges">
            {metal ? <MetalBadge metal={metal} /> : null}
            <AvailabilityBadge availability={product.availability} unitsLeft={product.unitsLeft} />
            {product.dutyFree ? (
              <Badge variant="info">{intl.formatMessage({ id: 'catalog.product.dutyFree' })}</Badge>
            ) : null}
          </div>
          <h2 className="ui-sr-only">
            {intl.formatMessage({ id: 'catalog.product.description' })}
          </h2>
          <p className="catalog-product__lead">{product.description[language]}</p>
          <ProductFacts product={product} />
          <ProductCategories product={product} />
        </div>
      </div>
      <ProductDetailsTable product={product} />
      {metal ? <ProductRatesChart metal={metal} /> : null}
      <ShippingCostTable />
      <SimilarProducts product={product} />
    </div>
  );
}
