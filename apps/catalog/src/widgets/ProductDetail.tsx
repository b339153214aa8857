import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useSignedIn } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { Badge } from '@shop/ui';
import { AvailabilityAlertToggle } from '../features/alerts/components/AvailabilityAlertToggle';
import { PriceAlertForm } from '../features/alerts/components/PriceAlertForm';
import { ProductCartActions } from '../features/cart/components/ProductCartActions';
import { ProductPricePanel } from '../shared/prices/components/ProductPricePanel';
import { ProductRatesChart } from '../features/rates/components/ProductRatesChart';
import { ShippingCostTable } from './ShippingCostTable';
import { WishlistButton } from '../features/wishlist/components/WishlistButton';
import { AvailabilityBadge } from '../features/product/components/AvailabilityBadge';
import { MetalBadge } from '../features/product/components/MetalBadge';
import { ProductCategories } from '../features/product/components/ProductCategories';
import { ProductDetailsTable } from '../features/product/components/ProductDetailsTable';
import { ProductFacts } from '../features/product/components/ProductFacts';
import { ProductGallery } from '../features/product/components/ProductGallery';
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
