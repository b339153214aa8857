import '../../../checkout.css';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';

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

export interface CheckoutStepsProps {
  current: CheckoutStep;
  /** Where the steps before the current one lead back to (entries are kept there). */
  backTo?: Partial<Record<CheckoutStep, string>>;
}

/** The progress of the checkout: an ordered list, the current step marked for assistive tech. */
export function CheckoutSteps({ current, backTo = {} }: CheckoutStepsProps) {
  const intl = useIntl();
  const currentIndex = checkoutSteps.indexOf(current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps' })}>
      <ol className="checkout-steps">
        {checkoutSteps.map((step, index) => {
          const label = intl.formatMessage({ id: `checkout.step.${step}` });
          const href = index < currentIndex ? backTo[step] : undefined;
          return (
            <li
              key={step}
              aria-current={step === current ? 'step' : undefined}
              className={`checkout-steps__item${index < currentIndex ? ' checkout-steps__item--done' : ''}`}
            >
              <span className="checkout-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {href ? <Link to={href}>{label}</Link> : label}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
