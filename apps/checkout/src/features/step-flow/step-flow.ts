import type { PriceType } from '@shop/api-client';
import type { CheckoutStep } from './components/CheckoutSteps';
import type { CheckoutEntries } from '../../shared/checkout-state/checkout-state';

/** The steps this page shows; select and cart come before it, confirmation after. */
export const formSteps = ['myData', 'deliveryPayment', 'review'] as const;
export type FormStep = (typeof formSteps)[number];

/** `?step=` of the checkout page; the first step when missing or unknown. */
export function stepOf(search: string): FormStep {
  const step = new URLSearchParams(search).get('step');
  return formSteps.find((s) => s === step) ?? 'myData';
}

/** Whether a step's answers are complete enough to go past it. */
export interface StepContext {
  signedIn: boolean;
  type: PriceType;
}

export function stepDone(
  step: FormStep,
  entries: CheckoutEntries,
  { signedIn, type }: StepContext,
): boolean {
  switch (step) {
    case 'myData':
      return (
        (signedIn || (entries.accountChoice === 'guest' && entries.guestEmail !== '')) &&
        entries.shippingAddress !== null
      );
    case 'deliveryPayment':
      return (
        entries.shippingMethodId !== null &&
        entries.paymentMethod !== null &&
        // A sale paid out by transfer needs the account to pay to.
        (type === 'buy' ||
          entries.paymentMethod !== 'bankTransfer' ||
          entries.payoutBankDetails !== null)
      );
    case 'review':
      return entries.consents.privacy && entries.consents.terms;
  }
}

/**
 * The step to show for a requested one: a later step whose earlier steps are not done yet
 * (typed into the address bar, or a reload after the session ended) shows the first open one.
 */
export function reachableStep(
  requested: FormStep,
  entries: CheckoutEntries,
  context: StepContext,
): FormStep {
  for (const step of formSteps) {
    if (step === requested || !stepDone(step, entries, context)) return step;
  }
  return requested;
}

export const isFormStep = (step: CheckoutStep): step is FormStep =>
  (formSteps as readonly string[]).includes(step);
