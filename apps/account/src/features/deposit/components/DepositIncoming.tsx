import type { MessageId } from '@shop/i18n';
import { formatDate } from '@shop/i18n';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { DepositIncoming as Incoming } from '@shop/api-client';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Link as UiLink, Table } from '@shop/ui';

/**
 * Purchases into the deposit whose payment has not arrived: apart from the positions, without a
 * value, each with the order it belongs to (the deposit counts them once they are paid).
 */
export function DepositIncoming({ incoming }: { incoming: readonly Incoming[] }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { store, language } = useLocale();
  const t = (id: MessageId) => intl.formatMessage({ id });
  if (incoming.length === 0) return null;
  return (
    <section className="ui-stack" aria-labelledby="account-deposit-incoming">
      <h3 id="account-deposit-incoming" className="account-subheading">
        {t('account.deposit.incoming')}
      </h3>
      <p className="ui-text-muted">{t('account.deposit.incomingText')}</p>
      <Table caption={t('account.deposit.incoming')}>
        <thead>
          <tr>
            <th scope="col">{t('account.deposit.product')}</th>
            <th scope="col" className="account-num">
              {t('account.deposit.quantity')}
            </th>
            <th scope="col">{t('account.deposit.order')}</th>
          </tr>
        </thead>
        <tbody>
          {incoming.map((line) => (
            <tr key={`${line.orderId}-${line.sku}`}>
              <th scope="row">{line.name[language]}</th>
              <td className="account-num">{line.quantity}</td>
              <td>
                <UiLink as={Link} href={pathTo('orderDetail', { slug: line.orderId })}>
                  {line.orderNumber}
                </UiLink>{' '}
                <span className="ui-text-muted">{formatDate(line.orderedAt, store.key)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
