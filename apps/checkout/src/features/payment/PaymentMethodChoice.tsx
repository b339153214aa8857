import { useIntl } from 'react-intl';
import type { PaymentMethod } from '@shop/api-client';
import { usePaymentMethods } from '@shop/api-client/react';
import { RadioGroup } from '@shop/ui';
import type { TransactionType } from '../../components/cart-type';

export interface PaymentMethodChoiceProps {
  type: TransactionType;
  /** The US store pays by wire or check rather than SEPA transfer. */
  us: boolean;
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** Spec 9: cash above the store's anti-money-laundering threshold needs identification. */
  cashIdentificationRequired: boolean;
  error?: string;
}

const isPaymentMethod = (key: string): key is PaymentMethod =>
  key === 'bankTransfer' || key === 'cashInStore';

/** Spec 9: bank transfer or cash in store; card and PayPal shown as coming soon, not selectable. */
export function PaymentMethodChoice({
  type,
  us,
  value,
  onChange,
  cashIdentificationRequired,
  error,
}: PaymentMethodChoiceProps) {
  const intl = useIntl();
  const methods = usePaymentMethods();
  const options = (methods.data ?? [])
    .filter((method) => method.transactionTypes.includes(type))
    .map((method) => ({
      value: method.key,
      disabled: !method.selectable,
      label: intl.formatMessage({
        id:
          method.key === 'bankTransfer' && us
            ? 'checkout.payment.bankTransfer.us'
            : `checkout.payment.${method.key}`,
      }),
      description: method.selectable
        ? undefined
        : intl.formatMessage({ id: 'checkout.payment.comingSoon' }),
    }));
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
