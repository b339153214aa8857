import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@shop/router';
import {
  dealerAccountFields,
  type DealerAccount,
  type DealerAccountField,
  type Order,
} from '@shop/api-client';
import { useBranches, useOrder } from '@shop/api-client/react';
import { formatMoney } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { ButtonLink, EmptyState, Spinner, Toast } from '@shop/ui';
import { CheckoutSteps } from '../features/step-flow/components/CheckoutSteps';
import { errorText } from '@shop/forms';
import { SellInstructions } from '../features/sell-instructions/components/SellInstructions';

/** The confirmation step: the order named in the query (`?order=<id>`), loaded from the API. */
export default function ConfirmationPage() {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const orderId = new URLSearchParams(useLocation().search).get('order');
  return (
    <div className="checkout-page">
      <CheckoutSteps current="confirmation" />
      {orderId ? (
        <PlacedOrder orderId={orderId} />
      ) : (
        <EmptyState
          title={intl.formatMessage({ id: 'checkout.confirmation.none' })}
          text={intl.formatMessage({ id: 'checkout.confirmation.noneText' })}
          action={
            <ButtonLink as={Link} href={pathTo('shop')} variant="primary">
              {intl.formatMessage({ id: 'checkout.cart.toShop' })}
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}

function PlacedOrder({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { localeTag } = useLocale();
  const order = useOrder(orderId);
  if (order.isPending)
    return <Spinner label={intl.formatMessage({ id: 'checkout.confirmation.loading' })} />;
  if (order.isError)
    return (
      <p className="checkout-error" role="alert">
        {errorText(intl, order.error)}
      </p>
    );
  const placed = order.data;
  const type = placed.transactionType;
  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h1 id="checkout-step-title">
        {intl.formatMessage({ id: `checkout.confirmation.title.${type}` })}
      </h1>
      <dl className="checkout-summary">
        <dt>{intl.formatMessage({ id: 'checkout.confirmation.number' })}</dt>
        <dd>{placed.orderNumber}</dd>
        <dt className="checkout-summary__total">
          {intl.formatMessage({ id: `checkout.review.total.${type}` })}
        </dt>
        <dd className="checkout-summary__total">
          {formatMoney(placed.totalGrossPrice.centAmount, placed.currency, localeTag)}
        </dd>
      </dl>
      <h2>{intl.formatMessage({ id: 'checkout.confirmation.nextSteps' })}</h2>
      <NextSteps order={placed} />
      {type === 'sell' && <SellInstructions order={placed} />}
      {placed.dealerAccount && <BankDetails order={placed} account={placed.dealerAccount} />}
      <p>
        {intl.formatMessage({ id: 'checkout.confirmation.mail' }, { email: placed.customerEmail })}
      </p>
      <ButtonLink as={Link} href={pathTo(type === 'buy' ? 'shop' : 'sellToUs')} variant="primary">
        {intl.formatMessage({ id: 'checkout.confirmation.toShop' })}
      </ButtonLink>
    </section>
  );
}

const shippedMethods: ReadonlySet<string> = new Set([
  'shipping',
  'shippingBuy',
  'insured-shipping',
]);

/** What the customer does next, by payment and delivery (spec 5, 9). */
function NextSteps({ order }: { order: Order }) {
  const intl = useIntl();
  const { localeTag, language } = useLocale();
  const branches = useBranches();
  const amount = formatMoney(order.totalGrossPrice.centAmount, order.currency, localeTag);
  const branch = branches.data?.find((b) => b.id === order.pickupBranchId);
  const cash = order.paymentMethod === 'cashInStore';
  const steps: string[] = [];
  if (order.transactionType === 'sell') {
    // A deposit sale sends nothing; SellInstructions says so.
    if (order.shippingInfo?.methodKey !== 'deposit')
      steps.push(intl.formatMessage({ id: 'checkout.confirmation.sellSend' }, { amount }));
    const payout = order.payoutBankDetails;
    if (payout)
      steps.push(
        intl.formatMessage(
          { id: 'checkout.confirmation.sellPayout' },
          {
            owner: payout.accountOwner,
            account: payout.kind === 'iban' ? payout.iban : payout.accountNumber,
          },
        ),
      );
    else if (cash) steps.push(intl.formatMessage({ id: 'checkout.confirmation.sellCash' }));
  } else if (cash) {
    steps.push(
      branch
        ? intl.formatMessage(
            { id: 'checkout.confirmation.pickup' },
            {
              branch: `${branch.name[language]}, ${branch.streetAddress}, ${branch.zipCode} ${branch.city}`,
            },
          )
        : intl.formatMessage({ id: 'checkout.confirmation.pickupNoBranch' }),
    );
  } else {
    steps.push(
      intl.formatMessage(
        {
          id:
            order.dealerAccount?.kind === 'us'
              ? 'checkout.confirmation.bankTransfer.us'
              : 'checkout.confirmation.bankTransfer',
        },
        { amount, orderNumber: order.orderNumber },
      ),
    );
    if (order.shippingInfo && shippedMethods.has(order.shippingInfo.methodKey))
      steps.push(intl.formatMessage({ id: 'checkout.confirmation.shipping' }));
  }
  // Only above the store's anti-money-laundering threshold, as the API decided for the order.
  if (order.cashIdentificationRequired)
    steps.push(intl.formatMessage({ id: 'checkout.confirmation.bringId' }));
  return (
    <ol className="checkout-next-steps">
      {steps.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ol>
  );
}

/** The dealer's account for a bank transfer, with the amount and the reference to quote. */
function BankDetails({ order, account }: { order: Order; account: DealerAccount }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const label = (field: DealerAccountField | 'amount' | 'reference') =>
    intl.formatMessage({ id: `checkout.confirmation.account.${field}` });
  const rows: [string, string][] = [
    ...dealerAccountFields(account).map(([field, value]): [string, string] => [
      label(field),
      value,
    ]),
    [label('amount'), formatMoney(order.totalGrossPrice.centAmount, order.currency, localeTag)],
    [label('reference'), order.orderNumber],
  ];
  return (
    <section aria-labelledby="checkout-bank-details">
      <h2 id="checkout-bank-details">
        {intl.formatMessage({ id: 'checkout.confirmation.bankDetails' })}
      </h2>
      {/* The API marks the sample accounts of a demo setup: they look real, nobody may pay. */}
      {account.demo && (
        <Toast
          type="warning"
          inline
          title={intl.formatMessage({ id: 'checkout.confirmation.demoAccount' })}
        >
          {intl.formatMessage({ id: 'checkout.confirmation.demoAccountText' })}
        </Toast>
      )}
      <dl className="checkout-summary">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
