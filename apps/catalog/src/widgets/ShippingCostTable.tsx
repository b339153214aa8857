import { useIntl } from 'react-intl';
import type { Money } from '@shop/api-client';
import { useShippingMethods } from '@shop/api-client/react';
import { countryName, type MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Price, Skeleton, Table } from '@shop/ui';
import { LoadError } from './LoadError';
import { shippingRows } from '../features/shipping/shipping-rows';

/**
 * Shipping costs of every store (spec 2: shipping cost table), the visitor's store first. The
 * figures are the API's shipping methods, the same the checkout charges.
 */
export function ShippingCostTable() {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const methods = useShippingMethods();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t('prices.shipping.title');
  const money = (value: Money | null) =>
    value ? (
      <Price inline centAmount={value.centAmount} currency={value.currency} locale={localeTag} />
    ) : (
      '–'
    );

  let body;
  if (methods.isPending) body = <Skeleton variant="block" />;
  else if (methods.isError) body = <LoadError onRetry={() => void methods.refetch()} />;
  else
    body = (
      <Table
        caption={title}
        captionHidden
        striped
        stacked
        density="compact"
        className="catalog-shipping"
      >
        <thead>
          <tr>
            <th scope="col">{t('prices.shipping.store')}</th>
            <th scope="col" className="catalog-num">
              {t('prices.shipping.standard')}
            </th>
            <th scope="col" className="catalog-num">
              {t('prices.shipping.insured')}
            </th>
            <th scope="col" className="catalog-num">
              {t('prices.shipping.freeFrom')}
            </th>
          </tr>
        </thead>
        <tbody>
          {shippingRows(store.key, methods.data).map((row) => {
            const name = countryName(row.store.country, localeTag);
            const current = row.store.key === store.key;
            return (
              <tr key={row.store.key} aria-current={current ? 'true' : undefined}>
                <th scope="row">
                  {current ? t('prices.shipping.current', { store: name }) : name}
                </th>
                <td className="catalog-num" data-label={t('prices.shipping.standard')}>
                  {money(row.standard)}
                </td>
                <td className="catalog-num" data-label={t('prices.shipping.insured')}>
                  {money(row.insured)}
                </td>
                <td className="catalog-num" data-label={t('prices.shipping.freeFrom')}>
                  {money(row.freeFrom)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    );

  return (
    <section
      className="catalog-section"
      aria-labelledby="shipping-costs"
      aria-busy={methods.isPending || undefined}
    >
      <h2 id="shipping-costs" className="catalog-section-title" tabIndex={-1}>
        {title}
      </h2>
      {body}
      <p className="catalog-note">{t('prices.shipping.note')}</p>
    </section>
  );
}
