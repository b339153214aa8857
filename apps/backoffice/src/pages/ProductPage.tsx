import { useIntl } from 'react-intl';
import { Link, useParams } from '@shop/router';
import { errorCodes, isApiError } from '@shop/api-client';
import { useStaffProduct } from '@shop/api-client/staff/react';
import type { MessageId } from '@shop/i18n';
import { EmptyState, Link as UiLink, Skeleton } from '@shop/ui';
import { AuditTable } from '../features/audit-log/components/AuditTable';
import { PricesForm } from '../features/catalogue/components/PricesForm';
import { AvailabilityBadge, PublishedBadge } from '../features/catalogue/components/ProductsTable';
import { PicturesSection } from '../features/catalogue/components/PicturesSection';
import { PublishingSection } from '../features/catalogue/components/PublishingSection';
import { StockForm } from '../features/catalogue/components/StockForm';
import { TextsForm } from '../features/catalogue/components/TextsForm';
import { Section } from '../features/orders/components/OrderContents';
import { usePageTitle } from '../shared/page/use-page-title';
import '../features/catalogue/catalogue.css';
import { LoadFailed } from '../shared/page/LoadFailed';

/**
 * One product (permission `catalogue`): its texts in both languages, stock and availability,
 * premium and spread per store with a preview, pictures, publishing and its changes, each a
 * section with its heading (the page's table of contents links them).
 */
export function ProductPage() {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  usePageTitle('backoffice.catalogue.title');
  const sku = useParams().sku ?? '';
  const { data: product, error, isPending, refetch } = useStaffProduct(sku);
  const back = (
    <UiLink as={Link} href="/catalogue" variant="standalone">
      {t('backoffice.product.back')}
    </UiLink>
  );
  if (isPending)
    return (
      <div className="ui-stack">
        {back}
        <Skeleton variant="block" aria-label={t('backoffice.loading')} />
      </div>
    );
  if (!product) {
    const notFound =
      isApiError(error) &&
      (error.code === errorCodes.productNotFound || error.code === errorCodes.invalidRequest);
    return (
      <div className="ui-stack">
        {back}
        {notFound ? (
          <EmptyState headingLevel={2} title={t('backoffice.product.notFound')} />
        ) : (
          <LoadFailed onRetry={() => void refetch()}>
            {t('backoffice.product.loadFailed')}
          </LoadFailed>
        )}
      </div>
    );
  }
  const name = product.name[intl.locale.startsWith('en') ? 'en' : 'de'];
  const sections = [
    ['texts', 'backoffice.product.tab.texts'],
    ['stock', 'backoffice.product.tab.stock'],
    ['prices', 'backoffice.product.tab.prices'],
    ['pictures', 'backoffice.product.tab.pictures'],
    ['publishing', 'backoffice.product.tab.publishing'],
    ['audit', 'backoffice.product.tab.audit'],
  ] as const;
  return (
    <div className="ui-stack ui-stack--lg">
      {back}
      <header className="ui-stack ui-stack--xs">
        <h1 className="backoffice-heading">{name}</h1>
        <p className="backoffice-catalogue__facts">
          <span className="backoffice-id">{product.sku}</span>
          <AvailabilityBadge availability={product.availability} />
          <PublishedBadge published={product.published} />
        </p>
      </header>
      <nav aria-label={t('backoffice.product.sections')}>
        <ul className="backoffice-catalogue__toc">
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#product-${id}`}>{t(label)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {/* Each form keeps what was typed and saved; the page opened anew starts from the API. */}
      <div id="product-texts">
        <Section title={t('backoffice.product.tab.texts')}>
          <TextsForm product={product} />
        </Section>
      </div>
      <div id="product-stock">
        <Section title={t('backoffice.product.tab.stock')}>
          <StockForm product={product} />
        </Section>
      </div>
      <div id="product-prices">
        <Section title={t('backoffice.product.tab.prices')}>
          <PricesForm product={product} />
        </Section>
      </div>
      <div id="product-pictures">
        <Section title={t('backoffice.product.tab.pictures')}>
          <PicturesSection product={product} />
        </Section>
      </div>
      <div id="product-publishing">
        <Section title={t('backoffice.product.tab.publishing')}>
          <PublishingSection product={product} name={name} />
        </Section>
      </div>
      <div id="product-audit">
        <Section title={t('backoffice.product.tab.audit')}>
          {product.audit.length === 0 ? (
            <p className="backoffice-muted">{t('backoffice.product.audit.empty')}</p>
          ) : (
            <AuditTable entries={product.audit} />
          )}
        </Section>
      </div>
    </div>
  );
}
