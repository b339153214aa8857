import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { Table } from '@shop/ui';
import { productAttributeRows } from '../product-attributes';

export function ProductDetailsTable({ product }: { product: Product }) {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const headingId = useId();
  const rows = productAttributeRows(product, {
    language,
    localeTag,
    metalName: (metal) => intl.formatMessage({ id: `metal.${metal}` }),
  });
  const title = intl.formatMessage({ id: 'catalog.product.details' });
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section-title">
        {title}
      </h2>
      <Table caption={title} captionHidden striped className="catalog-details">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{intl.formatMessage({ id: row.labelId })}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
