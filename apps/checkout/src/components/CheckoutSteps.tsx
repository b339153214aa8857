import '../checkout.css';
import { useIntl } from 'react-intl';

/** Spec: the checkout steps, in order. */
export const checkoutSteps = [
  'select',
  'cart',
  'myData',
  'deliveryPayment',
  'review',
  'confirmation',
] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
      <ol className="checkout-steps">
        {checkoutSteps.map((step, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className="checkout-steps__item"
          >
            <span className="checkout-steps__number">{index + 1}</span>
            {intl.formatMessage({ id: `checkout.step.${step}` })}
          </li>
        ))}
      </ol>
    </nav>
  );
}
