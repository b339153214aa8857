import type { MessageId } from '@shop/i18n';
import { formatDate, formatMoney } from '@shop/i18n';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import {
  addressLines,
  dealerAccountFields,
  errorCodes,
  formatGrams,
  hasMarginSchemeLines,
  isApiError,
  type DealerAccount,
  type Money,
  type Order,
} from '@shop/api-client';
import { useApiClient, useOrder } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import {
  Button,
  Card,
  CardBody,
  EmptyState,
  Link as UiLink,
  Skeleton,
  Table,
  Toast,
} from '@shop/ui';
import { orderTypeText } from '../order-labels';
import { OrderStateBadge, PaymentStateBadge } from './OrderStatusBadges';
import { CancelOrder } from './CancelOrder';
import { OfferDecision } from './OfferDecision';
import { OrderDocuments } from './OrderDocuments';
import { OrderTimeline } from './OrderTimeline';

const notFoundCodes = new Set<string>([errorCodes.orderNotFound, errorCodes.invalidRequest]);

/** One of the customer's orders: what was ordered, how it is paid and delivered, and its state. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { data: order, isPending, error, refetch } = useOrder(orderId);
  const t = (id: MessageId) => intl.formatMessage({ id });

  const back = (
    <UiLink as={Link} href={pathTo('orders')} variant="standalone">
      {t('account.order.back')}
    </UiLink>
  );
  let content: ReactNode;
  if (order) content = <OrderView order={order} />;
  else if (isPending) content = <Skeleton variant="block" height="20rem" />;
  // A slug that is no order id at all is as unknown as another customer's order.
  else if (isApiError(error) && notFoundCodes.has(error.code))
    content = (
      <EmptyState
        headingLevel={2}
        title={t('account.order.notFound')}
        text={t('account.order.notFoundText')}
      />
    );
  else
    content = (
      <Toast
        type="error"
        inline
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('account.retry')}
          </Button>
        }
      >
        {t('account.order.loadFailed')}
      </Toast>
    );
  return (
    <div className="ui-stack ui-stack--lg">
      {back}
      {content}
    </div>
  );
}

/**
 * The order as its customer reads it. `readOnly` where the page is no session of the order's (a
 * guest's lookup): what it shows, without the buttons that act on it.
 */
export function OrderView({
  order,
  readOnly = false,
  lookupToken,
}: {
  order: Order;
  readOnly?: boolean;
  /** A guest lookup's token, which opens the order's documents. */
  lookupToken?: string;
}) {
  const intl = useIntl();
  const api = useApiClient();
  const { store, language, localeTag } = useLocale();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = ({ centAmount, currency }: Money) => formatMoney(centAmount, currency, localeTag);
  // What the customer just did, said once the order shows its outcome (the button is gone then).
  const [notice, setNotice] = useState<MessageId | null>(null);
  const regionNames = new Intl.DisplayNames([language], { type: 'region' });
  const country = (code: string) => regionNames.of(code) ?? code;
  const facts: [MessageId, ReactNode][] = [
    ['account.orders.number', order.orderNumber],
    ['account.order.date', formatDate(order.createdAt, store.key)],
    ['account.orders.type', t(orderTypeText(order))],
    ['account.orders.status', <OrderStateBadge key="state" order={order} />],
    ['account.orders.paymentStatus', <PaymentStateBadge key="payment" order={order} />],
    [
      'account.order.paymentDate',
      order.paymentDate ? formatDate(order.paymentDate, store.key) : t('account.order.notPaidYet'),
    ],
    [
      'account.order.paymentMethod',
      order.paymentMethod ? t(`order.payment.${order.paymentMethod}`) : t('account.order.none'),
    ],
    [
      'account.order.deliveryMethod',
      order.shippingInfo
        ? t(`order.delivery.${order.shippingInfo.methodKey}`)
        : t('account.order.none'),
    ],
    ['account.order.customerEmail', order.customerEmail],
  ];
  const totals: [MessageId, Money, boolean][] = [
    ['account.order.subtotalNet', order.taxedPrice.totalNet, false],
    ['account.order.tax', order.taxedPrice.totalTax, false],
    [
      'account.order.shipping',
      order.shippingInfo?.price ?? { centAmount: 0, currency: order.currency },
      false,
    ],
    ...(order.discount.centAmount > 0
      ? [['account.order.discount', order.discount, false] as [MessageId, Money, boolean]]
      : []),
    ['account.order.total', order.totalGrossPrice, true],
  ];

  return (
    <article className="ui-stack ui-stack--lg" aria-labelledby="account-order-title">
      <h2 id="account-order-title" className="account-heading">
        {intl.formatMessage({ id: 'account.order.title' }, { orderNumber: order.orderNumber })}
      </h2>
      <dl className="account-facts" aria-label={t('account.order.details')}>
        {facts.map(([label, value]) => (
          <div key={label} className="account-facts__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {notice && (
        <Toast type="success" inline>
          {t(notice)}
        </Toast>
      )}
      {!readOnly &&
        order.settlement?.offerPending &&
        order.allowedCustomerActions.includes('acceptOffer') && (
          <OfferDecision
            order={order}
            onDecided={(decision) =>
              setNotice(
                decision === 'accept'
                  ? 'account.order.offer.accepted'
                  : 'account.order.offer.declined',
              )
            }
          />
        )}
      {!readOnly && order.allowedCustomerActions.includes('cancel') && (
        <CancelOrder order={order} onDone={() => setNotice('account.order.cancel.done')} />
      )}
      {order.trackingUrl && (
        <p>
          <UiLink
            href={order.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            variant="standalone"
          >
            {t('account.order.track')}
          </UiLink>
        </p>
      )}
      {order.timeline.length > 0 && <OrderTimeline timeline={order.timeline} />}
      {order.documents.length > 0 && (
        <OrderDocuments documents={order.documents} lookupToken={lookupToken} />
      )}
      {order.comment && (
        <section className="ui-stack ui-stack--xs" aria-labelledby="account-order-comment">
          <h3 className="account-subheading" id="account-order-comment">
            {t('account.order.comment')}
          </h3>
          <p className="account-order-comment">{order.comment}</p>
        </section>
      )}
      {/* Where to pay, as long as the transfer is still awaited. */}
      {order.dealerAccount &&
        order.paymentState === 'Pending' &&
        order.orderState !== 'Cancelled' && (
          <BankDetails account={order.dealerAccount} reference={order.orderNumber} />
        )}
      {/* A sale posted to us (not cancelled): the accompanying slip to print and enclose. */}
      {order.receivingAddress && order.orderState !== 'Cancelled' && (
        <p className="ui-stack ui-stack--xs">
          <UiLink href={api.orders.slipUrl(order.id, localeTag)} variant="standalone">
            {t('account.order.slip')}
          </UiLink>
          <span>{t('account.order.slipHint')}</span>
        </p>
      )}
      <Table caption={t('account.order.lines')} stacked>
        <thead>
          <tr>
            <th scope="col">{t('account.order.product')}</th>
            <th scope="col" className="account-num">
              {t('account.order.quantity')}
            </th>
            <th scope="col" className="account-num">
              {t('account.order.unitPrice')}
            </th>
            <th scope="col" className="account-num">
              {t('account.order.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lineItems.map((line) => (
            <tr key={line.sku}>
              <th scope="row">{line.name[language]}</th>
              <td className="account-num" data-label={t('account.order.quantity')}>
                {line.isScrap
                  ? intl.formatMessage(
                      { id: 'account.grams' },
                      // Scrap is weighed to a tenth of a gram: 12,5 g / 12.5 g.
                      { amount: formatGrams(line.quantity, localeTag) },
                    )
                  : line.quantity}
              </td>
              <td className="account-num" data-label={t('account.order.unitPrice')}>
                {money(line.price)}
              </td>
              <td className="account-num" data-label={t('account.order.lineTotal')}>
                {money(line.totalPrice)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(([label, amount, grand]) => (
            <tr key={label} className={grand ? 'account-total' : undefined}>
              <th scope="row" colSpan={3}>
                {t(label)}
              </th>
              <td className="account-num">{money(amount)}</td>
            </tr>
          ))}
        </tfoot>
      </Table>
      {/* As on the invoice: the VAT of margin-scheme lines is not shown, the law is named. */}
      {hasMarginSchemeLines(order) && (
        <p className="account-order-tax-note" data-testid="margin-scheme-note">
          {intl.formatMessage({ id: 'tax.marginSchemeNote' }, { law: store.marginSchemeLaw })}
        </p>
      )}
      <div className="ui-grid ui-grid--2">
        {(
          [
            ['account.order.shippingAddress', order.shippingAddress],
            ['account.order.billingAddress', order.billingAddress],
          ] as const
        ).map(([label, address]) => (
          <Card key={label}>
            <CardBody className="ui-stack ui-stack--xs">
              <h3 className="account-subheading">{t(label)}</h3>
              <address className="account-address-lines">
                {addressLines(address, country).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </CardBody>
          </Card>
        ))}
      </div>
    </article>
  );
}

/** The dealer's account a bank-transfer order is paid into, with the reference to quote. */
function BankDetails({ account, reference }: { account: DealerAccount; reference: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const rows: [MessageId, string][] = [
    ...dealerAccountFields(account).map(([field, value]): [MessageId, string] => [
      `account.order.account.${field}`,
      value,
    ]),
    ['account.order.account.reference', reference],
  ];
  return (
    <Card>
      <CardBody className="ui-stack ui-stack--xs">
        <h3 className="account-subheading" id="account-order-bank-details">
          {t('account.order.bankDetails')}
        </h3>
        {/* The API marks the sample accounts of a demo setup: they look real, nobody may pay. */}
        {account.demo && (
          <Toast type="warning" inline title={t('account.order.demoAccount')}>
            {t('account.order.demoAccountText')}
          </Toast>
        )}
        <dl className="account-facts" aria-labelledby="account-order-bank-details">
          {rows.map(([label, value]) => (
            <div key={label} className="account-facts__row">
              <dt>{t(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
