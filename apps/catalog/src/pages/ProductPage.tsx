import { useIntl } from 'react-intl';
import { Navigate } from '@shop/router';
import type { PageProps } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { ProductDetail } from '../widgets/ProductDetail';
import { ProductNotFound } from '../widgets/ProductNotFound';
import { ProductPageSkeleton } from '../features/product/components/ProductPageSkeleton';
import { useProductPage } from '../features/product/use-product-page';
import { LoadError } from '../widgets/LoadError';
import '../catalog.css';

export default function ProductPage({ match }: PageProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const slug = match.params.slug ?? '';
  const { product, isError, refetch } = useProductPage(slug, { ownTitle: true });

  if (product === undefined) {
    return isError ? (
      <LoadError onRetry={() => void refetch()} />
    ) : (
      <ProductPageSkeleton label={intl.formatMessage({ id: 'app.loading' })} />
    );
  }
  if (product === null) return <ProductNotFound />;
  // A slug of the other language still finds the product; its address in this language is canonical.
  if (product.slug[language] !== slug)
    return <Navigate to={pathTo('product', { slug: product.slug[language] })} replace />;
  return <ProductDetail product={product} />;
}
