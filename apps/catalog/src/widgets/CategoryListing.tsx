import { useIntl } from 'react-intl';
import { Navigate, useLocation } from '@shop/router';
import { useLocale, useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import { EmptyState, ScaleIcon } from '@shop/ui';
import { useCategoryBySlug } from '../features/categories/use-category-by-slug';
import { LoadError } from './LoadError';
import { ShopLinkButton } from './ShopLinkButton';
import { ProductGrid } from './ProductGrid';
import { categoryListing } from '../features/listing/listing-query';
import { ProductListing } from './ProductListing';

/** One category of the shop, found by its slug in the page language. */
export function CategoryListing({ slug }: { slug: string }) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const { search } = useLocation();
  const { category, isPending, isError, refetch } = useCategoryBySlug(slug, language);
  usePageMeta(
    category?.name[language],
    category ? { de: { slug: category.slug.de }, en: { slug: category.slug.en } } : undefined,
  );

  if (isPending) return <ProductGrid products={null} />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (!category) {
    return (
      <EmptyState
        icon={<ScaleIcon />}
        title={intl.formatMessage({ id: 'catalog.category.notFound.title' }, { slug })}
        text={intl.formatMessage({ id: 'catalog.category.notFound.text' })}
        action={<ShopLinkButton />}
      />
    );
  }
  // Scrap metals have their own page with the selling explanation; one address per list.
  if (category.key === 'scrap-metals')
    return <Navigate to={`${pathTo('scrapMetals')}${search}`} replace />;
  return (
    <ProductListing
      options={categoryListing}
      fixedCategory={category.key}
      empty={
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage({ id: 'catalog.listing.emptyCategory.title' })}
          text={intl.formatMessage({ id: 'catalog.listing.emptyCategory.text' })}
          action={<ShopLinkButton variant="outline" />}
        />
      }
    />
  );
}
