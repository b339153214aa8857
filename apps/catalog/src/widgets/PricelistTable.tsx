import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { Link } from '@shop/router';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Table } from '@shop/ui';
import { ProductPriceCells } from '../shared/prices/components/ProductPriceCells';
import { AvailabilityBadge } from '../features/product/components/AvailabilityBadge';
import { formatFineWeight } from '../features/product/format-weight';
import type { PricelistGroup, PricelistProduct } from '../features/pricelist/pricelist-products';
import { PricelistAddButton } from './PricelistAddButton';

/**
 * One metal of a price list as a dealer shows it: a row per product with its fine weight and
 * fineness, what it costs and what we pay for it, and one button. On a phone each row is a short
 * card whose two prices stay on screen.
 */
export function PricelistTable({ group }: { group: PricelistGroup }) {
  const intl = useIntl();
  const headingId = useId();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const title = group.metal ? t(`metal.${group.metal}`) : t('catalog.pricelist.otherItems');
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section-title">
        {title}
      </h2>
      <Table
        caption={title}
        captionHidden
        density="compact"
        striped
        stacked
        className="catalog-pricelist"
      >
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
            <th scope="col">
              <span className="ui-sr-only">{t('catalog.pricelist.column.cart')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {group.products.map((product) => (
            <PricelistRow key={product.id} product={product} />
          ))}
        </tbody>
      </Table>
    </section>
  );
}

function PricelistRow({ product }: { product: PricelistProduct }) {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const availabilityId = useId();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const { fineWeight, fineWeightUnit } = product.attributeFields;
  return (
    <tr data-availability={product.availability}>
      <th scope="row">
        <Link className="ui-link" to={pathTo('product', { slug: product.slug[language] })}>
          {product.name[language]}
        </Link>
        {/* Plenty in stock is the rule and goes unsaid; few left and sold out are named. */}
        {product.availability !== 'available' ? (
          <span id={availabilityId} className="catalog-pricelist__availability">
            <AvailabilityBadge availability={product.availability} unitsLeft={product.unitsLeft} />
          </span>
        ) : null}
      </th>
      <td className="catalog-num" data-label={t('catalog.pricelist.column.fineWeight')}>
        {fineWeight !== null && fineWeightUnit !== null
          ? formatFineWeight(fineWeight, fineWeightUnit, localeTag)
          : null}
      </td>
      <td className="catalog-num" data-label={t('catalog.pricelist.column.fineness')}>
        {product.fineness}
      </td>
      <ProductPriceCells sku={product.sku} />
      <td className="catalog-pricelist__action">
        <PricelistAddButton product={product} describedBy={availabilityId} />
      </td>
    </tr>
  );
}
