import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { PreciousMetal, Product } from '@shop/api-client';
import { useProductSearch } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { EmptyState, Price, Spinner } from '@shop/ui';
import { AddToCart } from '../features/cart/components/AddToCart';
import { unitPrice } from '../shared/prices/product-pricing';
import { useProductPricing } from '../shared/prices/use-product-pricing';
import { LoadError } from './LoadError';

/** Bars and coins only: scrap is sold by grade and weight through the calculator. */
const isScrap = (product: Product) =>
  product.categories.some((category) => category.key === 'scrap-metals');

/** How many products of one metal the page offers; the shop listing has them all. */
const shown = 24;

/** One product the shop buys back: its name, our buy-back price and "sell to us". */
function SellProductRow({ product }: { product: Product }) {
  const intl = useIntl();
  const { language, localeTag, store } = useLocale();
  const pathTo = useLocalizedPath();
  const { pricing, loading } = useProductPricing(product.sku);
  const sell = pricing ? unitPrice(pricing, 'sell') : null;
  // Without a buy-back price in this store the product cannot be sold to us here.
  if (!loading && !sell) return null;
  const name = product.name[language];
  return (
    <li className="catalog-sell-product" data-sku={product.sku}>
      <h3 className="catalog-card__title">
        <Link to={pathTo('product', { slug: product.slug[language] })}>{name}</Link>
      </h3>
      <Price
        size="md"
        centAmount={sell?.centAmount}
        currency={sell?.currency ?? store.currency}
        locale={localeTag}
        loading={loading}
        loadingLabel={intl.formatMessage({ id: 'prices.loading' })}
        label={intl.formatMessage({ id: 'prices.sell' })}
        data-price-type="sell"
      />
      <div data-testid="sell-actions">
        <AddToCart
          sku={product.sku}
          name={name}
          type="sell"
          // Outdated prices during a recalculation are not offered as a hint.
          pricing={loading ? null : pricing}
          compact
        />
      </div>
    </li>
  );
}

/**
 * Step 2 of selling: the bars and coins of the chosen metal, each with "sell to us", and the way
 * for scrap of that metal (`scrapPath`).
 */
export function SellProducts({ metal, scrapPath }: { metal: PreciousMetal; scrapPath: ReactNode }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const headingId = useId();
  const metalName = intl.formatMessage({ id: `metal.${metal}` });
  const search = useProductSearch({ metal, limit: shown, languageTag: localeTag });
  const products = search.data?.results.filter((product) => !isScrap(product));

  let body;
  if (!search.data && search.isError) body = <LoadError onRetry={() => void search.refetch()} />;
  else if (!products)
    body = <Spinner label={intl.formatMessage({ id: 'catalog.listing.loading' })} />;
  else if (products.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage({ id: 'catalog.sell.products.empty' }, { metal: metalName })}
      />
    );
  else
    body = (
      <ul className="catalog-sell-products">
        {products.map((product) => (
          <SellProductRow key={product.sku} product={product} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="catalog-section">
      <h2 id={headingId} className="catalog-section-title">
        {intl.formatMessage({ id: 'catalog.sell.products.title' }, { metal: metalName })}
      </h2>
      <p>{intl.formatMessage({ id: 'catalog.sell.products.intro' })}</p>
      {scrapPath}
      {body}
      <Link className="ui-link ui-link--standalone" to={`${pathTo('shop')}?metal=${metal}`}>
        {intl.formatMessage({ id: 'catalog.sell.products.more' }, { metal: metalName })}
      </Link>
    </section>
  );
}
