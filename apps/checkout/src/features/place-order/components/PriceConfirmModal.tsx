import { useIntl } from 'react-intl';
import type { Cart, PriceType } from '@shop/api-client';
import { formatMoney } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Button, Modal, Table } from '@shop/ui';
import type { PriceMismatch } from '../use-place-order';

export interface PriceConfirmModalProps {
  type: PriceType;
  /** The cart as the API re-priced it. */
  cart: Cart;
  mismatch: PriceMismatch;
  onConfirm: () => void;
  onCancel: () => void;
  submitting: boolean;
}

/** CheckoutPriceConfirm (spec 2, 8): old and new unit prices and totals, confirm or go back. */
export function PriceConfirmModal({
  type,
  cart,
  mismatch,
  onConfirm,
  onCancel,
  submitting,
}: PriceConfirmModalProps) {
  const intl = useIntl();
  const { localeTag, language } = useLocale();
  // The API prices every line in the cart's currency.
  const money = (centAmount: number) => formatMoney(centAmount, cart.currency, localeTag);
  const nameOf = (sku: string) =>
    cart.lineItems.find((line) => line.sku === sku)?.name[language] ?? sku;
  return (
    <Modal
      open
      onClose={onCancel}
      closeOnBackdrop={false}
      title={intl.formatMessage({ id: 'checkout.priceConfirm.title' })}
      description={intl.formatMessage({ id: 'checkout.priceConfirm.text' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={submitting}>
            {intl.formatMessage({ id: 'checkout.priceConfirm.cancel' })}
          </Button>
          <Button
            onClick={onConfirm}
            loading={submitting}
            loadingLabel={intl.formatMessage({ id: 'checkout.order.submitting' })}
          >
            {intl.formatMessage({ id: `checkout.priceConfirm.confirm.${type}` })}
          </Button>
        </>
      }
    >
      <Table caption={intl.formatMessage({ id: 'checkout.priceConfirm.lines' })}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'checkout.review.product' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.priceConfirm.oldPrice' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'checkout.priceConfirm.newPrice' })}</th>
          </tr>
        </thead>
        <tbody>
          {mismatch.changes.map((change) => (
            <tr key={change.sku}>
              <th scope="row">{nameOf(change.sku)}</th>
              <td className="checkout-num">
                <del>{money(change.oldPrice.centAmount)}</del>
              </td>
              <td className="checkout-num">{money(change.newPrice.centAmount)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <dl className="checkout-summary">
        <dt>{intl.formatMessage({ id: 'checkout.priceConfirm.oldTotal' })}</dt>
        <dd>
          <del>{money(mismatch.oldTotal.centAmount)}</del>
        </dd>
        <dt className="checkout-summary__total">
          {intl.formatMessage({ id: 'checkout.priceConfirm.newTotal' })}
        </dt>
        <dd className="checkout-summary__total">{money(cart.totalGrossPrice.centAmount)}</dd>
      </dl>
    </Modal>
  );
}
