import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useProductSearch } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { ProductGrid } from './ProductGrid';

const shown = 4;

/** Up to four other products of the same category and metal. */
export function SimilarProducts({ product }: { product: Product }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const headingId = useId();
  const category = product.categories[0]?.key;
  const metal = product.attributeFields.preciousMetal;
  const search = useProductSearch({
    ...(category ? { category } : {}),
    ...(metal ? { metal } : {}),
    // One more than shown, because the product itself is usually among the results.
    limit: shown + 1,
    languageTag: localeTag,
  });
  const others = search.data?.results.filter((p) => p.id !== product.id).slice(0, shown);
  // Nothing similar (or the lookup failed): the section is left out instead of showing a gap.
  if (search.isError || (others && others.length === 0)) return null;
  return (
    <section className="catalog-section" aria-labelledby={headingId} aria-busy={search.isPending}>
      <h2 id={headingId} className="catalog-section-title">
        {intl.formatMessage({ id: 'catalog.product.similar' })}
      </h2>
      <ProductGrid
        products={search.isPlaceholderData ? null : (others ?? null)}
        placeholderCount={shown}
        className="catalog-grid--row"
      />
    </section>
  );
}
