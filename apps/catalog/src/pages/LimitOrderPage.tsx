import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId, PageProps } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, Card, InfoIcon } from '@shop/ui';
import { ProductFacts } from '../features/product/components/ProductFacts';
import { ProductImage } from '../features/product/components/ProductImage';
import { ProductNotFound } from '../features/product/components/ProductNotFound';
import { ProductPageSkeleton } from '../features/product/components/ProductPageSkeleton';
import { useProductPage } from '../features/product/use-product-page';
import { LoadError } from '../features/shared/components/LoadError';
import '../catalog.css';

/** A product's limit-order page: what the order would be for, and that it cannot be placed here. */
export default function LimitOrderPage({ match }: PageProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const noticeId = useId();
  const { product, isError, refetch } = useProductPage(match.params.slug ?? '', {
    ownTitle: false,
  });
  const t = (id: MessageId) => intl.formatMessage({ id });

  if (product === undefined) {
    return isError ? (
      <LoadError onRetry={() => void refetch()} />
    ) : (
      <ProductPageSkeleton label={t('app.loading')} />
    );
  }
  if (product === null) return <ProductNotFound />;
  const productPath = pathTo('product', { slug: product.slug[language] });
  return (
    <div className="catalog-limit-order">
      <Card as="article" className="catalog-summary">
        <div className="catalog-summary__media">
          <ProductImage image={product.images[0]} decorative />
        </div>
        <div className="catalog-summary__body">
          <h2 className="catalog-card__title">
            <Link className="ui-link" to={productPath}>
              {product.name[language]}
            </Link>
          </h2>
          <ProductFacts product={product} />
        </div>
      </Card>
      <section className="catalog-notice" aria-labelledby={noticeId}>
        <InfoIcon className="catalog-notice__icon" />
        <div>
          <h2 id={noticeId} className="catalog-notice__title">
            {t('catalog.limitOrder.title')}
          </h2>
          <p>{t('catalog.limitOrder.text')}</p>
          <ButtonLink as={Link} href={productPath} variant="outline">
            {t('catalog.limitOrder.backToProduct')}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
