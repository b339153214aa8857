import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { StaffProductSummary } from '@shop/api-client/staff';
import type { MessageId } from '@shop/i18n';
import { Badge, Table } from '@shop/ui';

/** The badge of what the shop shows of a product's availability. */
export function AvailabilityBadge({
  availability,
}: {
  availability: StaffProductSummary['availability'];
}) {
  const t = useIntl().formatMessage;
  const variant =
    availability === 'available' ? 'success' : availability === 'lowStock' ? 'warning' : 'danger';
  return (
    <Badge variant={variant}>
      {t({ id: `backoffice.catalogue.availability.${availability}` })}
    </Badge>
  );
}

/** Published or not, as a badge. */
export function PublishedBadge({ published }: { published: boolean }) {
  const t = useIntl().formatMessage;
  return (
    <Badge variant={published ? 'success' : 'neutral'}>
      {t({ id: published ? 'backoffice.catalogue.published' : 'backoffice.catalogue.unpublished' })}
    </Badge>
  );
}

/**
 * One page of the catalogue: a row per product, its SKU the link to the product's page (the
 * first stop of Tab in each row), the name in the page's language.
 */
export function ProductsTable({ products }: { products: readonly StaffProductSummary[] }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const language = intl.locale.startsWith('en') ? 'en' : 'de';
  return (
    <Table caption={t('backoffice.catalogue.table')} captionHidden density="compact" striped>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.catalogue.col.sku')}</th>
          <th scope="col">{t('backoffice.catalogue.col.name')}</th>
          <th scope="col">{t('backoffice.catalogue.col.categories')}</th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.catalogue.col.stock')}
          </th>
          <th scope="col">{t('backoffice.catalogue.col.availability')}</th>
          <th scope="col">{t('backoffice.catalogue.col.published')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <th scope="row" className="backoffice-nowrap">
              <Link to={`/catalogue/${encodeURIComponent(product.sku)}`}>{product.sku}</Link>
            </th>
            <td>{product.name[language]}</td>
            <td>{intl.formatList(product.categories.map((key) => t(`category.${key}`)))}</td>
            <td className="backoffice-num">{intl.formatNumber(product.stock)}</td>
            <td>
              <AvailabilityBadge availability={product.availability} />
            </td>
            <td>
              <PublishedBadge published={product.published} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
