import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Price, Table } from '@shop/ui';
import { countryName } from '../../shared/country-name';
import { shippingRows } from '../shipping-costs';

/** Shipping costs of every store (spec 2: shipping cost table), the visitor's store first. */
export function ShippingCostTable() {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = t('prices.shipping.title');
  return (
    <section className="catalog-section" aria-labelledby="shipping-costs">
      <h2 id="shipping-costs" className="catalog-section-title" tabIndex={-1}>
        {title}
      </h2>
      <Table caption={title} captionHidden striped density="compact" className="catalog-shipping">
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
          {shippingRows(store.key).map(({ store: row, costs }) => {
            const name = countryName(row.country, localeTag);
            const money = (centAmount: number) => (
              <Price inline centAmount={centAmount} currency={costs.currency} locale={localeTag} />
            );
            return (
              <tr key={row.key} aria-current={row.key === store.key ? 'true' : undefined}>
                <th scope="row">
                  {row.key === store.key ? t('prices.shipping.current', { store: name }) : name}
                </th>
                <td className="catalog-num">{money(costs.standard)}</td>
                <td className="catalog-num">{money(costs.insured)}</td>
                <td className="catalog-num">{money(costs.freeFrom)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p className="catalog-note">{t('prices.shipping.note')}</p>
    </section>
  );
}
