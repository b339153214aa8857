import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { Link } from 'react-router-dom';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Table } from '@shop/ui';
import { ProductCartActions } from '../../cart/components/ProductCartActions';
import { ProductPriceCells } from '../../prices/components/ProductPriceCells';
import { AvailabilityBadge } from '../../product/components/AvailabilityBadge';
import { formatFineWeight } from '../../product/format-weight';
import type { PricelistGroup } from '../pricelist-products';

export function PricelistTable({ group }: { group: PricelistGroup }) {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const headingId = useId();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const title = group.metal ? t(`metal.${group.metal}`) : t('catalog.pricelist.otherItems');
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section-title">
        {title}
      </h2>
      <Table caption={title} captionHidden density="compact" striped className="catalog-pricelist">
        <thead>
          <tr>
            <th scope="col">{t('catalog.pricelist.column.product')}</th>
            <th scope="col" className="catalog-num">
              {t('catalog.pricelist.column.fineWeight')}
            </th>
            <th scope="col" className="catalog-num">
              {t('catalog.pricelist.column.fineness')}
            </th>
            <th scope="col" className="catalog-num">
              {t('prices.pricelist.buy')}
            </th>
            <th scope="col" className="catalog-num">
              {t('prices.pricelist.sell')}
            </th>
            <th scope="col">{t('catalog.pricelist.column.availability')}</th>
            <th scope="col">{t('catalog.pricelist.column.cart')}</th>
          </tr>
        </thead>
        <tbody>
          {group.products.map((product) => {
            const { fineWeight, fineWeightUnit } = product.attributeFields;
            return (
              <tr key={product.id}>
                <th scope="row">
                  <Link
                    className="ui-link"
                    to={pathTo('product', { slug: product.slug[language] })}
                  >
                    {product.name[language]}
                  </Link>
                </th>
                <td className="catalog-num">
                  {fineWeight !== null && fineWeightUnit !== null
                    ? formatFineWeight(fineWeight, fineWeightUnit, localeTag)
                    : null}
                </td>
                <td className="catalog-num">{product.fineness}</td>
                <ProductPriceCells sku={product.sku} />
                <td>
                  <AvailabilityBadge
                    availability={product.availability}
                    unitsLeft={product.unitsLeft}
                  />
                </td>
                <td>
                  <ProductCartActions product={product} compact />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
