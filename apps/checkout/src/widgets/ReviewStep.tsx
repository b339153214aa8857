import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import {
  addressLines,
  formatGrams,
  orderCommentMaxLength,
  orderCommentOf,
  orderCommentProblem,
  orderBlockReasons,
  type Cart,
  type PostalAddress,
  type PriceType,
} from '@shop/api-client';
import { useBranches, useCartQuote } from '@shop/api-client/react';
import { formatMoney } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { FormField, Table, Textarea } from '@shop/ui';
import { MarginSchemeNote } from '../features/cart/components/MarginSchemeNote';
import { shortOfStockNames } from '../features/cart/cart-blockers';
import { CouponField } from '../features/coupon/components/CouponField';
import type { CheckoutEntries } from '../shared/checkout-state/checkout-state';
import { errorCodeText, validationText } from '@shop/forms';
import { paymentMethodLabel } from '../features/payment/payment-label';
import { PlaceOrder } from '../features/place-order/components/PlaceOrder';
import { PriceValidity } from '../features/price-validity/components/PriceValidity';
import { ConsentBoxes } from '../features/review/components/ConsentBoxes';

export interface ReviewStepProps {
  type: PriceType;
  cart: Cart;
  entries: CheckoutEntries;
  patch: (change: Partial<CheckoutEntries>) => void;
  /** Where "change" leads for the earlier steps. */
  editLinks: { myData: string; deliveryPayment: string };
  onRefresh: () => void;
  refreshing: boolean;
}

function AddressLines({ address }: { address: PostalAddress }) {
  const { language } = useLocale();
  const regions = new Intl.DisplayNames([language], { type: 'region' });
  return (
    <address>
      {addressLines(address, (code) => regions.of(code) ?? code).map((line) => (
        <span key={line} className="checkout-address-line">
          {line}
        </span>
      ))}
    </address>
  );
}

/** Step "review": everything the order will say, the consents and the price validity. */
export function ReviewStep({
  type,
  cart,
  entries,
  patch,
  editLinks,
  onRefresh,
  refreshing,
}: ReviewStepProps) {
  const intl = useIntl();
  const { localeTag, language } = useLocale();
  // Asked for again for every version of the cart: a change, a confirmed price, a refresh.
  const quote = useCartQuote(cart);
  const held = quote.data;
  const branches = useBranches();
  const money = (centAmount: number) => formatMoney(centAmount, cart.currency, localeTag);
  const branch = branches.data?.find((b) => b.id === cart.pickupBranchId);
  // Stock is fixed in the cart: its blocker names the products, as the cart's lines do.
  const blockers = cart.orderBlockers.map((code) =>
    code === orderBlockReasons.outOfStockItems
      ? intl.formatMessage(
          { id: 'checkout.cart.message.outOfStock' },
          { names: intl.formatList(shortOfStockNames(cart, language), { type: 'conjunction' }) },
        )
      : errorCodeText(intl, code),
  );
  const payout = cart.payoutBankDetails;
  const comment = entries.comment ?? '';
  const commentProblem = orderCommentProblem(orderCommentOf(comment));
  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h1 id="checkout-step-title">{intl.formatMessage({ id: 'checkout.step.review' })}</h1>
      {held || quote.isError ? (
        // Without a quote (it could not be had) the prices count as lapsed: refresh asks again.
        <PriceValidity
          endsAt={held?.endsAt ?? 0}
          onRefresh={onRefresh}
          refreshing={refreshing || quote.isFetching}
        />
      ) : (
        <p className="checkout-validity" role="status">
          {intl.formatMessage({ id: 'checkout.review.quoting' })}
        </p>
      )}
      <Table caption={intl.formatMessage({ id: 'checkout.review.items' })} stacked>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'checkout.review.product' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.review.quantity' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.review.unitPrice' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.review.lineTotal' })}</th>
          </tr>
        </thead>
        <tbody>
          {cart.lineItems.map((line) => (
            <tr key={line.id}>
              <th scope="row">{line.name[language]}</th>
              <td
                className="checkout-num"
                data-label={intl.formatMessage({ id: 'checkout.review.quantity' })}
              >
                {line.isScrap ? `${formatGrams(line.quantity, localeTag)} g` : line.quantity}
              </td>
              <td
                className="checkout-num"
                data-label={intl.formatMessage({ id: 'checkout.review.unitPrice' })}
              >
                {money(line.price.centAmount)}
              </td>
              <td
                className="checkout-num"
                data-label={intl.formatMessage({ id: 'checkout.review.lineTotal' })}
              >
                {money(line.totalPrice.centAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <dl className="checkout-summary">
        {cart.shippingInfo && (
          <>
            <dt>
              {intl.formatMessage({ id: 'checkout.review.shippingCost' })}:{' '}
              {intl.formatMessage({ id: `checkout.shipping.${cart.shippingInfo.methodKey}` })}
            </dt>
            <dd>
              {cart.shippingInfo.totalGrossPrice.centAmount === 0
                ? intl.formatMessage({ id: 'checkout.shipping.free' })
                : money(cart.shippingInfo.totalGrossPrice.centAmount)}
            </dd>
          </>
        )}
        {cart.discount && (
          <>
            <dt>
              {intl.formatMessage({ id: 'checkout.review.discount' }, { code: cart.discount.code })}
            </dt>
            <dd>−{money(cart.discount.amount.centAmount)}</dd>
          </>
        )}
        <dt className="checkout-summary__total">
          {intl.formatMessage({ id: `checkout.review.total.${type}` })}
        </dt>
        <dd className="checkout-summary__total">
          {money(cart.totalGrossPrice.centAmount)}
          {type === 'buy' && cart.taxedPrice.totalTax.centAmount > 0 && (
            <small>
              {' '}
              {intl.formatMessage(
                { id: 'checkout.review.tax' },
                { amount: money(cart.taxedPrice.totalTax.centAmount) },
              )}
            </small>
          )}
        </dd>
      </dl>
      {type === 'buy' ? <CouponField cart={cart} /> : null}
      <MarginSchemeNote cart={cart} />
      <div className="checkout-review-grid">
        <div>
          <h2>{intl.formatMessage({ id: 'checkout.step.myData' })}</h2>
          <p>
            {intl.formatMessage({ id: 'checkout.review.email' })}: {cart.customerEmail}
          </p>
          {cart.shippingAddress && (
            <>
              <h3>{intl.formatMessage({ id: 'checkout.address.shipping' })}</h3>
              <AddressLines address={cart.shippingAddress} />
            </>
          )}
          {cart.billingAddress && (
            <>
              <h3>{intl.formatMessage({ id: 'checkout.address.billing' })}</h3>
              <AddressLines address={cart.billingAddress} />
            </>
          )}
          <Link to={editLinks.myData}>{intl.formatMessage({ id: 'checkout.review.edit' })}</Link>
        </div>
        <div>
          <h2>{intl.formatMessage({ id: 'checkout.step.deliveryPayment' })}</h2>
          {cart.shippingInfo && (
            <p>
              {intl.formatMessage({ id: 'checkout.review.delivery' })}:{' '}
              {intl.formatMessage({ id: `checkout.shipping.${cart.shippingInfo.methodKey}` })}
            </p>
          )}
          {branch && (
            <p>
              {intl.formatMessage({ id: 'checkout.review.branch' })}: {branch.name[language]},{' '}
              {branch.streetAddress}, {branch.zipCode} {branch.city}
            </p>
          )}
          {cart.paymentMethod && (
            <p>
              {intl.formatMessage({ id: 'checkout.review.payment' })}:{' '}
              {intl.formatMessage({
                id: paymentMethodLabel(type, cart.store === 'us', cart.paymentMethod),
              })}
            </p>
          )}
          {payout && (
            <p>
              {intl.formatMessage(
                { id: 'checkout.review.payoutTo' },
                {
                  owner: payout.accountOwner,
                  account: payout.kind === 'iban' ? payout.iban : payout.accountNumber,
                },
              )}
            </p>
          )}
          {cart.cashIdentificationRequired && (
            <p className="checkout-note" role="note">
              {intl.formatMessage({ id: 'checkout.payment.amlNote' })}
            </p>
          )}
          <Link to={editLinks.deliveryPayment}>
            {intl.formatMessage({ id: 'checkout.review.edit' })}
          </Link>
        </div>
      </div>
      {blockers.length > 0 && (
        <div className="checkout-error" role="alert">
          <p>{intl.formatMessage({ id: 'checkout.review.blocked' })}</p>
          <ul>
            {blockers.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      <FormField
        label={intl.formatMessage({ id: 'checkout.review.comment' })}
        optionalLabel={intl.formatMessage({ id: 'forms.optional' })}
        hint={intl.formatMessage(
          { id: 'checkout.review.commentHint' },
          { max: orderCommentMaxLength, used: comment.length },
        )}
        error={commentProblem ? validationText(intl, commentProblem) : undefined}
      >
        {/* No maxLength: pasted text would be cut silently; the error says what is too much. */}
        <Textarea
          value={comment}
          onChange={(event) => patch({ comment: event.target.value })}
          rows={3}
        />
      </FormField>
      <ConsentBoxes consents={entries.consents} onChange={(consents) => patch({ consents })} />
      <PlaceOrder
        type={type}
        cart={cart}
        quoteId={held?.quote.cartVersion === cart.version ? held.quote.id : undefined}
        onQuoteNotValid={() => void quote.refetch()}
        consents={entries.consents}
        comment={orderCommentOf(comment)}
        commentValid={commentProblem === null}
      />
    </section>
  );
}
