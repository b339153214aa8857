import { useIntl } from 'react-intl';
import { useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { Badge } from '@shop/ui';
import { ProductCartActions } from '../../cart/components/ProductCartActions';
import { ProductPricePanel } from '../../prices/components/ProductPricePanel';
import { ProductRatesChart } from '../../rates/components/ProductRatesChart';
import { ShippingCostTable } from '../../shipping/components/ShippingCostTable';
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
  const metal = product.attributeFields.preciousMetal;
  return (
    <div className="catalog-product">
      <div className="catalog-product__top">
        <ProductGallery key={product.id} images={product.images} />
        <div className="catalog-product__summary">
          <ProductPricePanel product={product} />
          <ProductCartActions product={product} />
          <div className="catalog-badges">
            {metal ? <MetalBadge metal={metal} /> : null}
            <AvailabilityBadge availability={product.availability} />
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
