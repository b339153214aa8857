import type { MessageId } from '@shop/i18n';
import { formatDate, formatMoney, formatNumber } from '@shop/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { Order } from '@shop/api-client';
import { useDeposit, useOrders, useProductPrices } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { useOpenModal } from '@shop/app-state';
import { Button, EmptyState, Link as UiLink, Skeleton, Table, Toast } from '@shop/ui';
import { formatSignedMoney, formatSignedPercent, gainClass } from '../features/deposit/format';
import {
  OrderStateBadge,
  PaymentStateBadge,
} from '../features/orders/components/OrderStatusBadges';
import { holdingsOf, type Holding } from '../features/holdings/holdings';
import { OpenAlerts, OpenLimitOrders } from '../features/holdings/components/OpenItems';

/** SKUs of the purchases whose metal is valued with live prices (deposit positions come valued). */
function purchasedSkus(orders: readonly Order[] | undefined): string[] {
  const skus = new Set<string>();
  for (const order of orders ?? [])
    if (order.transactionType === 'buy')
      for (const line of order.lineItems) if (line.preciousMetal) skus.add(line.sku);
  return [...skus];
}

/**
 * The holdings on the account overview: what the customer owns and has open (deposit positions,
 * delivered and pending purchases, open limit orders and alerts, sell-backs), holdings valued at today's buy-back prices in the store
 * currency, with cost and gain or loss per metal. Prices refresh with the price socket.
 */
export function HoldingsOverview() {
  const intl = useIntl();
  const { store, localeTag } = useLocale();
  const orders = useOrders();
  const deposit = useDeposit();
  const prices = useProductPrices(purchasedSkus(orders.data));
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const money = (centAmount: number) => formatMoney(centAmount, store.currency, localeTag);

  const failures: ReactNode[] = [];
  if (orders.isError)
    failures.push(
      <Toast key="orders" type="error" inline action={retry(() => void orders.refetch())}>
        {t('account.orders.loadFailed')}
      </Toast>,
    );
  if (deposit.isError)
    failures.push(
      <Toast key="deposit" type="error" inline action={retry(() => void deposit.refetch())}>
        {t('account.deposit.loadFailed')}
      </Toast>,
    );
  function retry(onClick: () => void) {
    return (
      <Button variant="outline" size="sm" onClick={onClick}>
        {t('account.retry')}
      </Button>
    );
  }

  let content: ReactNode;
  // Until the buy-back prices arrive, a purchase would show at cost: not a value to show.
  if (orders.isPending || deposit.isPending || prices.isLoading)
    content = <Skeleton variant="block" height="12rem" />;
  else {
    const bySku = new Map(prices.data?.products.map((pricing) => [pricing.sku, pricing]));
    const holdings = holdingsOf(store.currency, deposit.deposit, orders.data ?? [], (sku) =>
      bySku.get(sku),
    );
    const { total } = holdings;
    content = (
      <>
        {holdings.items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('account.holdings.empty')}
            text={t('account.holdings.emptyText')}
          />
        ) : (
          <>
            <dl className="account-facts" aria-label={t('account.holdings.summary')}>
              <div className="account-facts__row">
                <dt>{t('account.holdings.value')}</dt>
                <dd>{money(total.value)}</dd>
              </div>
              <div className="account-facts__row">
                <dt>{t('account.holdings.cost')}</dt>
                <dd>{money(total.cost)}</dd>
              </div>
              <div className="account-facts__row">
                <dt>{t('account.holdings.gain')}</dt>
                <dd className={gainClass(total.gain)}>
                  <Gain gain={total.gain} percent={total.gainPercent} />
                </dd>
              </div>
            </dl>
            <Table caption={t('account.holdings.byMetal')}>
              <thead>
                <tr>
                  <th scope="col">{t('account.holdings.metal')}</th>
                  <th scope="col" className="account-num">
                    {t('account.holdings.fineWeight')}
                  </th>
                  <th scope="col" className="account-num">
                    {t('account.holdings.cost')}
                  </th>
                  <th scope="col" className="account-num">
                    {t('account.holdings.value')}
                  </th>
                  <th scope="col" className="account-num">
                    {t('account.holdings.gain')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {holdings.byMetal.map((metal) => (
                  <tr key={metal.metal}>
                    <th scope="row">{t(`account.metal.${metal.metal}`)}</th>
                    <td className="account-num">{grams(metal.fineWeightGrams)}</td>
                    <td className="account-num">{money(metal.cost)}</td>
                    <td className="account-num">{money(metal.value)}</td>
                    <td className={`account-num ${gainClass(metal.gain) ?? ''}`}>
                      <Gain gain={metal.gain} percent={metal.gainPercent} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <HoldingItems items={holdings.items} />
          </>
        )}
        <DepositLine />
        <OpenLimitOrders />
        <OpenAlerts />
        <SellBacks orders={holdings.sellBacks} />
      </>
    );
  }

  function grams(amount: number) {
    return intl.formatMessage(
      { id: 'account.grams' },
      { amount: formatNumber(amount, localeTag, { maximumFractionDigits: 2 }) },
    );
  }

  return (
    <section className="ui-stack ui-stack--md" aria-labelledby="account-holdings-title">
      <div className="ui-stack ui-stack--xs">
        <h2 id="account-holdings-title" className="account-heading">
          {t('account.holdings.title')}
        </h2>
        <p className="ui-text-muted">{t('account.holdings.lead', { currency: store.currency })}</p>
      </div>
      {failures}
      {content}
    </section>
  );
}

/** A gain or loss in money with its percentage. */
function Gain({ gain, percent }: { gain: number; percent: number | null }) {
  const { store, localeTag } = useLocale();
  return (
    <>
      {formatSignedMoney(gain, store.currency, localeTag)}
      {percent === null ? null : ` (${formatSignedPercent(percent, localeTag)})`}
    </>
  );
}

function HoldingItems({ items }: { items: readonly Holding[] }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { store, language, localeTag } = useLocale();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = (centAmount: number) => formatMoney(centAmount, store.currency, localeTag);
  const where = (item: Holding): ReactNode => {
    if (!item.order) return t('account.holdings.source.deposit');
    return (
      <UiLink as={Link} href={pathTo('orderDetail', { slug: item.order.id })}>
        {intl.formatMessage(
          { id: `account.holdings.source.${item.source}` },
          { orderNumber: item.order.orderNumber },
        )}
      </UiLink>
    );
  };
  return (
    <Table caption={t('account.holdings.items')}>
      <thead>
        <tr>
          <th scope="col">{t('account.holdings.product')}</th>
          <th scope="col">{t('account.holdings.where')}</th>
          <th scope="col" className="account-num">
            {t('account.holdings.quantity')}
          </th>
          <th scope="col" className="account-num">
            {t('account.holdings.cost')}
          </th>
          <th scope="col" className="account-num">
            {t('account.holdings.value')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.order?.id ?? 'deposit'}-${item.sku}`}>
            <th scope="row">{item.name[language]}</th>
            <td>{where(item)}</td>
            <td className="account-num">{item.quantity}</td>
            <td className="account-num">{money(item.cost)}</td>
            <td className="account-num">{money(item.value)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The deposit in one line, or the way to open one. */
function DepositLine() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const openModal = useOpenModal();
  const { localeTag } = useLocale();
  const { deposit, isError } = useDeposit();
  const t = (id: MessageId) => intl.formatMessage({ id });
  if (isError) return null;
  return (
    <div className="ui-stack ui-stack--xs">
      <h3 className="account-subheading">{t('account.holdings.deposit')}</h3>
      {deposit ? (
        <p>
          {intl.formatMessage(
            { id: 'account.holdings.depositSummary' },
            {
              depotNumber: deposit.depotNumber,
              count: deposit.positions.length,
              value: formatMoney(
                deposit.currentValue.centAmount,
                deposit.currentValue.currency,
                localeTag,
              ),
            },
          )}{' '}
          {deposit.incoming.length > 0 &&
            `${intl.formatMessage(
              { id: 'account.holdings.depositIncoming' },
              { count: new Set(deposit.incoming.map((line) => line.orderId)).size },
            )} `}
          <UiLink as={Link} href={pathTo('deposit')}>
            {t('account.holdings.toDeposit')}
          </UiLink>
        </p>
      ) : (
        <p>
          {t('account.holdings.noDeposit')}{' '}
          <Button variant="outline" size="sm" onClick={() => openModal('deposit')}>
            {t('account.deposit.open')}
          </Button>
        </p>
      )}
    </div>
  );
}

function SellBacks({ orders }: { orders: readonly Order[] }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { store, localeTag } = useLocale();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className="ui-stack ui-stack--xs">
      <h3 className="account-subheading">{t('account.holdings.sellBacks')}</h3>
      {orders.length === 0 ? (
        <p className="ui-text-muted">{t('account.holdings.sellBacksNone')}</p>
      ) : (
        <Table caption={t('account.holdings.sellBacksCaption')} captionHidden>
          <thead>
            <tr>
              <th scope="col">{t('account.orders.number')}</th>
              <th scope="col">{t('account.orders.date')}</th>
              <th scope="col">{t('account.orders.status')}</th>
              <th scope="col">{t('account.orders.paymentStatus')}</th>
              <th scope="col" className="account-num">
                {t('account.holdings.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <UiLink as={Link} href={pathTo('orderDetail', { slug: order.id })}>
                    {order.orderNumber}
                  </UiLink>
                </th>
                <td>{formatDate(order.createdAt, store.key)}</td>
                <td>
                  <OrderStateBadge order={order} />
                </td>
                <td>
                  <PaymentStateBadge order={order} />
                </td>
                <td className="account-num">
                  {formatMoney(
                    order.totalGrossPrice.centAmount,
                    order.totalGrossPrice.currency,
                    localeTag,
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </div>
  );
}
