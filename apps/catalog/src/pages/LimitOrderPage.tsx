import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@shop/router';
import type { MessageId, PageProps } from '@shop/i18n';
import { useSignedIn } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, Card, InfoIcon } from '@shop/ui';
import { LimitOrderForm } from '../features/limit-order/components/LimitOrderForm';
import { prefillOf } from '../features/limit-order/limit-order-form';
import { ProductFacts } from '../features/product/components/ProductFacts';
import { ProductImage } from '../features/product/components/ProductImage';
import { ProductNotFound } from '../widgets/ProductNotFound';
import { ProductPageSkeleton } from '../features/product/components/ProductPageSkeleton';
import { useProductPage } from '../features/product/use-product-page';
import { LoadError } from '../widgets/LoadError';
import '../catalog.css';

/**
 * A product's limit-order page: the product, and the form that places a limit order on it
 * (signed-in customers; guests are asked to log in and come back). Query parameters prefill the
 * form, so a price alert's mail can open it with its target.
 */
export default function LimitOrderPage({ match }: PageProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const location = useLocation();
  const headingId = useId();
  const signedIn = useSignedIn();
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
  const here = `${location.pathname}${location.search}`;
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
      <section className="catalog-limit-order__panel" aria-labelledby={headingId}>
        <h2 id={headingId} className="catalog-notice__title">
          {t('catalog.limitOrder.title')}
        </h2>
        <p>{t('catalog.limitOrder.text')}</p>
        {signedIn ? (
          <LimitOrderForm
            product={product}
            prefill={prefillOf(new URLSearchParams(location.search))}
          />
        ) : (
          <div className="catalog-notice">
            <InfoIcon className="catalog-notice__icon" />
            <div>
              <p>{t('catalog.limitOrder.loginRequired')}</p>
              <ButtonLink
                as={Link}
                href={`${pathTo('login')}?returnTo=${encodeURIComponent(here)}`}
              >
                {t('catalog.limitOrder.login')}
              </ButtonLink>
            </div>
          </div>
        )}
        <p>
          <Link className="ui-link" to={productPath}>
            {t('catalog.limitOrder.backToProduct')}
          </Link>
        </p>
      </section>
    </div>
  );
}
