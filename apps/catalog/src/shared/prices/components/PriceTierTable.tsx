import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import type { ProductPrice } from '@shop/api-client';
import { Price, Table } from '@shop/ui';

/** Unit prices by quantity (spec 3: price tiers by minQuantity); shown when there is more than one. */
export function PriceTierTable({
  tiers,
  loading,
}: {
  tiers: readonly ProductPrice[];
  loading: boolean;
}) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const t = (id: MessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const base = tiers[0];
  if (!base || tiers.length < 2) return null;
  return (
    <Table caption={t('prices.tiers.title')} density="compact" className="catalog-tiers">
      <thead>
        <tr>
          <th scope="col">{t('prices.tiers.quantity')}</th>
          <th scope="col" className="catalog-num">
            {t('prices.tiers.unitPrice')}
          </th>
          <th scope="col" className="catalog-num">
            {t('prices.tiers.saving')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={tier.minQuantity}>
            <th scope="row">{t('prices.tiers.quantityFrom', { quantity: tier.minQuantity })}</th>
            <td className="catalog-num">
              <Price
                inline
                centAmount={tier.centAmount}
                currency={tier.currency}
                locale={localeTag}
                loading={loading}
                loadingLabel={t('prices.loading')}
              />
            </td>
            <td className="catalog-num">
              {tier === base ? null : (
                <Price
                  inline
                  centAmount={base.centAmount - tier.centAmount}
                  currency={tier.currency}
                  locale={localeTag}
                  loading={loading}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
