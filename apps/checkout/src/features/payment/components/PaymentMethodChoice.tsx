import { useIntl } from 'react-intl';
import {
  comingSoonPaymentMethods,
  type Cart,
  type PaymentMethod,
  type PriceType,
} from '@shop/api-client';
import { usePaymentMethods } from '@shop/api-client/react';
import type { MessageId } from '@shop/i18n';
import { RadioGroup } from '@shop/ui';
import { paymentMethodLabel } from '../payment-label';

export interface PaymentMethodChoiceProps {
  type: PriceType;
  /** The US store pays by wire or check rather than SEPA transfer. */
  us: boolean;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** The cart's answer: what each method would block for it and its delivery. */
  options: Cart['paymentOptions'];
  /** The customer's words for a blocker. */
  blockerTexts: (blockers: Cart['orderBlockers']) => string[];
  /** Spec 9: cash above the store's anti-money-laundering threshold needs identification. */
  cashIdentificationRequired: boolean;
  error?: string;
}

const isPaymentMethod = (key: string): key is PaymentMethod =>
  key === 'bankTransfer' || key === 'cashInStore';
const comingSoon = (key: string) => (comingSoonPaymentMethods as readonly string[]).includes(key);

/** What each method means for the customer, in one line. */
const hints: Record<PriceType, Record<PaymentMethod, MessageId>> = {
  buy: {
    bankTransfer: 'checkout.payment.hint.buy.bankTransfer',
    cashInStore: 'checkout.payment.hint.buy.cashInStore',
  },
  sell: {
    bankTransfer: 'checkout.payment.hint.sell.bankTransfer',
    cashInStore: 'checkout.payment.hint.sell.cashInStore',
  },
};

/**
 * Spec 9: bank transfer or cash in store, each with what it means and, when this cart cannot use
 * it, why; card and PayPal shown as coming soon, not selectable. Cash is left out where the store
 * has no branch to hand it over in.
 */
export function PaymentMethodChoice({
  type,
  us,
  value,
  onChange,
  options: cartOptions,
  blockerTexts,
  cashIdentificationRequired,
  error,
}: PaymentMethodChoiceProps) {
  const intl = useIntl();
  const methods = usePaymentMethods();
  const options = (methods.data ?? [])
    .filter((method) => method.transactionTypes.includes(type))
    .filter((method) => method.selectable || comingSoon(method.key))
    .map((method) => {
      if (!isPaymentMethod(method.key))
        return {
          value: method.key,
          disabled: true,
          label: intl.formatMessage({ id: `checkout.payment.${method.key}` }),
          description: intl.formatMessage({ id: 'checkout.payment.comingSoon' }),
        };
      const label = intl.formatMessage({ id: paymentMethodLabel(type, us, method.key) });
      const blocked = blockerTexts(
        cartOptions.find((o) => o.paymentMethod === method.key)?.blockers ?? [],
      );
      return {
        value: method.key,
        label,
        description: (
          <>
            {intl.formatMessage({ id: hints[type][method.key] })}
            {blocked.length > 0 ? (
              <>
                {' '}
                <span className="checkout-method__blocked">{blocked.join(' ')}</span>
              </>
            ) : null}
          </>
        ),
        // Chosen already (before the rule applied), it stays selectable to be changed.
        disabled: blocked.length > 0 && method.key !== value,
      };
    });
  return (
    <div className="checkout-payment">
      <RadioGroup
        legend={intl.formatMessage({ id: `checkout.payment.title.${type}` })}
        name="paymentMethod"
        value={value ?? undefined}
        onChange={(key) => {
          if (isPaymentMethod(key)) onChange(key);
        }}
        options={options}
        required
        error={error}
        appearance="tiles"
      />
      {value === 'cashInStore' && cashIdentificationRequired && (
        <p className="checkout-note" role="note">
          {intl.formatMessage({ id: 'checkout.payment.amlNote' })}
        </p>
      )}
    </div>
  );
}
